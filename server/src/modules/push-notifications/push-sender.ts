import type { PushPayload } from '@backoffice/shared/notifications/push-api.types';
import webpush from 'web-push';
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
const REQUEST_TIMEOUT_MS = 10_000;

const describe = (status: number, body: string): string =>
  `push service answered ${status}${body ? `: ${body.slice(0, 200)}` : ''}`;

/**
 * Sends one message: web-push encrypts it (RFC 8291, aes128gcm) and signs the VAPID header
 * (RFC 8292); the request itself goes through fetch, which has a timeout and speaks plain http to
 * a test's local push service (web-push's own sender only speaks https).
 */
export const sendWebPush = async (
  target: PushTarget,
  payload: PushPayload,
  keys: VapidKeys,
  options: { urgency: PushUrgency },
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
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await response.text().catch(() => '');
    if (response.ok) return { kind: 'sent' };
    if (response.status === 404 || response.status === 410)
      return { kind: 'gone', error: describe(response.status, body) };
    // Too many requests, timeouts and the service's own troubles pass; other refusals do not.
    const retry = response.status === 408 || response.status === 429 || response.status >= 500;
    return { kind: 'failed', error: describe(response.status, body), retry };
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error.message : String(error), retry: true };
  }
};
