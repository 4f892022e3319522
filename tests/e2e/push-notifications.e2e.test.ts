import type { PushPayload } from '@backoffice/shared/notifications/push-message';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './support/eventually.js';
import { portalForThisFile } from './support/portal-fixture.js';
import { signInToDashboard } from './support/sign-in.js';

/**
 * The portal's service worker (portal/src/service-worker) handed a push message by Chromium
 * itself (DevTools protocol), as the push service would after the browser decrypted it. A click on
 * the system notification cannot be driven from here; its decision is unit-tested
 * (notification-click.test.ts).
 */
const portal = portalForThisFile();

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  link: unknown;
}

/** The icon every push is shown with: the portal's logo, whatever the payload says. */
const shownIcon = (page: Page): Promise<string[]> =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(
      (notification) => new URL(notification.icon).pathname,
    ),
  );

const shownNotifications = (page: Page): Promise<ShownNotification[]> =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications())
      .map(
        (notification): ShownNotification => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          link: (notification.data as { link?: unknown } | null)?.link,
        }),
      )
      .sort((a, b) => a.tag.localeCompare(b.tag)),
  );

/** A signed-in page that the active service worker controls, with notifications allowed. */
const controlledPage = async (): Promise<{ context: BrowserContext; page: Page; origin: string }> => {
  const origin = new URL(portal.server.baseUrl).origin;
  const context = await portal.newContext();
  await context.grantPermissions(['notifications'], { origin });
  const page = await context.newPage();
  await signInToDashboard(page, 'admin', 'Admin@123');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await eventually(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  return { context, page, origin };
};

/** Finds the portal's registration through the DevTools protocol and answers a push sender for it. */
const pushSender = async (context: BrowserContext, page: Page, origin: string) => {
  const cdp = await context.newCDPSession(page);
  // Registrations and versions arrive as separate events, in no promised order.
  const ours = new Set<string>();
  const activatedIds = new Set<string>();
  const activated = new Promise<string>((resolve) => {
    const settle = () => {
      const id = [...ours].find((candidate) => activatedIds.has(candidate));
      if (id) resolve(id);
    };
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const registration of registrations) {
        if (registration.scopeURL === `${origin}/` && !registration.isDeleted) {
          ours.add(registration.registrationId);
        }
      }
      settle();
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions) {
        if (version.status === 'activated') activatedIds.add(version.registrationId);
      }
      settle();
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await activated;
  return (data: string) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
};

/**
 * Hands the messages to the worker until it shows what is expected. Each carries its own tag, so a
 * second delivery replaces the first instead of adding one: resending only covers a message the
 * browser dropped while the worker was still starting (seen on a busy CI machine).
 */
const deliverUntilShown = (
  push: (data: string) => Promise<unknown>,
  page: Page,
  messages: readonly string[],
) => {
  let round = 0;
  return eventually(async () => {
    const shown = await shownNotifications(page);
    // Sent at once and again every fifth poll (half a second) until shown. Reading before sending
    // leaves every send at least one poll interval to show before it is read.
    if (round % 5 === 0) for (const message of messages) await push(message);
    round += 1;
    return shown;
  });
};

describe('web push in the portal and its service worker', () => {
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

  test('shows a push as the server sends it and keeps its link for the click', async () => {
    const { context, page, origin } = await controlledPage();
    const push = await pushSender(context, page, origin);
    expect(await shownNotifications(page)).toEqual([]);

    const payload = {
      title: 'Ticket #7 answered',
      body: 'Support replied: the invoice is corrected.',
      link: '/support/tickets/7?tab=replies',
      tag: 'support-ticket-7',
    } satisfies PushPayload;
    await deliverUntilShown(push, page, [JSON.stringify(payload)]).toEqual([payload]);
    expect(await shownIcon(page)).toEqual(['/brand/logo.svg']);
  });

  test('drops a link that would leave the portal, so the click opens the portal home', async () => {
    const { context, page, origin } = await controlledPage();
    const push = await pushSender(context, page, origin);
    const foreign = ['https://evil.example/x', '//evil.example', 'javascript:alert(1)'];
    const messages = foreign.map((link, index) =>
      JSON.stringify({ title: 'Elsewhere', body: link, link, tag: `foreign-${index}` }),
    );

    await deliverUntilShown(push, page, messages).toEqual(
      foreign.map((link, index) => ({ title: 'Elsewhere', body: link, tag: `foreign-${index}`, link: null })),
    );
  });

  test('a newer push with the same tag replaces the older one; a plain-text push shows as its body', async () => {
    const { context, page, origin } = await controlledPage();
    const push = await pushSender(context, page, origin);
    const first = { title: 'Stock count', body: 'By 5 pm', link: '/core/notifications', tag: 'stock' };
    await deliverUntilShown(push, page, [JSON.stringify(first satisfies PushPayload)]).toEqual([first]);

    const second = { ...first, body: 'Moved to 6 pm' };
    await deliverUntilShown(push, page, [
      JSON.stringify(second satisfies PushPayload),
      'Server maintenance at 22:00',
    ]).toEqual([
      { title: 'Back Office', body: 'Server maintenance at 22:00', tag: 'backoffice', link: null },
      second,
    ]);
  });
});
