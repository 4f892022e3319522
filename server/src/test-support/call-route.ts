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
  const answer =
    route.method === 'get'
      ? await app.get(`${API}${route.path}?${query}`, { token, companyId })
      : await app.post(`${API}${route.path}?${query}`, { token, companyId, json: body });
  return [`${route.method} ${route.path}`, answer.status];
};
