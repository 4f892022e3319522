import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { idOf, saveOrderThroughApi } from './sales/order-screens.js';
import { apiSignIn } from './support/api.js';
import { localStorageOf, tokenSubject } from './support/browser-state.js';
import { companyDate } from './support/e2e-clock.js';
import { eventually } from './support/eventually.js';
import { type PortalFixture, startPortal } from './support/portal-fixture.js';
import { type StaticSite, serveStaticSite } from './support/static-site.js';

const HOST_SITE_DIR = fileURLToPath(new URL('../../examples/host-site/', import.meta.url));

let portal: PortalFixture;
let allowedSite: StaticSite;
let refusedSite: StaticSite;

beforeAll(async () => {
  allowedSite = await serveStaticSite(HOST_SITE_DIR, '127.0.0.1');
  // In neither host's allowedOrigins: only the other site is listed.
  refusedSite = await serveStaticSite(HOST_SITE_DIR, 'localhost');
  portal = await startPortal({ allowedOrigins: [allowedSite.origin] });
});

afterAll(async () => {
  await Promise.allSettled([allowedSite?.close(), refusedSite?.close()]);
  await portal?.stop();
});

const hostPageUrl = (site: StaticSite) =>
  `${site.origin}/?server=${encodeURIComponent(portal.server.baseUrl)}`;

/** Opens the host page and waits until the embedded login form is ready. */
const openHostPage = async (site: StaticSite): Promise<Page> => {
  const page = await portal.newPage();
  await page.goto(hostPageUrl(site));
  await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
  return page;
};

const signInStatus = (page: Page) => page.locator('#sign-in-status').textContent();

describe('<bo-admin-login> on a cooperative bank site (another origin)', () => {
  test('renders in an open shadow root with adopted style sheets; the script is served cross-origin', async () => {
    const page = await portal.newPage();
    const script = page.waitForResponse((response) => response.url().endsWith('/widgets/admin-login.js'));
    await page.goto(hostPageUrl(allowedSite));
    const response = await script;
    expect(response.status()).toBe(200);
    expect(response.headers()['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers()['content-type']).toMatch(/javascript/);
    await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();

    const element = await page.evaluate(() => {
      const login = document.querySelector('bo-admin-login');
      const root = login?.shadowRoot;
      const card = root?.querySelector('.bo-login-card');
      return {
        open: root !== null && root !== undefined,
        sheets: root?.adoptedStyleSheets.length ?? 0,
        rules: root?.adoptedStyleSheets.reduce((total, sheet) => total + sheet.cssRules.length, 0) ?? 0,
        title: root?.querySelector('h1')?.textContent,
        inLightDom: document.querySelector('.bo-login-card') !== null,
        cardShadow: card ? getComputedStyle(card).boxShadow : 'none',
        styleTags: root?.querySelectorAll('style').length ?? 0,
      };
    });
    expect(element).toMatchObject({ open: true, title: 'Admin Login', inLightDom: false, styleTags: 0 });
    expect(element.sheets).toBeGreaterThanOrEqual(1);
    expect(element.rules).toBeGreaterThan(10);
    // The login styles reach the card: it has the shadow login.css gives it.
    expect(element.cardShadow).not.toBe('none');
    // The host site's own heading is untouched by the element's styles.
    await page.getByRole('heading', { name: 'Gaurishankar Cooperative Bank' }).waitFor();
  });

  test("the element's images from our server load on the host page", async () => {
    const page = await portal.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(portal.server.baseUrl)) {
        failed.push(`${request.url()}: ${request.failure()?.errorText}`);
      }
    });
    const sideImage = page.waitForRequest((request) => request.url().includes('/brand/'));
    await page.goto(hostPageUrl(allowedSite));
    await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
    await sideImage;
    const logo = page.getByRole('img', { name: 'Company logo' });
    await logo.waitFor();
    await eventually(() => logo.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    expect(failed, 'requests to the back-office server that failed').toEqual([]);
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('validation messages show inside the shadow root', async () => {
    const page = await openHostPage(allowedSite);
    const messages = () =>
      page.evaluate(() =>
        Array.from(
          document.querySelector('bo-admin-login')?.shadowRoot?.querySelectorAll('.bo-field-error') ?? [],
          (node) => node.textContent,
        ),
      );
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await eventually(messages).toEqual(['User name is required']);
    expect(await page.getByText('User name is required').isVisible()).toBe(true);
    await page.getByLabel('Username').fill('admin');
    await eventually(messages).toEqual([]);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await eventually(messages).toEqual(['Password is required']);
    await page.getByLabel('Password', { exact: true }).fill('Admin@123');
    await eventually(messages).toEqual([]);
  });

  test('a real sign-in fires `signedin` with the user name, and the page says who signed in', async () => {
    const page = await openHostPage(allowedSite);
    // Listened for on the document: the event bubbles out of the shadow root.
    const detail = page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          document.addEventListener('signedin', (event) => resolve((event as CustomEvent).detail), {
            once: true,
          });
        }),
    );
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Admin@123');
    await page.getByRole('button', { name: 'LOG IN' }).click();
    expect(await detail).toEqual({ UserName: 'Ram Thapa', Roles: ['Administrator'], CompanyId: 1 });
    await eventually(() => signInStatus(page)).toBe('Signed in as Ram Thapa');
    // Without after-sign-in the element stays where it is: the host page decides what comes next.
    expect(new URL(page.url()).origin).toBe(allowedSite.origin);
    expect(tokenSubject((await localStorageOf(page))['bo.token'])).toBeGreaterThan(0);
  });

  test('a site that is not allowed cannot sign in: its CORS requests are refused and the failure shows', async () => {
    const page = await openHostPage(refusedSite);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Admin@123');
    await page.getByRole('button', { name: 'LOG IN' }).click();
    const failure = page.getByRole('alert').filter({ hasNotText: /^Error (fetching|checking)/ });
    await failure.first().waitFor();
    await eventually(() => page.getByRole('button', { name: 'LOG IN' }).isEnabled()).toBe(true);
    expect(await signInStatus(page)).toBe('');
    expect(tokenSubject((await localStorageOf(page))['bo.token']) ?? 0).toBe(0);

    // The server's side of it: the preflight of the sign-in call is refused for this origin only.
    const preflight = (origin: string) =>
      fetch(`${portal.server.baseUrl}/api/v1/user/login/admin`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,companyid',
        },
      });
    const refused = await preflight(refusedSite.origin);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await preflight(allowedSite.origin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(allowedSite.origin);
  });
});

/** Signs in through the embedded login on the host site: the token is kept by the site's origin. */
const signInOnHostSite = async (site: StaticSite): Promise<Page> => {
  const page = await openHostPage(site);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('Admin@123');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await eventually(() => signInStatus(page)).toBe('Signed in as Ram Thapa');
  return page;
};

const salesDeskUrl = (site: StaticSite, query: Record<string, string>) =>
  `${site.origin}/sales.html?${new URLSearchParams({ server: portal.server.baseUrl, ...query })}`;

/** An order of today made through the API, as the field app sends one. */
const orderThroughApi = async () => {
  const { token } = await apiSignIn(portal.server.baseUrl, 'admin', 'Admin@123');
  if (!token) throw new Error('admin could not sign in');
  const base = portal.server.baseUrl;
  const PartyId = await idOf(base, token, 'party', 'Koteshwor Suppliers');
  const ProductId = await idOf(base, token, 'product', 'Wai Wai Noodles 75 g');
  const order = await saveOrderThroughApi(base, token, {
    PartyId,
    OrderDate: companyDate(portal.clock.now()),
    Lines: [{ ProductId, Quantity: 10 }],
  });
  const plans = await fetch(`${base}/api/v1/beatplan/list?pageNo=1&pageSize=5`, {
    headers: { Authorization: `Bearer ${token}`, CompanyId: '1', Accept: 'application/json' },
  });
  const envelope = (await plans.json()) as { Data: { Items: { PlanNo: string }[] } };
  const plan = envelope.Data.Items[0];
  if (!plan) throw new Error('the demo holds no beat plan');
  return { order, planNo: plan.PlanNo };
};

describe('sales screens as custom elements on the host site, through loader.js', () => {
  test('<bo-order-list>, <bo-order-detail> and <bo-beat-plan-list> show their data; links open our server', async () => {
    const { order, planNo } = await orderThroughApi();
    const page = await signInOnHostSite(allowedSite);
    const failed: string[] = [];
    page.on('pageerror', (error) => failed.push(error.message));
    const elementFiles: string[] = [];
    page.on('response', (response) => {
      const file = /\/widgets\/([a-z-]+)\.js$/.exec(response.url())?.[1];
      if (file) elementFiles.push(file);
    });
    await page.goto(salesDeskUrl(allowedSite, { 'order-id': String(order.Id) }));

    const detail = page.locator('bo-order-detail');
    await detail.getByRole('heading', { name: `Order ${order.OrderNo}`, level: 1 }).waitFor();
    await detail.getByText('Koteshwor Suppliers').first().waitFor();
    await detail.getByRole('heading', { name: 'Lines' }).waitFor();

    const list = page.locator('bo-order-list');
    const orderLink = list.getByRole('link', { name: order.OrderNo, exact: true });
    await orderLink.waitFor();
    await page.locator('bo-beat-plan-list').getByRole('link', { name: planNo, exact: true }).waitFor();
    // One loader, then each element's own file, fetched because its tag is in the page.
    expect(elementFiles).toEqual(
      expect.arrayContaining(['loader', 'order-list', 'order-detail', 'beat-plan-list']),
    );
    // Every element is its own shadow root with its styles; nothing leaks into the host's DOM.
    const shadows = await page.evaluate(() =>
      ['bo-order-list', 'bo-order-detail', 'bo-beat-plan-list'].map(
        (tag) => document.querySelector(tag)?.shadowRoot?.adoptedStyleSheets.length ?? 0,
      ),
    );
    expect(shadows.every((sheets) => sheets >= 4)).toBe(true);
    expect(await page.evaluate(() => document.querySelector('.bo-page'))).toBeNull();

    // An action on the embedded detail tells the host page (`changed`, bubbling to the document).
    await detail.getByRole('button', { name: 'Confirm', exact: true }).click();
    await eventually(() => page.locator('#sales-status').textContent()).toBe(
      `Order ${order.OrderNo} is now confirmed`,
    );

    // A link between screens is an ordinary page load on our server, not on the host site.
    expect(await orderLink.getAttribute('href')).toBe(`${portal.server.baseUrl}/salesapp/orders/${order.Id}`);
    await Promise.all([page.waitForURL(`${portal.server.baseUrl}/**`), orderLink.click()]);
    expect(new URL(page.url()).pathname).toBe(`/salesapp/orders/${order.Id}`);
    expect(failed).toEqual([]);
  });

  test("a dispatcher's <bo-order-board> on the host site shows the route's orders and tells the page of each move", async () => {
    const { order } = await orderThroughApi();
    const { token } = await apiSignIn(portal.server.baseUrl, 'admin', 'Admin@123');
    if (!token) throw new Error('admin could not sign in');
    const routeId = await idOf(portal.server.baseUrl, token, 'route', 'Baneshwor – Koteshwor');
    const page = await signInOnHostSite(allowedSite);
    const failed: string[] = [];
    page.on('pageerror', (error) => failed.push(error.message));
    await page.goto(salesDeskUrl(allowedSite, { show: 'order-board', 'route-id': String(routeId) }));
    const board = page.locator('bo-order-board');
    const card = board.locator('li.bo-order-card', { hasText: order.OrderNo });
    await card.waitFor();
    // Only the route's parties: Lakeside Mart is on another route.
    expect(await board.locator('li.bo-order-card', { hasText: 'Lakeside Mart' }).count()).toBe(0);
    await card.getByRole('button', { name: `Confirm ${order.OrderNo}` }).click();
    await eventually(() => page.locator('#sales-status').textContent()).toBe(
      `Board: order ${order.Id} is now confirmed`,
    );
    expect(failed).toEqual([]);
  });

  test('an unknown order id shows the not-found state; a missing one says which attribute to set', async () => {
    const page = await signInOnHostSite(allowedSite);
    const failed: string[] = [];
    page.on('pageerror', (error) => failed.push(error.message));
    await page.goto(salesDeskUrl(allowedSite, { 'order-id': '987654', show: 'order-detail,beat-plan-list' }));
    const detail = page.locator('bo-order-detail');
    await detail
      .getByRole('alert')
      .getByText('This order does not exist, or it belongs to another company.')
      .waitFor();
    // The server's answer will not change on asking again: no Retry.
    expect(await detail.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    // The other element on the page is unaffected.
    await page.locator('bo-beat-plan-list').getByRole('heading', { name: 'Beat Plans', level: 1 }).waitFor();

    await page.goto(salesDeskUrl(allowedSite, { 'order-id': 'abc', show: 'order-detail' }));
    await detail.getByRole('alert').getByText('Set the order-id attribute to the order to show.').waitFor();
    expect(failed).toEqual([]);
  });
});
