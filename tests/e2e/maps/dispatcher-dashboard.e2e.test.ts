import type { LiveLocation, TravelHistory } from '@backoffice/shared/sales/tracking/tracking.contract';
import type { Frame, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type DispatcherSite,
  startDispatcherSite,
} from '../../../examples/dispatcher-dashboard/dispatcher-site.mjs';
import { runFieldSimulator } from '../../../examples/field-simulator/field-simulator.mjs';
import { signWidgetToken } from '../../../server/src/auth/tokens.js';
import { apiSignIn } from '../support/api.js';
import { companyDate } from '../support/e2e-clock.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';

/**
 * Issue 7's embedding story end to end: a dispatcher's own site (examples/dispatcher-dashboard),
 * on its own origin with its own backend minting widget tokens, shows the live map, a travel
 * history it chooses in its own form, and the bare live map page in a frame. The field simulator
 * moves a sales person and the live map follows without a reload.
 */
const portal = portalForThisFile();

const API = '/api/v1';
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const SALES_USER = 'sales1';
/** The simulator's fix interval: the test waits until one fits after the newest stored fix. */
const SIMULATED_INTERVAL_S = 10;

let adminToken = '';
let apiKeyId = 0;
let apiKey = '';
let site: DispatcherSite;
const sites: DispatcherSite[] = [];

const backoffice = () => portal.server.baseUrl;

const asAdmin = async <T>(path: string, init: RequestInit = {}): Promise<{ Code: number; Data: T }> => {
  const answer = await fetch(`${backoffice()}${API}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${adminToken}`, CompanyId: '1', Accept: 'application/json' },
  });
  return (await answer.json()) as { Code: number; Data: T };
};

const startSite = async () => {
  const started = await startDispatcherSite({ port: 0, backofficeUrl: backoffice(), apiKey });
  sites.push(started);
  return started;
};

/** sales1's newest position as the office reads it. */
const salesOneNow = async (): Promise<LiveLocation> => {
  const { Data } = await asAdmin<LiveLocation[]>('/visit/currentlocation');
  const row = Data.find((location) => location.UserName === SALES_USER);
  if (!row) throw new Error(`${SALES_USER} has no position in the demo data`);
  return row;
};

const reportedAt = (location: LiveLocation) => `${location.DeviceDate} ${location.DeviceTime}`;
const instantOf = (location: LiveLocation) =>
  Date.parse(`${location.DeviceDate}T${location.DeviceTime}Z`) - NEPAL_OFFSET_MS;
const nepalDay = (daysBack: number) => companyDate(portal.clock.now(), daysBack);

const liveMap = (page: Page) => page.locator('bo-live-locations');
const travelMap = (page: Page) => page.locator('bo-travel-history');
const frameOf = (page: Page): Frame | undefined => page.frames().find((frame) => frame !== page.mainFrame());

/**
 * What the marker beside a name label says when clicked: its "Reported" time. The marker is a
 * canvas circle, so it is found by its label, which Leaflet keeps 8 px (plus 6 px of margin) to
 * its right, vertically centred.
 */
const reportedOnMarker = async (map: Locator, label: Locator): Promise<string> => {
  await label.scrollIntoViewIfNeeded();
  const box = await label.boundingBox();
  if (!box) return '';
  await map.page().mouse.click(box.x - 14, box.y + box.height / 2);
  const text = await map
    .locator('.leaflet-popup-content')
    .textContent({ timeout: 1_000 })
    .catch(() => '');
  return /Reported(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/.exec(text ?? '')?.[1] ?? '';
};

beforeAll(async () => {
  const admin = await apiSignIn(backoffice(), 'admin', 'Admin@123');
  if (!admin.token) throw new Error(`admin could not sign in: ${admin.message}`);
  adminToken = admin.token;
  const claims = JSON.parse(Buffer.from(adminToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
  };
  // What the distributor's administrator does once: a key for its backend, and its site's origin.
  const saved = await asAdmin<{ Id: number; Secret?: string }>('/apikey/save', {
    method: 'POST',
    body: new URLSearchParams({ Name: 'Dispatch desk', UserId: claims.sub }),
  });
  expect(saved.Code).toBe(200);
  apiKeyId = saved.Data.Id;
  apiKey = saved.Data.Secret ?? '';
  site = await startSite();
  const listed = await asAdmin('/widgetorigin/save', {
    method: 'POST',
    body: new URLSearchParams({ Origin: site.url, Note: 'dispatch desk' }),
  });
  expect(listed.Code).toBe(200);
});
afterAll(async () => {
  await Promise.allSettled(sites.map((started) => started.close()));
});

describe('the example dispatcher dashboard', () => {
  test("follows a sales person's reports on the live map without a reload", async () => {
    const before = await salesOneNow();
    const page = await portal.newPage();
    // After the first answer the map's own refreshes are held: only the hub's push can move it.
    const held: Route[] = [];
    let loads = 0;
    await page.route(
      (url) => url.pathname.endsWith(`${API}/visit/currentlocation`),
      (route) => {
        const request = route.request();
        if (request.method() !== 'GET' || request.frame() !== page.mainFrame()) return route.continue();
        loads += 1;
        if (loads === 1) return route.continue();
        held.push(route);
        return undefined;
      },
    );
    await page.goto(site.url);
    const map = liveMap(page);
    const label = map.locator('.leaflet-tooltip', { hasText: before.FullName });
    await label.waitFor();
    await eventually(() => reportedOnMarker(map, label)).toBe(reportedAt(before));
    await page.evaluate(() => {
      document.documentElement.dataset.stayed = 'yes';
    });

    // The simulator continues from the newest stored fix, and stamps fixes up to now: it needs
    // room for at least one after that fix: the clock is moved on rather than waited for.
    const due = instantOf(before) + (SIMULATED_INTERVAL_S + 5) * 1000 - portal.clock.nowMs();
    if (due > 0) await portal.advanceClock(due);
    const counts = await runFieldSimulator({
      base: backoffice(),
      now: portal.clock.nowMs,
      companyId: 1,
      users: 1,
      intervalSeconds: SIMULATED_INTERVAL_S,
      durationSeconds: 120,
      speedUp: 60,
      batchSize: 3,
      resendRate: 0,
      outOfOrderRate: 0,
    });
    expect(counts.errors).toBe(0);
    expect(counts.accepted).toBeGreaterThan(0);
    const after = await salesOneNow();
    expect(instantOf(after)).toBeGreaterThan(instantOf(before));

    await eventually(() => reportedOnMarker(map, label)).toBe(reportedAt(after));
    expect(await page.evaluate(() => document.documentElement.dataset.stayed)).toBe('yes');
    expect(loads).toBeGreaterThanOrEqual(1);
    await Promise.allSettled(held.map((route) => route.abort()));
    await page.close();
  });

  test('shows the travel history of the person chosen in its own form', async () => {
    const person = await salesOneNow();
    const from = nepalDay(1);
    const to = nepalDay(0);
    const { Data: history } = await asAdmin<TravelHistory>(
      `/visit/userstracking?fromDate=${from}&toDate=${to}&spuid=${person.UserId}`,
    );
    expect(history.Routes.length).toBeGreaterThan(0);

    const page = await portal.newPage();
    await page.goto(site.url);
    // The list comes from the site's backend; its first entry shows at once.
    const choice = page.getByLabel('Sales person');
    await choice.getByRole('option', { name: person.FullName }).waitFor({ state: 'attached' });
    await travelMap(page).waitFor();
    await choice.selectOption({ label: person.FullName });
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await page.getByRole('button', { name: 'Show route' }).click();
    await page.getByText(`Route of ${person.FullName}, ${from} to ${to}.`).waitFor();

    const travel = travelMap(page);
    await travel.getByText(`route (${history.Routes.length} points)`).waitFor();
    expect(await travel.getByText('No data available').count()).toBe(0);
    // The map opens on the route's first point: a click there opens a point of the route.
    const canvas = travel.locator('.bo-map-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no travel map on the page');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const popup = travel.locator('.leaflet-popup-content');
    await eventually(() => popup.textContent({ timeout: 1_000 }).catch(() => '')).toMatch(
      /^.*Time\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );
    const shown = /Time(.+)$/.exec((await popup.textContent()) ?? '')?.[1];
    expect(history.Routes.map((point) => point.DeviceTime.replace('T', ' '))).toContain(shown);
    await page.close();
  });

  test('frames the bare live map page with a token in its fragment', async () => {
    const person = await salesOneNow();
    const page = await portal.newPage();
    await page.goto(site.url);
    await eventually(() => frameOf(page)?.url() ?? '').toContain('/salesapp/iframe/userscurrentlocation');
    const frame = frameOf(page) as Frame;
    expect(new URL(frame.url()).origin).toBe(new URL(backoffice()).origin);
    await frame.locator('.leaflet-tooltip', { hasText: person.FullName }).waitFor();
    // The page took its token out of its address once it had it.
    expect(frame.url()).not.toContain('token=');
    await page.close();
  });

  test('mints a new token when the maps report theirs expired', async () => {
    const claims = JSON.parse(Buffer.from(adminToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub: string;
    };
    const expired = await signWidgetToken(
      portal.server.secrets.jwtKey,
      { userId: Number(claims.sub), companyId: 1, apiKeyId, scopes: ['tracking.maps'], subject: '' },
      new Date(portal.clock.nowMs() - 3_600_000),
      600,
    );
    const page = await portal.newPage();
    let minted = 0;
    await page.route('**/widget-token', async (route) => {
      minted += 1;
      if (minted === 1)
        return route.fulfill({
          json: { token: expired, expiresAt: portal.clock.now().toISOString(), companyId: 1 },
        });
      return route.continue();
    });
    await page.goto(site.url);
    const person = await salesOneNow();
    await liveMap(page).locator('.leaflet-tooltip', { hasText: person.FullName }).waitFor();
    await travelMap(page)
      .getByText(/route \(\d+ points\)/)
      .waitFor();
    // One new token served both maps, and the frame got it too.
    expect(minted).toBeGreaterThanOrEqual(2);
    await frameOf(page)?.locator('.leaflet-tooltip', { hasText: person.FullName }).waitFor();
    await page.close();
  });

  test('shows nothing on a site the company does not list', async () => {
    const stranger = await startSite();
    const page = await portal.newPage();
    await page.goto(stranger.url);
    const map = liveMap(page);
    await map.getByRole('alert').first().waitFor();
    expect(await map.locator('.leaflet-tooltip').count()).toBe(0);
    await page.close();
  });
});
