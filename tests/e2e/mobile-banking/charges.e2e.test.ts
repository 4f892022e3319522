import type {
  ActivationRequestSummary,
  ChargeItemsPage,
} from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import type { Page as ListPage } from '@backoffice/shared/paging';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { expectNoSeriousViolations, sideMenu } from '../entities/entity-screens.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { coopUrl } from '../support/sign-in.js';
import { enrolOnCoop } from '../support/two-factor.js';
import { callInPage, dismissAccountRenewPopup } from './mobile-banking-screens.js';

/**
 * The cooperative's charges list on the demo (company 2, coop host, coopadmin with a second
 * factor): six renewals of Rs 500, one for each service a year or more old.
 */
const portal = portalForThisFile();
let page: Page;

const CHARGES_PATH = '/mobilebanking/cooperative/charges';
const CHARGES_CALL = /\/api\/v1\/mobilebankingactivationrequest\/charges\?/;
const DEMO_NEWEST_FIRST = [
  'Hari Prasad Poudel',
  'Prakash Karki',
  'Sunita Tamang',
  'Bikash Shrestha',
  'Anita Gurung',
  'Krishna Prasad Koirala',
];

const table = () => page.locator('.bo-charge-list-table');
const rows = (scope: Locator) => scope.locator('tbody tr');
const memberNames = () => rows(table()).locator('.bo-charge-member a').allTextContents();
const total = () => page.locator('.bo-charge-total strong').textContent();

const openCharges = async () => {
  await page.goto(coopUrl(portal.server.baseUrl, CHARGES_PATH));
  await page.getByRole('heading', { name: 'Charges', level: 1 }).waitFor();
};

beforeAll(async () => {
  page = await (await portal.newContext()).newPage();
  await enrolOnCoop(portal, page, 'coopadmin', 'Admin@123');
  await dismissAccountRenewPopup(page);
});

describe('the charges list', () => {
  test('opens from the menu with every charge, newest first, and the total', async () => {
    const menu = sideMenu(page);
    const group = menu.getByRole('button', { name: 'Mobile Banking' });
    await group.waitFor();
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await menu.getByRole('link', { name: 'Charges', exact: true }).click();
    await page.getByRole('heading', { name: 'Charges', level: 1 }).waitFor();
    await page.waitForURL((url) => url.pathname === CHARGES_PATH);

    await page.getByText('6 charges', { exact: true }).waitFor();
    await eventually(memberNames).toEqual(DEMO_NEWEST_FIRST);
    expect(await total()).toBe('Rs 3,000.00');
    expect(await table().locator('thead th').allTextContents()).toEqual([
      'Date',
      'Member',
      'Kind',
      'Amount',
      'Remarks',
      'By',
    ]);
    const last = rows(table()).last();
    expect(await last.locator('.bo-charge-member').textContent()).toBe(
      'Krishna Prasad KoiralaM-1004 · 9841000004',
    );
    // A renewal shows the period it paid for under its kind.
    expect(await last.locator('.bo-charge-kind').textContent()).toMatch(/^Renewal\S.+ – .+$/);
    expect(await last.locator('.bo-charge-amount').textContent()).toBe('Rs 500.00');
    expect(await last.locator('.bo-charge-by').textContent()).toBe('Anita Adhikari');
    await expectNoSeriousViolations(page, 'charges list');
  });

  test('search, kind and charge dates narrow the list and its total', async () => {
    const search = page.getByLabel('Search charges');
    await search.fill('koirala');
    await eventually(memberNames).toEqual(['Krishna Prasad Koirala']);
    await eventually(total).toBe('Rs 500.00');
    await search.fill('9841000006');
    await eventually(memberNames).toEqual(['Bikash Shrestha']);
    await search.fill('');
    await eventually(memberNames).toEqual(DEMO_NEWEST_FIRST);

    await page.getByLabel('Kind').selectOption('other');
    await page.getByText('No charges match your search').waitFor();
    expect(await page.locator('.bo-charge-total').count()).toBe(0);
    await page.getByLabel('Kind').selectOption('');
    await eventually(memberNames).toEqual(DEMO_NEWEST_FIRST);

    // The demo's dates follow the day it was seeded: read them, then ask for Anita's to Bikash's.
    const listed = await callInPage<ChargeItemsPage>(page, 'GET', '/mobilebankingactivationrequest/charges');
    const dateOf = (name: string) =>
      listed.Data.Items.find((item) => item.MemberName === name)?.ChargeDate ?? '';
    const from = page.locator('input[name="fromDate"]');
    const to = page.locator('input[name="toDate"]');
    await from.fill(dateOf('Anita Gurung'));
    await to.fill(dateOf('Bikash Shrestha'));
    await eventually(memberNames).toEqual(['Bikash Shrestha', 'Anita Gurung']);
    await eventually(total).toBe('Rs 1,000.00');
    await page.getByText('2 charges', { exact: true }).waitFor();

    // A backward range is pointed out and not sent: the list keeps the last range.
    await to.fill(dateOf('Krishna Prasad Koirala'));
    await page.getByRole('alert').filter({ hasText: 'From must not be after To' }).waitFor();
    expect(await memberNames()).toEqual(['Bikash Shrestha', 'Anita Gurung']);
    await from.fill('');
    await to.fill('');
    await eventually(memberNames).toEqual(DEMO_NEWEST_FIRST);
  });

  test("a member's name opens their activation request at the spec's address", async () => {
    await rows(table()).getByRole('link', { name: 'Prakash Karki' }).click();
    await page.waitForURL(/\/activationrequest\/detail\?id=\d+&phone=9841000008&cid=2$/);
    await page.getByRole('heading', { name: 'Prakash Karki', level: 1 }).waitFor();
  });

  test('pages past twenty charges while the total stays the whole list', async () => {
    const found = await callInPage<ListPage<ActivationRequestSummary>>(
      page,
      'GET',
      '/mobilebankingactivationrequest/list?query=M-1009',
    );
    const id = found.Data.Items[0]?.Id;
    for (let index = 1; index <= 15; index += 1) {
      const charged = await callInPage(page, 'POST', `/mobilebankingactivationrequest/newcharge?id=${id}`, {
        ChargeAmount: '10',
        Remarks: `Statement copy ${index}`,
      });
      expect(charged.Code, charged.Message).toBe(200);
    }
    await openCharges();
    await page.getByText('21 charges', { exact: true }).waitFor();
    await eventually(() => rows(table()).count()).toBe(20);
    expect(await total()).toBe('Rs 3,150.00');
    await page.locator('.bo-charge-total', { hasText: 'all 2 pages' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Charge pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await eventually(memberNames).toEqual(['Krishna Prasad Koirala']);
    expect(await total()).toBe('Rs 3,150.00');

    await page.getByLabel('Kind').selectOption('other');
    await eventually(() => rows(table()).count()).toBe(15);
    await eventually(total).toBe('Rs 150.00');
  });

  test('a failed load says why and offers Retry', async () => {
    await page.route(CHARGES_CALL, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ Code: 500, Message: 'The charges could not be read.', Data: null }),
      }),
    );
    await openCharges();
    const problem = page.getByRole('alert').filter({ hasText: 'The charges could not be read.' });
    await problem.waitFor();
    await page.unroute(CHARGES_CALL);
    await problem.getByRole('button', { name: 'Retry' }).click();
    await eventually(() => rows(table()).count()).toBe(20);
  });

  test('on a phone each charge is a card, and the filters fold behind a button', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCharges();
    await eventually(() => rows(table()).count()).toBe(20);
    const filters = page.getByRole('button', { name: /^Filters/ });
    expect(await filters.isVisible()).toBe(true);
    expect(await page.getByLabel('Kind').isVisible()).toBe(false);
    await filters.click();
    expect(await page.getByLabel('Kind').isVisible()).toBe(true);
    // No sideways scrolling: the cards fit the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(
      await rows(table())
        .first()
        .evaluate((row) => getComputedStyle(row).display),
    ).toBe('grid');
    // A charge without remarks leaves the line out rather than showing a dash.
    const renewal = rows(table()).filter({ hasText: 'Prakash Karki' });
    expect(await renewal.locator('.bo-charge-remarks').isVisible()).toBe(false);
    await expectNoSeriousViolations(page, 'charges list on a phone');
  });
});
