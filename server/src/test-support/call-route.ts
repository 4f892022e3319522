import type { MountableRoute } from '../http/define-route.js';
import { API } from './sign-in.js';
import type { TestApp } from './test-app.js';

interface RouteCall {
  token: string;
  companyId: number;
  /** Every key any of the routes reads ('id=5&partyId=7'): each route takes what it needs. */
  query: string;
  /** The body a POST sends; a GET sends none. */
  body: unknown;
}

/**
 * One route called the way a client would, for the permission and isolation tests that walk every
 * route of a module: answers its name ('post /beatplan/save') and the status it gave.
 */
export const callRoute = async (
  app: TestApp,
  route: Pick<MountableRoute, 'method' | 'path'>,
  { token, companyId, query, body }: RouteCall,
): Promise<[string, number]> => {
  // Only the status counts, so a route that answers a file (an export) is called like the others.
  const response = await fetch(`${app.base}${API}${route.path}?${query}`, {
    method: route.method.toUpperCase(),
    headers: {
      Authorization: `Bearer ${token}`,
      CompanyId: String(companyId),
      ...(route.method === 'get' ? {} : { 'Content-Type': 'application/json' }),
    },
    body: route.method === 'get' ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return [`${route.method} ${route.path}`, response.status];
};
