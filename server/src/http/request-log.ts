import { HUB_PATHS } from '@backoffice/shared/realtime/hub-contract';

/** Query parameters that carry credentials: hub clients send tokens in the address (spec section 7). */
const SECRET_PARAMS = new Set(['token', 'access_token']);
const HUB_SUFFIXES = Object.values(HUB_PATHS);

/** On a hub's address `id` is the connection token, which stands for the connection; elsewhere a record id. */
const isSecret = (path: string, name: string): boolean =>
  SECRET_PARAMS.has(name.toLowerCase()) || (name === 'id' && HUB_SUFFIXES.some((hub) => path.endsWith(hub)));

/**
 * The address as the request log keeps it: credential parameters replaced, so a token sent in a
 * hub's `?token=` (or a hub connection id, which stands for the connection) never lands in logs.
 */
export const loggableUrl = (url: string): string => {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const path = url.slice(0, queryAt);
  const params = new URLSearchParams(url.slice(queryAt + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (isSecret(path, name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${path}?${params.toString()}` : url;
};

interface LoggedRequest {
  id: unknown;
  method: string;
  url: string;
  headers: Record<string, unknown>;
  remoteAddress?: string;
}

/**
 * What the request log records of a request: no Authorization, cookie or API key header, and no
 * credentials in the address.
 */
export const loggableRequest = (req: LoggedRequest) => ({
  id: req.id,
  method: req.method,
  url: loggableUrl(req.url),
  userAgent: req.headers['user-agent'],
  remoteAddress: req.remoteAddress,
});

/**
 * What the request log records of a response: its status. Every header it sent (the security
 * headers alone are a kilobyte) would make each line long and say nothing new.
 */
export const loggableResponse = (res: { statusCode: number }) => ({ statusCode: res.statusCode });

/** The line's message: 'GET /api/v1/order/list 200 12 ms', readable without the fields. */
export const requestLine = (
  req: { method?: string; url?: string },
  res: { statusCode: number },
  responseTime: number,
): string =>
  `${req.method ?? '?'} ${loggableUrl(req.url ?? '')} ${res.statusCode} ${Math.round(responseTime)} ms`;
