import type { IncomingMessage } from 'node:http';
import type { AppDeps } from '../app-deps.js';
import { hubCrossOrigin } from './hub-auth.js';

/** An allowlist entry written with a path or a slash still names its origin. */
const originOf = (entry: string): string => {
  try {
    return new URL(entry).origin;
  } catch {
    return entry;
  }
};

/**
 * CORS does not cover WebSockets: a page of any site may open one, so the upgrade checks the
 * Origin itself. Allowed: no Origin (not a browser), our own host, the deployment's allowedOrigins
 * for this Host (as CORS allows), or an origin the connection's company lists for its widgets.
 */
export const upgradeOriginAllowed = async (
  deps: AppDeps,
  req: IncomingMessage,
  companyId: number,
): Promise<boolean> => {
  const origin = hubCrossOrigin(req);
  if (origin === null) return true;
  const found = await deps.deployment.lookup(req.headers.host);
  if (found.kind === 'found' && found.config.allowedOrigins.some((entry) => originOf(entry) === origin))
    return true;
  return deps.origins.companyListsOrigin(deps.db, companyId, origin);
};
