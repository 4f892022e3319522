import { isIP } from 'node:net';
import { addressKind } from './push-address-kind.js';
import { type PushHostAddress, type PushHostResolver, systemPushHostResolver } from './push-host-resolver.js';

/** Browsers' endpoints are a few hundred characters; anything far longer is not one. */
export const PUSH_ENDPOINT_MAX_CHARS = 2_048;

export const PUSH_ENDPOINT_MESSAGES = {
  tooLong: `EndPoint is longer than ${PUSH_ENDPOINT_MAX_CHARS} characters`,
  https: 'EndPoint must be an https URL',
  credentials: 'EndPoint must not carry a user name or password',
  port: 'EndPoint must use the standard https port (443)',
  internet: 'EndPoint must be a push service on the internet',
  notFound: 'The push service address could not be found.',
} as const;

export const privateHostMessage = (host: string): string =>
  `EndPoint must be a push service on the internet: ${host} leads to a private network address`;

const bare = (hostname: string): string => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** RFC 6761: these names are this machine whatever a resolver says, so no resolver is asked. */
const isLocalhostName = (host: string): boolean => host === 'localhost' || host.endsWith('.localhost');
const LOCALHOST_ADDRESSES: readonly PushHostAddress[] = [
  { address: '127.0.0.1', family: 4 },
  { address: '::1', family: 6 },
];

/** This machine or a private network, named literally: not where a public push service lives. */
export const isLocalHost = (hostname: string): boolean => {
  const host = bare(hostname);
  if (isLocalhostName(host)) return true;
  const kind = addressKind(host);
  return kind !== null && kind !== 'public';
};

/**
 * Whether the server may post to an endpoint, and the addresses it checked: the request must go
 * to those (a second lookup could answer differently). Retryable: the name did not resolve now.
 */
export type PushEndpointCheck =
  | { ok: true; addresses: readonly PushHostAddress[] }
  | { ok: false; problem: string; retryable: boolean };

const refused = (problem: string, retryable = false): PushEndpointCheck => ({
  ok: false,
  problem,
  retryable,
});

/**
 * The server posts to whatever a subscriber names, so every address the endpoint's host leads to
 * must be on the internet (no requests to our own network on a user's say-so, by IP or by a name
 * that resolves there), on the https port. A test's local push service, over http and on any port,
 * is allowed only when the deployment says so, and only when every address is loopback.
 */
export const checkPushEndpoint = async (
  endpoint: string,
  allowLoopback: boolean,
  resolve: PushHostResolver = systemPushHostResolver,
): Promise<PushEndpointCheck> => {
  if (endpoint.length > PUSH_ENDPOINT_MAX_CHARS) return refused(PUSH_ENDPOINT_MESSAGES.tooLong);
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return refused(PUSH_ENDPOINT_MESSAGES.https);
  }
  if (url.username || url.password) return refused(PUSH_ENDPOINT_MESSAGES.credentials);
  const secure = url.protocol === 'https:';
  if (!secure && !(allowLoopback && url.protocol === 'http:')) return refused(PUSH_ENDPOINT_MESSAGES.https);
  const host = bare(url.hostname);
  const named = addressKind(host) === null && !isLocalhostName(host);
  let addresses: readonly PushHostAddress[];
  if (!named) {
    addresses = isLocalhostName(host)
      ? LOCALHOST_ADDRESSES
      : [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) return refused(PUSH_ENDPOINT_MESSAGES.notFound, true);
  }
  // An answer that is no IP address is not trusted to be public.
  const kinds = addresses.map(({ address }) => addressKind(address) ?? 'private');
  if (allowLoopback && kinds.every((kind) => kind === 'loopback')) return { ok: true, addresses };
  if (kinds.some((kind) => kind !== 'public'))
    return refused(named ? privateHostMessage(host) : PUSH_ENDPOINT_MESSAGES.internet);
  if (!secure) return refused(PUSH_ENDPOINT_MESSAGES.https);
  // Push services listen on 443 (URL leaves the default port empty); any other port of a public
  // address is another service the server would be made to post to (SSH, mail, admin panels).
  return url.port === '' ? { ok: true, addresses } : refused(PUSH_ENDPOINT_MESSAGES.port);
};
