/** Query parameters that carry credentials: hub clients send tokens in the address (spec section 7). */
const SECRET_PARAMS = new Set(['token', 'access_token', 'id']);

/**
 * The address as the request log keeps it: credential parameters replaced, so a token sent in a
 * hub's `?token=` (or a hub connection id, which stands for the connection) never lands in logs.
 */
export const loggableUrl = (url: string): string => {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (SECRET_PARAMS.has(name.toLowerCase())) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryAt)}?${params.toString()}` : url;
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
