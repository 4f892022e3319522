/** The notice calls the portal makes after sign-in (server/src/modules/notices). */
export const NOTICE_API = {
  active: '/notice/active',
  dismiss: '/notice/dismiss',
} as const;

/**
 * GET /notice/active: a notice of the company valid today on its calendar (NoticeDate on or before
 * today, ExpiryDate empty or today or later), active, for the caller's kind of member, and not yet
 * put away by the caller. Oldest notice date first, so they read in the order they were given.
 */
export interface ActiveNotice {
  Id: number;
  Title: string;
  Description: string;
  NoticeDate: string;
  ExpiryDate: string | null;
  /** The attachment's path on this server, or null. */
  Attachment: string | null;
}

/** POST /notice/dismiss?id=: the caller put the notice away ('Got it'); it stays away. */
export interface NoticeDismissed {
  Id: number;
  DismissedAt: string;
}
