import type { IncomingMessage } from 'node:http';
import { DEFAULT_COMPANY_ID } from '@backoffice/shared/constants';
import type { HubName } from '@backoffice/shared/realtime/hub-contract';
import { isFieldUserType } from '@backoffice/shared/user-types';
import { WIDGET_MESSAGES } from '@backoffice/shared/widgets/widget-scopes';
import type { AppDeps } from '../app-deps.js';
import { resolvePrincipal, SESSION_MESSAGES } from '../auth/resolve-principal.js';
import { resolveUserTenant, TENANT_MESSAGES } from '../auth/resolve-tenant.js';
import { badRequest, forbidden, unauthorized } from '../http/api-error.js';
import { viewablePages } from './hub-viewable-pages.js';

/** The widget scope that opens the notification hub to an embedded map (live pushes only). */
export const HUB_WIDGET_SCOPE = 'tracking.maps';

export const HUB_AUTH_MESSAGES = {
  userOnly: 'Sign in to use this part of the application.',
  otherCaller: 'This connection belongs to another caller.',
} as const;

/** Who is on a connection, checked like an API call: token, company membership, widget grant. */
export interface HubCaller {
  userId: number;
  username: string;
  sessionId: string;
  isSuperAdmin: boolean;
  companyId: number;
  /** An embedded map's widget token: it gets page-limited company events only. */
  isWidget: boolean;
  /** A sales person, dealer or delivery person: they reach only their own records. */
  isFieldUser: boolean;
}

export interface HubPrincipal extends HubCaller {
  /** Page names the user may view, read once at connect: events with a page check against it. */
  viewablePages: ReadonlySet<string>;
}

/** A connection is bound to this: a later request with another user's (or session's) token is refused. */
export const callerKey = (caller: HubCaller): string =>
  `${caller.userId}|${caller.sessionId}|${caller.companyId}`;

const queryOf = (req: IncomingMessage): URLSearchParams =>
  new URL(req.url ?? '/', 'http://hub.invalid').searchParams;

/** The spec's `?token=`, the official client's `?access_token=` (WS/SSE in browsers), or the bearer header. */
export const hubTokenOf = (req: IncomingMessage): string | null => {
  const query = queryOf(req);
  const fromQuery = query.get('token') || query.get('access_token');
  if (fromQuery) return fromQuery;
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
};

const parseCompanyId = (value: string | null | undefined): number | null => {
  if (value === undefined || value === null || value === '') return null;
  if (!/^\d{1,9}$/.test(value.trim()) || Number(value.trim()) <= 0)
    throw badRequest(TENANT_MESSAGES.badHeader);
  return Number(value.trim());
};

/**
 * The CompanyId header, else `?companyId=` or `?cid=` (a browser cannot set headers on a WebSocket
 * or an EventSource); two that disagree are refused, as the HTTP API does. Null when none is sent.
 */
const hubCompanyIdOf = (req: IncomingMessage): number | null => {
  const header = req.headers.companyid;
  const fromHeader = parseCompanyId(Array.isArray(header) ? header[0] : header);
  const query = queryOf(req);
  let fromQuery: number | null = null;
  for (const [key, value] of query) {
    const name = key.toLowerCase();
    if (name !== 'companyid' && name !== 'cid') continue;
    const id = parseCompanyId(value);
    if (id !== null && fromQuery !== null && id !== fromQuery) throw badRequest(TENANT_MESSAGES.mismatch);
    fromQuery = id ?? fromQuery;
  }
  if (fromHeader !== null && fromQuery !== null && fromHeader !== fromQuery)
    throw badRequest(TENANT_MESSAGES.mismatch);
  return fromHeader ?? fromQuery;
};

/** The Origin of a page of another site, or null (none sent, or our own host). */
export const hubCrossOrigin = (req: IncomingMessage): string | null => {
  const origin = req.headers.origin;
  if (!origin) return null;
  try {
    return new URL(origin).host === req.headers.host ? null : origin;
  } catch {
    return origin;
  }
};

/** Checks the caller of any hub request (negotiate and every transport request); throws an ApiError. */
export const authenticateHubCaller = async (
  deps: AppDeps,
  req: IncomingMessage,
  hub: HubName,
): Promise<HubCaller> => {
  const token = hubTokenOf(req);
  if (!token) throw unauthorized(SESSION_MESSAGES.signInRequired);
  const principal = await resolvePrincipal(deps.db, deps.secrets.jwtKey, token, deps.clock());
  if (principal.kind !== 'user') throw forbidden(HUB_AUTH_MESSAGES.userOnly);
  const requested = hubCompanyIdOf(req);
  const grant = principal.widget;
  if (grant) {
    // An embedded map listens for its company's pushes; it neither chats nor reads the key user's mail.
    if (hub !== 'notification' || !grant.scopes.includes(HUB_WIDGET_SCOPE))
      throw forbidden(WIDGET_MESSAGES.scopeMissing);
    if (requested !== null && requested !== grant.companyId) throw forbidden(WIDGET_MESSAGES.otherCompany);
    const origin = hubCrossOrigin(req);
    if (origin !== null && !(await deps.origins.companyListsOrigin(deps.db, grant.companyId, origin)))
      throw forbidden(WIDGET_MESSAGES.originRefused);
  }
  const companyId = grant ? grant.companyId : (requested ?? DEFAULT_COMPANY_ID);
  const { userType } = await resolveUserTenant(deps.db, principal, companyId);
  return {
    userId: principal.userId,
    username: principal.username,
    sessionId: principal.sessionId,
    isSuperAdmin: principal.isSuperAdmin,
    companyId,
    isWidget: grant !== undefined,
    isFieldUser: isFieldUserType(userType),
  };
};

/** At connect (negotiate): the caller and the pages whose events they may receive. */
export const authenticateHubPrincipal = async (
  deps: AppDeps,
  req: IncomingMessage,
  hub: HubName,
): Promise<HubPrincipal> => {
  const caller = await authenticateHubCaller(deps, req, hub);
  // A company's page events tell of everyone's records (a colleague's position, another's order):
  // a field user, who reaches only their own, gets only the events addressed to them.
  const pages = caller.isFieldUser
    ? new Set<string>()
    : await viewablePages(deps.db, caller.companyId, caller);
  return { ...caller, viewablePages: pages };
};
