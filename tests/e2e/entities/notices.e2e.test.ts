import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { adminSession } from '../support/admin-session.js';
import { downloadedText } from '../support/download.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { signInToDashboard } from '../support/sign-in.js';
import {
  auditChanges,
  expectFieldError,
  expectNoSeriousViolations,
  firstColumn,
  getThroughApi,
  openFromAdministrationMenu,
  saveThroughApi,
  sideMenu,
  toast,
  waitForCount,
} from './entity-screens.js';

const portal = portalForThisFile();

const { page: adminPage, token: adminToken } = adminSession(portal);

const notice = (title: string, noticeDate: string, audience = 'all') => ({
  Title: title,
  Description: `${title}: details for everyone concerned.`,
  NoticeDate: noticeDate,
  Audience: audience,
  IsActive: 'true',
});

const search = async (page: Page, text: string) => {
  await page.getByLabel('Search Notices').fill(text);
};

const sortHeader = (page: Page, label: string) =>
  page.locator('th', { has: page.getByRole('button', { name: label, exact: true }) });

// A tiny real PNG: the server checks uploads by their bytes, not their names.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('notices, the generated list and form', () => {
  test('from the menu: validation, save, list, search, filter, sort, edit with its audit trail, delete', async () => {
    const page = await adminPage();
    await openFromAdministrationMenu(page, 'Notices');
    expect(new URL(page.url()).pathname).toBe('/admin/notices');
    await page.getByText('No Notices yet').waitFor();
    expect(await page.title()).toBe('Notices');

    // The form checks with the declaration's schema before anything is sent.
    await page.getByRole('link', { name: 'Add Notice' }).click();
    await page.getByRole('heading', { name: 'New Notice', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/notices/new');
    await page.getByRole('button', { name: 'Save Notice' }).click();
    await expectFieldError(page, 'Title', 'Title is required');
    await expectFieldError(page, 'Description', 'Description is required');
    await expectFieldError(page, 'Notice date', 'Notice date is required');
    expect(await page.getByLabel('Audience').getAttribute('aria-invalid')).toBeNull();
    // The first field with a message has the focus.
    expect(
      await page.getByLabel('Title', { exact: true }).evaluate((input) => input === document.activeElement),
    ).toBe(true);

    await page.getByLabel('Title', { exact: true }).fill('Dashain holiday schedule');
    // A message goes as soon as its field is corrected; the others stay.
    expect(await page.getByLabel('Title', { exact: true }).getAttribute('aria-invalid')).toBeNull();
    await expectFieldError(page, 'Description', 'Description is required');
    await page.getByLabel('Description').fill('The office closes from Ghatasthapana to Tika.');
    await page.getByLabel('Notice date').fill('2024-10-10');
    await page.getByLabel('Audience').selectOption({ label: 'Staff' });
    await page.getByRole('button', { name: 'Save Notice' }).click();
    await toast(page, 'Notice created.').waitFor();
    await page.waitForURL(/\/admin\/notices$/);
    await eventually(() => firstColumn(page)).toEqual(['Dashain holiday schedule']);

    const token = await adminToken();
    await saveThroughApi(portal.server.baseUrl, token, 'notice', notice('Annual stock count', '2024-07-01'));
    await saveThroughApi(
      portal.server.baseUrl,
      token,
      'notice',
      notice('Monsoon delivery routes', '2024-08-15'),
    );
    await page.reload();
    await waitForCount(page, 3);
    // Newest notice date first, as the declaration's default order says.
    await eventually(() => firstColumn(page)).toEqual([
      'Dashain holiday schedule',
      'Monsoon delivery routes',
      'Annual stock count',
    ]);
    expect(await sortHeader(page, 'Notice date').getAttribute('aria-sort')).toBe('descending');
    await expectNoSeriousViolations(page, 'notice list');

    await page.getByRole('button', { name: 'Title', exact: true }).click();
    await eventually(() => firstColumn(page)).toEqual([
      'Annual stock count',
      'Dashain holiday schedule',
      'Monsoon delivery routes',
    ]);
    expect(await sortHeader(page, 'Title').getAttribute('aria-sort')).toBe('ascending');
    expect(await sortHeader(page, 'Notice date').getAttribute('aria-sort')).toBeNull();
    await page.getByRole('button', { name: 'Title', exact: true }).click();
    await eventually(() => firstColumn(page)).toEqual([
      'Monsoon delivery routes',
      'Dashain holiday schedule',
      'Annual stock count',
    ]);
    expect(await sortHeader(page, 'Title').getAttribute('aria-sort')).toBe('descending');

    await search(page, 'monsoon');
    await eventually(() => firstColumn(page)).toEqual(['Monsoon delivery routes']);
    await search(page, 'no such notice');
    await page.getByText('No Notices match your search').waitFor();
    await search(page, '');
    await waitForCount(page, 3);
    await page.getByLabel('Audience').selectOption({ label: 'Staff' });
    await eventually(() => firstColumn(page)).toEqual(['Dashain holiday schedule']);
    await page.getByLabel('Audience').selectOption({ label: 'All' });
    await page.getByLabel('From').fill('2024-08-01');
    await eventually(() => firstColumn(page)).toEqual([
      'Monsoon delivery routes',
      'Dashain holiday schedule',
    ]);
    await page.getByLabel('To').fill('2024-09-30');
    await eventually(() => firstColumn(page)).toEqual(['Monsoon delivery routes']);

    // Edit: the form starts from the stored record.
    await page.getByRole('link', { name: 'Monsoon delivery routes' }).click();
    await page.getByRole('heading', { name: 'Monsoon delivery routes', level: 1 }).waitFor();
    expect(await page.getByLabel('Notice date').inputValue()).toBe('2024-08-15');
    expect(await page.getByLabel('Active').isChecked()).toBe(true);
    await page.getByLabel('Title', { exact: true }).fill('Monsoon delivery routes (revised)');
    await page.getByLabel('Active').uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Notice saved.').waitFor();
    await page.waitForURL(/\/admin\/notices$/);
    await page.getByRole('link', { name: 'Monsoon delivery routes (revised)' }).waitFor();

    await page.getByRole('link', { name: 'Monsoon delivery routes (revised)' }).click();
    const audit = page.getByRole('region', { name: 'Audit trail' });
    const updated = audit.locator('li.bo-audit-entry', { hasText: 'Updated by Ram Thapa' });
    await updated.waitFor();
    expect(await auditChanges(updated)).toEqual([
      'Title: Monsoon delivery routes → Monsoon delivery routes (revised)',
      'Active: Yes → No',
    ]);
    await audit.locator('li.bo-audit-entry', { hasText: 'Created by Ram Thapa' }).waitFor();
    await expectNoSeriousViolations(page, 'notice edit form');

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this Notice?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Notice deleted.').waitFor();
    await page.waitForURL(/\/admin\/notices$/);
    await waitForCount(page, 2);
    expect(await firstColumn(page)).not.toContain('Monsoon delivery routes (revised)');
  });

  test('the form with its messages has no serious axe violations, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const page = await adminPage();
      await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
      await page.goto('/admin/notices/new');
      await page.getByRole('button', { name: 'Save Notice' }).click();
      await expectFieldError(page, 'Title', 'Title is required');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await expectNoSeriousViolations(page, `notice form with messages (${theme})`);
    }
  });

  test('leaving a changed form asks first; staying keeps the changes', async () => {
    const page = await adminPage();
    await page.goto('/admin/notices/new');
    await page.getByLabel('Title', { exact: true }).fill('Half-written notice');
    await sideMenu(page).getByRole('link', { name: 'Dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/notices/new');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Half-written notice');

    // The browser's Back asks the same question.
    await page.goBack();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/notices/new');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Half-written notice');

    // Closing the tab or reloading asks the browser's own question.
    await page.getByLabel('Title', { exact: true }).press('End');
    await page.keyboard.type('!');
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (question) => {
        resolve(question.type());
        void question.dismiss();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    await page.getByRole('link', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(/\/admin\/notices$/);
    await page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();

    // An unchanged form leaves without a question.
    await page.goto('/admin/notices/new');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(/\/admin\/notices$/);
  });

  test('an attachment: a refused type is named before upload; an accepted one is stored and linked', async () => {
    const page = await adminPage();
    await page.goto('/admin/notices/new');
    const attachment = page.getByLabel('Attachment');
    await attachment.setInputFiles({
      name: 'minutes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('notes'),
    });
    await expectFieldError(page, 'Attachment', 'Attachment must be a PDF, PNG or JPEG file');
    expect(await attachment.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

    await attachment.setInputFiles({ name: 'circular.png', mimeType: 'image/png', buffer: PNG_1X1 });
    expect(await attachment.getAttribute('aria-invalid')).toBeNull();
    await page.getByLabel('Title', { exact: true }).fill('Circular with a picture');
    await page.getByLabel('Description').fill('See the attached circular.');
    await page.getByLabel('Notice date').fill('2024-05-05');
    await page.getByRole('button', { name: 'Save Notice' }).click();
    await toast(page, 'Notice created.').waitFor();
    await page.waitForURL(/\/admin\/notices$/);

    await page.getByRole('link', { name: 'Circular with a picture' }).click();
    const current = page.locator('.bo-file-current a');
    await current.waitFor();
    const href = (await current.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/uploads\/.+\.png$/);
    const stored = await fetch(href);
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });

  test('Export CSV downloads the filtered list with its labels as the header', async () => {
    const token = await adminToken();
    await saveThroughApi(
      portal.server.baseUrl,
      token,
      'notice',
      notice('Export me, please', '2023-01-02', 'dealer'),
    );
    const page = await adminPage();
    await page.goto('/admin/notices');
    await page.getByLabel('Audience').selectOption({ label: 'Dealers' });
    await eventually(() => firstColumn(page)).toEqual(['Export me, please']);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await downloadedText(download);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Title');
    expect(lines[0]).toContain('Notice date');
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain('Export me, please');
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    // The list on screen and the API agree on what "Dealers" means.
    const listed = await getThroughApi<{ TotalCount: number }>(
      portal.server.baseUrl,
      token,
      '/notice/list?Audience=dealer',
    );
    expect(listed.TotalCount).toBe(1);
  });

  test("without the permission the list shows the server's refusal at once, with no Retry and no Add button", async () => {
    const page = await portal.newPage();
    const asked: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/notice/list')) asked.push(String(response.status()));
    });
    await signInToDashboard(page, 'staff', 'Staff@123');
    await page.goto('/admin/notices');
    const alert = page.locator('.bo-alert', { hasText: 'You do not have permission to view Notices.' });
    await alert.waitFor();
    await toast(page, 'You do not have permission to view Notices.').waitFor();
    expect(await page.getByRole('link', { name: 'Add Notice' }).count()).toBe(0);
    // Asking again would be refused again: the list asked once and offers no Retry.
    expect(await alert.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(asked).toEqual(['403']);
    expect(await page.locator('.bo-entity-table').count()).toBe(0);
  });
});
