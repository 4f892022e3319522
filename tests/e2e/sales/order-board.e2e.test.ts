import { describe, expect, test } from 'vitest';
import { expectFieldError, expectNoSeriousViolations, toast } from '../entities/entity-screens.js';
import { apiSignIn } from '../support/api.js';
import { focusedName } from '../support/browser-state.js';
import { companyDate } from '../support/e2e-clock.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { signInToDashboard } from '../support/sign-in.js';
import {
  actByMouse,
  boardCard,
  boardColumn,
  cardButtons,
  chooseReference,
  dispatchUnassigned,
  idOf,
  openBoard,
  openFromSalesMenu,
  orderActionThroughApi,
  saveOrderThroughApi,
} from './order-screens.js';

const portal = portalForThisFile();

const adminPage = async (theme?: 'light' | 'dark') => {
  const page = await portal.newPage();
  await signInToDashboard(page, 'admin', 'Admin@123');
  if (theme) await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
  return page;
};

const adminToken = async () => {
  const { token } = await apiSignIn(portal.server.baseUrl, 'admin', 'Admin@123');
  if (!token) throw new Error('admin could not sign in');
  return token;
};

/** An order as the field app would send it: one line of noodles for the party. */
const orderThroughApi = async (partyName: string) => {
  const token = await adminToken();
  const base = portal.server.baseUrl;
  const PartyId = await idOf(base, token, 'party', partyName);
  const ProductId = await idOf(base, token, 'product', 'Wai Wai Noodles 75 g');
  const order = await saveOrderThroughApi(base, token, {
    PartyId,
    OrderDate: companyDate(portal.clock.now()),
    Lines: [{ ProductId, Quantity: 10 }],
  });
  return { token, order };
};

describe('the order board', () => {
  test('an order from the form goes through the pipeline on the board, by mouse and keyboard, and keeps its history', async () => {
    const page = await adminPage();

    // The menu leads to the order list, and from there to a new order.
    await openFromSalesMenu(page, 'Orders');
    await page.getByRole('link', { name: 'New order' }).click();
    await page.getByRole('heading', { name: 'New order', level: 1 }).waitFor();

    // Checked before anything is sent, the messages under their controls.
    await page.getByRole('button', { name: 'Save order' }).click();
    await expectFieldError(page, 'Party', 'Party is required');
    const line1 = page.getByRole('group', { name: 'Line 1' });
    await expectFieldError(page, 'Product', 'Product is required');
    await expectNoSeriousViolations(page, 'order form with messages');

    await chooseReference(page, 'Party', 'Asan', 'Asan Wholesale Centre');
    await chooseReference(line1, 'Product', 'Wai Wai', 'Wai Wai Noodles 75 g');
    // The party's own price is filled in (Rs 20.00, not the product's 22.12).
    await eventually(() => line1.getByLabel('Unit price (Rs)').inputValue()).toBe('20.00');
    // The server's own checks come back under the control they are about (Lines[0].Quantity).
    await line1.getByLabel('Quantity').fill('1.5');
    await page.getByRole('button', { name: 'Save order' }).click();
    await expectFieldError(
      page,
      'Quantity',
      'Line 1: Wai Wai Noodles 75 g is sold in whole pcs; 1.5 is not whole.',
    );
    expect(await line1.getByLabel('Quantity').evaluate((box) => box === document.activeElement)).toBe(true);
    await line1.getByLabel('Quantity').fill('30');
    await line1.getByLabel('Discount %').fill('5');
    // Enter in a line's number box adds the next line and puts the focus on its product.
    await line1.getByLabel('Discount %').press('Enter');
    const line2 = page.getByRole('group', { name: 'Line 2' });
    expect(
      await line2
        .getByRole('combobox', { name: 'Product' })
        .evaluate((box) => box === document.activeElement),
    ).toBe(true);
    await chooseReference(line2, 'Product', 'Basmati', 'Basmati Rice');
    await eventually(() => line2.getByLabel('Unit price (Rs)').inputValue()).toBe('180.00');
    await line2.getByLabel('Quantity').fill('2.5');
    // 30 × 20.00 − 5 % = 570.00 with VAT 74.10; rice 450.00 is exempt: 1,094.10.
    const preview = page.getByRole('definition').filter({ hasText: 'Rs 1,094.10' });
    await preview.waitFor();

    await page.getByRole('button', { name: 'Save order' }).click();
    await toast(page, /created|saved/i).waitFor();
    const heading = page.getByRole('heading', { level: 1, name: /^Order / });
    await heading.waitFor();
    const orderNo = ((await heading.textContent()) ?? '').replace('Order ', '').trim();
    expect(orderNo).toMatch(/\S+/);
    await page.getByText('Rs 1,094.10', { exact: true }).first().waitFor();

    await openBoard(page);
    const card = boardCard(page, orderNo);
    await boardColumn(page, 'Not confirmed').locator('li.bo-order-card', { hasText: orderNo }).waitFor();
    expect(await card.textContent()).toContain('Asan Wholesale Centre');
    expect(await card.textContent()).toContain('Rs 1,094.10');
    expect(await cardButtons(card)).toEqual(['Confirm', 'Cancel order']);
    await page.getByText(/Updated \d\d:\d\d:\d\d/).waitFor();

    await actByMouse(page, orderNo, 'Confirm', 'Confirmed');
    await toast(page, new RegExp(orderNo)).first().waitFor();

    // By keyboard: the card takes the focus, Tab reaches its first button, Enter presses it; the
    // focus follows the order to its new column.
    await card.focus();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(`Verify ${orderNo}`);
    await page.keyboard.press('Enter');
    await boardColumn(page, 'Verified').locator('li.bo-order-card', { hasText: orderNo }).waitFor();
    await eventually(() =>
      page.evaluate(() => document.activeElement?.closest('section')?.querySelector('h2')?.textContent),
    ).toBe('Verified');
    expect(await card.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await boardColumn(page, 'Ready to dispatch').locator('li.bo-order-card', { hasText: orderNo }).waitFor();

    // Nobody is assigned to deliver it: the board asks before dispatching.
    await dispatchUnassigned(page, orderNo);
    // Once the goods are out, the order can no longer be cancelled.
    expect(await cardButtons(card)).toEqual(['Deliver']);
    await actByMouse(page, orderNo, 'Deliver', 'Delivered');
    await actByMouse(page, orderNo, 'Complete', 'Completed');
    expect(await cardButtons(card)).toEqual([]);

    // Enter on the card opens the order; its history has every move, by whom.
    await card.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Order ${orderNo}`, level: 1 }).waitFor();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Completed by Ram Thapa').waitFor();
    const moves = await history.locator('.bo-order-history-move').allTextContents();
    expect(moves).toEqual([
      'Not confirmed',
      'Not confirmed → Confirmed',
      'Confirmed → Verified',
      'Verified → Ready to dispatch',
      'Ready to dispatch → Dispatched',
      'Dispatched → Delivered',
      'Delivered → Completed',
    ]);
    await expectNoSeriousViolations(page, 'order detail');
  });

  test('arrow keys move between cards and columns; cancel asks for a reason', async () => {
    const first = await orderThroughApi('Fewa Grocery');
    const second = await orderThroughApi('Lakeside Mart');
    await orderActionThroughApi(portal.server.baseUrl, first.token, second.order.Id, 'confirm');
    const page = await adminPage();
    await openBoard(page);
    const firstCard = boardCard(page, first.order.OrderNo);
    const secondCard = boardCard(page, second.order.OrderNo);
    await secondCard.waitFor();

    // One Tab stop for the whole board: the other cards are out of the Tab order.
    await firstCard.focus();
    expect(await firstCard.getAttribute('tabindex')).toBe('0');
    expect(await secondCard.getAttribute('tabindex')).toBe('-1');
    await page.keyboard.press('ArrowRight');
    expect(await secondCard.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await secondCard.getAttribute('tabindex')).toBe('0');
    await page.keyboard.press('ArrowLeft');
    expect(await firstCard.evaluate((element) => element === document.activeElement)).toBe(true);

    await firstCard.getByRole('button', { name: `Cancel order ${first.order.OrderNo}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${first.order.OrderNo}?` });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByText('A reason is required').waitFor();
    await dialog.getByLabel('Reason').fill('The shop is closed for Tihar');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await boardColumn(page, 'Cancelled')
      .locator('li.bo-order-card', { hasText: first.order.OrderNo })
      .waitFor();

    await page.goto(`/salesapp/orders/${first.order.Id}`);
    await page.getByRole('region', { name: 'History' }).getByText('“The shop is closed for Tihar”').waitFor();
  });

  test("a stale board shows the server's refusal and refreshes", async () => {
    const { token, order } = await orderThroughApi('Bishnu Traders');
    const page = await adminPage();
    await openBoard(page);
    const card = boardCard(page, order.OrderNo);
    await card.waitFor();
    // Someone else confirms it meanwhile; this board still offers Confirm.
    await orderActionThroughApi(portal.server.baseUrl, token, order.Id, 'confirm');
    await card.getByRole('button', { name: `Confirm ${order.OrderNo}` }).click();
    await page.locator('.bo-toast-error').waitFor();
    await boardColumn(page, 'Confirmed').locator('li.bo-order-card', { hasText: order.OrderNo }).waitFor();

    // Coming back to the tab refreshes the board at once (and it polls every 15 seconds while the hub is down).
    const later = await orderThroughApi('Shrestha General Store');
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await boardCard(page, later.order.OrderNo).waitFor({ timeout: 10_000 });
  });

  test("another user's action moves the card at once: pushed, not polled", async () => {
    const { token, order } = await orderThroughApi('Bishnu Traders');
    const page = await adminPage();
    await openBoard(page);
    await boardCard(page, order.OrderNo).waitFor();
    // Connected, the board does not poll: only the OrderChanged push can bring the move.
    await page.locator('.bo-hub-status[data-state="Connected"]').waitFor();
    await orderActionThroughApi(portal.server.baseUrl, token, order.Id, 'confirm');
    await boardColumn(page, 'Confirmed')
      .locator('li.bo-order-card', { hasText: order.OrderNo })
      .waitFor({ timeout: 10_000 });
  });

  test('board, list and chalan have no serious axe violations, light and dark; a phone shows one column', async () => {
    await orderThroughApi('Everest Pharmacy');
    for (const theme of ['light', 'dark'] as const) {
      const page = await adminPage(theme);
      await openBoard(page);
      await page.locator('li.bo-order-card').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await expectNoSeriousViolations(page, `order board (${theme})`);
      if (theme === 'light') {
        // The search narrows every column.
        await page.getByLabel('Search orders').fill('Everest');
        await eventually(async () => {
          const parties = await page.locator('li.bo-order-card .bo-order-party').allTextContents();
          return parties.length > 0 && parties.every((party) => party === 'Everest Pharmacy');
        }).toBe(true);
      }
      await page.goto('/salesapp/orders');
      await page.locator('.bo-order-table').waitFor();
      await expectNoSeriousViolations(page, `order list (${theme})`);
      if (theme === 'light') {
        await page.getByRole('button', { name: 'Not confirmed', exact: true }).click();
        await eventually(async () => {
          const statuses = await page.locator('.bo-order-table .bo-order-status').allTextContents();
          return statuses.length > 0 && statuses.every((status) => status === 'Not confirmed');
        }).toBe(true);
      }
      await page.goto('/salesapp/chalan');
      await page.getByRole('heading', { name: 'Chalan', level: 1 }).waitFor();
      await expectNoSeriousViolations(page, `chalan (${theme})`);
    }

    const page = await adminPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await openBoard(page);
    const shown = () =>
      page
        .locator('section.bo-board-column')
        .evaluateAll((columns) =>
          columns
            .filter((column) => getComputedStyle(column).display !== 'none')
            .map((column) => column.dataset.status),
        );
    await eventually(shown).toEqual(['notConfirmed']);
    await page.getByLabel('Status', { exact: true }).selectOption({ index: 1 });
    await eventually(shown).toEqual(['confirmed']);
  });

  test('<bo-order-board> takes its first filters from attributes and tells the page about each action', async () => {
    const { token, order } = await orderThroughApi('Koteshwor Suppliers');
    const routeId = await idOf(portal.server.baseUrl, token, 'route', 'Baneshwor – Koteshwor');
    const page = await adminPage();
    await page.evaluate(() => {
      const events: unknown[] = [];
      (window as unknown as { orderEvents: unknown[] }).orderEvents = events;
      document.addEventListener('order-action', (event) => events.push((event as CustomEvent).detail));
    });
    await page.addScriptTag({ type: 'module', url: '/widgets/order-board.js' });
    await page.evaluate(async (route) => {
      await customElements.whenDefined('bo-order-board');
      const board = document.createElement('bo-order-board');
      board.setAttribute('route-id', String(route));
      document.body.replaceChildren(board);
    }, routeId);
    const element = page.locator('bo-order-board');
    // The route's name, read from its record, fills the filter box.
    await eventually(() => element.getByRole('combobox', { name: 'Route', exact: true }).inputValue()).toBe(
      'Baneshwor – Koteshwor',
    );
    const card = element.locator('li.bo-order-card', { hasText: order.OrderNo });
    await card.waitFor();
    // Orders of other routes are not on this board.
    expect(await element.locator('li.bo-order-card', { hasText: 'Lakeside Mart' }).count()).toBe(0);
    await card.getByRole('button', { name: `Confirm ${order.OrderNo}` }).click();
    await eventually(() =>
      page.evaluate(() => (window as unknown as { orderEvents: unknown[] }).orderEvents),
    ).toEqual([{ id: order.Id, action: 'confirm', status: 'confirmed' }]);
  });
});
