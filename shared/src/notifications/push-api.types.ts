/**
 * Web push (spec sections 3 and 7): the portal subscribes its browser with the VAPID public key
 * the server hands out; staff's push notifications (page 210) reach those subscriptions.
 */
export const PUSH_API_PATHS = {
  publicKey: '/pushsubscription/publickey',
  subscribe: '/pushsubscription/subscribe',
  unsubscribe: '/pushsubscription/unsubscribe',
  deliveries: '/pushnotification/deliveries',
} as const;

/** GET /pushsubscription/publickey: the applicationServerKey for pushManager.subscribe. */
export interface PushPublicKey {
  /** The uncompressed P-256 point, base64url without padding (65 bytes, 87 characters). */
  PublicKey: string;
}

/** POST /pushsubscription/subscribe (form or JSON): what PushSubscription.toJSON() gives, spec names. */
export interface PushSubscribeBody {
  EndPoint: string;
  /** The browser's P-256 public key, base64url (65 bytes). */
  P256dhKey: string;
  /** The 16-byte authentication secret, base64url. */
  Auth: string;
  /** Epoch milliseconds, or empty / null when the subscription does not expire. */
  ExpirationTime?: number | string | null;
}

/** The stored subscription as the subscribe call answers it (keys are not echoed). */
export interface PushSubscriptionItem {
  Id: number;
  EndPoint: string;
  ExpirationTime: number | null;
  CreatedAt: string;
}

/** POST /pushsubscription/unsubscribe: how many of the caller's subscriptions were removed (0 or 1). */
export interface PushUnsubscribed {
  Removed: number;
}

export const PUSH_DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'expired'] as const;
export type PushDeliveryStatus = (typeof PUSH_DELIVERY_STATUSES)[number];

/** One row of GET /pushnotification/deliveries?id=: who a push notification went to, and how. */
export interface PushDeliveryItem {
  Id: number;
  UserId: number;
  UserName: string;
  Status: PushDeliveryStatus;
  Attempts: number;
  LastError: string | null;
  CreatedAt: string;
  SentAt: string | null;
}

/** What the service worker receives (decrypted by the browser) and shows. Kept small: 4 KB at most. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on the portal to open on click, or null. */
  link: string | null;
  /** Same tag: a newer push replaces the older one on the device. */
  tag: string;
}
