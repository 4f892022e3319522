import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectFieldError, expectNoSeriousViolations, toast } from '../entities/entity-screens.js';
import { adminSession } from '../support/admin-session.js';
import { companyDate } from '../support/e2e-clock.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { chooseReference, idOf } from './order-screens.js';
import {
  actionButtons,
  callApi,
  collectionThroughApi,
  deliveredOrderThroughApi,
  detail,
  newPartyThroughApi,
  PNG_2X2,
  returnThroughApi,
} from './sales-screens.js';

const portal = portalForThisFile();

const { page: adminPage, token: adminToken } = adminSession(portal);

const IMAGE_LABEL = 'Cheque image (optional)';

/** The message tied to a control by aria-describedby, once it shows. */
const fileMessage = async (page: Page, label: string) => {
  const control = page.getByLabel(label, { exact: true });
  await eventually(() => control.getAttribute('aria-invalid')).toBe('true');
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  return page.locator(`[id="${ids.at(-1)}"]`).textContent();
};

describe('correcting returns and collections before they count', () => {
  test('a pending return is edited: its quantity, reason and remarks change, and the return keeps its number', async () => {
    const base = portal.server.baseUrl;
    const token = await adminToken();
    const party = await newPartyThroughApi(base, token, 'Lakeside Return Test Traders');
    const order = await deliveredOrderThroughApi(base, token, party.id, companyDate(portal.clock.now()));
    const noodles = order.Lines.find((line) => line.ProductName === 'Wai Wai Noodles 75 g');
    const reasonId = await idOf(base, token, 'orderreturnreason', 'Expired');
    const created = await callApi<{ Id: number; ReturnNo: string; Version: number }>(
      base,
      token,
      '/orderreturn/save',
      { OrderId: order.Id, ReasonId: reasonId, Lines: [{ OrderLineId: noodles?.Id, Quantity: 6 }] },
    );
    const page = await adminPage();
    await page.goto(`/salesapp/returns/${created.Id}`);
    await page.getByRole('heading', { name: `Return ${created.ReturnNo}`, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Edit return', exact: true }).click();
    await page.getByRole('heading', { name: `Edit return ${created.ReturnNo}`, level: 1 }).waitFor();

    // The return's own six are free again: all 30 may come back, and the box holds its 6.
    const row = page
      .getByRole('region', { name: 'Lines to return' })
      .getByRole('row')
      .filter({ hasText: 'Wai Wai Noodles 75 g' });
    // The heading comes with the return; its lines follow with the order they belong to.
    await row.waitFor();
    expect((await row.locator('td').allTextContents()).slice(1, 4)).toEqual(['30 pcs', '–', '30 pcs']);
    const box = page.getByLabel('Quantity of Wai Wai Noodles 75 g coming back');
    expect(await box.inputValue()).toBe('6');
    expect(await page.getByRole('combobox', { name: 'Reason', exact: true }).inputValue()).toBe('Expired');

    await box.fill('31');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectFieldError(
      page,
      'Quantity of Wai Wai Noodles 75 g coming back',
      'At most 30 pcs can come back',
    );
    await box.fill('8');
    await chooseReference(page, 'Reason', 'Damaged', 'Damaged in transit');
    await page.getByLabel('Remarks').fill('Two more found crushed');
    await expectNoSeriousViolations(page, 'return edit form');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, `Return ${created.ReturnNo} saved.`).waitFor();
    await page.getByRole('heading', { name: `Return ${created.ReturnNo}`, level: 1 }).waitFor();
    expect(await detail(page, 'Reason').textContent()).toBe('Damaged in transit');
    expect(await detail(page, 'Remarks').textContent()).toBe('Two more found crushed');

    const saved = await returnThroughApi(base, token, created.Id);
    expect(saved).toMatchObject({ Status: 'pending', Version: created.Version + 1 });
    expect(saved.Lines).toEqual([expect.objectContaining({ OrderLineId: noodles?.Id, Quantity: 8 })]);

    // Once verified it no longer changes: no Edit link, and its edit address says why.
    await page.getByRole('button', { name: 'Verify return' }).click();
    await toast(page, /verified/).waitFor();
    expect(await page.getByRole('link', { name: 'Edit return', exact: true }).count()).toBe(0);
    await page.goto(`/salesapp/returns/${created.Id}/edit`);
    await page.getByText('Only a pending return can be changed', { exact: false }).waitFor();
  });

  test('a cheque still in hand is corrected, with its image; once deposited it is not', async () => {
    const base = portal.server.baseUrl;
    const token = await adminToken();
    const party = await newPartyThroughApi(base, token, 'Lakeside Cheque Test Traders');
    const cheque = await callApi<{ Id: number; ReceiptNo: string; Version: number }>(
      base,
      token,
      '/payment/save',
      { PartyId: party.id, Method: 'cheque', Amount: 1000, ChequeNo: '7001', ChequeBank: 'Nabil Bank' },
    );
    const page = await adminPage();
    await page.goto(`/salesapp/collections/${cheque.Id}`);
    await page.getByRole('heading', { name: `Receipt ${cheque.ReceiptNo}`, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Edit cheque', exact: true }).click();
    await page.getByRole('heading', { name: `Edit receipt ${cheque.ReceiptNo}`, level: 1 }).waitFor();

    // Party and method stay as recorded; the rest comes back as it was.
    expect(await page.getByLabel('Party', { exact: true }).inputValue()).toBe(party.name);
    expect(await page.getByLabel('Party', { exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Cheque number').inputValue()).toBe('7001');
    expect(await page.getByLabel('Amount (Rs)').inputValue()).toBe('1000.00');

    await page.getByLabel('Cheque number').fill('7002');
    await page.getByLabel('Bank').fill('Nepal Investment Mega Bank');
    await page.getByLabel('Amount (Rs)').fill('1200.50');
    await page
      .getByLabel(IMAGE_LABEL)
      .setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: PNG_2X2 });
    await expectNoSeriousViolations(page, 'cheque correction form');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, `Payment ${cheque.ReceiptNo} saved.`).waitFor();
    await page.getByRole('heading', { name: `Receipt ${cheque.ReceiptNo}`, level: 1 }).waitFor();
    expect(await detail(page, 'Cheque number').textContent()).toBe('7002');
    expect(await detail(page, 'Amount').textContent()).toBe('Rs 1,200.50');
    await detail(page, 'Image').getByRole('link', { name: 'Open the image' }).waitFor();
    const saved = await collectionThroughApi(base, token, cheque.Id);
    expect(saved).toMatchObject({
      ChequeNo: '7002',
      ChequeBank: 'Nepal Investment Mega Bank',
      Amount: 1200.5,
      Version: cheque.Version + 1,
    });
    expect(saved.FileUrl).toEqual(expect.any(String));

    await page.getByRole('button', { name: 'Deposit' }).click();
    await toast(page, /deposited/).waitFor();
    expect(await actionButtons(page)).toEqual(['Reconcile', 'Bounce']);
    expect(await page.getByRole('link', { name: 'Edit cheque', exact: true }).count()).toBe(0);
  });

  test("the collection form takes the cheque's image, refusing a wrong type or a file too big before it is sent", async () => {
    const base = portal.server.baseUrl;
    const token = await adminToken();
    const party = await newPartyThroughApi(base, token, 'Cheque Image Test Traders');
    const page = await adminPage();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/payment/save')) uploads.push(request.headers()['content-type'] ?? '');
    });
    await page.goto('/salesapp/collections/new');
    await page.getByRole('heading', { name: 'New collection', level: 1 }).waitFor();
    // Only a cheque has an image.
    expect(await page.getByLabel(IMAGE_LABEL).count()).toBe(0);
    await chooseReference(page, 'Party', 'Cheque Image', party.name);
    await page.getByLabel('Method').selectOption('cheque');
    await page.getByLabel('Amount (Rs)').fill('750');
    await page.getByLabel('Cheque number').fill('8801');
    await page.getByLabel('Bank').fill('Himalayan Bank');

    const image = page.getByLabel(IMAGE_LABEL);
    await image.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a cheque'),
    });
    expect(await fileMessage(page, IMAGE_LABEL)).toBe('Cheque image must be a JPEG, PNG, GIF or PDF file');
    // Refused files are not kept, and the form does not send while the message shows.
    expect(await image.evaluate((input) => (input as HTMLInputElement).files?.length)).toBe(0);
    await page.getByRole('button', { name: 'Save payment' }).click();
    expect(await image.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(uploads).toEqual([]);

    await image.setInputFiles({
      name: 'scan.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * 1024 * 1024, 1),
    });
    expect(await fileMessage(page, IMAGE_LABEL)).toBe(
      'Cheque image must be at most 5 MB (this file is 6 MB)',
    );

    await image.setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: PNG_2X2 });
    await eventually(() => image.getAttribute('aria-invalid')).toBe(null);
    await page.getByRole('button', { name: 'Save payment' }).click();
    await toast(page, /recorded/).waitFor();
    await page.getByRole('heading', { level: 1, name: /^Receipt RC-/ }).waitFor();
    await detail(page, 'Image').getByRole('link', { name: 'Open the image' }).waitFor();
    expect(uploads).toEqual([expect.stringMatching(/^multipart\/form-data/)]);
  });
});
