/**
 * Web push (spec sections 3 and 7): how a delivery went, and what reaches the browser. The routes
 * and their answers are in push.contract.ts.
 */
export const PUSH_DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'expired'] as const;
export type PushDeliveryStatus = (typeof PUSH_DELIVERY_STATUSES)[number];

/** What the service worker receives (decrypted by the browser) and shows. Kept small: 4 KB at most. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on the portal to open on click, or null. */
  link: string | null;
  /** Same tag: a newer push replaces the older one on the device. */
  tag: string;
}
