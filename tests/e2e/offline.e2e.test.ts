import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './support/eventually.js';
import { portalForThisFile } from './support/portal-fixture.js';
import { signInToDashboard } from './support/sign-in.js';

const portal = portalForThisFile();

/** The service worker controls the page and has its shell cache filled. */
const waitForShellCache = async (page: Page) => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await eventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await eventually(() =>
    page.evaluate(async () => {
      const keys = await caches.keys();
      const cache = keys.find((key) => key.startsWith('backoffice-shell-'));
      return cache ? (await (await caches.open(cache)).keys()).length : 0;
    }),
  ).toBeGreaterThan(2);
};

describe('the service worker', () => {
  test('is registered at start and keeps the shell, so the portal opens with no network', async () => {
    const context = await portal.newContext();
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await signInToDashboard(page, 'admin', 'Admin@123');
    await waitForShellCache(page);
    expect(logged.some((text) => text.startsWith('Service worker registered for'))).toBe(true);

    await context.setOffline(true);
    await page.reload();
    // The shell comes from the cache; the data cannot, and the bubble says why.
    await page.getByRole('link', { name: 'Skip to content' }).waitFor({ state: 'attached' });
    await page.getByText('No Internet Connection').waitFor();
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();

    await context.setOffline(false);
    await page.getByText('Internet Connection Restored').waitFor();
  });

  test('never answers API calls from its cache', async () => {
    const context = await portal.newContext();
    const page = await context.newPage();
    await signInToDashboard(page, 'admin', 'Admin@123');
    await waitForShellCache(page);
    const cached = await page.evaluate(async () => {
      const keys = await caches.keys();
      const urls: string[] = [];
      for (const key of keys) {
        for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((path) => path.startsWith('/api/') || path === '/config.json')).toEqual([]);
  });
});
