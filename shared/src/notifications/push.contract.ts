/**
 * Web push (spec sections 3 and 7): the portal subscribes its browser with the VAPID public key
 * the server hands out; staff's push notifications (page 210) reach those subscriptions.
 */
import { z } from 'zod';
import { requiredId } from '../form-fields.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { pageSchema, pagingShape } from '../paging.js';
import { base64UrlToBytes, isP256Point } from './push-keys.js';
import { PUSH_DELIVERY_STATUSES } from './push-message.js';

/** Browsers send base64url without padding; some clients send plain base64. Both are accepted. */
const toBase64Url = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim().replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : value;

/** How many whole bytes a base64url text carries (a decoder drops the bits left over). */
const byteLength = (text: string): number => Math.floor((text.length * 6) / 8);

const base64UrlKey = (field: string, bytes: number, extra?: (key: Uint8Array) => boolean) =>
  z.preprocess(
    toBase64Url,
    z
      .string({ error: `${field} is required` })
      .min(1, { error: `${field} is required` })
      .refine(
        (value) => {
          // One character beyond a group of four is no byte at all: no key of ours ends so.
          if (!/^[A-Za-z0-9_-]+$/.test(value) || value.length % 4 === 1) return false;
          if (byteLength(value) !== bytes) return false;
          return extra ? extra(base64UrlToBytes(value)) : true;
        },
        { error: `${field} must be ${bytes} bytes in base64url` },
      ),
  );

/** The last millisecond of 9999: beyond it a date is no date. */
const MAX_EPOCH_MS = 253_402_300_799_999;

const expirationTime = z.preprocess((value) => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed.toLowerCase() === 'null') return null;
    return /^\d+$/.test(trimmed) ? Number(trimmed) : value;
  }
  return value;
}, z
  .number({ error: 'ExpirationTime must be epoch milliseconds or empty' })
  .int({ error: 'ExpirationTime must be epoch milliseconds or empty' })
  .positive({ error: 'ExpirationTime must be epoch milliseconds or empty' })
  .max(MAX_EPOCH_MS, { error: 'ExpirationTime must be epoch milliseconds or empty' })
  .nullable());

/**
 * POST /pushsubscription/subscribe (form or JSON): PushSubscription.toJSON() under the spec's names.
 * P256dhKey is the browser's P-256 public key (65 bytes; a bad one would only fail later, at every
 * send), Auth the 16-byte authentication secret, both base64url; ExpirationTime epoch milliseconds,
 * or empty / null when the subscription does not expire.
 */
export const pushSubscribeBody = z.object({
  EndPoint: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: 'EndPoint is required' }).min(1, { error: 'EndPoint is required' }),
  ),
  P256dhKey: base64UrlKey('P256dhKey', 65, isP256Point),
  Auth: base64UrlKey('Auth', 16),
  ExpirationTime: expirationTime,
});

export const pushUnsubscribeBody = z.object({
  EndPoint: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: 'EndPoint is required' }).min(1, { error: 'EndPoint is required' }).max(4_096),
  ),
});

/** GET /pushsubscription/publickey: the applicationServerKey for pushManager.subscribe. */
export const pushPublicKeySchema = z.object({
  /** The uncompressed P-256 point, base64url without padding (65 bytes, 87 characters). */
  PublicKey: z.string(),
});
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** The stored subscription as the subscribe call answers it (keys are not echoed). */
export const pushSubscriptionItemSchema = z.object({
  Id: z.number().int(),
  EndPoint: z.string(),
  ExpirationTime: z.number().nullable(),
  CreatedAt: z.string(),
});
export type PushSubscriptionItem = z.infer<typeof pushSubscriptionItemSchema>;

/** POST /pushsubscription/unsubscribe: how many of the caller's subscriptions were removed (0 or 1). */
export const pushUnsubscribedSchema = z.object({ Removed: z.number().int() });
export type PushUnsubscribed = z.infer<typeof pushUnsubscribedSchema>;

/** One row of GET /pushnotification/deliveries?id=: who a push notification went to, and how. */
export const pushDeliveryItemSchema = z.object({
  Id: z.number().int(),
  UserId: z.number().int(),
  UserName: z.string(),
  Status: z.enum(PUSH_DELIVERY_STATUSES),
  Attempts: z.number().int(),
  LastError: z.string().nullable(),
  CreatedAt: z.string(),
  SentAt: z.string().nullable(),
});
export type PushDeliveryItem = z.infer<typeof pushDeliveryItemSchema>;

const tag = 'PushSubscription';

/** The browser's push subscription for the signed-in user, and what page 210's sends delivered. */
export const pushContracts = {
  publicKey: defineContract({
    method: 'get',
    path: '/pushsubscription/publickey',
    summary:
      "The deployment's VAPID public key (base64url), the applicationServerKey a browser subscribes with.",
    access: 'user',
    tag,
    response: pushPublicKeySchema,
  }),
  subscribe: defineContract({
    method: 'post',
    path: '/pushsubscription/subscribe',
    summary:
      "Saves this browser's push subscription for the caller in the company (form or JSON): EndPoint (the push service's https URL on port 443; its host must resolve, and only to public addresses), P256dhKey (65 bytes) and Auth (16 bytes) in base64url, ExpirationTime (epoch ms, or empty). The same EndPoint again updates it; the same EndPoint under another user is taken from that user only when sent with the same P256dhKey and Auth (a browser that changed hands); with other keys that user's subscription is left as it is and the caller's is saved beside it. A user keeps at most 10 subscriptions in a company: beyond that the least recently used go.",
    access: 'user',
    tag,
    body: pushSubscribeBody,
    response: pushSubscriptionItemSchema,
  }),
  unsubscribe: defineContract({
    method: 'post',
    path: '/pushsubscription/unsubscribe',
    summary:
      "Removes the caller's subscription for EndPoint (in every company); another user's is never touched. Removed is 0 when there was none.",
    access: 'user',
    tag,
    body: pushUnsubscribeBody,
    response: pushUnsubscribedSchema,
  }),
  deliveries: defineContract({
    method: 'get',
    path: '/pushnotification/deliveries',
    summary:
      'The deliveries of one push notification (?id=), newest first: recipient, Status (queued, sent, failed, expired), Attempts, LastError, SentAt; pageNo, pageSize, Status.',
    access: 'user',
    tag: 'pushnotification',
    permission: { page: PAGE_CODES.PushNotification, action: 'view' },
    query: z.object({
      id: requiredId('id must be the number of a push notification'),
      ...pagingShape,
      Status: z.preprocess(
        (value) => (value === '' ? undefined : value),
        z
          .enum(PUSH_DELIVERY_STATUSES, { error: 'Status must be queued, sent, failed or expired' })
          .optional(),
      ),
    }),
    response: pageSchema(pushDeliveryItemSchema),
  }),
};
