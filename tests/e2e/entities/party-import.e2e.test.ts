import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { downloadedText } from '../support/download.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { signInToDashboard } from '../support/sign-in.js';
import { expectNoSeriousViolations, firstColumn, toast } from './entity-screens.js';

const portal = portalForThisFile();

const openParties = async (page: Page) => {
  await signInToDashboard(page, 'admin', 'Admin@123');
  await page.goto('/salesapp/parties');
  await page.getByRole('heading', { name: 'Parties', level: 1 }).waitFor();
};

/** Two good rows around one whose route no record has; names and labels as a person writes them. */
const FILE = [
  'Name,Type,Phone,Address,Route,Party group',
  'E2E Import Kirana,Retailer,9801000071,"Lakeside, Pokhara",Lakeside,Grocery',
  'E2E Import Nowhere,Retailer,9801000072,Pokhara,Nowhere,Grocery',
  'E2E Import Wholesale,Customer,9801000073,"Asan, Kathmandu",New Road – Asan,Wholesale',
].join('\r\n');

describe('the party import', () => {
  test('uploads a file with one bad row, shows the report, and saves the valid rows into the list', async () => {
    const page = await portal.newPage();
    await openParties(page);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Parties' });
    await dialog.waitFor();

    // The template names the columns by their labels, with one example row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download the template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('party-import-template.csv');
    const template = await downloadedText(download);
    expect(template.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Name,Code,Type,Party group,/);

    // A file that is not CSV is refused before it is sent.
    const input = dialog.getByLabel('CSV file');
    await input.setInputFiles({
      name: 'parties.xlsx',
      mimeType: 'application/zip',
      buffer: Buffer.from('PK'),
    });
    await dialog.getByText('Choose a CSV file (its name ends in .csv).').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');

    await input.setInputFiles({ name: 'parties.csv', mimeType: 'text/csv', buffer: Buffer.from(FILE) });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: '1 of 3 rows has errors; nothing was saved.' })
      .waitFor();
    const report = dialog.getByRole('region', { name: /Rows with errors/ });
    expect(
      await report
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent?.trim())),
        ),
    ).toEqual([['2', 'Route', 'Route "Nowhere" was not found']]);
    // The report scrolls on its own, so it takes the keyboard focus.
    expect(await report.getAttribute('tabindex')).toBe('0');
    await expectNoSeriousViolations(page, 'import report');

    await dialog.getByRole('button', { name: 'Save the 2 valid rows' }).click();
    await toast(page, '2 parties imported; 1 row with errors skipped.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByLabel('Search Parties').fill('E2E Import');
    await eventually(() => firstColumn(page)).toEqual(['E2E Import Kirana', 'E2E Import Wholesale']);
  });
});
