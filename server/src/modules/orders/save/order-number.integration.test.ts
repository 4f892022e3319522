import { FISCAL_YEAR_START_MONTH_SETTING_KEY } from '@backoffice/shared/calendar/fiscal-year';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import type { Page } from '@backoffice/shared/paging';
import type { OrderDetail, OrderSummary } from '@backoffice/shared/sales/orders/order.contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { idByName } from '../../../test-support/entity-id.js';
import { API, signInAs } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { writeSetting } from '../../settings/settings.repository.js';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
});
afterAll(async () => app.close());
afterEach(async () => setStartMonth(''));

const setStartMonth = (value: string) =>
  writeSetting(app.deps.db, 1, FISCAL_YEAR_START_MONTH_SETTING_KEY, value, new Date());

/** A one-line order of company 1 on `day` (today is 2026-11-22: 2083/84 from 1 Shrawan). */
const orderOn = async (day: string): Promise<string> => {
  const [party, product] = await Promise.all([
    idByName(app, PARTY, 'Bishnu Traders'),
    idByName(app, PRODUCT, 'Lays Classic 50 g'),
  ]);
  const saved = await app.post<OrderDetail>(`${API}/order/save`, {
    token: admin,
    companyId: 1,
    json: { PartyId: party, OrderDate: day, Lines: [{ ProductId: product, Quantity: 1 }] },
  });
  expect(saved.status, saved.body.Message).toBe(200);
  return saved.body.Data?.OrderNo ?? '';
};

describe('order numbers per fiscal year', () => {
  it('number one after another with the label, and start again at 1 Shrawan', async () => {
    // 2027-07-16 is the last day of 2083/84 (1 Shrawan 2084 = 2027-07-17); no order is dated in 2084/85 yet.
    expect(await orderOn('2027-07-16')).toMatch(/^SO-2083\/84-\d{6}$/);
    expect(await orderOn('2027-07-17')).toBe('SO-2084/85-000001');
    expect(await orderOn('2027-08-01')).toBe('SO-2084/85-000002');
    expect(await orderOn('2027-07-20')).toBe('SO-2084/85-000003');
  });

  it("follow the company's FISCAL_YEAR_START_MONTH: from 1 Baisakh, May 2027 is in 2084/85", async () => {
    expect(await orderOn('2027-05-01')).toMatch(/^SO-2083\/84-\d{6}$/);
    await setStartMonth('1');
    // The counter is the fiscal year's first BS year's: 2084/85 goes on after the previous test's.
    expect(await orderOn('2027-05-01')).toMatch(/^SO-2084\/85-\d{6}$/);
    // 1 Baisakh 2084 is 2027-04-14.
    expect(await orderOn('2027-04-13')).toMatch(/^SO-2083\/84-\d{6}$/);
  });

  it('fall back to Shrawan when the setting is not a month 1-12', async () => {
    for (const value of ['Baisakh', '13', '0', '4.5']) {
      await setStartMonth(value);
      expect(await orderOn('2027-05-01'), value).toMatch(/^SO-2083\/84-\d{6}$/);
    }
  });

  it('are found by the list search, slash and all', async () => {
    const orderNo = await orderOn('2027-09-01');
    const search = async (text: string) =>
      (
        await app.get<Page<OrderSummary>>(`${API}/order/list?query=${text}`, { token: admin, companyId: 1 })
      ).body.Data?.Items.map((item) => item.OrderNo);
    expect(await search(encodeURIComponent(orderNo))).toEqual([orderNo]);
    expect(await search(orderNo)).toEqual([orderNo]);
    expect(await search(encodeURIComponent(orderNo.slice(3)))).toEqual([orderNo]);
  });
});
