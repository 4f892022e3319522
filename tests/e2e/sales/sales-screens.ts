import type { PaymentDetail } from '@backoffice/shared/sales/collections/collection.contract';
import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import type { OrderReturnDetail } from '@backoffice/shared/sales/returns/return.contract';
import type { Locator, Page } from 'playwright-core';
import { saveThroughApi } from '../entities/entity-screens.js';
import { idOf, orderActionThroughApi, saveOrderThroughApi } from './order-screens.js';

// A real 2×2 PNG: the server checks uploads by their bytes, not their names.
export const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

interface Envelope<T> {
  Code: number;
  Message: string;
  Data: T | null;
}

/** A GET or JSON POST to the API as `token`, answering Data of a 200. */
export const callApi = async <T>(
  baseUrl: string,
  token: string,
  path: string,
  json?: unknown,
): Promise<T> => {
  const answer = await fetch(`${baseUrl}/api/v1${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      CompanyId: '1',
      Accept: 'application/json',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const envelope = (await answer.json()) as Envelope<T>;
  if (envelope.Code !== 200) throw new Error(`${path}: ${envelope.Code} ${envelope.Message}`);
  return envelope.Data as T;
};

/** A party of its own, so its statement holds only what the test does. */
export const newPartyThroughApi = async (baseUrl: string, token: string, name: string) => {
  const id = await saveThroughApi(baseUrl, token, 'party', {
    Name: name,
    PartyType: 'retailer',
    Phone: '9841000123',
    Address: 'Lakeside, Pokhara',
  });
  return { id, name };
};

const TO_DELIVERED = ['confirm', 'verify', 'readytodispatch', 'dispatch', 'deliver'];

/** An order of noodles (VAT) and rice (exempt) for the party, taken through the pipeline to delivered. */
export const deliveredOrderThroughApi = async (
  baseUrl: string,
  token: string,
  partyId: number,
  /** The company's today (companyDate of the file's clock). */
  orderDate: string,
): Promise<OrderDetail> => {
  const noodles = await idOf(baseUrl, token, 'product', 'Wai Wai Noodles 75 g');
  const rice = await idOf(baseUrl, token, 'product', 'Basmati Rice');
  const order = await saveOrderThroughApi(baseUrl, token, {
    PartyId: partyId,
    OrderDate: orderDate,
    Lines: [
      { ProductId: noodles, Quantity: 30 },
      { ProductId: rice, Quantity: 5 },
    ],
  });
  let latest = order;
  for (const action of TO_DELIVERED) latest = await orderActionThroughApi(baseUrl, token, order.Id, action);
  return latest;
};

export const returnThroughApi = (baseUrl: string, token: string, id: number) =>
  callApi<OrderReturnDetail>(baseUrl, token, `/orderreturn/detail?id=${id}`);

export const collectionThroughApi = (baseUrl: string, token: string, id: number) =>
  callApi<PaymentDetail>(baseUrl, token, `/payment/detail?id=${id}`);

/** The id at the end of the page's address (/salesapp/returns/12 → 12). */
export const idInAddress = (page: Page): number => Number(new URL(page.url()).pathname.split('/').at(-1));

/** Paisa of rupees, for sums without float noise. */
export const paisa = (rupees: number): number => Math.round(rupees * 100);

/** 'Rs 1,23,456.78': the screens' own spelling of an amount in paisa. */
export const rupeesText = (amount: number): string => {
  const digits = String(Math.abs(amount)).padStart(3, '0');
  const whole = digits.slice(0, -2);
  const grouped =
    whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  return `Rs ${grouped}.${digits.slice(-2)}`;
};

/** A running balance as the statement writes it, from paisa: 'Rs 1,200.00 Dr', 'Rs 300.00 Cr'. */
export const balanceText = (amount: number): string =>
  amount === 0 ? 'Rs 0.00' : `${rupeesText(Math.abs(amount))} ${amount > 0 ? 'Dr' : 'Cr'}`;

/** The statement's rows as the cells' texts (the opening row has a header cell and a balance). */
export const statementRows = (page: Page): Promise<string[][]> =>
  page
    .locator('.bo-statement-table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').trim()),
      ),
    );

/** The button labels of the page's Actions card, in order. */
export const actionButtons = (page: Page): Promise<string[]> =>
  page
    .getByRole('region', { name: 'Actions' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => (button.textContent ?? '').trim()));

/** The value shown beside `label` in the page's Details card. */
export const detail = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'Details' })
    .locator('.bo-details-row', { has: page.getByText(label, { exact: true }) })
    .locator('dd');
