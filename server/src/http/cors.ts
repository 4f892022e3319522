import type { RequestHandler } from 'express';
import type { DeploymentConfigSource } from '../config/deployment-config.js';
import { sendEnvelope } from './envelope.js';

export const CORS_MESSAGES = { originRefused: 'This origin is not allowed' } as const;

const ALLOW_METHODS = 'GET, POST';
const ALLOW_HEADERS = 'Authorization, CompanyId, Content-Type, X-Request-Id';
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
 * CORS for sites that embed our widgets. The allowlist is the `allowedOrigins` of the deployment
 * entry chosen by the Host header, as for /config.json. Tokens travel in the Authorization header,
 * never in cookies, so credentials mode is not offered. Mounted on /config.json, /api/2fa and the
 * API base only.
 */
export const corsForEmbedders =
  (deployment: DeploymentConfigSource): RequestHandler =>
  async (req, res, next) => {
    // Shared caches must keep one answer per Origin, since the CORS headers depend on it.
    res.vary('Origin');
    const origin = req.get('origin');
    if (!origin) return next();
    if (origin === `${req.protocol}://${req.get('host')}`) return next();
    const preflight = req.method === 'OPTIONS' && req.get('access-control-request-method') !== undefined;
    if (!(await isAllowed(deployment, req.get('host'), origin))) {
      // An actual request still runs (the browser withholds the answer); a preflight is refused.
      if (preflight) return sendEnvelope(res, 403, CORS_MESSAGES.originRefused, null);
      return next();
    }
    res.set('Access-Control-Allow-Origin', origin);
    if (!preflight) {
      res.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
      return next();
    }
    res.set({
      'Access-Control-Allow-Methods': ALLOW_METHODS,
      'Access-Control-Allow-Headers': ALLOW_HEADERS,
      'Access-Control-Max-Age': PREFLIGHT_MAX_AGE_SECONDS,
    });
    res.status(204).end();
  };
