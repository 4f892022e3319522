import type { NotificationItem } from '../notifications/notification.contract.js';
import type { LiveLocation } from '../sales/tracking/tracking.contract.js';

/**
 * The real-time hubs (spec sections 4, 7 and 9): paths under the API base, the events the server
 * sends, and the client's timings. The server and every client build on these names.
 */
export const HUB_PATHS = {
  // The spec's spelling: existing clients connect to exactly this path.
  notification: '/notificaitonhub',
  chat: '/chathub',
} as const;
export type HubName = keyof typeof HUB_PATHS;

/** Server-to-client targets. The JS client matches them case-insensitively. */
export const HUB_EVENTS = {
  /** Everyone of the company: `{ message }` (the spec's field), shown as a 5 s banner with a sound. */
  broadcastMessage: 'BroadcastMessage',
  /** One user: a notification just recorded for them. */
  notification: 'ReceiveNotification',
  /** Company users who may view tracking: a sales person's newest position. */
  locationUpdated: 'LocationUpdated',
  /** Company users who may view orders: an order changed status (boards and delivery maps refresh). */
  orderChanged: 'OrderChanged',
  /** Chat hub: a message for this user. */
  chatMessage: 'ReceiveMessage',
} as const;

/** Client-to-server hub methods. */
export const HUB_METHODS = {
  /** Chat hub: SendMessage(toUserId: number, message: string) -> ChatDelivery. */
  sendMessage: 'SendMessage',
} as const;

export interface BroadcastMessagePayload {
  message: string;
  SentBy: string;
  SentAt: string;
}

export type NotificationPayload = NotificationItem;
export type LocationUpdatedPayload = LiveLocation;

export interface OrderChangedPayload {
  OrderId: number;
  OrderNo: string;
  Status: string;
  ChangedAt: string;
}

export interface ChatMessagePayload {
  FromUserId: number;
  FromUserName: string;
  Message: string;
  SentAt: string;
}

export interface ChatDelivery {
  /** Open connections of the recipient that received it (0: the recipient is offline). */
  Delivered: number;
}

/** The five connection states of spec section 4, as the official client names them. */
export const HUB_CONNECTION_STATES = [
  'Disconnected',
  'Connecting',
  'Connected',
  'Disconnecting',
  'Reconnecting',
] as const;
export type HubConnectionStateName = (typeof HUB_CONNECTION_STATES)[number];

/** Spec section 9: the client's timings; the server pings well inside the client's timeout. */
export const HUB_TIMINGS_MS = {
  serverTimeout: 30_000,
  keepAlive: 15_000,
  reconnectDelays: [0, 2_000, 10_000, 30_000],
  longPollTimeout: 100_000,
  serverPing: 15_000,
} as const;
