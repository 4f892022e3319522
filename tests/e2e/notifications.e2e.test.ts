import { describe, expect, test } from 'vitest';
import type { PgliteHandle } from '../../server/src/db/database.js';
import { E2E_EPOCH } from './support/e2e-clock.js';
import { eventually } from './support/eventually.js';
import { portalForThisFile } from './support/portal-fixture.js';
import { signInToDashboard } from './support/sign-in.js';

const MANY = 5_000;

/**
 * Five thousand notifications for the demo admin: no API makes them in bulk, so straight in the
 * file's database. Their times count back from the file's clock (the server's "now"), not the database's.
 */
const addNotifications = async (database: PgliteHandle) => {
  await database.client.query(
    `insert into notifications (company_id, user_id, title, link, added_on)
     select 1, (select id from users where username = 'admin'), 'Stock alert ' || n, null,
            $2::timestamptz - make_interval(mins => n)
     from generate_series(1, $1::int) as n`,
    [MANY, E2E_EPOCH.toISOString()],
  );
};

const portal = portalForThisFile({ prepare: addNotifications });

describe('the notification list with thousands of rows', () => {
  test('a page of 5,000 keeps only the rows in view in the page, and scrolls to the last one', async () => {
    const page = await portal.newPage();
    await signInToDashboard(page, 'admin', 'Admin@123');
    await page.goto('/core/notifications');
    await page.getByLabel('Rows per page').selectOption('5000');
    // Only these: the demo's own notifications would share the page.
    await page.getByLabel('Search notifications').fill('Stock alert');
    const rows = page.locator('.bo-notice-scroll li.bo-notice');
    // The newest first: "Stock alert 1" was added a minute ago, "Stock alert 5000" the longest ago.
    const titled = (n: number) =>
      rows.filter({ has: page.locator('.bo-notice-title', { hasText: new RegExp(`Stock alert ${n}$`) }) });
    await titled(1).waitFor();
    await eventually(() =>
      page
        .getByRole('status')
        .filter({ hasText: /notifications$/ })
        .textContent(),
    ).toMatch(/^5,?000 notifications$/);
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(5);
    expect(shown).toBeLessThan(100);

    // Rows are measured as they render, so the end moves while it is approached: scroll until it stays.
    await eventually(() =>
      page.locator('.bo-notice-scroll').evaluate((box) => {
        const atEnd = box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
        box.scrollTop = box.scrollHeight;
        return atEnd;
      }),
    ).toBe(true);
    const last = titled(MANY);
    await last.waitFor();
    expect(await last.isVisible()).toBe(true);
    expect(await rows.count()).toBeLessThan(100);
    expect(await titled(1).count()).toBe(0);
  });
});
