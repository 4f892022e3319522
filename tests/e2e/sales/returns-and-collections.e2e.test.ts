import { describe, expect, test } from 'vitest';
import { expectFieldError, expectNoSeriousViolations, toast } from '../entities/entity-screens.js';
import { adminSession } from '../support/admin-session.js';
import { companyDate } from '../support/e2e-clock.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { chooseReference, openFromSalesMenu } from './order-screens.js';
import {
  actionButtons,
  balanceText,
  callApi,
  collectionThroughApi,
  deliveredOrderThroughApi,
  detail,
  idInAddress,
  newPartyThroughApi,
  PNG_2X2,
  paisa,
  returnThroughApi,
  rupeesText,
  statementRows,
} from './sales-screens.js';

const portal = portalForThisFile();

const { page: adminPage, token: adminToken } = adminSession(portal);

/** The pages the story made, visited again for the axe checks in both themes. */
interface StoryPages {
  returnForm: string;
  returnDetail: string;
  collectionForm: string;
  collectionDetail: string;
  statement: string;
}

describe('returns, collections and the party statement', () => {
  let pages: StoryPages | undefined;

  test('a delivered order: part of it comes back and is verified, a cheque bounces with a charge, the statement adds it up', async () => {
    const base = portal.server.baseUrl;
    const token = await adminToken();
    const party = await newPartyThroughApi(base, token, 'Phewa Money Test Traders');
    const order = await deliveredOrderThroughApi(base, token, party.id, companyDate(portal.clock.now()));
    const noodles = order.Lines.find((line) => line.ProductName === 'Wai Wai Noodles 75 g');
    expect(noodles).toBeDefined();
    const page = await adminPage();

    // The delivered order offers "Return goods"; the form lists its lines with what is left.
    await page.goto(`/salesapp/orders/${order.Id}`);
    await page.getByRole('heading', { name: `Order ${order.OrderNo}`, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Return goods' }).click();
    await page.getByRole('heading', { name: `Return goods of ${order.OrderNo}`, level: 1 }).waitFor();
    const returnForm = page.url();
    const lines = page.getByRole('region', { name: 'Lines to return' });
    const noodlesRow = lines.getByRole('row').filter({ hasText: 'Wai Wai Noodles 75 g' });
    // Sold, returned before, left.
    const figures = async () => (await noodlesRow.locator('td').allTextContents()).slice(1, 4);
    expect(await figures()).toEqual(['30 pcs', '–', '30 pcs']);
    const noodlesBox = page.getByLabel('Quantity of Wai Wai Noodles 75 g coming back');

    // Checked before anything is sent: a line, a reason, and no more than is left.
    await page.getByRole('button', { name: 'Save return' }).click();
    await page.getByText('Enter the quantity coming back on at least one line').waitFor();
    await expectFieldError(page, 'Reason', 'Reason is required');
    await noodlesBox.fill('31');
    await page.getByRole('button', { name: 'Save return' }).click();
    await expectFieldError(
      page,
      'Quantity of Wai Wai Noodles 75 g coming back',
      'At most 30 pcs can come back',
    );
    expect(await noodlesBox.evaluate((box) => box === document.activeElement)).toBe(true);

    await noodlesBox.fill('6');
    await chooseReference(page, 'Reason', 'Damaged', 'Damaged in transit');
    await page.getByLabel('Remarks').fill('Six packets crushed in the van');
    await page.getByLabel('Photo (optional)').setInputFiles({
      name: 'crushed.png',
      mimeType: 'image/png',
      buffer: PNG_2X2,
    });
    await expectNoSeriousViolations(page, 'return form');
    await page.getByRole('button', { name: 'Save return' }).click();
    await toast(page, /created/).waitFor();
    const returnHeading = page.getByRole('heading', { level: 1, name: /^Return RT-/ });
    await returnHeading.waitFor();
    const returnDetail = page.url();
    const returnId = idInAddress(page);
    await page.locator('.bo-page-head .bo-money-status', { hasText: 'Pending' }).waitFor();
    expect(await actionButtons(page)).toEqual(['Verify return', 'Cancel return']);
    await detail(page, 'Photo').getByRole('link', { name: 'Open the photo' }).waitFor();

    await page.getByRole('button', { name: 'Verify return' }).click();
    await toast(page, /verified/).waitFor();
    await page.locator('.bo-page-head .bo-money-status', { hasText: 'Verified' }).waitFor();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Verified by Ram Thapa').waitFor();
    expect(await history.locator('.bo-order-history-move').allTextContents()).toEqual([
      'Pending',
      'Pending → Verified',
    ]);
    const verified = await returnThroughApi(base, token, returnId);
    expect(verified.Lines).toEqual([expect.objectContaining({ OrderLineId: noodles?.Id, Quantity: 6 })]);

    // What is left goes down; a second return, cancelled with remarks, frees its quantity again.
    await page.goto(returnForm);
    await eventually(figures).toEqual(['30 pcs', '6 pcs', '24 pcs']);
    const second = await callApi<{ Id: number; ReturnNo: string }>(base, token, '/orderreturn/save', {
      OrderId: order.Id,
      ReasonId: verified.ReasonId,
      Lines: [{ OrderLineId: noodles?.Id, Quantity: 4 }],
    });
    await page.goto(`/salesapp/returns/${second.Id}`);
    await page.getByRole('button', { name: 'Cancel return' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel return ${second.ReturnNo}?` });
    await dialog.getByLabel('Remarks (optional)').fill('Counted again: nothing crushed');
    await dialog.getByRole('button', { name: 'Cancel return' }).click();
    await page.locator('.bo-page-head .bo-money-status', { hasText: 'Cancelled' }).waitFor();
    await history.getByText('“Counted again: nothing crushed”').waitFor();
    expect(await actionButtons(page)).toEqual([]);

    // The returns list finds both by the order number.
    await openFromSalesMenu(page, 'Returns');
    await page.getByLabel('Search returns').fill(order.OrderNo);
    await eventually(() => page.locator('.bo-order-table tbody tr').count()).toBe(2);
    await page.getByRole('button', { name: 'Verified', exact: true }).click();
    await eventually(() => page.locator('.bo-order-table .bo-money-status').allTextContents()).toEqual([
      'Verified',
    ]);

    // A cheque: its own fields appear only for a cheque.
    await openFromSalesMenu(page, 'Collections');
    await page.getByRole('link', { name: 'New collection' }).click();
    await page.getByRole('heading', { name: 'New collection', level: 1 }).waitFor();
    const collectionForm = page.url();
    expect(await page.getByLabel('Cheque number').count()).toBe(0);
    await chooseReference(page, 'Party', 'Phewa Money', party.name);
    await page.getByLabel('Method').selectOption('cheque');
    await page.getByLabel('Amount (Rs)').fill('1000');
    await page.getByRole('button', { name: 'Save payment' }).click();
    await expectFieldError(page, 'Cheque number', 'Cheque number is required');
    await expectFieldError(page, 'Bank', 'Bank is required');
    await page.getByLabel('Cheque number').fill('004512');
    await page.getByLabel('Bank').fill('Nabil Bank');
    // The party's delivered order is offered, to say what the cheque pays.
    await page.getByRole('checkbox', { name: new RegExp(order.OrderNo) }).check();
    await page.getByLabel(`Amount for ${order.OrderNo} (Rs)`).waitFor();
    await expectNoSeriousViolations(page, 'collection form (cheque)');
    await page.getByRole('button', { name: 'Save payment' }).click();
    await toast(page, /recorded/).waitFor();
    await page.getByRole('heading', { level: 1, name: /^Receipt RC-/ }).waitFor();
    const collectionDetail = page.url();
    const paymentId = idInAddress(page);
    await page.locator('.bo-page-head .bo-money-status', { hasText: 'Received' }).waitFor();
    expect(await actionButtons(page)).toEqual(['Deposit', 'Delete']);
    await page.getByText(`then it pays ${order.OrderNo} first`, { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Deposit' }).click();
    await toast(page, /deposited/).waitFor();
    await page.locator('.bo-page-head .bo-money-status', { hasText: 'Deposited' }).waitFor();
    expect(await actionButtons(page)).toEqual(['Reconcile', 'Bounce']);

    await page.getByRole('button', { name: 'Bounce' }).click();
    const bounce = page.getByRole('dialog', { name: /^Bounce cheque 004512/ });
    await bounce.getByRole('button', { name: 'Bounce' }).click();
    await bounce.getByText('The bank’s reason is required').waitFor();
    await bounce.getByLabel('Bounce reason').fill('Insufficient funds');
    await bounce.getByLabel('Bounce charge (Rs, optional)').fill('250');
    // Off the button: a hovered danger button takes .bo-btn:hover's pale background (core.css).
    await page.mouse.move(0, 0);
    await expectNoSeriousViolations(page, 'bounce dialog');
    await bounce.getByRole('button', { name: 'Bounce' }).click();
    await toast(page, /bounced/).waitFor();
    await page.locator('.bo-page-head .bo-money-status', { hasText: 'Bounced' }).waitFor();
    // A bounced cheque may go to the bank again.
    expect(await actionButtons(page)).toEqual(['Deposit']);
    expect(await detail(page, 'Bounce charge').textContent()).toBe('Rs 250.00');
    expect(await detail(page, 'Bounce reason').textContent()).toBe('Insufficient funds');
    const chequeHistory = page.getByRole('region', { name: 'Cheque history' });
    expect(await chequeHistory.locator('.bo-order-history-move').allTextContents()).toEqual([
      'Received',
      'Received → Deposited',
      'Deposited → Bounced',
    ]);
    const payment = await collectionThroughApi(base, token, paymentId);
    expect(payment).toMatchObject({ ChequeStatus: 'bounced', BounceCharge: 250, Cleared: false });

    // The party's statement, from the payment: the party's ledger, each line with its voucher. The
    // cheque counts when received and comes back with its charge when it bounces (a Journal of both).
    await detail(page, 'Party').getByRole('link', { name: party.name }).click();
    await page.getByRole('heading', { name: 'Party statement', level: 1 }).waitFor();
    const statement = page.url();
    expect(statement).toContain(`partyId=${party.id}`);
    const owed = paisa(order.TotalAmount);
    const returned = paisa(verified.TotalAmount);
    const cheque = paisa(payment.Amount);
    const charge = 25_000;
    expect(returned).toBeGreaterThan(0);
    await eventually(() => statementRows(page)).toEqual([
      ['Opening balance', 'Rs 0.00'],
      [
        expect.any(String),
        `OrderSales invoice ${order.OrderNo}`,
        order.OrderNo,
        expect.stringMatching(/^SV-/),
        rupeesText(owed),
        '',
        balanceText(owed),
      ],
      [
        expect.any(String),
        `ReturnSales return against ${order.OrderNo}`,
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
        rupeesText(cheque),
        balanceText(owed - returned - cheque),
      ],
      [
        expect.any(String),
        'Cheque bouncedCheque bounced, with a charge',
        payment.ReceiptNo,
        expect.stringMatching(/^JV-/),
        rupeesText(cheque + charge),
        '',
        balanceText(owed - returned + charge),
      ],
    ]);
    const closing = balanceText(owed - returned + charge);
    const foot = await page
      .locator('.bo-statement-table tfoot tr')
      .evaluateAll((rows) => rows.map((row) => (row.textContent ?? '').trim()));
    expect(foot).toEqual([
      `Total for the period${rupeesText(owed + cheque + charge)}${rupeesText(returned + cheque)}`,
      `Closing balance${closing}`,
    ]);
    // The balance today says the same, with what it is made of.
    const summary = page.locator('.bo-balance-summary');
    expect(await summary.locator('.bo-balance-figure').textContent()).toBe(`${closing} owed to us`);
    // Each reference opens its record and each voucher number its voucher: the bounce opens the
    // cheque's payment and its Journal.
    const links = page.locator('.bo-statement-table tbody a');
    const paths = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => new URL(anchor.getAttribute('href') ?? '', location.href).pathname),
    );
    const voucher = expect.stringMatching(/^\/accounting\/vouchers\/\d+$/);
    expect(paths).toEqual([
      `/salesapp/orders/${order.Id}`,
      voucher,
      `/salesapp/returns/${returnId}`,
      voucher,
      `/salesapp/collections/${paymentId}`,
      voucher,
      `/salesapp/collections/${paymentId}`,
      voucher,
    ]);
    await expectNoSeriousViolations(page, 'party statement');

    // On paper: the statement alone, without the controls and the shell.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.bo-statement-page .bo-page-head').isVisible()).toBe(false);
    expect(await page.locator('.bo-balance-summary').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    expect(await page.locator('.bo-statement').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    pages = { returnForm, returnDetail, collectionForm, collectionDetail, statement };
  });

  test('the return, collection and statement screens have no serious axe violations, light and dark', async () => {
    if (!pages) throw new Error('the story above made the pages to check');
    for (const theme of ['light', 'dark'] as const) {
      const page = await adminPage(theme);
      const visit = async (url: string, heading: RegExp, screen: string) => {
        await page.goto(url);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        await expectNoSeriousViolations(page, `${screen} (${theme})`);
      };
      await visit(pages.returnForm, /^Return goods of /, 'return form');
      await page.getByRole('button', { name: 'Save return' }).click();
      await page.getByText('Enter the quantity coming back on at least one line').waitFor();
      await expectNoSeriousViolations(page, `return form with messages (${theme})`);
      await visit(pages.returnDetail, /^Return RT-/, 'return detail');
      await visit('/salesapp/returns', /^Returns$/, 'returns list');
      await page.locator('.bo-order-table').waitFor();
      await expectNoSeriousViolations(page, `returns list with rows (${theme})`);
      await visit(pages.collectionForm, /^New collection$/, 'collection form');
      await page.getByLabel('Method').selectOption('cheque');
      await page.getByRole('button', { name: 'Save payment' }).click();
      await expectFieldError(page, 'Cheque number', 'Cheque number is required');
      await expectNoSeriousViolations(page, `collection form with messages (${theme})`);
      await visit(pages.collectionDetail, /^Receipt RC-/, 'collection detail');
      await visit('/salesapp/collections', /^Collections$/, 'collections list');
      await page.locator('.bo-order-table').waitFor();
      await expectNoSeriousViolations(page, `collections list with rows (${theme})`);
      await visit(pages.statement, /^Party statement$/, 'party statement');
      await page.locator('.bo-statement-table').waitFor();
      await expectNoSeriousViolations(page, `party statement with lines (${theme})`);
    }
  });
});
