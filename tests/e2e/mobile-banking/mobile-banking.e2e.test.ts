import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { expectNoSeriousViolations, sideMenu, toast } from '../entities/entity-screens.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { coopUrl } from '../support/sign-in.js';
import { enrolOnCoop } from '../support/two-factor.js';
import { addActivatedMembers } from './mobile-banking-screens.js';

/**
 * Issue 6's screens on the demo cooperative (company 2, coop host, coopadmin with a second
 * factor): the Account Renew popup on the dashboard, the activation request detail and its
 * actions, the activation list and the SMS outbox. The demo has two expired services, one due
 * today, two upcoming within the 30-day window (7 and 20 days) and one far from renewal.
 */
const portal = portalForThisFile();
let context: BrowserContext;
let page: Page;

const renewDialog = (on: Page) => on.getByRole('dialog', { name: 'Account Renew' });
const tab = (dialog: Locator, name: string) => dialog.getByRole('tab', { name, exact: true });
const rows = (scope: Locator) => scope.locator('tbody tr');
const rowNames = async (scope: Locator) => rows(scope).locator('td:first-child').allTextContents();

const openDashboard = async () => {
  await page.goto(coopUrl(portal.server.baseUrl, '/dashboard/admin'));
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
};

beforeAll(async () => {
  context = await portal.newContext();
  page = await context.newPage();
  await enrolOnCoop(portal, page, 'coopadmin', 'Admin@123');
});

describe('Account Renew modal on the dashboard', () => {
  test('opens about 2 s after the dashboard loads, on the first non-empty tab, with counts', async () => {
    const loaded = Date.now();
    await openDashboard();
    const dialog = renewDialog(page);
    await dialog.waitFor({ timeout: 10_000 });
    expect(Date.now() - loaded).toBeGreaterThan(1_500);

    expect(await tab(dialog, 'Expired (2)').getAttribute('aria-selected')).toBe('true');
    await rows(dialog).first().waitFor();
    expect(await tab(dialog, 'Due Today (1)').isEnabled()).toBe(true);
    expect(await tab(dialog, 'Upcoming (2)').isEnabled()).toBe(true);
    expect(await dialog.locator('thead th').allTextContents()).toEqual([
      'Name',
      'Phone No.',
      'Last Renewal Date',
      'Due Days',
      'Action',
    ]);
    // Most overdue first: 10 days, then 3.
    expect(await rowNames(dialog)).toEqual(['Krishna Prasad Koirala', 'Anita Gurung']);
    expect(await dialog.getByRole('navigation', { name: 'Renewal pages' }).count()).toBe(0);
    await expectNoSeriousViolations(page, 'Account Renew modal');

    await tab(dialog, 'Upcoming (2)').click();
    await eventually(() => rowNames(dialog)).toEqual(['Sunita Tamang', 'Prakash Karki']);
    // The arrow keys move between the tabs.
    await page.keyboard.press('ArrowLeft');
    await eventually(() => tab(dialog, 'Due Today (1)').getAttribute('aria-selected')).toBe('true');
    await eventually(() => rowNames(dialog)).toEqual(['Bikash Shrestha']);
  });

  test('a search that empties tabs disables them and shows the tab that still has members', async () => {
    const dialog = renewDialog(page);
    await tab(dialog, 'Expired (2)').click();
    await dialog.getByLabel('Search members').fill('Bikash');
    await eventually(() => tab(dialog, 'Due Today (1)').getAttribute('aria-selected')).toBe('true');
    expect(await tab(dialog, 'Expired (0)').isDisabled()).toBe(true);
    expect(await tab(dialog, 'Upcoming (0)').isDisabled()).toBe(true);
    await eventually(() => rowNames(dialog)).toEqual(['Bikash Shrestha']);

    await dialog.getByLabel('Search members').fill('nobody at all');
    await dialog.getByText('No members match your search').waitFor();
    await dialog.getByLabel('Search members').fill('');
    await eventually(() => tab(dialog, 'Expired (2)').isEnabled()).toBe(true);
  });

  test('keeps focus inside, and Escape closes it', async () => {
    const dialog = renewDialog(page);
    for (let step = 0; step < 12; step += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => dialog.count()).toBe(0);
  });
});

describe('the activation request detail, opened from Renew', () => {
  let detail: Page;

  test('Renew opens a new tab at the detail route with id, phone and cid', async () => {
    await openDashboard();
    const dialog = renewDialog(page);
    await dialog.waitFor({ timeout: 10_000 });
    const row = rows(dialog).filter({ hasText: 'Krishna Prasad Koirala' });
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('link', { name: /Renew/ }).click(),
    ]);
    detail = opened;
    await detail.waitForLoadState();
    const url = new URL(detail.url());
    expect(url.pathname).toBe('/mobilebanking/cooperative/activationrequest/detail');
    expect(url.searchParams.get('id')).toMatch(/^\d+$/);
    expect(url.searchParams.get('phone')).toBe('9841000004');
    expect(url.searchParams.get('cid')).toBe('2');
    await detail.getByRole('heading', { name: 'Krishna Prasad Koirala', level: 1 }).waitFor();
    // The dashboard stays where it was, with the modal open.
    expect(await dialog.isVisible()).toBe(true);
  });

  test('shows only the actions the status allows, and renews with a charge', async () => {
    const actions = detail.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Renew' }).waitFor();
    const buttons = await actions.getByRole('button').allTextContents();
    expect(buttons).toEqual([
      'Renew',
      'New charge only',
      'Disable',
      'Reset PIN',
      'Reset password',
      'Reset device',
    ]);
    await expectNoSeriousViolations(detail, 'activation request detail');

    await actions.getByRole('button', { name: 'Renew' }).click();
    const dialog = detail.getByRole('dialog', { name: 'Renew: Krishna Prasad Koirala?' });
    const charge = dialog.getByLabel('Charge amount (Rs)');
    await eventually(() => charge.inputValue()).toBe('500.00');
    await charge.fill('1.234');
    await dialog.getByRole('button', { name: 'Renew' }).click();
    await dialog.getByText(/at most two decimals/).waitFor();
    await charge.fill('650');
    await dialog.getByLabel('Remarks (optional)').fill('Paid at the counter');
    await dialog.getByRole('button', { name: 'Renew' }).click();
    await toast(detail, /renewed\./).waitFor();
    await eventually(() => dialog.count()).toBe(0);

    const charges = detail.getByRole('region', { name: 'Charges' });
    await charges.getByRole('cell', { name: 'Rs 650.00' }).waitFor();
    await charges.getByRole('cell', { name: 'Paid at the counter' }).waitFor();
    const history = detail.getByRole('region', { name: 'History' });
    const latest = history.locator('.bo-order-history-entry').last();
    await latest.getByText('“Paid at the counter”').waitFor();
    expect(await latest.locator('strong').textContent()).toBe('Renewed');
  });

  test('disables with a reason and a method; then only renew and enable remain', async () => {
    const actions = detail.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Disable' }).click();
    const dialog = detail.getByRole('dialog', { name: 'Disable: Krishna Prasad Koirala?' });
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await dialog.getByText('A reason is required').waitFor();
    await dialog.getByLabel('Reason').fill('Lost phone');
    await dialog.getByLabel('How the member asked').selectOption('branch');
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await toast(detail, /disabled\./).waitFor();

    await detail.locator('.bo-order-subhead', { hasText: 'Disabled' }).waitFor();
    await eventually(() => actions.getByRole('button').allTextContents()).toEqual(['Renew', 'Enable']);
    await detail.getByRole('region', { name: 'History' }).getByText('“Lost phone”').waitFor();
  });

  test('an address naming another company says so and shows nothing of this one', async () => {
    const id = new URL(detail.url()).searchParams.get('id') ?? '';
    await detail.goto(
      coopUrl(
        portal.server.baseUrl,
        `/mobilebanking/cooperative/activationrequest/detail?id=${id}&phone=9841000004&cid=1`,
      ),
    );
    await detail.getByText(/belongs to company 1/).waitFor();
    expect(await detail.getByRole('heading', { name: 'Krishna Prasad Koirala' }).count()).toBe(0);
    expect(await detail.getByRole('region', { name: 'Actions' }).count()).toBe(0);
    await detail.close();
  });
});

describe('lists', () => {
  test('activation requests: from the menu, status tabs, search, a row opens the detail', async () => {
    await page.goto(coopUrl(portal.server.baseUrl, '/dashboard/admin'));
    const menu = sideMenu(page);
    const group = menu.getByRole('button', { name: 'Mobile Banking' });
    await group.waitFor();
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await menu.getByRole('link', { name: 'Activation Requests', exact: true }).click();
    await page.getByRole('heading', { name: 'Activation Requests', level: 1 }).waitFor();
    await page.getByText('10 activation requests', { exact: true }).waitFor();
    const table = page.locator('.bo-activation-table');

    await page.getByRole('button', { name: 'Requested', exact: true }).click();
    await eventually(() => rows(table).count()).toBe(2);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByLabel('Search activation requests').fill('Koirala');
    await eventually(() => rows(table).count()).toBe(1);
    await rows(table).getByText('Disabled').waitFor();
    await expectNoSeriousViolations(page, 'activation request list');

    await rows(table).getByRole('link', { name: 'Krishna Prasad Koirala' }).click();
    await page.waitForURL(/\/activationrequest\/detail\?id=\d+&phone=9841000004&cid=2$/);
    await page.getByRole('heading', { name: 'Krishna Prasad Koirala', level: 1 }).waitFor();
  });

  test('the SMS outbox holds the disable message sent to the member', async () => {
    await page.goto(coopUrl(portal.server.baseUrl, '/mobilebanking/cooperative/smsoutbox'));
    await page.getByRole('heading', { name: 'SMS Outbox', level: 1 }).waitFor();
    await page.getByLabel('Search messages').fill('9841000004');
    const table = page.locator('.bo-sms-table');
    await eventually(() => rows(table).count()).toBeGreaterThan(0);
    expect((await rows(table).first().textContent()) ?? '').toMatch(/disabled/i);
  });
});

describe('Account Renew paging', () => {
  test('pages when a tab holds more members than the page size, and the page size changes it', async () => {
    await addActivatedMembers(page, 20);
    await openDashboard();
    const dialog = renewDialog(page);
    await dialog.waitFor({ timeout: 10_000 });
    // Upcoming: Sunita Tamang, Prakash Karki, Laxmi Maharjan (now within the window) and the 20 new.
    const upcoming = tab(dialog, 'Upcoming (23)');
    await upcoming.click();
    await eventually(() => rows(dialog).count()).toBe(20);
    const pages = dialog.getByRole('navigation', { name: 'Renewal pages' });
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await eventually(() => rows(dialog).count()).toBe(3);

    await dialog.getByLabel('Rows per page').selectOption('100');
    await eventually(() => rows(dialog).count()).toBe(23);
    expect(await pages.count()).toBe(0);
  });
});
