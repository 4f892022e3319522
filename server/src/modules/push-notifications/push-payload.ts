import { toInternalPath } from '@backoffice/shared/internal-path';
import type { PushPayload } from '@backoffice/shared/notifications/push-message';

/** Notification banners show about this much; a push message may carry at most ~4 KB encrypted. */
export const PUSH_TITLE_MAX = 100;
export const PUSH_BODY_MAX = 500;

const clip = (text: string, max: number): string => {
  const chars = [...text.trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
};

/** The message the service worker shows: short texts, and a link only to a path of the portal. */
export const pushPayload = (input: {
  title: string;
  body: string;
  link: string | null;
  tag: string;
}): PushPayload => ({
  title: clip(input.title, PUSH_TITLE_MAX),
  body: clip(input.body, PUSH_BODY_MAX),
  link: toInternalPath(input.link),
  tag: input.tag,
});
