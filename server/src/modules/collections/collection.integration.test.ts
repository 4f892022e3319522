import type { Page } from '@backoffice/shared/paging';
import type { PaymentDetail, PaymentSummary } from '@backoffice/shared/sales/collections/collection.contract';
import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, paymentTransitions } from '../../db/schema/index.js';
import { returnsAndCollectionsKit, rupees } from '../../test-support/returns-and-collections-test-kit.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { TEST_EPOCH } from '../../test-support/test-time.js';

let app: TestApp;
let admin: string;
let kit: ReturnType<typeof returnsAndCollectionsKit>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  kit = returnsAndCollectionsKit(app, () => admin);
});
afterAll(async () => app.close());

const orderDetail = async (id: number) =>
  (await app.get<OrderDetail>(`${API}/order/detail?id=${id}`, { token: admin, companyId: 1 })).body
    .Data as OrderDetail;

const chequeFor = (PartyId: number, Amount: number, extra: object = {}) =>
  kit.payOk({ PartyId, Method: 'cheque', Amount, ChequeNo: '100200', ChequeBank: 'Nabil Bank', ...extra });

describe('cash and other payments', () => {
  it('counts cash at once: the order it covers becomes paid, with a settle step in its history', async () => {
    const party = await kit.newParty();
    const order = await kit.deliveredOrder(party);
    const paid = await kit.payOk({
      PartyId: party,
      Method: 'cash',
      Amount: order.TotalAmount,
      Remarks: 'At the shop',
    });
    expect(paid).toMatchObject({
      ReceiptNo: expect.stringMatching(/^RC-2083\/84-\d{6}$/),
      PaymentDate: '2026-11-22',
      Method: 'cash',
      Amount: order.TotalAmount,
      ChequeStatus: null,
      Cleared: true,
      ClearedOn: '2026-11-22',
      AllowedActions: [],
      CanDelete: true,
      History: [],
      Allocations: [{ OrderId: order.Id, OrderNo: order.OrderNo, Amount: order.TotalAmount }],
      Unallocated: 0,
    });
    const settled = await orderDetail(order.Id);
    expect(settled.Status).toBe('paid');
    expect(settled.History.at(-1)).toMatchObject({
      Action: 'settle',
      From: 'delivered',
      To: 'paid',
      ActorName: 'Ram Thapa',
      Remarks: `Receipt ${paid.ReceiptNo} received.`,
    });
    expect(await kit.balance(party)).toMatchObject({
      Orders: order.TotalAmount,
      Payments: order.TotalAmount,
      Balance: 0,
    });
  });

  it('pays an order on delivery when a payment made in advance covers it', async () => {
    const party = await kit.newParty();
    const saved = await kit.deliveredOrder(party);
    // A second order, paid for before it is delivered.
    const advance = await kit.payOk({ PartyId: party, Method: 'cash', Amount: saved.TotalAmount * 2 });
    expect(advance.Amount).toBe(saved.TotalAmount * 2);
    const next = await kit.dispatchedOrder(party);
    await kit.orderAction(next.Id, 'deliver');
    const delivered = await orderDetail(next.Id);
    expect(delivered.Status).toBe('paid');
    expect(delivered.History.map((step) => step.Action).slice(-2)).toEqual(['deliver', 'settle']);
  });

  it('leaves an order delivered while payments cover only part of it', async () => {
    const party = await kit.newParty();
    const order = await kit.deliveredOrder(party);
    await kit.payOk({ PartyId: party, Method: 'bankTransfer', Amount: 100, ReferenceNo: 'TXN-1' });
    expect(await kit.orderStatus(order.Id)).toBe('delivered');
    expect((await kit.balance(party)).Balance).toBe(rupees(order.TotalAmount, -100));
  });

  it('refuses a bad amount, a future date, a cheque without its number, and another party’s order', async () => {
    const party = await kit.newParty();
    const other = await kit.deliveredOrder(await kit.newParty());
    const refusals = await Promise.all([
      kit.pay({ PartyId: party, Method: 'cash', Amount: 0 }),
      kit.pay({ PartyId: party, Method: 'cash', Amount: 10.005 }),
      kit.pay({ PartyId: party, Method: 'cash', Amount: 10, PaymentDate: '2026-11-23' }),
      kit.pay({ PartyId: party, Method: 'cheque', Amount: 10, ChequeBank: 'Nabil Bank' }),
      kit.pay({ PartyId: party, Method: 'cash', Amount: 10, Orders: [{ OrderId: other.Id }] }),
      kit.pay({ PartyId: party, Method: 'cash', Amount: 10, Orders: [{ OrderId: other.Id, Amount: 11 }] }),
    ]);
    expect(refusals.map((answer) => answer.body.Errors?.[0])).toEqual([
      { Field: 'Amount', Message: 'Amount must be more than 0 with at most 2 decimals.' },
      { Field: 'Amount', Message: 'Amount must be more than 0 with at most 2 decimals.' },
      { Field: 'PaymentDate', Message: 'Payment date cannot be after today.' },
      { Field: 'ChequeNo', Message: 'Cheque number is required for a cheque.' },
      { Field: 'Orders[0].OrderId', Message: `Order 1: order ${other.Id} is another party's.` },
      { Field: 'Orders', Message: 'The amounts for the orders add up to more than the payment.' },
    ]);
    expect(await app.deps.db.select().from(payments).where(eq(payments.partyId, party))).toEqual([]);
  });
});

describe('cheques', () => {
  it('counts a cheque only once it clears: received → deposited → cleared', async () => {
    const party = await kit.newParty();
    const order = await kit.deliveredOrder(party);
    const received = await chequeFor(party, order.TotalAmount, { ChequeDate: '2026-11-25' });
    expect(received).toMatchObject({
      ChequeStatus: 'received',
      Cleared: false,
      AllowedActions: ['deposit'],
      ChequeDate: '2026-11-25',
      Allocations: [],
      History: [{ Action: 'receive', From: null, To: 'received' }],
    });
    expect(await kit.balance(party)).toMatchObject({
      Balance: order.TotalAmount,
      UnclearedCheques: order.TotalAmount,
    });
    const deposited = await kit.cheque(received.Id, 'deposit');
    expect(deposited.body.Data).toMatchObject({
      ChequeStatus: 'deposited',
      AllowedActions: ['reconcile', 'bounce'],
    });
    expect((await kit.balance(party)).Balance).toBe(order.TotalAmount);
    expect(await kit.orderStatus(order.Id)).toBe('delivered');
    const cleared = await kit.cheque(received.Id, 'reconcile');
    expect(cleared.body.Message).toBe(`Cheque of ${received.ReceiptNo} reconciled.`);
    expect(cleared.body.Data).toMatchObject({
      ChequeStatus: 'cleared',
      Cleared: true,
      ClearedOn: '2026-11-22',
      CanDelete: false,
      Allocations: [{ OrderId: order.Id, Amount: order.TotalAmount }],
    });
    expect(await kit.balance(party)).toMatchObject({ Balance: 0, UnclearedCheques: 0 });
    expect(await kit.orderStatus(order.Id)).toBe('paid');
  });

  it('bounces a cleared cheque with a charge: the order is owed again; deposited again, it pays again', async () => {
    const party = await kit.newParty();
    const order = await kit.deliveredOrder(party);
    const cheque = await chequeFor(party, order.TotalAmount);
    await kit.cheque(cheque.Id, 'deposit');
    await kit.cheque(cheque.Id, 'reconcile');
    expect(await kit.orderStatus(order.Id)).toBe('paid');

    expect((await kit.cheque(cheque.Id, 'bounce', { BounceCharge: '500' })).body).toMatchObject({
      Code: 400,
      Errors: [{ Field: 'BounceReason', Message: 'Bounce reason is required' }],
    });
    // Too large says so, with the most it may be, however many digits past it.
    for (const BounceCharge of ['1234567890123', '10000000.01', '99999999999999999999']) {
      expect(
        (await kit.cheque(cheque.Id, 'bounce', { BounceReason: 'Stopped', BounceCharge })).body,
      ).toMatchObject({
        Code: 400,
        Errors: [
          {
            Field: 'BounceCharge',
            Message: 'Bounce charge is too large; the most it may be is Rs 1,00,00,000.00.',
          },
        ],
      });
    }
    const bounced = await kit.cheque(cheque.Id, 'bounce', {
      BounceReason: 'Payment stopped by drawer',
      BounceCharge: '500',
    });
    expect(bounced.body.Data).toMatchObject({
      ChequeStatus: 'bounced',
      Cleared: false,
      BounceCharge: 500,
      BounceReason: 'Payment stopped by drawer',
      AllowedActions: ['deposit'],
      ClearedOn: null,
    });
    const reopened = await orderDetail(order.Id);
    expect(reopened.Status).toBe('delivered');
    expect(reopened.History.at(-1)).toMatchObject({ Action: 'settle', From: 'paid', To: 'delivered' });
    expect(await kit.balance(party)).toMatchObject({
      Payments: 0,
      Charges: 500,
      Balance: rupees(order.TotalAmount, 500),
    });

    const again = await kit.cheque(cheque.Id, 'deposit', { Remarks: 'Party says the funds are in' });
    expect(again.body.Data).toMatchObject({ ChequeStatus: 'deposited', BounceCharge: 500 });
    expect((await kit.balance(party)).Balance).toBe(rupees(order.TotalAmount, 500));
    await kit.cheque(cheque.Id, 'reconcile');
    expect(await kit.orderStatus(order.Id)).toBe('paid');
    expect(await kit.balance(party)).toMatchObject({ Charges: 500, Balance: 500 });
    const moves = (await kit.cheque(cheque.Id, 'bounce', { BounceReason: 'Again' })).body.Data?.History;
    expect(moves?.map((step) => step.Action)).toEqual([
      'receive',
      'deposit',
      'reconcile',
      'bounce',
      'deposit',
      'reconcile',
      'bounce',
    ]);
  });

  it('refuses moves the cheque rules do not allow, and cheque moves on cash, with 409', async () => {
    const party = await kit.newParty();
    const cheque = await chequeFor(party, 100);
    expect((await kit.cheque(cheque.Id, 'reconcile')).body).toMatchObject({
      Code: 409,
      Message: 'A cheque that is received cannot be reconciled; it can be deposited.',
    });
    const cash = await kit.payOk({ PartyId: party, Method: 'cash', Amount: 100 });
    expect((await kit.cheque(cash.Id, 'deposit')).body).toMatchObject({
      Code: 409,
      Message: 'Only a cheque can be deposited; this payment is cash.',
    });
    expect((await kit.cheque(cheque.Id, 'deposit', { Version: '5' })).body.Message).toBe(
      'This payment was changed by someone else; reload it.',
    );
  });

  it('lets exactly one of two simultaneous reconciles clear the cheque; the other gets 409', async () => {
    const party = await kit.newParty();
    const order = await kit.deliveredOrder(party);
    const cheque = await chequeFor(party, order.TotalAmount);
    await kit.cheque(cheque.Id, 'deposit');
    const answers = await Promise.all([
      kit.cheque(cheque.Id, 'reconcile'),
      kit.cheque(cheque.Id, 'reconcile'),
    ]);
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.Message).toBe(
      'The cheque is already cleared; it can be bounced.',
    );
    const steps = await app.deps.db
      .select()
      .from(paymentTransitions)
      .where(and(eq(paymentTransitions.paymentId, cheque.Id), eq(paymentTransitions.action, 'reconcile')));
    expect(steps).toHaveLength(1);
    const settles = (await orderDetail(order.Id)).History.filter((step) => step.Action === 'settle');
    expect(settles).toHaveLength(1);
  });
});

describe('allocation', () => {
  it('pays the oldest owed order first, and an order the payment names before that', async () => {
    const party = await kit.newParty();
    const older = await kit.deliveredOrder(party);
    const newer = await kit.deliveredOrder(party, [['Tokla Tea 500 g', 2]]);
    const first = await kit.payOk({ PartyId: party, Method: 'cash', Amount: older.TotalAmount });
    expect(first.Allocations.map((item) => item.OrderId)).toEqual([older.Id]);
    expect([await kit.orderStatus(older.Id), await kit.orderStatus(newer.Id)]).toEqual(['paid', 'delivered']);

    const other = await kit.newParty();
    const a = await kit.deliveredOrder(other);
    const b = await kit.deliveredOrder(other, [['Tokla Tea 500 g', 2]]);
    const named = await kit.payOk({
      PartyId: other,
      Method: 'wallet',
      Amount: rupees(b.TotalAmount, 10),
      Orders: [{ OrderId: b.Id }],
    });
    expect(named.RequestedOrders).toEqual([{ OrderId: b.Id, OrderNo: b.OrderNo, Amount: null }]);
    expect(named.Allocations.map((item) => [item.OrderId, item.Amount])).toEqual([
      [b.Id, b.TotalAmount],
      [a.Id, 10],
    ]);
    expect([await kit.orderStatus(a.Id), await kit.orderStatus(b.Id)]).toEqual(['delivered', 'paid']);
  });
});

describe('corrections and deletes', () => {
  it('deletes a cash payment (audited), reopening its order, and refuses a cheque that went to the bank', async () => {
    const party = await kit.newParty();
    const order = await kit.deliveredOrder(party);
    const cash = await kit.payOk({ PartyId: party, Method: 'cash', Amount: order.TotalAmount });
    expect(await kit.orderStatus(order.Id)).toBe('paid');
    const removed = await app.post(`${API}/payment/delete?id=${cash.Id}`, { token: admin, companyId: 1 });
    expect(removed.body).toMatchObject({ Code: 200, Message: `Payment ${cash.ReceiptNo} deleted.` });
    expect(await kit.orderStatus(order.Id)).toBe('delivered');
    const [audit] = await app.deps.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'Payment'),
          eq(auditLog.action, 'delete'),
          eq(auditLog.entityId, String(cash.Id)),
        ),
      );
    expect(audit?.before).toMatchObject({ ReceiptNo: cash.ReceiptNo, Amount: order.TotalAmount });

    const cheque = await chequeFor(party, order.TotalAmount);
    await kit.cheque(cheque.Id, 'deposit');
    await kit.cheque(cheque.Id, 'reconcile');
    const refused = await app.post(`${API}/payment/delete?id=${cheque.Id}`, { token: admin, companyId: 1 });
    expect(refused.body).toMatchObject({
      Code: 409,
      Message: 'A cheque that is cleared cannot be deleted; only a received cheque can.',
    });
    expect(await kit.orderStatus(order.Id)).toBe('paid');
  });

  it('corrects a received cheque, refuses one at the bank, and cash only on the day it was recorded', async () => {
    const party = await kit.newParty();
    const cheque = await chequeFor(party, 100);
    const edit = (id: number, Method: 'cash' | 'cheque', Amount: number) =>
      kit.pay({ Id: id, PartyId: party, Method, Amount, ChequeNo: '999', ChequeBank: 'NIC Asia' });
    expect((await edit(cheque.Id, 'cheque', 150)).body.Data).toMatchObject({
      Amount: 150,
      ChequeNo: '999',
      Version: 2,
    });
    expect((await edit(cheque.Id, 'cash', 150)).body.Errors).toEqual([
      { Field: 'Method', Message: 'The method cannot change; delete the payment and record it again.' },
    ]);
    await kit.cheque(cheque.Id, 'deposit');
    expect((await edit(cheque.Id, 'cheque', 200)).body).toMatchObject({
      Code: 409,
      Message: 'A cheque that is deposited can no longer be changed; only a received cheque can.',
    });
    const cash = await kit.payOk({ PartyId: party, Method: 'cash', Amount: 100 });
    expect((await edit(cash.Id, 'cash', 120)).body.Data).toMatchObject({ Amount: 120 });
    const signedInToday = admin;
    app.clock.advance(86_400);
    admin = await signInAs(app, 'admin', 'Admin@123');
    try {
      expect((await edit(cash.Id, 'cash', 130)).body).toMatchObject({
        Code: 409,
        Message:
          'A cash payment can be changed only on the day it was recorded; delete it and record it again.',
      });
    } finally {
      app.clock.current = new Date(TEST_EPOCH);
      admin = signedInToday;
    }
  });
});

describe('the spec’s collection paths', () => {
  it('saves a cheque multipart with its image and moves it through /collection', async () => {
    const party = await kit.newParty();
    const form = new FormData();
    form.set('PartyId', String(party));
    form.set('Method', 'cheque');
    form.set('Amount', '1250.50');
    form.set('ChequeNo', '778899');
    form.set('ChequeBank', 'Everest Bank');
    form.set('Orders', '[]');
    const pdf = new Blob(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], {
      type: 'application/pdf',
    });
    form.set('File', pdf, 'cheque.pdf');
    const saved = await app.post<PaymentDetail>(`${API}/collection/save`, {
      token: admin,
      companyId: 1,
      formData: form,
    });
    expect(saved.status, saved.body.Message).toBe(200);
    expect(saved.body.Data).toMatchObject({ Amount: 1250.5, FileUrl: expect.stringMatching(/\.pdf$/) });
    const id = saved.body.Data?.Id ?? 0;
    const deposited = await app.post<PaymentDetail>(`${API}/collection/deposit?id=${id}`, {
      token: admin,
      companyId: 1,
    });
    expect(deposited.body.Data?.ChequeStatus).toBe('deposited');
    const list = await app.get<Page<PaymentSummary>>(
      `${API}/payment/list?PartyId=${party}&Method=cheque&ChequeStatus=deposited,received`,
      { token: admin, companyId: 1 },
    );
    expect(list.body.Data?.Items.map((item) => [item.Id, item.ChequeStatus])).toEqual([[id, 'deposited']]);
    const searched = await app.get<Page<PaymentSummary>>(`${API}/payment/list?query=778899`, {
      token: admin,
      companyId: 1,
    });
    expect(searched.body.Data?.Items.map((item) => item.Id)).toEqual([id]);
  });
});
