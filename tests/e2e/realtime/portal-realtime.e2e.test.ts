import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { adminSession } from '../support/admin-session.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { signInToDashboard } from '../support/sign-in.js';
import { apiBroadcast, apiNotifyUser } from './realtime-api.js';

const portal = portalForThisFile();
const admin = adminSession(portal);

declare global {
  interface Window {
    /** Oscillator notes started on this page (the broadcast chime plays two). */
    chimeNotes?: number;
  }
}

/** Counts Web Audio notes before the page's own scripts run, so the chime can be heard by the test. */
const countChimeNotes = (page: Page) =>
  page.addInitScript(() => {
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      window.chimeNotes = (window.chimeNotes ?? 0) + 1;
      start.call(this, when);
    };
  });

const hubStatus = (page: Page) => page.locator('.bo-header .bo-hub-status');

/** The user id a token is for (its `sub` claim). */
const subjectOf = (token: string): number => {
  const payload = token.split('.')[1] ?? '';
  return Number((JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub);
};

const apiUnreadCount = async (baseUrl: string, token: string): Promise<number> => {
  const answer = await fetch(`${baseUrl}/api/v1/notification/count`, {
    headers: { Authorization: `Bearer ${token}`, CompanyId: '1', Accept: 'application/json' },
  });
  return ((await answer.json()) as { Data: { TotalCount: number } }).Data.TotalCount;
};

/** The bell's unread count, read from its accessible name ("Notifications, 3 unread"). */
const unreadCount = async (page: Page): Promise<number> => {
  const label = (await page.locator('.bo-bell > button').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
};

describe('the portal shell, live', () => {
  test('the header shows the hub connected; a broadcast shows a banner with a chime, then it goes', async () => {
    const page = await portal.newPage();
    await countChimeNotes(page);
    await signInToDashboard(page, 'admin', 'Admin@123');
    await eventually(() => hubStatus(page).getAttribute('data-state')).toBe('Connected');
    expect(await hubStatus(page).getAttribute('title')).toBe('Live updates: Connected');
    expect(await hubStatus(page).textContent()).toBe('Live updates: Connected');

    const message = 'Stock count at 4 pm: please close your orders';
    await apiBroadcast(portal.server.baseUrl, await admin.token(), message);
    const banner = page.getByRole('alert').filter({ hasText: message });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('From Ram Thapa');
    await eventually(() => page.evaluate(() => window.chimeNotes ?? 0)).toBe(2);
    // Shown for 5 s (TIMINGS_MS.broadcastBanner), then gone by itself.
    await expect.poll(() => banner.count(), { timeout: 15_000, interval: 250 }).toBe(0);
  });

  test('a banner can be dismissed before its 5 s are up', async () => {
    const page = await admin.page();
    await eventually(() => hubStatus(page).getAttribute('data-state')).toBe('Connected');
    await apiBroadcast(portal.server.baseUrl, await admin.token(), 'Dismiss me');
    const banner = page.getByRole('alert').filter({ hasText: 'Dismiss me' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    expect(await banner.count()).toBe(0);
  });

  test('a notification for the signed-in user raises the bell count and shows its title, without a reload', async () => {
    const page = await admin.page();
    await eventually(() => hubStatus(page).getAttribute('data-state')).toBe('Connected');
    const token = await admin.token();
    const before = await apiUnreadCount(portal.server.baseUrl, token);
    expect(before).toBeGreaterThan(0);
    // The bell has its first answer: what comes next can only come by push (no poll while connected).
    await eventually(() => unreadCount(page)).toBe(before);
    await apiNotifyUser(portal.server.baseUrl, token, subjectOf(token), 'Truck 7 is late');
    await eventually(() => unreadCount(page)).toBe(before + 1);
    await page.getByRole('status').filter({ hasText: 'Truck 7 is late' }).waitFor();
    await page.locator('.bo-bell > button').click();
    await page.locator('.bo-bell-panel').getByText('Truck 7 is late').waitFor();
  });
});
