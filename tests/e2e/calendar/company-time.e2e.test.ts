import { typedDate } from '@backoffice/shared/calendar/calendar-entry';
import { beforeAll, describe, expect, test } from 'vitest';
import { companyDate } from '../support/e2e-clock.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { signInToDashboard } from '../support/sign-in.js';

const portal = portalForThisFile();

/** A browser in another zone than the company's (Asia/Kathmandu), at 19:15 UTC: already tomorrow in Kathmandu. */
const openNewOrder = async (timezoneId: string, calendarMode: 'AD' | 'BS') => {
  const context = await portal.newContext({ timezoneId });
  await context.addInitScript((mode) => {
    // about:blank has no storage; the portal's pages do.
    if (location.protocol.startsWith('http')) localStorage.setItem('calendarMode', mode);
  }, calendarMode);
  const page = await context.newPage();
  await signInToDashboard(page, 'admin', 'Admin@123');
  await page.goto('/salesapp/orders/new');
  const date = page.getByLabel('Order date');
  await date.waitFor();
  return { page, date };
};

describe("dates follow the company's clock and the person's calendar", () => {
  beforeAll(async () => {
    // 06:15 UTC + 13 h = 19:15 UTC: 01:00 tomorrow in Kathmandu, still today in UTC and Los Angeles.
    await portal.advanceClock(13 * 3_600_000);
  });

  for (const zone of ['UTC', 'America/Los_Angeles']) {
    test(`a browser on ${zone} dates a new order on the company's day`, async () => {
      const today = companyDate(portal.clock.now());
      const browserDay = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(portal.clock.now());
      expect(browserDay).not.toBe(today);
      const { date } = await openNewOrder(zone, 'AD');
      expect(await date.inputValue()).toBe(today);
    });
  }

  test('in BS mode the order date reads in BS and a day picked from the grid is typed in BS', async () => {
    const today = companyDate(portal.clock.now());
    const { page, date } = await openNewOrder('UTC', 'BS');
    expect(await date.inputValue()).toBe(typedDate(today, 'BS'));

    // The grid opens on the company's month, today marked, and picking a day types it in BS.
    await page.getByRole('button', { name: 'Choose a date (BS)' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a date (BS)' });
    const marked = picker.locator('button[aria-current="date"]');
    expect(await marked.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    const yesterday = companyDate(portal.clock.now(), 1);
    expect(await date.inputValue()).toBe(typedDate(yesterday, 'BS'));
    expect(await picker.count()).toBe(0);
  });
});
