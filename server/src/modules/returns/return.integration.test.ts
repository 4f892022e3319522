import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import type { Page } from '@backoffice/shared/paging';
import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import type {
  OrderReturnDetail,
  OrderReturnSummary,
  ReturnableOrder,
} from '@backoffice/shared/sales/returns/return.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReturns, orderReturnTransitions } from '../../db/schema/index.js';
import { returnsAndCollectionsKit, rupees } from '../../test-support/returns-and-collections-test-kit.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let kit: ReturnType<typeof returnsAndCollectionsKit>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  kit = returnsAndCollectionsKit(app, () => admin);
});
afterAll(async () => app.close());

const detail = async (id: number) =>
  (await app.get<OrderReturnDetail>(`${API}/orderreturn/detail?id=${id}`, { token: admin, companyId: 1 }))
    .body.Data as OrderReturnDetail;

describe('POST /orderreturn/save', () => {
  it('takes part of a line back, pending, valued with the sale’s rounding, its creation in the history', async () => {
    const party = await kit.newParty();
    const order = await kit.deliveredOrder(party, [
      ['Coca-Cola 500 ml', 24],
      ['Tokla Tea 500 g', 3],
    ]);
    const saved = await kit.saveReturn(order, [[0, 6]]);
    expect(saved.status, saved.body.Message).toBe(200);
    const made = saved.body.Data as OrderReturnDetail;
    const line = order.Lines[0];
    expect(made).toMatchObject({
      ReturnNo: expect.stringMatching(/^RT-2083\/84-\d{6}$/),
      OrderId: order.Id,
      OrderNo: order.OrderNo,
      PartyId: party,
      ReasonName: 'Damaged in transit',
      Status: 'pending',
      AllowedActions: ['verify', 'cancel'],
      LineCount: 1,
      Version: 1,
      VerifiedOn: null,
      FileUrl: null,
    });
    // A quarter of the line: its taxable amount and VAT, each a quarter, rounded.
    const quarter = (amount: number | undefined) => Math.round(((amount ?? 0) * 100) / 4) / 100;
    expect(made.Lines).toEqual([
      {
        Id: expect.any(Number),
        OrderLineId: line?.Id,
        ProductId: line?.ProductId,
        ProductName: 'Coca-Cola 500 ml',
        ProductCode: line?.ProductCode,
        UnitSymbol: 'pcs',
        Quantity: 6,
        TaxableAmount: quarter(line?.TaxableAmount),
        VatAmount: quarter(line?.VatAmount),
        LineTotal: rupees(quarter(line?.TaxableAmount), quarter(line?.VatAmount)),
      },
    ]);
    expect(made.History.map((step) => [step.Action, step.From, step.To, step.ActorName])).toEqual([
      ['create', null, 'pending', 'Ram Thapa'],
    ]);
    const returnable = await app.get<ReturnableOrder>(`${API}/orderreturn/returnable?orderId=${order.Id}`, {
      token: admin,
      companyId: 1,
    });
    expect(returnable.body.Data).toMatchObject({ CanReturn: true, Message: null });
    expect(returnable.body.Data?.Lines.map((item) => [item.Sold, item.Returned, item.Remaining])).toEqual([
      [24, 6, 18],
      [3, 0, 3],
    ]);
  });

  it('refuses more than is left, counting pending and verified returns, and names the line', async () => {
    const order = await kit.deliveredOrder(await kit.newParty());
    const over = await kit.saveReturn(order, [[0, 25]]);
    expect(over.body).toMatchObject({
      Code: 400,
      Message: 'Coca-Cola 500 ml: 25 cannot be returned; the order sold 24.',
      Errors: [
        {
          Field: 'Lines[0].Quantity',
          Message: 'Coca-Cola 500 ml: 25 cannot be returned; the order sold 24.',
        },
      ],
    });
    expect((await kit.saveReturn(order, [[0, 20]])).status).toBe(200);
    const second = await kit.saveReturn(order, [[0, 5]]);
    expect(second.body.Message).toBe(
      'Coca-Cola 500 ml: 5 cannot be returned; earlier returns leave 4 of the 24 sold.',
    );
    const rows = await app.deps.db.select().from(orderReturns).where(eq(orderReturns.orderId, order.Id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an order that has not reached the party (409) and an unknown line (400)', async () => {
    const party = await kit.newParty();
    const saved = await app.post<OrderDetail>(`${API}/order/save`, {
      token: admin,
      companyId: 1,
      json: {
        PartyId: party,
        Lines: [{ ProductId: await kit.idOf(PRODUCT, 'Coca-Cola 500 ml'), Quantity: 1 }],
      },
    });
    const open = saved.body.Data as OrderDetail;
    const early = await kit.saveReturn(open, [[0, 1]]);
    expect(early.body).toMatchObject({
      Code: 409,
      Message: 'Only a delivered, paid or completed order can take a return; this order is not confirmed.',
    });
    const delivered = await kit.deliveredOrder(party);
    const wrong = await app.post(`${API}/orderreturn/save`, {
      token: admin,
      companyId: 1,
      json: {
        OrderId: delivered.Id,
        ReasonId: await kit.reasonId(),
        Lines: [{ OrderLineId: open.Lines[0]?.Id, Quantity: 1 }],
      },
    });
    expect(wrong.body.Errors).toEqual([
      { Field: 'Lines[0].OrderLineId', Message: `The order has no line ${open.Lines[0]?.Id}.` },
    ]);
  });

  it('takes a form with Lines as JSON and an image part checked by content; refuses a fake one', async () => {
    const order = await kit.deliveredOrder(await kit.newParty());
    const reasonId = await kit.reasonId();
    const form = (file: Blob) => {
      const data = new FormData();
      data.set('OrderId', String(order.Id));
      data.set('ReasonId', String(reasonId));
      data.set('Lines', JSON.stringify([{ OrderLineId: order.Lines[0]?.Id, Quantity: 1 }]));
      data.set('File', file, 'photo.png');
      return data;
    };
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const good = form(new Blob([png], { type: 'image/png' }));
    const saved = await app.post<OrderReturnDetail>(`${API}/orderreturn/save`, {
      token: admin,
      companyId: 1,
      formData: good,
    });
    expect(saved.status, saved.body.Message).toBe(200);
    expect(saved.body.Data?.FileUrl).toMatch(/^\/uploads\/1\/[0-9a-f-]+\.png$/);
    const fake = form(new Blob(['MZ not an image'], { type: 'image/png' }));
    const refused = await app.post(`${API}/orderreturn/save`, { token: admin, companyId: 1, formData: fake });
    expect(refused.body).toMatchObject({ Code: 400, Message: 'File must be a PNG, GIF, JPEG or PDF file' });
  });

  it('replaces a pending return’s lines, and refuses a stale Version', async () => {
    const order = await kit.deliveredOrder(await kit.newParty());
    const made = (await kit.saveReturn(order, [[0, 2]])).body.Data as OrderReturnDetail;
    const edit = (Version: number, Quantity: number) =>
      app.post<OrderReturnDetail>(`${API}/orderreturn/save`, {
        token: admin,
        companyId: 1,
        json: {
          Id: made.Id,
          Version,
          OrderId: order.Id,
          ReasonId: made.ReasonId,
          Lines: [{ OrderLineId: order.Lines[0]?.Id, Quantity }],
        },
      });
    const edited = await edit(1, 24);
    expect(edited.body.Data).toMatchObject({ Version: 2, Lines: [{ Quantity: 24 }] });
    expect((await edit(1, 3)).body).toMatchObject({
      Code: 409,
      Message: 'This return was changed by someone else; reload it.',
    });
  });
});

describe('POST /orderreturn/verify and /cancel', () => {
  it('verifies once, lowering the balance, and refuses every later move with 409', async () => {
    const party = await kit.newParty();
    const order = await kit.deliveredOrder(party);
    const made = (await kit.saveReturn(order, [[0, 12]])).body.Data as OrderReturnDetail;
    expect((await kit.balance(party)).Balance).toBe(order.TotalAmount);
    const verified = await kit.returnAction(made.Id, 'verify', { Remarks: 'Checked at the warehouse' });
    expect(verified.body.Message).toBe(`Return ${made.ReturnNo} verified.`);
    expect(verified.body.Data).toMatchObject({
      Status: 'verified',
      AllowedActions: [],
      VerifiedOn: '2026-11-22',
      Version: 2,
      TotalAmount: made.TotalAmount,
    });
    expect(verified.body.Data?.History.at(-1)).toMatchObject({
      Action: 'verify',
      From: 'pending',
      To: 'verified',
      Remarks: 'Checked at the warehouse',
    });
    expect(await detail(made.Id)).toEqual(verified.body.Data);
    expect(await kit.balance(party)).toMatchObject({
      Orders: order.TotalAmount,
      Returns: made.TotalAmount,
      Balance: rupees(order.TotalAmount, -made.TotalAmount),
      PendingReturns: 0,
    });
    expect((await kit.returnAction(made.Id, 'verify')).body).toMatchObject({
      Code: 409,
      Message: 'The return is already verified; no further action is possible.',
    });
    expect((await kit.returnAction(made.Id, 'cancel')).body).toMatchObject({
      Code: 409,
      Message: 'A return that is verified cannot be cancelled; no further action is possible.',
    });
  });

  it('cancels a pending return, freeing its quantities, and leaves the balance alone', async () => {
    const party = await kit.newParty();
    const order = await kit.deliveredOrder(party);
    const made = (await kit.saveReturn(order, [[0, 24]])).body.Data as OrderReturnDetail;
    const cancelled = await kit.returnAction(made.Id, 'cancel', { Remarks: 'Counted twice' });
    expect(cancelled.body.Data).toMatchObject({ Status: 'cancelled', AllowedActions: [] });
    expect((await kit.returnAction(made.Id, 'verify')).status).toBe(409);
    expect((await kit.balance(party)).Balance).toBe(order.TotalAmount);
    expect((await kit.saveReturn(order, [[0, 24]])).status).toBe(200);
  });

  it('splits a line over returns that add up to exactly what it sold for', async () => {
    const party = await kit.newParty();
    const order = await kit.deliveredOrder(party, [['Tokla Tea 500 g', 3]]);
    const totals: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const made = (await kit.saveReturn(order, [[0, 1]])).body.Data as OrderReturnDetail;
      totals.push(((await kit.returnAction(made.Id, 'verify')).body.Data as OrderReturnDetail).TotalAmount);
    }
    expect(rupees(...totals)).toBe(order.TotalAmount);
    expect((await kit.balance(party)).Balance).toBe(0);
  });

  it('lets one of two simultaneous verifications through; the other gets 409', async () => {
    const order = await kit.deliveredOrder(await kit.newParty());
    const made = (await kit.saveReturn(order, [[0, 1]])).body.Data as OrderReturnDetail;
    const answers = await Promise.all([
      kit.returnAction(made.Id, 'verify'),
      kit.returnAction(made.Id, 'cancel'),
    ]);
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
    const steps = await app.deps.db
      .select()
      .from(orderReturnTransitions)
      .where(eq(orderReturnTransitions.returnId, made.Id));
    expect(steps).toHaveLength(2);
  });
});

describe('GET /orderreturn/list', () => {
  it('filters by party, order and status, newest first', async () => {
    const party = await kit.newParty();
    const order = await kit.deliveredOrder(party);
    const first = (await kit.saveReturn(order, [[0, 1]])).body.Data as OrderReturnDetail;
    const second = (await kit.saveReturn(order, [[0, 2]])).body.Data as OrderReturnDetail;
    await kit.returnAction(first.Id, 'verify');
    const get = (query: string) =>
      app.get<Page<OrderReturnSummary>>(`${API}/orderreturn/list?${query}`, { token: admin, companyId: 1 });
    const list = async (query: string) => (await get(query)).body.Data;
    expect((await list(`PartyId=${party}`))?.Items.map((item) => item.Id)).toEqual([second.Id, first.Id]);
    expect((await list(`OrderId=${order.Id}&Status=verified`))?.Items.map((item) => item.Id)).toEqual([
      first.Id,
    ]);
    expect((await list(`query=${first.ReturnNo}`))?.Items.map((item) => item.Id)).toEqual([first.Id]);
    expect((await get('Status=lost')).body).toMatchObject({
      Code: 400,
      Message: 'Status must be one or more of: pending, verified, cancelled',
    });
  });
});
