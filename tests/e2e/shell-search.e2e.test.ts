import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { describeViolations, seriousViolations } from './support/axe.js';
import { focusedName } from './support/browser-state.js';
import { eventually } from './support/eventually.js';
import { portalForThisFile } from './support/portal-fixture.js';
import { signInToDashboard } from './support/sign-in.js';

const portal = portalForThisFile();

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchBox = (page: Page) => palette(page).getByRole('combobox', { name: 'Search pages and records' });

const expectNoSeriousViolations = async (page: Page, screen: string) => {
  const violations = await seriousViolations(page);
  expect(violations, `${screen}:\n${describeViolations(violations)}`).toEqual([]);
};

describe('the command palette', () => {
  test('Ctrl+K finds a page and a record; Enter opens the record', async () => {
    const page = await portal.newPage();
    await signInToDashboard(page, 'admin', 'Admin@123');
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).waitFor();
    await page.keyboard.press('Control+k');
    await searchBox(page).waitFor();
    await eventually(() => focusedName(page)).toBe('Search pages and records');

    await page.keyboard.type('part');
    const pages = palette(page).getByRole('group', { name: 'Pages' });
    await pages.getByRole('option', { name: /^Parties/ }).waitFor();
    await searchBox(page).fill('Bishnu');
    const records = palette(page).getByRole('group', { name: 'Records' });
    const party = records.getByRole('option', { name: /^Bishnu Traders\s*Party/ });
    await party.waitFor();
    await expectNoSeriousViolations(page, 'command palette (light)');

    // Down past the records before it, then Enter opens the party's page.
    const options = await records.getByRole('option').allTextContents();
    const steps = options.findIndex((text) => /^Bishnu Traders\s*Party/.test(text));
    await page.keyboard.press('Home');
    const pageCount = await pages.getByRole('option').count();
    for (let step = 0; step < pageCount + steps; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/salesapp\/parties\/\d+$/);
    expect(await palette(page).count()).toBe(0);
  });

  test('the header button opens it, and Escape gives the focus back to the button', async () => {
    const page = await portal.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInToDashboard(page, 'admin', 'Admin@123');
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    await searchBox(page).fill('zzqx');
    await palette(page).getByText('Nothing found for “zzqx”').waitFor();
    await expectNoSeriousViolations(page, 'command palette (dark)');
    await page.keyboard.press('Escape');
    expect(await palette(page).count()).toBe(0);
    await eventually(() =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-keyshortcuts') ?? ''),
    ).toBe('Control+K Meta+K');
  });
});
