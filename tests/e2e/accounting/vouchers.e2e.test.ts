import { describe, expect, test } from 'vitest';
import { expectNoSeriousViolations } from '../entities/entity-screens.js';
import { adminSession } from '../support/admin-session.js';
import { portalForThisFile } from '../support/portal-fixture.js';

const portal = portalForThisFile();
const { page: adminPage } = adminSession(portal);

/** The screens the story visits, checked again in both themes. */
let visited: string[] = [];

describe('the books, as an accountant keeps them', () => {
  test('a journal typed from the keyboard alone is posted, seen in the day book, and cancelled by its reversal', async () => {
    const page = await adminPage();
    await page.goto('/accounting/vouchers/new?type=journal');
    await page.getByRole('heading', { name: 'New voucher', level: 1 }).waitFor();

    // Dr, Cash, 1,500: Enter from field to field, the ledger picked from what was typed.
    await page.getByLabel('Dr or Cr, line 1').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Cash');
    await page.getByRole('option', { name: /^Cash/ }).first().waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type('1500');
    for (let field = 0; field < 4; field += 1) await page.keyboard.press('Enter');

    // The second line is offered the credit that balances the voucher; only its ledger is typed.
    expect(await page.getByLabel('Dr or Cr, line 2').inputValue()).toBe('Cr');
    expect(await page.getByLabel('Amount, line 2').inputValue()).toBe('1500.00');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Capital');
    await page
      .getByRole('option', { name: /^Capital/ })
      .first()
      .waitFor();
    await page.keyboard.press('Enter');
    for (let field = 0; field < 4; field += 1) await page.keyboard.press('Enter');
    // Enter on the empty third line ends the lines.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toContain('narration');
    await page.keyboard.type('Owner brings cash');
    visited.push('/accounting/vouchers/new?type=journal');
    // Ctrl+Enter saves and posts.
    await page.keyboard.press('Control+Enter');

    const heading = page.getByRole('heading', { name: /^Journal JV-\d{4}\/\d{2}-\d{6}$/, level: 1 });
    await heading.waitFor();
    const voucherNo = ((await heading.textContent()) ?? '').replace('Journal ', '');
    const detailPath = new URL(page.url()).pathname;
    visited.push(detailPath);
    const totals = page.locator('tfoot tr, tr').filter({ hasText: 'Total' }).first();
    expect(await totals.textContent()).toContain('1,500.00');
    expect(await page.getByText('Rupees One Thousand Five Hundred Only').count()).toBe(1);

    // The day book lists it, found by its number.
    await page.goto('/accounting/daybook');
    visited.push('/accounting/daybook');
    await page.getByLabel('Search vouchers').fill(voucherNo);
    await page.getByRole('link', { name: voucherNo }).waitFor();

    // Cancelled with a reason: a reversal with the sides swapped is posted and linked.
    await page.goto(detailPath);
    await heading.waitFor();
    await page.getByRole('button', { name: 'Cancel voucher' }).click();
    await page.getByLabel('Reason').fill('Entered against the wrong ledger');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel voucher' }).click();
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    const reversal = page
      .getByRole('link', { name: /^JV-\d{4}\/\d{2}-\d{6}$/ })
      .filter({ hasNotText: voucherNo });
    await reversal.first().waitFor();
    await reversal.first().click();
    await page.getByRole('heading', { name: /^Journal JV-/, level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: voucherNo }).count()).toBeGreaterThan(0);
    visited.push('/accounting/chart', '/accounting/cheques');
  });

  test('the books’ screens have no serious axe violations, light and dark', async () => {
    expect(visited.length).toBeGreaterThan(0);
    for (const theme of ['light', 'dark'] as const) {
      const page = await adminPage(theme);
      for (const path of visited) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, `${path} (${theme})`);
      }
    }
    visited = [];
  });
});
