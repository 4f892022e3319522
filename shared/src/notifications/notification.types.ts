/** Any value JSON can carry: what a notification's JsonData may hold. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One row of GET /notification/list (spec section 3: Title, Link, JsonData, AddedOn). */
export interface NotificationItem {
  Id: number;
  Title: string;
  /** A portal route to open on click, or null when the notification only informs. */
  Link: string | null;
  JsonData: JsonValue | null;
  /** ISO 8601 instant; the portal shows it as minutes, hours, days, months or years ago. */
  AddedOn: string;
  IsRead: boolean;
}

/** GET /notification/count: the caller's unread notifications in the current company. */
export interface NotificationCount {
  TotalCount: number;
}

/** POST /notification/markread and /notification/markallread: rows that went from unread to read. */
export interface NotificationsMarked {
  Updated: number;
}
