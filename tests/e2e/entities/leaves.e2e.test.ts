import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { signInToDashboard } from '../support/sign-in.js';

const portal = portalForThisFile();

const unreadCount = async (page: Page): Promise<number> => {
  const label = (await page.locator('.bo-bell > button').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
};
const hubState = (page: Page) => page.locator('.bo-header .bo-hub-status').getAttribute('data-state');

describe('leaves', () => {
  test('the office approves a pending leave; the employee’s bell tells them live', async () => {
    const employee = await portal.newPage();
    await signInToDashboard(employee, 'sales1', 'Sales@123');
    await eventually(() => hubState(employee)).toBe('Connected');
    const before = await unreadCount(employee);

    const office = await portal.newPage();
    await signInToDashboard(office, 'admin', 'Admin@123');
    await office.goto('/salesapp/leaves');
    await office.getByRole('heading', { name: 'Leaves', level: 1 }).waitFor();
    const row = office.getByRole('row').filter({ hasText: 'Sister’s wedding in Pokhara' });
    expect(await row.textContent()).toContain('Pending');
    const dates = await row.getByRole('cell').allTextContents();
    await row.getByRole('link').first().click();
    await office.getByRole('heading', { name: 'Sister’s wedding in Pokhara', level: 1 }).waitFor();

    // A cancel needs remarks: the dialog says so and sends nothing without them.
    await office.getByRole('button', { name: 'Cancel leave' }).click();
    const cancel = office.getByRole('dialog', { name: 'Cancel leave?' });
    await cancel.getByRole('button', { name: 'Cancel leave' }).click();
    await cancel.getByText('Admin remarks is required').waitFor();
    await cancel.getByRole('button', { name: 'Go back' }).click();

    await office.getByRole('button', { name: 'Approve' }).click();
    const approve = office.getByRole('dialog', { name: 'Approve?' });
    await approve.getByLabel('Admin remarks').fill('Enjoy the wedding');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await office.getByText('Leave is now approved.').waitFor();
    await eventually(() =>
      office.locator('.bo-record-actions button', { hasText: 'Approve' }).isDisabled(),
    ).toBe(true);
    // Settled: the form is shown, not edited.
    await office
      .getByRole('note')
      .filter({
        hasText: 'A leave that is approved cannot be changed. Cancel it and file a new request instead.',
      })
      .waitFor();
    expect(await office.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    expect(await office.getByLabel('Reason').isDisabled()).toBe(true);

    // The employee's page was not reloaded: the notification came through the hub.
    await eventually(() => unreadCount(employee)).toBe(before + 1);
    await employee.locator('.bo-bell > button').click();
    const notice = employee
      .locator('.bo-bell-panel')
      .getByText(/^Casual leave from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: Approved$/);
    await notice.waitFor();
    expect(dates.join(' ')).toContain('Casual leave');
  });
});
