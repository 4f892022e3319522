import { formatAmount } from '@backoffice/shared/format/money.format';
import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import { computeOrderTotals } from '@backoffice/shared/sales/orders/order-totals';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { saveThroughApi, toast } from '../entities/entity-screens.js';
import { apiSignIn } from '../support/api.js';
import { companyDate } from '../support/e2e-clock.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { signInToDashboard } from '../support/sign-in.js';
import { boardColumn, chooseReference, idOf, saveOrderThroughApi } from './order-screens.js';
import { callApi, newPartyThroughApi } from './sales-screens.js';

const portal = portalForThisFile();

const adminPage = async () => {
  const page = await portal.newPage();
  await signInToDashboard(page, 'admin', 'Admin@123');
  return page;
};

const adminToken = async () => {
  const { token } = await apiSignIn(portal.server.baseUrl, 'admin', 'Admin@123');
  if (!token) throw new Error('admin could not sign in');
  return token;
};

/** Ten packets of noodles for the party, as the field app would send them. */
const noodleOrder = async (token: string, partyId: number, quantity = 10) => {
  const base = portal.server.baseUrl;
  return saveOrderThroughApi(base, token, {
    PartyId: partyId,
    OrderDate: companyDate(portal.clock.now()),
    Lines: [{ ProductId: await idOf(base, token, 'product', 'Wai Wai Noodles 75 g'), Quantity: quantity }],
  });
};

const openOrder = async (page: Page, order: OrderDetail) => {
  await page.goto(`/salesapp/orders/${order.Id}`);
  await page.getByRole('heading', { name: `Order ${order.OrderNo}`, level: 1 }).waitFor();
};

/** The preview's figure beside `term` (Sub total, VAT (13 %), Total). */
const previewFigure = (page: Page, term: string) =>
  page
    .getByRole('definition')
    .and(page.locator('dl[aria-label="Order totals preview"] dd'))
    .filter({ has: page.locator(`xpath=preceding-sibling::dt[normalize-space()="${term}"]`) });

describe('orders after they are taken', () => {
  test('an order is edited: a line changes, the totals follow, and the saved order has them', async () => {
    const token = await adminToken();
    const asan = await idOf(portal.server.baseUrl, token, 'party', 'Asan Wholesale Centre');
    const order = await noodleOrder(token, asan);
    const page = await adminPage();
    await openOrder(page, order);
    await page.getByRole('link', { name: 'Edit order' }).click();
    await page.getByRole('heading', { name: `Edit order ${order.OrderNo}`, level: 1 }).waitFor();

    // The stored line comes back as it was: 10 at the party's Rs 20.00, 13 % VAT: Rs 226.00.
    const line1 = page.getByRole('group', { name: 'Line 1' });
    expect(await line1.getByLabel('Quantity').inputValue()).toBe('10');
    expect(await line1.getByLabel('Unit price (Rs)').inputValue()).toBe('20.00');
    await eventually(() => previewFigure(page, 'Total').textContent()).toBe('Rs 226.00');

    // 25 at Rs 19.90 with 2 % off: 497.50 − 9.95 = 487.55, VAT 63.38, total 550.93.
    await line1.getByLabel('Quantity').fill('25');
    await line1.getByLabel('Unit price (Rs)').fill('19.90');
    await line1.getByLabel('Discount %').fill('2');
    await eventually(() => previewFigure(page, 'Total').textContent()).toBe('Rs 550.93');
    expect(await previewFigure(page, 'VAT (13 %)').textContent()).toBe('Rs 63.38');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, `Order ${order.OrderNo} saved.`).waitFor();
    await page.getByRole('heading', { name: `Order ${order.OrderNo}`, level: 1 }).waitFor();
    await page.locator('dl[aria-label="Order totals"]').getByText('Rs 550.93', { exact: true }).waitFor();
    const saved = await callApi<OrderDetail>(portal.server.baseUrl, token, `/order/detail?id=${order.Id}`);
    expect(saved).toMatchObject({ TotalAmount: 550.93, VatAmount: 63.38, Version: order.Version + 1 });
    expect(saved.Lines).toEqual([
      expect.objectContaining({ Quantity: 25, UnitPrice: 19.9, DiscountPercent: 2, LineTotal: 550.93 }),
    ]);
    await page.getByRole('region', { name: 'History' }).waitFor();
  });

  test('an order is assigned from its page to a delivery person, then to a dealer', async () => {
    const token = await adminToken();
    const party = await idOf(portal.server.baseUrl, token, 'party', 'Bishnu Traders');
    const order = await noodleOrder(token, party);
    const page = await adminPage();
    await openOrder(page, order);
    const panel = page.getByRole('region', { name: 'Assignment' });
    await panel.getByText('Not assigned yet.').waitFor();

    // Nothing chosen: the panel says what is missing before anything is sent.
    await panel.getByRole('button', { name: 'Assign' }).click();
    await panel.getByText('Delivery person is required').waitFor();
    await panel.getByLabel('Delivery person', { exact: true }).selectOption({ label: 'Kiran Magar' });
    await panel.getByLabel('Delivery date', { exact: true }).fill('2026-12-01');
    await panel.getByRole('button', { name: 'Assign' }).click();
    await toast(page, `Order ${order.OrderNo} assigned.`).waitFor();
    await panel.getByText(/^Assigned to Kiran Magar \(delivery person\) for /).waitFor();

    await panel.getByRole('radio', { name: 'A dealer' }).check();
    await panel.getByLabel('Dealer', { exact: true }).selectOption({ label: 'Bishnu Shrestha' });
    await panel.getByRole('button', { name: 'Assign' }).click();
    // The delivery person keeps the order: a dealer is assigned beside them.
    await panel
      .getByText(/^Assigned to Kiran Magar \(delivery person\) and Bishnu Shrestha \(dealer\)/)
      .waitFor();
    const saved = await callApi<OrderDetail>(portal.server.baseUrl, token, `/order/detail?id=${order.Id}`);
    expect(saved).toMatchObject({
      DeliveryUserName: 'Kiran Magar',
      DealerUserName: 'Bishnu Shrestha',
    });
    // The dealer's own list has it.
    const listed = await callApi<{ Items: { Id: number }[] }>(
      portal.server.baseUrl,
      token,
      `/order/dealerorderlist?userType=dealer&userId=${saved.DealerUserId}&pageSize=100`,
    );
    expect(listed.Items.map((item) => item.Id)).toContain(order.Id);
  });

  test("the board's Show more brings a full column's next cards, then says there are no more", async () => {
    const token = await adminToken();
    const party = await newPartyThroughApi(portal.server.baseUrl, token, 'Show More Test Stores');
    const orders: OrderDetail[] = [];
    // One more page than the board sends (20 a column), and 3 over.
    for (let index = 0; index < 23; index += 1) orders.push(await noodleOrder(token, party.id, index + 1));
    const page = await adminPage();
    await page.goto('/salesapp/order-board');
    await page.getByRole('heading', { name: 'Order Board', level: 1 }).waitFor();
    await page.getByLabel('Search orders').fill('Show More Test Stores');
    const column = boardColumn(page, 'Not confirmed');
    const cards = column.locator('li.bo-order-card');
    await eventually(() => column.locator('.bo-board-count').textContent()).toBe('23 orders');
    await eventually(() => cards.count()).toBe(20);

    await column.getByRole('button', { name: 'Show more (3)' }).click();
    await eventually(() => cards.count()).toBe(23);
    expect(await column.getByRole('button', { name: /^Show more/ }).count()).toBe(0);
    // Oldest first, each order once: the three the board had left out come last.
    const shown = await column.locator('li.bo-order-card .bo-order-no').allTextContents();
    expect(new Set(shown).size).toBe(23);
    expect(shown.slice(-3)).toEqual(orders.slice(-3).map((order) => order.OrderNo));
  });

  test('2 cartons are ordered: the carton is priced at 30 pieces, the order shows cartons and pieces', async () => {
    const token = await adminToken();
    const base = portal.server.baseUrl;
    const rate = (await callApi<{ VatRatePercent: number }>(base, token, '/order/vatrate')).VatRatePercent;
    const page = await adminPage();
    await page.goto('/salesapp/orders/new');
    await page.getByRole('heading', { name: 'New order', level: 1 }).waitFor();
    await chooseReference(page, 'Party', 'Asan', 'Asan Wholesale Centre');
    const line1 = page.getByRole('group', { name: 'Line 1' });
    await chooseReference(line1, 'Product', 'Wai Wai', 'Wai Wai Noodles 75 g');
    await eventually(() => line1.getByLabel('Unit price (Rs)').inputValue()).toBe('20.00');
    // A carton of noodles holds 30: the party's Rs 20.00 a packet makes Rs 600.00 a carton.
    const unit = line1.getByLabel('Unit of line 1');
    await eventually(() => unit.locator('option').allTextContents()).toEqual(['Piece', 'Carton']);
    await unit.selectOption({ label: 'Carton' });
    await eventually(() => line1.getByLabel('Unit price (Rs)').inputValue()).toBe('600.00');
    await line1.getByText('30 Piece each').waitFor();
    await line1.getByLabel('Quantity').fill('2');
    await line1.getByText('= 60 Piece').waitFor();
    // The preview is the server's computeOrderTotals at the company's rate: 2 × Rs 600.00 and VAT.
    const expected = computeOrderTotals({
      lines: [{ quantity: 2, unitPrice: 60_000, vatApplicable: true }],
      vatRatePercent: rate,
    });
    if (!expected.ok) throw new Error('the expected totals did not compute');
    const total = expected.totals.total;
    await eventually(() => previewFigure(page, 'Total').textContent()).toBe(`Rs ${formatAmount(total)}`);

    await page.getByRole('button', { name: 'Save order' }).click();
    await toast(page, /created/).waitFor();
    await page.getByRole('heading', { level: 1, name: /^Order SO-/ }).waitFor();
    await page.getByRole('region', { name: 'Order lines' }).getByText('2 Carton').waitFor();
    await page.getByRole('region', { name: 'Order lines' }).getByText('(60 Piece)').waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    const saved = await callApi<OrderDetail>(base, token, `/order/detail?id=${id}`);
    expect(saved.Lines).toEqual([
      expect.objectContaining({
        UnitName: 'Carton',
        ConversionFactor: 30,
        Quantity: 2,
        BaseQuantity: 60,
        UnitPrice: 600,
        PriceSource: 'party',
      }),
    ]);
    expect(saved.TotalAmount).toBe(total / 100);

    // Edited, the line comes back in cartons.
    await page.getByRole('link', { name: 'Edit order' }).click();
    const edited = page.getByRole('group', { name: 'Line 1' });
    await eventually(() => edited.getByLabel('Unit of line 1').inputValue()).toBe(
      String(saved.Lines[0]?.UnitId),
    );
    expect(await edited.getByLabel('Quantity').inputValue()).toBe('2');
    expect(await edited.getByLabel('Unit price (Rs)').inputValue()).toBe('600.00');
  });

  test('a company with another VAT rate previews at its rate, and the saved order agrees to the paisa', async () => {
    const token = await adminToken();
    const base = portal.server.baseUrl;
    await saveThroughApi(base, token, 'applicationsettings', { Key: 'VAT_RATE_PERCENT', Value: '10' });
    expect(await callApi<{ VatRatePercent: number }>(base, token, '/order/vatrate')).toEqual({
      VatRatePercent: 10,
    });
    const page = await adminPage();
    await page.goto('/salesapp/orders/new');
    await page.getByRole('heading', { name: 'New order', level: 1 }).waitFor();
    await chooseReference(page, 'Party', 'Asan', 'Asan Wholesale Centre');
    const line1 = page.getByRole('group', { name: 'Line 1' });
    await chooseReference(line1, 'Product', 'Wai Wai', 'Wai Wai Noodles 75 g');
    await eventually(() => line1.getByLabel('Unit price (Rs)').inputValue()).toBe('20.00');
    await line1.getByLabel('Quantity').fill('7');
    await line1.getByLabel('Unit price (Rs)').fill('1.55');
    // 7 × 1.55 = 10.85; 10 % VAT = 1.085 → 1.09 (13 % would be 1.41).
    await eventually(() => previewFigure(page, 'VAT (10 %)').textContent()).toBe('Rs 1.09');
    expect(await previewFigure(page, 'Total').textContent()).toBe('Rs 11.94');
    await page.getByRole('button', { name: 'Save order' }).click();
    await toast(page, /created/).waitFor();
    await page.getByRole('heading', { level: 1, name: /^Order SO-/ }).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    const saved = await callApi<OrderDetail>(base, token, `/order/detail?id=${id}`);
    expect(saved).toMatchObject({ VatRatePercent: 10, VatAmount: 1.09, TotalAmount: 11.94 });
  });
});
