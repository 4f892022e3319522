import type { LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PushPayload } from '@backoffice/shared/notifications/push-message';
import webpush from 'web-push';
import type { PushHostAddress } from './push-host-resolver.js';
import type { VapidKeys } from './vapid-keys.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

/** What the push service made of one message. */
export type PushOutcome =
  | { kind: 'sent' }
  /** 404 or 410: the browser dropped the subscription; it will never work again. */
  | { kind: 'gone'; error: string }
  | { kind: 'failed'; error: string; retry: boolean };

/** How long a push service keeps a message for a browser that is offline: a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** The longest one send waits for a push service: connecting, TLS, the request and its answer. */
export const PUSH_REQUEST_TIMEOUT_MS = 10_000;

const describe = (status: number, body: string): string =>
  `push service answered ${status}${body ? `: ${body.slice(0, 200)}` : ''}`;

/** Enough of an error answer to say what went wrong; the rest is not read into memory. */
const MAX_ANSWER_CHARS = 1_000;

/**
 * Connects only to the addresses checked before sending, so a second DNS answer (rebinding) cannot
 * lead the request elsewhere; TLS still verifies the certificate against the endpoint's host name.
 */
const pinnedLookup =
  (addresses: readonly PushHostAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : null;
    const usable = addresses.filter((entry) => family === null || entry.family === family);
    const [first] = usable;
    if (!first) {
      const error: NodeJS.ErrnoException = new Error('No checked address of the family asked for');
      error.code = 'ENOTFOUND';
      callback(error, '');
    } else if (options.all) {
      callback(
        null,
        usable.map((entry): LookupAddress => ({ address: entry.address, family: entry.family })),
      );
    } else {
      callback(null, first.address, first.family);
    }
  };

/**
 * TLS refused the push service's certificate (not for this host, expired, self-signed, no chain to
 * a trusted root): the next try meets the same certificate, so it is not retried.
 */
const CERTIFICATE_ERROR_CODES: ReadonlySet<string> = new Set([
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'CERT_SIGNATURE_FAILURE',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'INVALID_CA',
  'HOSTNAME_MISMATCH',
]);

export const isCertificateError = (error: unknown): boolean => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && CERTIFICATE_ERROR_CODES.has(code);
};

interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

const post = (request: PushRequest, addresses: readonly PushHostAddress[]) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(request.endpoint);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(
      url,
      {
        method: request.method,
        headers: request.headers,
        lookup: pinnedLookup(addresses),
        signal: AbortSignal.timeout(PUSH_REQUEST_TIMEOUT_MS),
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (body.length < MAX_ANSWER_CHARS) body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
        response.on('close', () => {
          if (!response.complete) reject(new Error('The push service closed the connection mid-answer'));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });

/**
 * Sends one message: web-push encrypts it (RFC 8291, aes128gcm) and signs the VAPID header
 * (RFC 8292); the request itself goes through node's http(s) with a timeout, to the addresses the
 * caller checked, and speaks plain http to a test's local push service (web-push's own sender
 * only speaks https). Redirects are not followed: a push service answers, it does not send on.
 */
export const sendWebPush = async (
  target: PushTarget,
  payload: PushPayload,
  keys: VapidKeys,
  options: { urgency: PushUrgency; addresses: readonly PushHostAddress[] },
): Promise<PushOutcome> => {
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: keys,
        TTL: PUSH_TTL_SECONDS,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
      },
    );
  } catch (error) {
    // Keys the browser gave that cannot encrypt: no retry will change that.
    return { kind: 'failed', error: error instanceof Error ? error.message : String(error), retry: false };
  }
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
  );
  try {
    const response = await post(
      { endpoint: request.endpoint, method: request.method, headers, body: request.body ?? null },
      options.addresses,
    );
    if (response.status >= 200 && response.status < 300) return { kind: 'sent' };
    if (response.status === 404 || response.status === 410)
      return { kind: 'gone', error: describe(response.status, response.body) };
    // Too many requests, timeouts and the service's own troubles pass; other refusals do not.
    const retry = response.status === 408 || response.status === 429 || response.status >= 500;
    return { kind: 'failed', error: describe(response.status, response.body), retry };
  } catch (error) {
    // Network troubles (refused, reset, timed out) may pass; a certificate TLS refused does not.
    const retry = !isCertificateError(error);
    return { kind: 'failed', error: error instanceof Error ? error.message : String(error), retry };
  }
};
