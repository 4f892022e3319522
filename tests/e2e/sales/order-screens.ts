import type { OrderDetail, OrderSaveInput } from '@backoffice/shared/sales/orders/order.contract';
import type { Locator, Page } from 'playwright-core';
import { sideMenu } from '../entities/entity-screens.js';

/** A column of the order board, by its status label. */
export const boardColumn = (page: Page, label: string): Locator =>
  page.locator('section.bo-board-column', { has: page.getByRole('heading', { name: label, exact: true }) });

/** The card of an order, wherever it is on the board. */
export const boardCard = (page: Page, orderNo: string): Locator =>
  page.locator('li.bo-order-card', { has: page.getByRole('link', { name: orderNo, exact: true }) });

/** Sales → `item` in the side menu, as a person would open it. */
export const openFromSalesMenu = async (page: Page, item: string, heading = item) => {
  const menu = sideMenu(page);
  const sales = menu.getByRole('button', { name: 'Sales' });
  if ((await sales.getAttribute('aria-expanded')) !== 'true') await sales.click();
  await menu.getByRole('link', { name: item, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
};

/** Opens the order board and waits until its first column is there. */
export const openBoard = async (page: Page) => {
  await page.goto('/salesapp/order-board');
  await page.getByRole('heading', { name: 'Order Board', level: 1 }).waitFor();
  await boardColumn(page, 'Not confirmed').waitFor();
};

/** Clicks a card's action button and waits until the card shows in the column it moved to. */
export const actByMouse = async (page: Page, orderNo: string, button: string, to: string) => {
  await boardCard(page, orderNo)
    .getByRole('button', { name: `${button} ${orderNo}` })
    .click();
  await boardColumn(page, to).locator('li.bo-order-card', { hasText: orderNo }).waitFor();
};

/** Dispatches an order nobody is assigned to deliver: the board asks first, and going ahead moves it. */
export const dispatchUnassigned = async (page: Page, orderNo: string) => {
  await boardCard(page, orderNo)
    .getByRole('button', { name: `Dispatch ${orderNo}` })
    .click();
  const ask = page.getByRole('dialog', { name: `Dispatch ${orderNo} without a delivery person?` });
  await ask.getByRole('button', { name: 'Dispatch', exact: true }).click();
  await boardColumn(page, 'Dispatched').locator('li.bo-order-card', { hasText: orderNo }).waitFor();
};

/** The labels of the buttons on a card, in order. */
export const cardButtons = (card: Locator): Promise<string[]> =>
  card
    .locator('.bo-order-actions button')
    .evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));

/** Chooses `option` in the searchable select labelled `label` (inside `scope`), typing `typed`. */
export const chooseReference = async (
  scope: Page | Locator,
  label: string,
  typed: string,
  option: string,
) => {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.fill(typed);
  await scope.getByRole('option', { name: option, exact: true }).click();
};

interface Envelope<T> {
  Code: number;
  Message: string;
  Data: T | null;
}

const call = async <T>(baseUrl: string, token: string, path: string, init: RequestInit = {}) => {
  const answer = await fetch(`${baseUrl}/api/v1${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${token}`,
      CompanyId: '1',
      Accept: 'application/json',
      ...init.headers,
    },
  });
  const envelope = (await answer.json()) as Envelope<T>;
  if (envelope.Code !== 200 || envelope.Data === null)
    throw new Error(`${path}: ${envelope.Code} ${envelope.Message}`);
  return envelope.Data;
};

/** POST /order/save as JSON, as the field app would send an order. */
export const saveOrderThroughApi = (baseUrl: string, token: string, input: OrderSaveInput) =>
  call<OrderDetail>(baseUrl, token, '/order/save', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });

export const orderActionThroughApi = (baseUrl: string, token: string, id: number, action: string) =>
  call<OrderDetail>(baseUrl, token, `/order/${action}?id=${id}`, { method: 'POST' });

/** The id of the first record an autocomplete answers for `query`. */
export const idOf = async (
  baseUrl: string,
  token: string,
  apiPath: string,
  query: string,
): Promise<number> => {
  const options = await call<{ Id: number; Name: string }[]>(
    baseUrl,
    token,
    `/${apiPath}/autocomplete?query=${encodeURIComponent(query)}&limit=5`,
  );
  const found = options.find((option) => option.Name === query) ?? options[0];
  if (!found) throw new Error(`no ${apiPath} named ${query}`);
  return found.Id;
};
