import type { LiveLocation, VisitSummary } from '@backoffice/shared/sales/tracking/tracking.contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { expectNoSeriousViolations, sideMenu, toast } from '../entities/entity-screens.js';
import { adminSession } from '../support/admin-session.js';
import { apiSignIn } from '../support/api.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { openProfileMenu } from '../support/sign-in.js';

const portal = portalForThisFile();
const admin = adminSession(portal);

/** Nepal's wall clock on the file's clock (UTC+05:45): the field app's DeviceDate and DeviceTime. */
const nepalNow = () => {
  const iso = new Date(portal.clock.nowMs() + (5 * 60 + 45) * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
};

const api = async <T>(path: string, token: string, init: RequestInit = {}) => {
  const response = await fetch(`${portal.server.baseUrl}/api/v1${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, CompanyId: '1', ...init.headers },
  });
  return (await response.json()) as { Code: number; Message: string; Data: T };
};

const userIdOf = (token: string): number =>
  Number((JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub);

const VISIT_REMARKS = 'E2E shelf check at the corner shop';
let salesToken: string;
let salesUserId: number;

beforeAll(async () => {
  const sales = await apiSignIn(portal.server.baseUrl, 'sales1', 'Sales@123');
  if (!sales.token) throw new Error(`sales1 could not sign in: ${sales.message}`);
  salesToken = sales.token;
  salesUserId = userIdOf(sales.token);
  const form = new FormData();
  form.set('Latitude', '28.2096');
  form.set('Longitude', '83.9856');
  form.set('LocationName', 'E2E corner shop');
  form.set('Remarks', VISIT_REMARKS);
  const saved = await api<VisitSummary>('/visit/save', salesToken, { method: 'POST', body: form });
  expect(saved.Code, saved.Message).toBe(200);
});

/** Sales → `item` in the side menu, as a person would open it; answers when its heading shows. */
const openFromSalesMenu = async (page: Page, item: string) => {
  const menu = sideMenu(page);
  const sales = menu.getByRole('button', { name: 'Sales' });
  if ((await sales.getAttribute('aria-expanded')) !== 'true') await sales.click();
  await menu.getByRole('link', { name: item, exact: true }).click();
  await page.getByRole('heading', { name: item, level: 1 }).waitFor();
};

const useDarkTheme = async (page: Page) => {
  await page.getByRole('button', { name: 'Use dark theme' }).click();
  await eventually(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
};

describe('the tracking screens in the shell', () => {
  test('the Sales menu leads to the live map, travel history and visits', async () => {
    const page = await admin.page();
    await openFromSalesMenu(page, 'Live map');
    expect(new URL(page.url()).pathname).toBe('/salesapp/tracking/live');
    await openFromSalesMenu(page, 'Travel history');
    expect(new URL(page.url()).pathname).toBe('/salesapp/tracking/history');
    await openFromSalesMenu(page, 'Visits');
    expect(new URL(page.url()).pathname).toBe('/salesapp/visits');
  });

  test('the live list shows the demo sales persons and follows a pushed point without a reload', async () => {
    const page = await admin.page();
    await page.goto('/salesapp/tracking/live');
    const list = page.getByRole('region', { name: 'Sales persons on the map' });
    const hari = list.getByRole('listitem').filter({ hasText: 'Hari Gurung' });
    await hari.waitFor();
    await list.getByRole('listitem').filter({ hasText: 'Maya Rai' }).waitFor();
    await expectNoSeriousViolations(page, 'live map (light)');

    // The search narrows the list to the names that match.
    await list.getByLabel('Search sales persons').fill('maya');
    await eventually(() => list.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Maya Rai'),
    ]);
    await list.getByLabel('Search sales persons').fill('');
    await hari.waitFor();

    // A point a step from Hari's newest, sent now as the field app would: the list and the map
    // follow the LocationUpdated push (the page is the same document: no reload).
    const current = await api<LiveLocation[]>('/visit/currentlocation', await admin.token());
    const last = current.Data.find((location) => location.UserId === salesUserId);
    if (!last) throw new Error('the demo has no position of sales1');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const { date, time } = nepalNow();
    const saved = await api<{ Accepted: number }>('/location/savebatch', salesToken, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        Points: [
          {
            DeviceDate: date,
            DeviceTime: time,
            Latitude: last.Latitude + 0.0004,
            Longitude: last.Longitude,
            Accuracy: 5,
            LocationName: 'E2E pushed point',
          },
        ],
      }),
    });
    expect(saved.Data.Accepted, saved.Message).toBe(1);
    await eventually(() => hari.getByTestId('last-seen').textContent()).toBe('just now');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    // A name centres the map on that person and opens their popup, with the pushed point's time.
    await hari.getByRole('button', { name: /^Hari Gurung/ }).click();
    const popup = page.locator('.leaflet-popup-content');
    await eventually(() => popup.textContent()).toContain(`${date} ${time}`);

    // The high-priority notification: required fields, then the server's message.
    await hari.getByRole('button', { name: 'Send notification to Hari Gurung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notify Hari Gurung' });
    await dialog.getByRole('button', { name: 'Send notification' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Message is required').waitFor();
    await dialog.getByLabel('Title').fill('Call the office');
    await dialog.getByLabel('Message').fill('Please call the office before your next visit.');
    await dialog.getByRole('button', { name: 'Send notification' }).click();
    await toast(page, 'Notification sent.').waitFor();
    expect(await dialog.count()).toBe(0);

    await useDarkTheme(page);
    await expectNoSeriousViolations(page, 'live map (dark)');
  });

  test('travel history: a sales person and a day show the route and its summary, kept in the address', async () => {
    const page = await admin.page();
    await page.goto('/salesapp/tracking/history');
    await page.getByText('Choose a sales person to see where they went.').waitFor();
    await page.getByLabel('Sales person').selectOption(String(salesUserId));
    await eventually(() => new URL(page.url()).searchParams.get('spuid')).toBe(String(salesUserId));
    const summary = page.locator('.bo-travel-summary');
    await eventually(() => summary.textContent()).toMatch(/^[\d,]+ points? · [\d,]+ visits? · .+ travelled$/);
    const points = Number((await summary.textContent())?.split(' ')[0]?.replace(/,/g, ''));
    expect(points).toBeGreaterThan(0);
    // The map draws the same route the summary counts.
    await page.getByText(`route (${points} points)`).waitFor();
    await expectNoSeriousViolations(page, 'travel history (light)');

    // The address alone opens the same view; more than 31 days is refused with the reason.
    const address = page.url();
    const again = await admin.page();
    await again.goto(address);
    await again.getByText(`route (${points} points)`).waitFor();
    await again.getByLabel('From').fill('2020-01-01');
    await again.getByText(/^Choose at most 31 days/).waitFor();
    expect(await again.locator('.bo-map').count()).toBe(0);

    await useDarkTheme(page);
    await expectNoSeriousViolations(page, 'travel history (dark)');
  });

  test('visits: the posted visit in the list, its detail with the map, filters and the retention setting', async () => {
    const page = await admin.page();
    await page.goto('/salesapp/visits');
    const row = page.getByRole('row').filter({ hasText: VISIT_REMARKS });
    await row.waitFor();
    expect(await row.textContent()).toContain('E2E corner shop');
    expect(await row.textContent()).toContain('in progress');
    await expectNoSeriousViolations(page, 'visits (light)');

    // The row opens the visit: its facts and a map of where it was.
    await row.getByRole('button').first().click();
    const detail = page.getByRole('dialog', { name: 'E2E corner shop' });
    await detail.getByText(VISIT_REMARKS).waitFor();
    await detail.locator('.bo-map-canvas').waitFor();
    await detail.getByRole('button', { name: 'Close' }).click();

    // A search for nothing says so.
    await page.getByLabel('Search visits').fill('no such visit anywhere');
    await page.getByText('No visits match your filters').waitFor();
    await page.getByLabel('Search visits').fill('');
    await row.waitFor();

    // The retention: 3 days is refused with the rule, 30 is saved.
    await page.getByRole('button', { name: 'Location settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Location settings' });
    const days = settings.getByLabel('Keep location points for (days)');
    await days.fill('3');
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.getByText('RetentionDays must be a whole number of days from 7 to 3650').waitFor();
    await expectNoSeriousViolations(page, 'location settings (message)');
    await days.fill('30');
    await settings.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Location settings saved.').waitFor();
    const stored = await api<{ RetentionDays: number }>('/location/settings', await admin.token());
    expect(stored.Data.RetentionDays).toBe(30);

    await useDarkTheme(page);
    await expectNoSeriousViolations(page, 'visits (dark)');
  });

  test('a broadcast from the profile menu shows its banner to the company', async () => {
    const page = await admin.page();
    const other = await admin.page();
    await (await openProfileMenu(page)).getByRole('button', { name: 'Send broadcast' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send broadcast' });
    await dialog.getByRole('button', { name: 'Send broadcast' }).click();
    await dialog.getByText('Message is required.').waitFor();
    await expectNoSeriousViolations(page, 'broadcast dialog (message)');
    const message = `E2E broadcast ${Date.now()}`;
    await dialog.getByLabel('Message').fill(message);
    await dialog.getByRole('button', { name: 'Send broadcast' }).click();
    await toast(page, 'Broadcast sent.').waitFor();
    await other.getByRole('alert').filter({ hasText: message }).waitFor();
  });
});
