import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectFieldError, toast } from '../entities/entity-screens.js';
import { adminSession } from '../support/admin-session.js';
import { focusedName } from '../support/browser-state.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import {
  actByMouse,
  boardCard,
  boardColumn,
  cardButtons,
  chooseReference,
  dispatchUnassigned,
  openBoard,
  openFromSalesMenu,
} from './order-screens.js';
import {
  actionButtons,
  balanceText,
  callApi,
  collectionThroughApi,
  detail,
  idInAddress,
  paisa,
  returnThroughApi,
  rupeesText,
  statementRows,
} from './sales-screens.js';

const portal = portalForThisFile();

const { page: adminPage, token: adminToken } = adminSession(portal);

const PARTY = 'Bindabasini Field Traders';
const NOODLES = 'Wai Wai Noodles 75 g';
const RICE = 'Basmati Rice';
/** What the field person types: the quantities sold, the part that comes back, the bank's charge. */
const NOODLES_SOLD = 30;
const RICE_SOLD = 5;
const NOODLES_BACK = 6;
const CHEQUE_NO = '778120';
const BOUNCE_CHARGE_RUPEES = 175;

/** Paisa as an amount box takes them, in rupees: 123450 → '1234.50'. */
const amountInput = (amount: number): string => (amount / 100).toFixed(2);

/** The Total of a totals list (the order form's preview, the order's and the return's detail). */
const grandTotal = (page: Page, list: string) =>
  page.locator(`dl[aria-label="${list}"] .bo-order-grand-total dd`);

/** A line's share of an amount spread over its quantity, rounded half up as the sale's rounding is. */
const shareOf = (amount: number, part: number, whole: number): number => Math.round((amount * part) / whole);

describe('field sales, from a new party to its statement', () => {
  test('a new party orders two lines; the order goes through the board to completed; part of it comes back; a cheque for the rest bounces with a charge; the statement adds it up', {
    timeout: 240_000,
  }, async () => {
    const base = portal.server.baseUrl;
    const token = await adminToken();
    const page = await adminPage();

    // A new party, on the party form as the office would add it.
    await openFromSalesMenu(page, 'Parties');
    await page.getByRole('link', { name: 'Add Party' }).click();
    await page.getByRole('heading', { name: 'New Party', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/salesapp/parties/new');
    await page.getByRole('button', { name: 'Save Party' }).click();
    await expectFieldError(page, 'Name', 'Name is required');
    await page.getByLabel('Name', { exact: true }).fill(PARTY);
    await page.getByLabel('Phone', { exact: true }).fill('9846012345');
    await page.getByLabel('Address', { exact: true }).fill('Bindabasini Road, Pokhara');
    expect(await page.getByLabel('Type', { exact: true }).inputValue()).toBe('retailer');
    await page.getByRole('button', { name: 'Save Party' }).click();
    await toast(page, /created/i).waitFor();
    await page.waitForURL(/\/salesapp\/parties$/);

    // Its order, on the order form: noodles (VAT) and rice (exempt), each at the product's price.
    await openFromSalesMenu(page, 'Orders');
    await page.getByRole('link', { name: 'New order' }).click();
    await page.getByRole('heading', { name: 'New order', level: 1 }).waitFor();
    await chooseReference(page, 'Party', 'Bindabasini', PARTY);
    const line1 = page.getByRole('group', { name: 'Line 1' });
    await chooseReference(line1, 'Product', 'Wai Wai', NOODLES);
    await eventually(() => line1.getByLabel('Unit price (Rs)').inputValue()).toMatch(/^\d+\.\d\d$/);
    await line1.getByLabel('Quantity').fill(String(NOODLES_SOLD));
    await page.getByRole('button', { name: 'Add line' }).click();
    const line2 = page.getByRole('group', { name: 'Line 2' });
    await chooseReference(line2, 'Product', 'Basmati', RICE);
    await eventually(() => line2.getByLabel('Unit price (Rs)').inputValue()).toMatch(/^\d+\.\d\d$/);
    await line2.getByLabel('Quantity').fill(String(RICE_SOLD));
    const previewTotal = grandTotal(page, 'Order totals preview');
    await eventually(() => previewTotal.textContent()).toMatch(/^Rs [\d,]+\.\d\d$/);
    const previewed = await previewTotal.textContent();

    await page.getByRole('button', { name: 'Save order' }).click();
    // The party's toast may still show: wait for the order's own.
    await toast(page, /Order .* (created|saved)/i).waitFor();
    const heading = page.getByRole('heading', { level: 1, name: /^Order / });
    await heading.waitFor();
    const orderNo = ((await heading.textContent()) ?? '').replace('Order ', '').trim();
    expect(orderNo).toMatch(/\S+/);
    const orderId = idInAddress(page);
    // What the server priced is what the form previewed and what the detail shows.
    const saved = await callApi<OrderDetail>(base, token, `/order/detail?id=${orderId}`);
    const owed = paisa(saved.TotalAmount);
    expect(owed).toBeGreaterThan(0);
    expect(previewed).toBe(rupeesText(owed));
    expect(saved).toMatchObject({ PartyName: PARTY, Status: 'notConfirmed', LineCount: 2 });
    await eventually(() => grandTotal(page, 'Order totals').textContent()).toBe(rupeesText(owed));
    const noodles = saved.Lines.find((line) => line.ProductName === NOODLES);
    expect(noodles?.Quantity).toBe(NOODLES_SOLD);
    expect(saved.Lines.find((line) => line.ProductName === RICE)?.Quantity).toBe(RICE_SOLD);
    if (!noodles) throw new Error('the order has no noodles line');

    // The board: every step by the card's buttons, two of them by the keyboard.
    await openBoard(page);
    const card = boardCard(page, orderNo);
    await boardColumn(page, 'Not confirmed').locator('li.bo-order-card', { hasText: orderNo }).waitFor();
    expect(await card.textContent()).toContain(PARTY);
    expect(await card.textContent()).toContain(rupeesText(owed));
    expect(await cardButtons(card)).toEqual(['Confirm', 'Cancel order']);
    await actByMouse(page, orderNo, 'Confirm', 'Confirmed');

    // By keyboard: the card takes the focus, Tab reaches its first button, Enter presses it.
    await card.focus();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(`Verify ${orderNo}`);
    await page.keyboard.press('Enter');
    await boardColumn(page, 'Verified').locator('li.bo-order-card', { hasText: orderNo }).waitFor();
    // The focus follows the order to its new column.
    await eventually(() => card.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(`Ready to dispatch ${orderNo}`);
    await page.keyboard.press('Enter');
    await boardColumn(page, 'Ready to dispatch').locator('li.bo-order-card', { hasText: orderNo }).waitFor();

    // Nobody is assigned to deliver it: the board asks before dispatching.
    await dispatchUnassigned(page, orderNo);
    expect(await cardButtons(card)).toEqual(['Deliver']);
    await actByMouse(page, orderNo, 'Deliver', 'Delivered');
    await actByMouse(page, orderNo, 'Complete', 'Completed');
    expect(await cardButtons(card)).toEqual([]);

    // Enter on the card opens the order, with every move in its history.
    await card.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Order ${orderNo}`, level: 1 }).waitFor();
    const orderHistory = page.getByRole('region', { name: 'History' });
    await orderHistory.getByText('Completed by Ram Thapa').waitFor();
    expect(await orderHistory.locator('.bo-order-history-move').allTextContents()).toEqual([
      'Not confirmed',
      'Not confirmed → Confirmed',
      'Confirmed → Verified',
      'Verified → Ready to dispatch',
      'Ready to dispatch → Dispatched',
      'Dispatched → Delivered',
      'Delivered → Completed',
    ]);

    // Part of the noodles comes back: the return form lists the lines with what is left.
    await page.getByRole('link', { name: 'Return goods' }).click();
    await page.getByRole('heading', { name: `Return goods of ${orderNo}`, level: 1 }).waitFor();
    const lines = page.getByRole('region', { name: 'Lines to return' });
    const soldBackLeft = async (product: string) =>
      (await lines.getByRole('row').filter({ hasText: product }).locator('td').allTextContents()).slice(1, 4);
    await eventually(() => soldBackLeft(NOODLES)).toEqual([
      `${NOODLES_SOLD} pcs`,
      '–',
      `${NOODLES_SOLD} pcs`,
    ]);
    expect((await soldBackLeft(RICE))[1]).toBe('–');
    await page.getByLabel(`Quantity of ${NOODLES} coming back`).fill(String(NOODLES_BACK));
    await chooseReference(page, 'Reason', 'Damaged', 'Damaged in transit');
    await page.getByLabel('Remarks').fill('Crushed packets on the way to Bindabasini');
    await page.getByRole('button', { name: 'Save return' }).click();
    await toast(page, /Return .* created/).waitFor();
    await page.getByRole('heading', { level: 1, name: /^Return RT-/ }).waitFor();
    const returnId = idInAddress(page);
    await page.locator('.bo-page-head .bo-money-status', { hasText: 'Pending' }).waitFor();

    // Verified, it is worth its share of the noodles line: taxable amount and VAT each spread
    // over the quantity sold.
    expect(await actionButtons(page)).toEqual(['Verify return', 'Cancel return']);
    await page.getByRole('button', { name: 'Verify return' }).click();
    await toast(page, /verified/).waitFor();
    await page.locator('.bo-page-head .bo-money-status', { hasText: 'Verified' }).waitFor();
    await page.getByRole('region', { name: 'History' }).getByText('Verified by Ram Thapa').waitFor();
    const returned =
      shareOf(paisa(noodles.TaxableAmount), NOODLES_BACK, NOODLES_SOLD) +
      shareOf(paisa(noodles.VatAmount), NOODLES_BACK, NOODLES_SOLD);
    expect(returned).toBeGreaterThan(0);
    expect(returned).toBeLessThan(paisa(noodles.LineTotal));
    await eventually(() => grandTotal(page, 'Return totals').textContent()).toBe(rupeesText(returned));
    const verified = await returnThroughApi(base, token, returnId);
    expect(verified).toMatchObject({ Status: 'verified', OrderId: orderId });
    expect(paisa(verified.TotalAmount)).toBe(returned);
    expect(verified.Lines).toEqual([
      expect.objectContaining({ OrderLineId: noodles.Id, Quantity: NOODLES_BACK }),
    ]);

    // A cheque for the rest, on the collection form.
    const rest = owed - returned;
    await openFromSalesMenu(page, 'Collections');
    await page.getByRole('link', { name: 'New collection' }).click();
    await page.getByRole('heading', { name: 'New collection', level: 1 }).waitFor();
    await chooseReference(page, 'Party', 'Bindabasini', PARTY);
    await page.getByLabel('Method').selectOption('cheque');
    await page.getByLabel('Amount (Rs)').fill(amountInput(rest));
    await page.getByLabel('Cheque number').fill(CHEQUE_NO);
    await page.getByLabel('Bank').fill('Nabil Bank');
    // The completed order still owes the rest: the form offers it, to say what the cheque pays.
    await page.getByRole('checkbox', { name: new RegExp(orderNo) }).check();
    await page.getByLabel(`Amount for ${orderNo} (Rs)`).waitFor();
    await page.getByRole('button', { name: 'Save payment' }).click();
    await toast(page, /recorded/).waitFor();
    await page.getByRole('heading', { level: 1, name: /^Receipt RC-/ }).waitFor();
    const paymentId = idInAddress(page);
    await page.locator('.bo-page-head .bo-money-status', { hasText: 'Received' }).waitFor();
    expect(await detail(page, 'Amount').textContent()).toBe(rupeesText(rest));
    await page.getByText(`then it pays ${orderNo} first`, { exact: false }).waitFor();

    // To the bank, and back unpaid, with the bank's charge.
    expect(await actionButtons(page)).toEqual(['Deposit', 'Delete']);
    await page.getByRole('button', { name: 'Deposit' }).click();
    await toast(page, /deposited/).waitFor();
    await page.locator('.bo-page-head .bo-money-status', { hasText: 'Deposited' }).waitFor();
    expect(await actionButtons(page)).toEqual(['Reconcile', 'Bounce']);
    await page.getByRole('button', { name: 'Bounce' }).click();
    const bounce = page.getByRole('dialog', { name: new RegExp(`^Bounce cheque ${CHEQUE_NO}`) });
    await bounce.getByLabel('Bounce reason').fill('Insufficient funds');
    await bounce.getByLabel('Bounce charge (Rs, optional)').fill(String(BOUNCE_CHARGE_RUPEES));
    await bounce.getByRole('button', { name: 'Bounce' }).click();
    await toast(page, /bounced/).waitFor();
    await page.locator('.bo-page-head .bo-money-status', { hasText: 'Bounced' }).waitFor();
    const charge = paisa(BOUNCE_CHARGE_RUPEES);
    expect(await detail(page, 'Bounce charge').textContent()).toBe(rupeesText(charge));
    expect(
      await page
        .getByRole('region', { name: 'Cheque history' })
        .locator('.bo-order-history-move')
        .allTextContents(),
    ).toEqual(['Received', 'Received → Deposited', 'Deposited → Bounced']);
    const payment = await collectionThroughApi(base, token, paymentId);
    expect(payment).toMatchObject({
      ChequeStatus: 'bounced',
      BounceCharge: BOUNCE_CHARGE_RUPEES,
      Cleared: false,
    });
    expect(paisa(payment.Amount)).toBe(rest);

    // The party's statement, from the menu: the party's ledger, each line with its voucher and the
    // running balance. The cheque counts when received and comes back with its charge on the bounce.
    await openFromSalesMenu(page, 'Party Statement', 'Party statement');
    await chooseReference(page, 'Party', 'Bindabasini', PARTY);
    await eventually(() => statementRows(page)).toEqual([
      ['Opening balance', 'Rs 0.00'],
      [
        expect.any(String),
        `OrderSales invoice ${orderNo}`,
        orderNo,
        expect.stringMatching(/^SV-/),
        rupeesText(owed),
        '',
        balanceText(owed),
      ],
      [
        expect.any(String),
        `ReturnSales return against ${orderNo}`,
        verified.ReturnNo,
        expect.stringMatching(/^CN-/),
        '',
        rupeesText(returned),
        balanceText(owed - returned),
      ],
      [
        expect.any(String),
        'PaymentReceived by cheque',
        payment.ReceiptNo,
        expect.stringMatching(/^RV-/),
        '',
        rupeesText(rest),
        balanceText(0),
      ],
      [
        expect.any(String),
        'Cheque bouncedCheque bounced, with a charge',
        payment.ReceiptNo,
        expect.stringMatching(/^JV-/),
        rupeesText(rest + charge),
        '',
        balanceText(rest + charge),
      ],
    ]);
    const closing = balanceText(rest + charge);
    expect(
      await page
        .locator('.bo-statement-table tfoot tr')
        .evaluateAll((rows) => rows.map((row) => (row.textContent ?? '').trim())),
    ).toEqual([
      `Total for the period${rupeesText(owed + rest + charge)}${rupeesText(returned + rest)}`,
      `Closing balance${closing}`,
    ]);
    expect(await page.locator('.bo-balance-summary .bo-balance-figure').textContent()).toBe(
      `${closing} owed to us`,
    );
    const paths = await page
      .locator('.bo-statement-table tbody a')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => new URL(anchor.getAttribute('href') ?? '', location.href).pathname),
      );
    const voucher = expect.stringMatching(/^\/accounting\/vouchers\/\d+$/);
    expect(paths).toEqual([
      `/salesapp/orders/${orderId}`,
      voucher,
      `/salesapp/returns/${returnId}`,
      voucher,
      `/salesapp/collections/${paymentId}`,
      voucher,
      `/salesapp/collections/${paymentId}`,
      voucher,
    ]);
  });
});
