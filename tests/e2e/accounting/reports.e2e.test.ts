import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousViolations } from '../entities/entity-screens.js';
import { adminSession } from '../support/admin-session.js';
import { portalForThisFile } from '../support/portal-fixture.js';

const portal = portalForThisFile();
const { page: adminPage } = adminSession(portal);

/** The screens the story visits, checked again in both themes. */
let visited: string[] = [];

/** The cells of the trial balance's Total row: opening Dr, Cr; period Dr, Cr; closing Dr, Cr. */
const cellsOf = async (row: Locator): Promise<string[]> =>
  (await row.locator('td').allTextContents()).map((text) => text.trim());

describe('the reports, as an accountant reads them', () => {
  test('the trial balance adds up, a ledger drills to its general ledger with a running balance, and a line to its voucher', async () => {
    const page = await adminPage();
    await page.goto('/accounting/reports/trial-balance');
    visited.push('/accounting/reports/trial-balance');
    const report = page.getByRole('treegrid', { name: 'Trial balance' });
    await report.waitFor();
    const total = report.locator('tfoot tr').filter({ hasText: 'Total' });
    await total.waitFor();
    const [, , debit, credit, closingDebit, closingCredit] = await cellsOf(total);
    // The demo's sales are in the books: the period has figures, and both sides agree.
    expect(debit).not.toBe('');
    expect(debit).toBe(credit);
    expect(closingDebit).toBe(closingCredit);

    // Sales stands under Sales Accounts, open from the start; its name opens its general ledger.
    await report.getByRole('link', { name: 'Sales', exact: true }).click();
    const lines = page.getByRole('table', { name: 'Lines of Sales' });
    await lines.waitFor();
    visited.push(`${new URL(page.url()).pathname}${new URL(page.url()).search}`);
    expect(await lines.getByText('Opening balance').count()).toBe(1);
    expect(await lines.getByText('Closing balance').count()).toBe(1);
    const voucher = lines.getByRole('link', { name: /^SV-\d{4}\/\d{2}-\d{6}$/ }).first();
    const voucherNo = (await voucher.textContent()) ?? '';
    await voucher.click();
    await page.getByRole('heading', { name: `Sales ${voucherNo}`, level: 1 }).waitFor();

    // The balance sheet's two sides are equal, the year's profit standing under capital.
    await page.goto('/accounting/reports/balance-sheet');
    visited.push('/accounting/reports/balance-sheet');
    const liabilities = page.getByRole('treegrid', { name: 'Liabilities and capital' });
    const assets = page.getByRole('treegrid', { name: 'Assets' });
    await liabilities.waitFor();
    const sideTotal = async (side: Locator) =>
      (await side.locator('tfoot tr').last().locator('td').last().textContent())?.trim();
    expect(await sideTotal(liabilities)).toBe(await sideTotal(assets));

    // The profit and loss, cash and bank books and ageing are drawn by the same parts as the trial
    // balance and the general ledger; their component tests cover them.
    visited.push(
      '/accounting/vat',
      '/accounting/bank-reconciliation',
      '/accounting/year-end',
      '/accounting/ird',
    );
  });

  test('the reports’ screens have no serious axe violations, light and dark', async () => {
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
