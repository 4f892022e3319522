import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiSignIn } from '../support/api.js';
import { companyDate, E2E_EPOCH } from '../support/e2e-clock.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { signInToDashboard } from '../support/sign-in.js';
import { type StaticSite, serveStaticSite } from '../support/static-site.js';

const portal = portalForThisFile();

/**
 * Our own track for sales1: it starts exactly at Kathmandu's default centre (the map opens on the
 * first point) and goes east in steps of 0.01 degree, about 58 px apart at zoom 13, 10 minutes apart.
 */
/** A Kathmandu day some days back (the file starts at E2E_EPOCH): the demo's own tracks cover only yesterday and today. */
const DAY = companyDate(E2E_EPOCH, 4);
const TRACK = Array.from({ length: 6 }, (_, i) => ({
  DeviceDate: DAY,
  DeviceTime: `09:${String(i * 10).padStart(2, '0')}:00`,
  Latitude: 27.7,
  Longitude: Number((85.33 + i * 0.01).toFixed(2)),
  Accuracy: 5,
  LocationName: `E2E stop ${i}`,
}));
const PX_PER_STEP = (0.01 * 256 * 2 ** 13) / 360;

let salesUserId: number;

beforeAll(async () => {
  const sales = await apiSignIn(portal.server.baseUrl, 'sales1', 'Sales@123');
  if (!sales.token) throw new Error(`sales1 could not sign in: ${sales.message}`);
  const saved = await fetch(`${portal.server.baseUrl}/api/v1/location/savebatch`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${sales.token}`, CompanyId: '1', 'Content-Type': 'application/json' },
    body: JSON.stringify({ Points: TRACK }),
  });
  const answer = (await saved.json()) as { Code: number; Data: { Accepted: number; Duplicates: number } };
  expect(answer.Code).toBe(200);
  expect(answer.Data.Accepted + answer.Data.Duplicates).toBe(TRACK.length);
  const claims = JSON.parse(Buffer.from(sales.token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  salesUserId = Number(claims.sub);
});

const openSignedIn = async (path: string): Promise<Page> => {
  const page = await portal.newPage();
  await signInToDashboard(page, 'admin', 'Admin@123');
  await page.goto(path);
  return page;
};

describe('the travel history page', () => {
  test('a click near a route point opens that point with its time and place', async () => {
    const page = await openSignedIn(
      `/salesapp/iframe/userstracking?spuid=${salesUserId}&fd=${DAY}&td=${DAY}&cid=1`,
    );
    await page.getByText(`route (${TRACK.length} points)`).waitFor();
    const box = await page.locator('.bo-map-canvas').boundingBox();
    if (!box) throw new Error('no map on the page');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // 3 px beside point 2 of the route (two steps east of the first).
    await page.mouse.click(centre.x + 2 * PX_PER_STEP + 2, centre.y + 3);
    const popup = page.locator('.leaflet-popup-content');
    await eventually(() => popup.textContent()).toContain('E2E stop 2');
    expect(await popup.textContent()).toContain(`${DAY} 09:20:00`);
    // A click well away from the route opens nothing new.
    await page.locator('.leaflet-popup-close-button').click();
    await page.mouse.click(centre.x + 2 * PX_PER_STEP, centre.y + 80);
    await expect.poll(() => popup.count()).toBe(0);
  });

  test("an empty range says 'No data available' in the red box", async () => {
    const page = await openSignedIn(
      `/salesapp/iframe/userstracking?spuid=${salesUserId}&fd=2020-01-01&td=2020-01-02&cid=1`,
    );
    const box = page.locator('.bo-map-message');
    await eventually(() => box.textContent()).toBe('No data available');
    expect(await box.evaluate((element) => element.classList.contains('bo-alert'))).toBe(true);
  });

  test('signed out and without a token it asks to sign in', async () => {
    const page = await portal.newPage();
    await page.goto(`/salesapp/iframe/userstracking?spuid=${salesUserId}&fd=${DAY}&td=${DAY}`);
    await page.getByText('Sign in to see this map').waitFor();
  });
});

describe('framing the bare map pages', () => {
  let dir: string;
  let listed: StaticSite;
  let unlisted: StaticSite;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bo-map-frame-'));
    const mapUrl = `${portal.server.baseUrl}/salesapp/iframe/map?latitude=27.671&longitude=85.4298&userlat=27.7172&userlng=85.324`;
    await writeFile(
      join(dir, 'index.html'),
      `<!doctype html><title>Dispatcher</title><iframe id="map" src="${mapUrl}" width="900" height="760"></iframe>`,
    );
    listed = await serveStaticSite(dir, '127.0.0.1');
    // Listed nowhere: only the other site's origin goes into the deployment's allowedOrigins.
    unlisted = await serveStaticSite(dir, 'localhost');
    await portal.server.allowOrigins([listed.origin]);
  });
  afterAll(async () => {
    await Promise.allSettled([listed?.close(), unlisted?.close()]);
    await rm(dir, { recursive: true, force: true });
  });

  const mapFrameOf = (page: Page): Frame | undefined =>
    page.frames().find((frame) => frame !== page.mainFrame());

  test("a listed origin's page shows the map in its frame", async () => {
    const page = await portal.newPage();
    await page.goto(`${listed.origin}/`);
    await eventually(() => mapFrameOf(page)?.url() ?? '').toContain('/salesapp/iframe/map');
    const frame = mapFrameOf(page) as Frame;
    await frame.getByText('in a straight line').waitFor();
  });

  test("an unlisted origin's frame is refused", async () => {
    const page = await portal.newPage();
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await page.goto(`${unlisted.origin}/`);
    await eventually(() => refusals.length).toBeGreaterThan(0);
    const frame = mapFrameOf(page);
    expect(frame ? await frame.locator('.bo-map').count() : 0).toBe(0);
  });
});
