/// <reference lib="webworker" />
import type { PushPayload } from '@backoffice/shared/notifications/push-message';
import { internalPath } from './internal-link.ts';
import { chooseClickTarget, type NotificationData } from './notification-click.ts';

const ICON = '/brand/logo.svg';
const FALLBACK_TITLE = 'Back Office';

/** The push's JSON, or a plain text push shown as its body: never an empty banner. */
export const readPush = (data: PushMessageData | null): PushPayload => {
  if (!data) return { title: FALLBACK_TITLE, body: '', link: null, tag: 'backoffice' };
  try {
    const parsed = data.json() as Partial<PushPayload>;
    return {
      title: typeof parsed.title === 'string' && parsed.title ? parsed.title : FALLBACK_TITLE,
      body: typeof parsed.body === 'string' ? parsed.body : '',
      link: internalPath(parsed.link),
      tag: typeof parsed.tag === 'string' && parsed.tag ? parsed.tag : 'backoffice',
    };
  } catch {
    return { title: FALLBACK_TITLE, body: data.text(), link: null, tag: 'backoffice' };
  }
};

export const showPush = (worker: ServiceWorkerGlobalScope, payload: PushPayload): Promise<void> =>
  worker.registration.showNotification(payload.title, {
    body: payload.body,
    icon: ICON,
    badge: ICON,
    tag: payload.tag,
    data: { link: payload.link } satisfies NotificationData,
  });

/** A portal tab is focused and sent to the link; without one, a new window opens there. */
export const openPushLink = async (worker: ServiceWorkerGlobalScope, data: unknown): Promise<void> => {
  const tabs = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const { tab, url } = chooseClickTarget(data, worker.location.origin, tabs);
  if (tab) {
    const focused = await tab.focus();
    await focused.navigate(url).catch(() => undefined);
    return;
  }
  await worker.clients.openWindow(url);
};

export const listenForPushes = (worker: ServiceWorkerGlobalScope): void => {
  worker.addEventListener('push', (event) => {
    event.waitUntil(showPush(worker, readPush(event.data)));
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openPushLink(worker, event.notification.data));
  });
};
