import type { BeatParty, BeatPlanDetail } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousViolations, sideMenu, toast } from '../entities/entity-screens.js';
import { adminSession } from '../support/admin-session.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { signInToDashboard } from '../support/sign-in.js';
import { chooseReference } from './order-screens.js';
import { callApi } from './sales-screens.js';

const portal = portalForThisFile();

const { token: adminToken } = adminSession(portal);

describe('beat plans', () => {
  test('a month of visits planned in the grid, saved, approved, and answered as the sales person’s beat', async () => {
    const page = await portal.newPage();
    await signInToDashboard(page, 'admin', 'Admin@123');

    // The list, from the Sales menu, with the demo plans.
    const menu = sideMenu(page);
    const sales = menu.getByRole('button', { name: 'Sales' });
    if ((await sales.getAttribute('aria-expanded')) !== 'true') await sales.click();
    await menu.getByRole('link', { name: 'Beat Plans', exact: true }).click();
    await page.getByRole('heading', { name: 'Beat Plans', level: 1 }).waitFor();
    await page.getByRole('cell', { name: 'Maya Rai' }).first().waitFor();
    await expectNoSeriousViolations(page, 'beat plan list');

    await page.getByRole('link', { name: 'New beat plan' }).click();
    await page.getByRole('heading', { name: 'New beat plan', level: 1 }).waitFor();

    // Saving with nothing chosen says what is missing, under the controls.
    await page.getByRole('button', { name: 'Save beat plan' }).click();
    await page.getByText('Choose the sales person').waitFor();
    await page.getByText('Tick at least one visit: a party on a day.').waitFor();

    // Suman is still waiting for approval: offered, marked so.
    await chooseReference(page, 'Sales person', 'Suman', 'Suman Tamang (inactive)');
    await chooseReference(page, 'Add a party to the beat', 'Everest', 'Everest Pharmacy');
    await chooseReference(page, 'Add a party to the beat', 'Koteshwor', 'Koteshwor Suppliers');
    const grid = page.locator('table.bo-beat-grid');
    await grid.waitFor();
    expect(await grid.locator('thead th').allInnerTexts()).toEqual([
      'Day',
      expect.stringContaining('Everest Pharmacy'),
      expect.stringContaining('Koteshwor Suppliers'),
    ]);

    // A whole column at once: Everest Pharmacy every Sunday.
    await page.getByLabel('Fill the days of Everest Pharmacy').selectOption({ label: 'Every Sunday' });
    const sundays = await grid.locator('input[data-column="0"]:checked').count();
    expect(sundays).toBeGreaterThanOrEqual(4);

    // The keyboard: Space ticks day 2, the arrow moves down to day 3, Space ticks it too.
    const day2 = page.getByLabel(/^Day 2 \(\w+\): Koteshwor Suppliers$/);
    await day2.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByLabel(/^Day 3 \(\w+\): Koteshwor Suppliers$/).isChecked()).toBe(true);
    expect(await day2.isChecked()).toBe(true);
    // Koteshwor Suppliers is visited first: its column moves left.
    await page.getByRole('button', { name: 'Visit Koteshwor Suppliers earlier in the day' }).click();
    await expectNoSeriousViolations(page, 'beat plan form');

    await page.getByRole('button', { name: 'Save beat plan' }).click();
    await toast(page, /Beat plan BP-\d{4}-\d{6} created\./).waitFor();
    const heading = page.getByRole('heading', { name: /^Beat plan BP-\d{4}-\d{6}$/, level: 1 });
    await heading.waitFor();
    const planNo = ((await heading.textContent()) ?? '').replace('Beat plan ', '');
    await page.getByText('Suman Tamang ·').first().waitFor();
    const visits = page.getByRole('region', { name: 'Visits' });
    expect(await visits.getByText('Koteshwor Suppliers').count()).toBe(2);

    // Approve: the plan is now the beat; Approve and Edit are gone, Cancel stays.
    const actions = page.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Approve' }).click();
    await toast(page, `Beat plan ${planNo} approved.`).waitFor();
    await page.locator('.bo-beat-status[data-status="approved"]').first().waitFor();
    expect(await actions.getByRole('button').allInnerTexts()).toEqual(['Cancel plan']);
    await page.getByRole('region', { name: 'History' }).getByText('Approved', { exact: true }).waitFor();
    await expectNoSeriousViolations(page, 'beat plan detail');

    // The beat map's call answers the day's parties with their positions.
    const base = portal.server.baseUrl;
    const token = await adminToken();
    const plan = await callApi<BeatPlanDetail>(base, token, `/beatplan/detail?planNo=${planNo}`);
    const beat = await callApi<BeatParty[]>(
      base,
      token,
      `/beatplan/listbyuser?year=${plan.Year}&month=${plan.Month}&day=2&salesPersonId=${plan.SalesPersonId}&companyId=1`,
    );
    expect(beat.map((stop) => stop.PartyName)).toContain('Koteshwor Suppliers');
    expect(beat[0]).toMatchObject({ PartyName: 'Koteshwor Suppliers', Position: 1 });
    expect(beat[0]?.Latitude).toEqual(expect.any(Number));
  });
});
