import { HUB_PATHS } from '@backoffice/shared/realtime/hub-contract';
import type { Request, RequestHandler } from 'express';
import { bearerTokenOf, isWidgetToken } from '../auth/resolve-principal.js';
import type { DeploymentConfigSource } from '../config/deployment-config.js';
import type { Database } from '../db/database.js';
import { sendEnvelope } from './envelope.js';
import type { OriginPolicy } from './origin-policy.js';

export const CORS_MESSAGES = { originRefused: 'This origin is not allowed' } as const;

const ALLOW_METHODS = 'GET, POST';
const ALLOW_HEADERS = 'Authorization, CompanyId, Content-Type, X-Request-Id';
// The official SignalR client adds these on the real-time hubs (negotiate, long polling, its stop).
const HUB_ALLOW_METHODS = `${ALLOW_METHODS}, DELETE`;
const HUB_ALLOW_HEADERS = `${ALLOW_HEADERS}, X-Requested-With, X-SignalR-User-Agent`;
const HUB_PREFIXES = Object.values(HUB_PATHS);
const isHubPath = (path: string) => HUB_PREFIXES.some((hub) => path === hub || path.startsWith(`${hub}/`));
/** Headers a widget's script may read from our answers (the lock-out wait, the request to quote). */
const EXPOSE_HEADERS = 'Retry-After, X-Request-Id';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** An origin as a browser sends it: an allowlist entry written with a path or slash still matches. */
const originOf = (entry: string): string => {
  try {
    return new URL(entry).origin;
  } catch {
    return entry;
  }
};

/** The Origin of a request from a page of another site, or null (no Origin, or our own). */
export const crossOrigin = (req: Request): string | null => {
  const origin = req.get('origin');
  if (!origin || origin === `${req.protocol}://${req.get('host')}`) return null;
  return origin;
};

const isAllowed = async (
  deployment: DeploymentConfigSource,
  host: string | undefined,
  origin: string,
): Promise<boolean> => {
  const found = await deployment.lookup(host);
  // A broken or missing deployment file allows no one; /config.json itself reports the problem.
  if (found.kind !== 'found') return false;
  return found.config.allowedOrigins.some((entry) => originOf(entry) === origin);
};

/**
 * What an origin listed only by a company (for its widgets, not in the deployment file) may read:
 * calls that carry a widget token (whose company and origin the route checks again) and the public
 * /config.json the widgets start from. A user's token from such a page gets no CORS answer.
 */
const widgetOriginMayRead = (req: Request): boolean => {
  if (req.baseUrl === '/config.json' || req.path === '/config.json') return true;
  // An EventSource cannot send headers: the hubs' SSE request carries its token as access_token.
  const queryToken = typeof req.query.access_token === 'string' ? req.query.access_token : null;
  const token = bearerTokenOf(req) ?? queryToken;
  return token !== null && isWidgetToken(token);
};

/**
 * CORS for sites that embed our widgets. An origin is allowed by the `allowedOrigins` of the
 * deployment entry chosen by the Host header (as for /config.json), or, for widget calls, by a
 * company's widget origins. Tokens travel in the Authorization header, never in cookies, so
 * credentials mode is not offered. Mounted on /config.json, /api/2fa and the API base only.
 */
export const corsForEmbedders =
  (deployment: DeploymentConfigSource, db: Database, origins: OriginPolicy): RequestHandler =>
  async (req, res, next) => {
    // Shared caches must keep one answer per Origin, since the CORS headers depend on it.
    res.vary('Origin');
    const origin = crossOrigin(req);
    if (origin === null) return next();
    const preflight = req.method === 'OPTIONS' && req.get('access-control-request-method') !== undefined;
    // A preflight carries no token, so it cannot say which company it is for: any listing will do.
    const allowed =
      (await isAllowed(deployment, req.get('host'), origin)) ||
      ((preflight || widgetOriginMayRead(req)) && (await origins.anyCompanyListsOrigin(db, origin)));
    if (!allowed) {
      // An actual request still runs (the browser withholds the answer); a preflight is refused.
      if (preflight) return sendEnvelope(res, 403, CORS_MESSAGES.originRefused, null);
      return next();
    }
    res.set('Access-Control-Allow-Origin', origin);
    if (!preflight) {
      res.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
      return next();
    }
    const hub = isHubPath(req.path);
    res.set({
      'Access-Control-Allow-Methods': hub ? HUB_ALLOW_METHODS : ALLOW_METHODS,
      'Access-Control-Allow-Headers': hub ? HUB_ALLOW_HEADERS : ALLOW_HEADERS,
      'Access-Control-Max-Age': PREFLIGHT_MAX_AGE_SECONDS,
    });
    res.status(204).end();
  };
