import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectFieldError, expectNoSeriousViolations, toast } from '../entities/entity-screens.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { signInToDashboard } from '../support/sign-in.js';
import { ADMIN, callThroughApi, pageSignedInAs, STAFF, tokenOf } from './administration-screens.js';

const portal = portalForThisFile();

// A real 2×2 PNG: the server checks uploads by their bytes, not their names.
const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const MB = 1024 * 1024;

const openSiteInfo = async (page: Page) => {
  await page.goto('/admin/site-info');
  await page.getByRole('heading', { name: 'Site Info', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Logo', level: 2 }).waitFor();
};

/** The logo the header shows (its link to the dashboard), or null without one. */
const headerLogo = async (page: Page): Promise<string | null> => {
  const image = page.locator('header .bo-brand img');
  return (await image.count()) === 0 ? null : new URL((await image.getAttribute('src')) ?? '').pathname;
};

const storedLogo = async (): Promise<string | null> => {
  const token = await tokenOf(portal, ADMIN);
  return (await callThroughApi<{ LogoPath: string | null }>(portal, token, 'GET', '/siteinfo/get')).Data
    .LogoPath;
};

describe('the site info screen', () => {
  test('refuses a wrong type or size before upload; a saved logo shows in the header and on the login page', async () => {
    const page = await pageSignedInAs(portal, ADMIN);
    await openSiteInfo(page);
    expect(await page.title()).toBe('Site Info');
    const before = await storedLogo();
    const input = page.getByLabel('New logo');
    const save = page.getByRole('button', { name: 'Save logo' });
    expect(await save.isDisabled()).toBe(true);

    await input.setInputFiles({
      name: 'logo.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expectFieldError(page, 'New logo', 'Logo must be a PNG, GIF or JPEG file');
    expect(await input.evaluate((element: HTMLInputElement) => element.files?.length ?? 0)).toBe(0);
    expect(await save.isDisabled()).toBe(true);

    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * MB, 1) });
    await expectFieldError(page, 'New logo', 'Logo must be at most 2 MB (this file is 3 MB)');
    expect(await save.isDisabled()).toBe(true);

    await input.setInputFiles({ name: 'new-logo.png', mimeType: 'image/png', buffer: PNG_2X2 });
    expect(await input.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('img', { name: 'The chosen logo' }).waitFor();
    await page.getByText('new-logo.png').waitFor();
    await expectNoSeriousViolations(page, 'site info with a chosen file');
    await save.click();
    await toast(page, 'Logo saved.').waitFor();

    const stored = await storedLogo();
    expect(stored).toMatch(/^\/uploads\/.+\.png$/);
    expect(stored).not.toBe(before);
    const current = page.getByRole('img', { name: 'Current logo' });
    await eventually(async () => new URL((await current.getAttribute('src')) ?? '').pathname).toBe(stored);
    expect(await page.getByRole('img', { name: 'The chosen logo' }).count()).toBe(0);
    // The header shows the new logo without a reload.
    await eventually(() => headerLogo(page)).toBe(stored);
    const bytes = Buffer.from(await (await fetch(`${portal.server.baseUrl}${stored}`)).arrayBuffer());
    expect(bytes.equals(PNG_2X2)).toBe(true);

    const visitor = await portal.newPage();
    await visitor.goto('/account/login');
    const loginLogo = visitor.getByRole('img', { name: 'Company logo' });
    await eventually(async () => new URL((await loginLogo.getAttribute('src')) ?? '').pathname).toBe(stored);
  });

  test('Remove logo asks first; then neither the header nor the login page shows one', async () => {
    const page = await pageSignedInAs(portal, ADMIN);
    await openSiteInfo(page);
    expect(await storedLogo()).not.toBeNull();
    await page.getByRole('button', { name: 'Remove logo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the logo?' });
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await storedLogo()).not.toBeNull();

    await page.getByRole('button', { name: 'Remove logo' }).click();
    await dialog.getByRole('button', { name: 'Remove logo' }).click();
    await toast(page, 'Logo removed.').waitFor();
    await page.getByText('No logo yet').waitFor();
    expect(await storedLogo()).toBeNull();
    await eventually(() => headerLogo(page)).toBeNull();
    expect(await page.getByRole('button', { name: 'Remove logo' }).count()).toBe(0);

    const visitor = await portal.newPage();
    await visitor.goto('/account/login');
    await visitor.getByRole('button', { name: 'LOG IN' }).waitFor();
    expect(await visitor.getByRole('img', { name: 'Company logo' }).count()).toBe(0);
  });

  test('light and dark: no serious axe violations', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const page = await pageSignedInAs(portal, ADMIN);
      await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
      await openSiteInfo(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await expectNoSeriousViolations(page, `site info (${theme})`);
    }
  });

  test("without the permission the screen shows the server's refusal", async () => {
    const page = await pageSignedInAs(portal, STAFF);
    await page.goto('/admin/site-info');
    await page.getByRole('heading', { name: 'Site Info', level: 1 }).waitFor();
    await page
      .locator('.bo-alert', { hasText: 'You do not have permission to view Application Settings.' })
      .waitFor();
    expect(await page.getByLabel('New logo').count()).toBe(0);
  });

  test('<bo-site-info> on a page of its own shows the same screen in its shadow root', async () => {
    const context = await portal.newContext();
    const page = await context.newPage();
    await signInToDashboard(page, ADMIN.userName, ADMIN.password);
    // A bare host page on the server's origin (so it shares the session): only the loader and the tag.
    await context.route('**/element-host.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><title>Host</title><script type="module" src="/widgets/loader.js"></script></head><body><main><bo-site-info></bo-site-info></main></body></html>',
      }),
    );
    const script = page.waitForResponse((response) => response.url().endsWith('/widgets/site-info.js'));
    await page.goto('/element-host.html');
    expect((await script).status()).toBe(200);
    await page.getByRole('heading', { name: 'Site Info', level: 1 }).waitFor();
    await page.getByLabel('New logo').waitFor();
    const inShadow = await page.evaluate(() => {
      const root = document.querySelector('bo-site-info')?.shadowRoot;
      return {
        heading: root?.querySelector('h1')?.textContent,
        sheets: root?.adoptedStyleSheets.length ?? 0,
      };
    });
    expect(inShadow).toEqual({ heading: 'Site Info', sheets: 3 });
  });
});
