import { isIP } from 'node:net';

/** Browsers' endpoints are a few hundred characters; anything far longer is not one. */
export const PUSH_ENDPOINT_MAX_CHARS = 2_048;

const isPrivateIpv4 = (host: string): boolean => {
  const [a = -1, b = -1] = host.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
};

const isPrivateIpv6 = (host: string): boolean => {
  const lower = host.toLowerCase();
  if (lower === '::' || lower === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1]) return isPrivateIpv4(mapped[1]);
  // fc00::/7 (unique local) and fe80::/10 (link local).
  return /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
};

/** This machine or a private network, named literally: not where a public push service lives. */
export const isLocalHost = (hostname: string): boolean => {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const version = isIP(host);
  if (version === 4) return isPrivateIpv4(host);
  if (version === 6) return isPrivateIpv6(host);
  return false;
};

const isLoopback = (hostname: string): boolean => {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));
};

/**
 * Why an endpoint is refused, or null when the server may post to it. The server posts to whatever
 * a subscriber names, so local addresses are refused (no requests to our own network on a user's
 * say-so); a test's local push service over http is allowed only when the deployment says so.
 */
export const pushEndpointProblem = (endpoint: string, allowLoopback: boolean): string | null => {
  if (endpoint.length > PUSH_ENDPOINT_MAX_CHARS)
    return `EndPoint is longer than ${PUSH_ENDPOINT_MAX_CHARS} characters`;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'EndPoint must be an https URL';
  }
  if (url.username || url.password) return 'EndPoint must not carry a user name or password';
  if (allowLoopback && isLoopback(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:'))
    return null;
  if (url.protocol !== 'https:') return 'EndPoint must be an https URL';
  if (isLocalHost(url.hostname)) return 'EndPoint must be a push service on the internet';
  return null;
};
