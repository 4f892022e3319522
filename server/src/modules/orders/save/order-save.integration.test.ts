import { FISCAL_YEAR_START_MONTH_SETTING_KEY } from '@backoffice/shared/calendar/fiscal-year';
import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import type { Page } from '@backoffice/shared/paging';
import type { OrderDetail, OrderSummary } from '@backoffice/shared/sales/orders/order.contract';
import { computeOrderTotals } from '@backoffice/shared/sales/orders/order-totals';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { partiesTable } from '../../../db/schema/entities.schema.js';
import { auditLog, orderLines, orders } from '../../../db/schema/index.js';
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

const idOf = (entity: EntityDeclaration, name: string): Promise<number> => idByName(app, entity, name);
const save = (body: unknown) =>
  app.post<OrderDetail>(`${API}/order/save`, { token: admin, companyId: 1, json: body });
const orderCount = async () => (await app.deps.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

describe('POST /order/save: a new order', () => {
  it("prices lines from the party's own price, else the product's, or as entered; totals exact to the paisa", async () => {
    const asan = await idOf(PARTY, 'Asan Wholesale Centre');
    const [waiWai, rice, coke] = await Promise.all([
      idOf(PRODUCT, 'Wai Wai Noodles 75 g'),
      idOf(PRODUCT, 'Basmati Rice'),
      idOf(PRODUCT, 'Coca-Cola 500 ml'),
    ]);
    const saved = await save({
      PartyId: asan,
      Remarks: 'Leave at the back door',
      OrderDiscountAmount: 10,
      Lines: [
        { ProductId: waiWai, Quantity: 100 },
        { ProductId: rice, Quantity: 2.5 },
        { ProductId: coke, Quantity: 3, UnitPrice: 50.55, DiscountPercent: 5 },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const order = saved.body.Data as OrderDetail;
    const expected = computeOrderTotals({
      lines: [
        { quantity: 100, unitPrice: 2000, vatApplicable: true },
        { quantity: 2.5, unitPrice: 18_000, vatApplicable: false },
        { quantity: 3, unitPrice: 5055, discount: { kind: 'percent', percent: 5 }, vatApplicable: true },
      ],
      orderDiscount: { kind: 'amount', paisa: 1000 },
      vatRatePercent: 13,
    });
    if (!expected.ok) throw new Error('the expected totals did not compute');
    const rupees = (paisa: number) => paisa / 100;
    expect(saved.body.Message).toBe(`Order ${order.OrderNo} created.`);
    expect(order).toMatchObject({
      OrderNo: expect.stringMatching(/^SO-2083\/84-\d{6}$/),
      OrderDate: '2026-11-22',
      PartyName: 'Asan Wholesale Centre',
      SalesPersonName: 'Maya Rai',
      RouteName: 'New Road – Asan',
      Status: 'notConfirmed',
      Remarks: 'Leave at the back door',
      VatRatePercent: 13,
      LineCount: 3,
      SubTotal: rupees(expected.totals.gross),
      DiscountTotal: rupees(expected.totals.lineDiscount + expected.totals.orderDiscount),
      OrderDiscountAmount: 10,
      OrderDiscountPercent: null,
      TaxableAmount: rupees(expected.totals.taxable),
      VatAmount: rupees(expected.totals.vat),
      TotalAmount: rupees(expected.totals.total),
      AllowedActions: ['confirm', 'cancel'],
      Version: 1,
    });
    expect(order.Lines.map((line) => [line.PriceSource, line.ListPrice, line.UnitPrice])).toEqual([
      ['party', 20, 20],
      ['product', 180, 180],
      ['product', 53.1, 50.55],
    ]);
    expect(order.Lines.map((line) => line.LineTotal)).toEqual(
      expected.totals.lines.map((line) => rupees(line.total)),
    );
    expect(order.Lines[2]).toMatchObject({ DiscountPercent: 5, VatApplicable: true, UnitSymbol: 'pcs' });
    expect(order.History).toEqual([
      expect.objectContaining({ Action: 'create', From: null, To: 'notConfirmed', ActorName: 'Ram Thapa' }),
    ]);
    const [audit] = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'Order'), eq(auditLog.entityId, String(order.Id))));
    expect(audit).toMatchObject({
      action: 'create',
      after: { OrderNo: order.OrderNo, TotalAmount: order.TotalAmount },
    });
  });

  it('numbers orders per company and fiscal year of the order date, one after another', async () => {
    const party = await idOf(PARTY, 'Bishnu Traders');
    const product = await idOf(PRODUCT, 'Lays Classic 50 g');
    const line = [{ ProductId: product, Quantity: 1 }];
    const [first, second] = await Promise.all([
      save({ PartyId: party, Lines: line }),
      save({ PartyId: party, Lines: line }),
    ]);
    const numbers = [first.body.Data?.OrderNo ?? '', second.body.Data?.OrderNo ?? ''].toSorted();
    const serial = (orderNo: string) => Number(orderNo.slice(-6));
    expect(serial(numbers[1] ?? '') - serial(numbers[0] ?? '')).toBe(1);
    const lastYear = await save({ PartyId: party, OrderDate: '2025-12-31', Lines: line });
    expect(lastYear.body.Data?.OrderNo).toBe('SO-2082/83-000001');
  });

  it("uses a party price only on the days it holds: before it starts, the product's price", async () => {
    const asan = await idOf(PARTY, 'Asan Wholesale Centre');
    const waiWai = await idOf(PRODUCT, 'Wai Wai Noodles 75 g');
    const before = await save({
      PartyId: asan,
      OrderDate: '2025-12-31',
      Lines: [{ ProductId: waiWai, Quantity: 10 }],
    });
    expect(before.body.Data?.Lines[0]).toMatchObject({ PriceSource: 'product', UnitPrice: 22.12 });
  });

  it('takes a form with Lines as a JSON string, field names in any case, and the VAT rate setting', async () => {
    await writeSetting(app.deps.db, 1, 'VAT_RATE_PERCENT', '10', new Date());
    try {
      const saved = await app.post<OrderDetail>(`${API}/order/save`, {
        token: admin,
        companyId: 1,
        form: {
          partyid: String(await idOf(PARTY, 'Lakeside Mart')),
          OrderDate: '2026-11-20',
          OrderDiscountPercent: '2.5',
          Lines: JSON.stringify([{ productid: await idOf(PRODUCT, 'Tokla Tea 500 g'), quantity: '4' }]),
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const expected = computeOrderTotals({
        lines: [{ quantity: 4, unitPrice: 28_319, vatApplicable: true }],
        orderDiscount: { kind: 'percent', percent: 2.5 },
        vatRatePercent: 10,
      });
      expect(expected.ok && expected.totals.total / 100).toBe(saved.body.Data?.TotalAmount);
      expect(saved.body.Data).toMatchObject({
        VatRatePercent: 10,
        OrderDiscountPercent: 2.5,
        SalesPersonName: 'Hari Gurung',
      });
    } finally {
      await writeSetting(app.deps.db, 1, 'VAT_RATE_PERCENT', '', new Date());
    }
  });
});

describe('POST /order/save: refusals', () => {
  const refused = async (body: unknown) => {
    const before = await orderCount();
    const answer = await save(body);
    expect(answer.status).toBe(400);
    expect(await orderCount()).toBe(before);
    return answer.body.Errors ?? [];
  };

  it('names the line and field of each problem', async () => {
    const party = await idOf(PARTY, 'Bishnu Traders');
    const waiWai = await idOf(PRODUCT, 'Wai Wai Noodles 75 g');
    expect(await refused({ PartyId: party, Lines: [{ ProductId: 99_999, Quantity: 1 }] })).toEqual([
      { Field: 'Lines[0].ProductId', Message: 'Line 1: product 99999 was not found.' },
    ]);
    expect(
      await refused({
        PartyId: party,
        Lines: [
          { ProductId: waiWai, Quantity: 2 },
          { ProductId: waiWai, Quantity: 1.5 },
        ],
      }),
    ).toEqual([
      {
        Field: 'Lines[1].Quantity',
        Message: 'Line 2: Wai Wai Noodles 75 g is sold in whole pcs; 1.5 is not whole.',
      },
    ]);
    expect(await refused({ PartyId: party, Lines: [] })).toEqual([
      { Field: 'Lines', Message: 'An order needs at least one line.' },
    ]);
    expect(await refused({ PartyId: party, Lines: [{ ProductId: waiWai, Quantity: -2 }] })).toEqual([
      {
        Field: 'Lines[0].Quantity',
        Message: 'Line 1: quantity must be more than 0 with at most 3 decimals.',
      },
    ]);
    // Too large says so, with the most a line holds, for any number of digits past it.
    for (const Quantity of [1_234_567_890_123, 9_999_999_999_999, 1e20]) {
      expect(await refused({ PartyId: party, Lines: [{ ProductId: waiWai, Quantity }] })).toEqual([
        {
          Field: 'Lines[0].Quantity',
          Message: 'Line 1: quantity is too large; the most a line may hold is 999,999,999,999.999.',
        },
      ]);
    }
    // An order date is within a year of today (22 November 2026), either way.
    for (const OrderDate of ['1900-01-01', '9999-01-01', '2025-11-21', '2027-11-23']) {
      expect(
        await refused({ PartyId: party, OrderDate, Lines: [{ ProductId: waiWai, Quantity: 1 }] }),
      ).toEqual([
        {
          Field: 'OrderDate',
          Message: 'Order date must be from 2025-11-22 to 2027-11-22 (within a year of today).',
        },
      ]);
    }
    expect(await refused({ PartyId: party, Lines: [{ ProductId: waiWai, Quantity: 'many' }] })).toEqual([
      { Field: 'Lines[0].Quantity', Message: 'Line 1: quantity must be a number.' },
    ]);
    expect(
      await refused({ PartyId: party, Lines: [{ ProductId: waiWai, Quantity: 1, UnitPrice: 1.005 }] }),
    ).toEqual([
      {
        Field: 'Lines[0].UnitPrice',
        Message: 'Line 1: unit price must be an amount of 0 or more with at most 2 decimals.',
      },
    ]);
    expect(
      await refused({ PartyId: party, Lines: [{ ProductId: waiWai, Quantity: 1, DiscountAmount: 50 }] }),
    ).toEqual([
      {
        Field: 'Lines[0].DiscountAmount',
        Message: 'Line 1: discount of Rs 50.00 is more than the line amount of Rs 22.12.',
      },
    ]);
    expect(await refused({ PartyId: 99_999, Lines: [{ ProductId: waiWai, Quantity: 1 }] })).toEqual([
      { Field: 'PartyId', Message: 'Party 99999 was not found.' },
    ]);
    expect((await refused({ Lines: [{ ProductId: waiWai, Quantity: 1 }] }))[0]?.Field).toBe('PartyId');
  });

  it('refuses a sales person who is not approved yet', async () => {
    const [row] = await app.deps.db
      .select({ id: partiesTable.SalesPersonId })
      .from(partiesTable)
      .where(eq(partiesTable.Name, 'Everest Pharmacy'));
    const party = await idOf(PARTY, 'Everest Pharmacy');
    const lines = [{ ProductId: await idOf(PRODUCT, 'Dettol Soap 125 g'), Quantity: 1 }];
    expect(await refused({ PartyId: party, SalesPersonId: Number(row?.id), Lines: lines })).toEqual([
      { Field: 'SalesPersonId', Message: 'Suman Tamang is waiting for approval and cannot take orders yet.' },
    ]);
    // Left out, the party's own sales person is credited only if they may take orders.
    expect((await save({ PartyId: party, Lines: lines })).body.Data?.SalesPersonId).toBeNull();
  });
});

describe('POST /order/save: changing an order', () => {
  const newOrder = async () => {
    const saved = await save({
      PartyId: await idOf(PARTY, 'Fewa Grocery'),
      Lines: [{ ProductId: await idOf(PRODUCT, 'Coca-Cola 500 ml'), Quantity: 12 }],
    });
    return saved.body.Data as OrderDetail;
  };

  it('replaces fields and lines while not confirmed or confirmed, one version up each time', async () => {
    const order = await newOrder();
    const rice = await idOf(PRODUCT, 'Basmati Rice');
    const changed = await save({
      Id: order.Id,
      Version: order.Version,
      PartyId: order.PartyId,
      Lines: [{ ProductId: rice, Quantity: 10.25 }],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.Message).toBe(`Order ${order.OrderNo} saved.`);
    expect(changed.body.Data).toMatchObject({
      OrderNo: order.OrderNo,
      Version: 2,
      LineCount: 1,
      TotalAmount: 1845,
    });
    const stored = await app.deps.db.select().from(orderLines).where(eq(orderLines.orderId, order.Id));
    expect(stored.map((line) => [line.productId, line.quantity])).toEqual([[rice, 10.25]]);

    const stale = await save({
      Id: order.Id,
      Version: 1,
      PartyId: order.PartyId,
      Lines: [{ ProductId: rice, Quantity: 1 }],
    });
    expect(stale.body).toMatchObject({
      Code: 409,
      Message: 'This order was changed by someone else; reload it.',
    });

    await app.post(`${API}/order/confirm?id=${order.Id}`, { token: admin, companyId: 1 });
    const confirmed = await save({
      Id: order.Id,
      PartyId: order.PartyId,
      Lines: [{ ProductId: rice, Quantity: 2 }],
    });
    expect(confirmed.body.Data?.Version).toBe(4);
    await app.post(`${API}/order/verify?id=${order.Id}`, { token: admin, companyId: 1 });
    const verified = await save({
      Id: order.Id,
      PartyId: order.PartyId,
      Lines: [{ ProductId: rice, Quantity: 3 }],
    });
    expect(verified.body).toMatchObject({
      Code: 409,
      Message: 'An order that is verified can no longer be changed.',
    });
    const [after] = await app.deps.db.select().from(orders).where(eq(orders.id, order.Id));
    expect(after).toMatchObject({ version: 5, totalAmount: 36_000, status: 'verified' });
  });

  it('answers 404 for an order that does not exist', async () => {
    const missing = await save({ Id: 99_999, PartyId: 1, Lines: [{ ProductId: 1, Quantity: 1 }] });
    expect(missing.status).toBe(404);
  });
});

describe('POST /order/save: numbers per fiscal year', () => {
  afterEach(async () => setStartMonth(''));

  const setStartMonth = (value: string) =>
    writeSetting(app.deps.db, 1, FISCAL_YEAR_START_MONTH_SETTING_KEY, value, new Date());

  /** A one-line order of company 1 on `day` (today is 2026-11-22: 2083/84 from 1 Shrawan). */
  const orderOn = async (day: string): Promise<string> => {
    const [party, product] = await Promise.all([
      idOf(PARTY, 'Bishnu Traders'),
      idOf(PRODUCT, 'Lays Classic 50 g'),
    ]);
    const saved = await save({
      PartyId: party,
      OrderDate: day,
      Lines: [{ ProductId: product, Quantity: 1 }],
    });
    expect(saved.status, saved.body.Message).toBe(200);
    return saved.body.Data?.OrderNo ?? '';
  };

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
