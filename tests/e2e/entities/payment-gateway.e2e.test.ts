import { describe, expect, test } from 'vitest';
import { adminSession } from '../support/admin-session.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import {
  auditChanges,
  expectFieldError,
  getThroughApi,
  openFromAdministrationMenu,
  saveThroughApi,
  tableRows,
  toast,
} from './entity-screens.js';

const portal = portalForThisFile();

const { page: adminPage, token: adminToken } = adminSession(portal);

const payment = (referenceNo: string) => ({
  ReferenceNo: referenceNo,
  Gateway: 'khalti',
  PayerName: 'Hari Gurung',
  Amount: '500',
  Purpose: 'Order payment',
  PaidOn: '2024-03-03',
});

const statusOf = async (id: number) =>
  (
    await getThroughApi<{ Status: string }>(
      portal.server.baseUrl,
      await adminToken(),
      `/paymentgateway/detail?id=${id}`,
    )
  ).Status;

describe('payment gateway records and their state actions', () => {
  test('created through the form, marked completed: the action buttons follow the state', async () => {
    const page = await adminPage();
    await openFromAdministrationMenu(page, 'Payment Gateway');
    await page.getByText('No gateway payments yet').waitFor();
    await page.getByRole('link', { name: 'Add Gateway payment' }).click();
    await page.getByRole('heading', { name: 'New Gateway payment', level: 1 }).waitFor();

    await page.getByLabel('Reference number').fill('ESW-2024-0001');
    await page.getByLabel('Gateway').selectOption({ label: 'eSewa' });
    await page.getByLabel('Payer name').fill('Sita Sharma');
    await page.getByLabel('Payer phone').fill('9841000001');
    await page.getByLabel('Amount (NPR)').fill('12.345');
    await page.getByLabel('Purpose').fill('Dealer deposit');
    await page.getByLabel('Paid on').fill('2024-06-01');
    await page.getByRole('button', { name: 'Save Gateway payment' }).click();
    await expectFieldError(
      page,
      'Amount (NPR)',
      'Amount (NPR) must be an amount from 1 to 10000000 with at most two decimals',
    );
    await page.getByLabel('Amount (NPR)').fill('1250.5');
    await page.getByRole('button', { name: 'Save Gateway payment' }).click();
    await toast(page, 'Gateway payment created.').waitFor();
    await page.waitForURL(/\/admin\/payment-gateway$/);
    // Money in rupees with Indian grouping and paisa, the date as words, the state by its label.
    await eventually(() => tableRows(page)).toEqual([
      ['ESW-2024-0001', 'eSewa', 'Sita Sharma', '1,250.50', 'Jun 1, 2024', 'Pending'],
    ]);

    await page.getByRole('link', { name: 'ESW-2024-0001' }).click();
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    const actions = page.getByRole('region', { name: 'Actions' });
    const markCompleted = actions.getByRole('button', { name: 'Mark completed' });
    const cancel = actions.getByRole('button', { name: 'Cancel payment' });
    const remove = actions.getByRole('button', { name: 'Delete' });
    await markCompleted.waitFor();
    expect([await markCompleted.isEnabled(), await cancel.isEnabled(), await remove.isEnabled()]).toEqual([
      true,
      true,
      true,
    ]);
    const details = page.getByRole('region', { name: 'Record' });
    expect(await details.locator('.bo-state').textContent()).toBe('Pending');

    await markCompleted.click();
    const dialog = page.getByRole('dialog', { name: 'Mark completed?' });
    await dialog.getByLabel('Remarks').fill('Matched with the eSewa statement');
    await dialog.getByRole('button', { name: 'Mark completed' }).click();
    await toast(page, 'Gateway payment is now completed.').waitFor();
    await eventually(() => details.locator('.bo-state').textContent()).toBe('Completed');
    await details.getByText('Matched with the eSewa statement').waitFor();
    // Completed is final: no action starts from it, and the declaration does not let it be deleted.
    expect([await markCompleted.isEnabled(), await cancel.isEnabled(), await remove.isEnabled()]).toEqual([
      false,
      false,
      false,
    ]);
    expect(await statusOf(id)).toBe('completed');

    const audit = page.getByRole('region', { name: 'Audit trail' });
    const entry = audit.locator('li.bo-audit-entry', { hasText: 'Mark completed by Ram Thapa' });
    await entry.waitFor();
    expect(await auditChanges(entry)).toEqual([
      'Status: Pending → Completed',
      'Remarks: — → Matched with the eSewa statement',
    ]);
  });

  test('cancelling needs remarks: the dialog asks its question and waits for them', async () => {
    const id = await saveThroughApi(
      portal.server.baseUrl,
      await adminToken(),
      'paymentgateway',
      payment('KH-77'),
    );
    const page = await adminPage();
    await page.goto(`/admin/payment-gateway/${id}`);
    const actions = page.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Cancel payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel payment?' });
    await dialog.getByText('Cancel this payment? It cannot be completed afterwards.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel payment', exact: true }).click();
    await dialog.getByText('Remarks is required').waitFor();
    expect(await dialog.getByLabel('Remarks').getAttribute('aria-invalid')).toBe('true');
    expect(await statusOf(id)).toBe('pending');

    await dialog.getByLabel('Remarks').fill('Payer asked for a refund');
    await dialog.getByRole('button', { name: 'Cancel payment', exact: true }).click();
    await toast(page, 'Gateway payment is now cancelled.').waitFor();
    const details = page.getByRole('region', { name: 'Record' });
    await eventually(() => details.locator('.bo-state').textContent()).toBe('Cancelled');
    expect(await actions.getByRole('button', { name: 'Mark completed' }).isEnabled()).toBe(false);
    // A cancelled payment may be deleted.
    expect(await actions.getByRole('button', { name: 'Delete' }).isEnabled()).toBe(true);
    expect(await statusOf(id)).toBe('cancelled');
  });

  test("a duplicate reference number: the server's message shows under its field and in a toast", async () => {
    await saveThroughApi(portal.server.baseUrl, await adminToken(), 'paymentgateway', payment('DUP-1'));
    const page = await adminPage();
    await page.goto('/admin/payment-gateway/new');
    await page.getByLabel('Reference number').fill('dup-1');
    await page.getByLabel('Gateway').selectOption({ label: 'Fonepay' });
    await page.getByLabel('Payer name').fill('Maya Rai');
    await page.getByLabel('Amount (NPR)').fill('99');
    await page.getByLabel('Purpose').fill('Order payment');
    await page.getByLabel('Paid on').fill('2024-04-04');
    await page.getByRole('button', { name: 'Save Gateway payment' }).click();
    await expectFieldError(page, 'Reference number', 'Reference number is already used');
    await toast(page, /already used/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/payment-gateway/new');
  });
});
