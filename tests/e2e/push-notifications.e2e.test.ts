import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './support/eventually.js';
import { portalForThisFile } from './support/portal-fixture.js';
import { signInToDashboard } from './support/sign-in.js';

const portal = portalForThisFile();

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  link: unknown;
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(
      (notification): ShownNotification => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        icon: new URL(notification.icon).pathname,
        link: (notification.data as { link?: unknown } | null)?.link,
      }),
    ),
  );

/** Chromium's DevTools protocol hands a push message to the portal's service worker, as a push service would. */
const pushToServiceWorker = async (context: BrowserContext, page: Page) => {
  const origin = new URL(portal.server.baseUrl).origin;
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL.startsWith(origin) && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const id = await registrationId;
  return (data: string) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
};

describe('web push in the portal', () => {
  test('the notifications page offers push notifications for this browser', async () => {
    const page = await portal.newPage();
    await signInToDashboard(page, 'admin', 'Admin@123');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto('/core/notifications');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Enable push notifications' }).waitFor();
    expect(await page.locator('.bo-push-control').getAttribute('data-push-state')).toBe('disabled');
  });

  test("the service worker shows a push with the portal's icon and keeps only an internal link", async () => {
    const context = await portal.newContext();
    await context.grantPermissions(['notifications']);
    const page = await context.newPage();
    await signInToDashboard(page, 'admin', 'Admin@123');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const push = await pushToServiceWorker(context, page);

    await push(
      JSON.stringify({ title: 'Stock count', body: 'By 5 pm', link: '/core/notifications', tag: 'push-1' }),
    );
    await push(
      JSON.stringify({
        title: 'Elsewhere',
        body: 'A foreign link',
        link: 'https://evil.example/',
        tag: 'push-2',
      }),
    );
    await eventually(async () =>
      (await shownNotifications(page)).sort((a, b) => a.tag.localeCompare(b.tag)),
    ).toEqual([
      {
        title: 'Stock count',
        body: 'By 5 pm',
        tag: 'push-1',
        icon: '/brand/logo.svg',
        link: '/core/notifications',
      },
      { title: 'Elsewhere', body: 'A foreign link', tag: 'push-2', icon: '/brand/logo.svg', link: null },
    ]);
  });
});
