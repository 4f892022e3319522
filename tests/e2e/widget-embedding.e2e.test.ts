import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localStorageOf, tokenSubject } from './support/browser-state.js';
import { eventually } from './support/eventually.js';
import { type PortalFixture, startPortal } from './support/portal-fixture.js';
import { type StaticSite, serveStaticSite } from './support/static-site.js';

const HOST_SITE_DIR = fileURLToPath(new URL('../../examples/host-site/', import.meta.url));
/** In `allowedOrigins` of both hosts in server/config/deployment.json. */
const ALLOWED_ORIGIN = 'http://127.0.0.1:4100';
/** In neither list. */
const REFUSED_ORIGIN = 'http://localhost:4101';

let portal: PortalFixture;
let allowedSite: StaticSite;
let refusedSite: StaticSite;

beforeAll(async () => {
  portal = await startPortal();
  allowedSite = await serveStaticSite(HOST_SITE_DIR, ALLOWED_ORIGIN);
  refusedSite = await serveStaticSite(HOST_SITE_DIR, REFUSED_ORIGIN);
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
    expect(new URL(page.url()).origin).toBe(ALLOWED_ORIGIN);
    expect(tokenSubject((await localStorageOf(page)).token)).toBeGreaterThan(0);
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
    expect(tokenSubject((await localStorageOf(page)).token) ?? 0).toBe(0);

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
    const refused = await preflight(REFUSED_ORIGIN);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await preflight(ALLOWED_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
  });
});
