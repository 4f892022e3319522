import { internalPath } from './internal-link.ts';

/** What a shown push keeps for its click: the portal path to open. */
export interface NotificationData {
  link: string | null;
}

/** Where a click goes: an open portal tab sent to `url`, or (tab null) a new window at `url`. */
export interface ClickTarget<Tab> {
  tab: Tab | null;
  url: string;
}

const linkOf = (data: unknown): unknown =>
  typeof data === 'object' && data !== null && 'link' in data ? data.link : null;

/**
 * The notificationclick decision, kept apart from the worker's globals so it can be tested: the
 * notification's link (the portal's home when it has none, or one that leaves the portal) in the
 * first tab already on the portal, else in a new window.
 */
export const chooseClickTarget = <Tab extends { url: string }>(
  data: unknown,
  origin: string,
  tabs: readonly Tab[],
): ClickTarget<Tab> => ({
  tab: tabs.find((tab) => new URL(tab.url).origin === origin) ?? null,
  url: new URL(internalPath(linkOf(data)) ?? '/', origin).href,
});
