import type { PaymentDetail } from '@backoffice/shared/sales/collections/collection.contract';
import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import type { OrderReturnDetail } from '@backoffice/shared/sales/returns/return.contract';
import type { PartyStatement } from '@backoffice/shared/sales/statements/party-statement.contract';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReturns, orders, payments, paymentTransitions } from '../../db/schema/index.js';
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

/** The next calendar day (the suite starts at 10:00 in Kathmandu), signed in again. */
const nextDay = async () => {
  app.clock.advance(86_400);
  admin = await signInAs(app, 'admin', 'Admin@123');
};

const statement = async (query: string): Promise<PartyStatement> => {
  const answer = await app.get<PartyStatement>(`${API}/party/statement?${query}`, {
    token: admin,
    companyId: 1,
  });
  expect(answer.status, answer.body.Message).toBe(200);
  return answer.body.Data as PartyStatement;
};

/** The balance straight from the tables, to hold the API to the formula. */
const balanceFromTables = async (partyId: number): Promise<number> => {
  const { db } = app.deps;
  const sum = (column: Parameters<typeof sql>[1]) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const [owed] = await db
    .select({ total: sum(orders.totalAmount) })
    .from(orders)
    .where(and(eq(orders.partyId, partyId), inArray(orders.status, ['delivered', 'paid', 'completed'])));
  const [returned] = await db
    .select({ total: sum(orderReturns.totalAmount) })
    .from(orderReturns)
    .where(and(eq(orderReturns.partyId, partyId), eq(orderReturns.status, 'verified')));
  const [cleared] = await db
    .select({ total: sum(payments.amount) })
    .from(payments)
    .where(
      and(
        eq(payments.partyId, partyId),
        or(ne(payments.method, 'cheque'), eq(payments.chequeStatus, 'cleared')),
      ),
    );
  const [charged] = await db
    .select({ total: sum(paymentTransitions.charge) })
    .from(paymentTransitions)
    .innerJoin(
      payments,
      and(
        eq(payments.companyId, paymentTransitions.companyId),
        eq(payments.id, paymentTransitions.paymentId),
      ),
    )
    .where(eq(payments.partyId, partyId));
  return ((owed?.total ?? 0) - (returned?.total ?? 0) - (cleared?.total ?? 0) + (charged?.total ?? 0)) / 100;
};

describe('GET /party/statement and /party/balance', () => {
  let party: number;
  let first: OrderDetail;
  let second: OrderDetail;
  let cheque: PaymentDetail;
  let returned: OrderReturnDetail;

  beforeAll(async () => {
    party = await kit.newParty();
    // 22 November: the first order is delivered.
    first = await kit.deliveredOrder(party);
    await nextDay();
    // 23: cash.
    await kit.payOk({ PartyId: party, Method: 'cash', Amount: 100 });
    await nextDay();
    // 24: the second order is delivered; a cheque arrives and goes to the bank (nothing counts yet).
    second = await kit.deliveredOrder(party, [['Tokla Tea 500 g', 2]]);
    cheque = await kit.payOk({
      PartyId: party,
      Method: 'cheque',
      Amount: 200,
      ChequeNo: '1',
      ChequeBank: 'NMB',
    });
    await kit.cheque(cheque.Id, 'deposit');
    const made = (await kit.saveReturn(first, [[0, 4]])).body.Data as OrderReturnDetail;
    await nextDay();
    // 25: the cheque clears, then the return is verified.
    await kit.cheque(cheque.Id, 'reconcile');
    app.clock.advance(60);
    returned = (await kit.returnAction(made.Id, 'verify')).body.Data as OrderReturnDetail;
    await nextDay();
    // 26: another cheque bounces with a charge.
    const bad = await kit.payOk({
      PartyId: party,
      Method: 'cheque',
      Amount: 50,
      ChequeNo: '2',
      ChequeBank: 'NMB',
    });
    await kit.cheque(bad.Id, 'deposit');
    await kit.cheque(bad.Id, 'bounce', { BounceReason: 'Signature differs', BounceCharge: '25' });
  });

  it('lists every entry on the day it counted, oldest first, with the running balance', async () => {
    const whole = await statement(`partyId=${party}&pageSize=50`);
    expect(
      whole.Lines.map((line) => [line.Date, line.Kind, line.Reference, line.Debit, line.Credit]),
    ).toEqual([
      ['2026-11-22', 'order', first.OrderNo, first.TotalAmount, 0],
      ['2026-11-23', 'payment', expect.stringMatching(/^RC-/), 0, 100],
      ['2026-11-24', 'order', second.OrderNo, second.TotalAmount, 0],
      ['2026-11-25', 'payment', cheque.ReceiptNo, 0, 200],
      ['2026-11-25', 'return', returned.ReturnNo, 0, returned.TotalAmount],
      ['2026-11-26', 'bounceCharge', expect.stringMatching(/^RC-/), 25, 0],
    ]);
    let running = 0;
    for (const line of whole.Lines) {
      running = rupees(running, line.Debit, -line.Credit);
      expect(line.Balance).toBe(running);
    }
    expect(whole.Lines.map((line) => line.Description)).toEqual([
      `Order ${first.OrderNo} delivered`,
      'Cash received',
      `Order ${second.OrderNo} delivered`,
      'Cheque 1, NMB received',
      `Return of ${first.OrderNo}: Damaged in transit`,
      'Cheque 2 bounced: Signature differs',
    ]);
    expect(whole.Lines[3]?.RecordId).toBe(cheque.Id);
    expect(whole).toMatchObject({ Opening: 0, Closing: running, TotalCount: 6, PageOpening: 0 });
  });

  it('opens a date range with the balance before it and closes it at its last day', async () => {
    const whole = await statement(`partyId=${party}&pageSize=50`);
    const range = await statement(`partyId=${party}&fromDate=2026-11-24&toDate=2026-11-25`);
    expect(range.Lines.map((line) => line.Kind)).toEqual(['order', 'payment', 'return']);
    expect(range.Opening).toBe(rupees(first.TotalAmount, -100));
    expect(range.Closing).toBe(whole.Lines[4]?.Balance);
    expect(range.TotalDebit).toBe(second.TotalAmount);
    expect(range.TotalCredit).toBe(rupees(200, returned.TotalAmount));
    expect(rupees(range.Opening, range.TotalDebit, -range.TotalCredit)).toBe(range.Closing);
    const before = await statement(`partyId=${party}&toDate=2026-11-21`);
    expect(before).toMatchObject({ Lines: [], Opening: 0, Closing: 0 });
    const bad = await app.get(
      `${API}/party/statement?partyId=${party}&fromDate=2026-11-25&toDate=2026-11-24`,
      {
        token: admin,
        companyId: 1,
      },
    );
    expect(bad.body).toMatchObject({ Code: 400, Message: 'fromDate must not be after toDate' });
  });

  it('pages the lines and carries the running balance onto each page', async () => {
    const whole = await statement(`partyId=${party}&pageSize=50`);
    const page2 = await statement(`partyId=${party}&pageNo=2&pageSize=2`);
    expect(page2).toMatchObject({ PageNo: 2, PageSize: 2, TotalCount: 6, Closing: whole.Closing });
    expect(page2.Lines).toEqual(whole.Lines.slice(2, 4));
    expect(page2.PageOpening).toBe(whole.Lines[1]?.Balance);
    const beyond = await statement(`partyId=${party}&pageNo=9&pageSize=2`);
    expect(beyond).toMatchObject({ Lines: [], PageOpening: whole.Closing });
  });

  it('keeps balance = delivered, paid and completed orders − verified returns − cleared payments + charges', async () => {
    const balance = await kit.balance(party);
    const whole = await statement(`partyId=${party}`);
    expect(balance).toMatchObject({
      Orders: rupees(first.TotalAmount, second.TotalAmount),
      Returns: returned.TotalAmount,
      Payments: 300,
      Charges: 25,
      UnclearedCheques: 0,
      AsOf: '2026-11-26',
    });
    expect(balance.Balance).toBe(
      rupees(balance.Orders, -balance.Returns, -balance.Payments, balance.Charges),
    );
    expect(balance.Balance).toBe(whole.Closing);
    expect(balance.Balance).toBe(await balanceFromTables(party));
  });

  it('holds the formula for every demo party, whatever the seed gave them', async () => {
    const demo = await app.deps.db
      .selectDistinct({ partyId: payments.partyId })
      .from(payments)
      .where(eq(payments.companyId, 1));
    expect(demo.length).toBeGreaterThan(1);
    for (const { partyId } of demo) {
      const balance = await kit.balance(partyId);
      expect(balance.Balance, `party ${partyId}`).toBe(await balanceFromTables(partyId));
      expect((await statement(`partyId=${partyId}`)).Closing).toBe(balance.Balance);
    }
  });

  it('answers 404 for a party the company does not have', async () => {
    const missing = await app.get(`${API}/party/balance?partyId=999999`, { token: admin, companyId: 1 });
    expect(missing.body).toMatchObject({ Code: 404, Message: 'Party 999999 was not found.' });
  });
});

describe('a cheque that cleared and later bounced', () => {
  it('keeps its credit on the clearing day and takes it back on the bounce day, so past periods never change', async () => {
    const party = await kit.newParty();
    const order = await kit.deliveredOrder(party);
    const cheque = await kit.payOk({
      PartyId: party,
      Method: 'cheque',
      Amount: 300,
      ChequeNo: '77',
      ChequeBank: 'NIC Asia',
    });
    await kit.cheque(cheque.Id, 'deposit');
    await nextDay();
    const clearedOn = (await kit.cheque(cheque.Id, 'reconcile')).body.Data?.ClearedOn;
    const period = `partyId=${party}&toDate=${clearedOn}`;
    const printed = await statement(period);
    expect(printed.Closing).toBe(rupees(order.TotalAmount, -300));

    await nextDay();
    const bounced = await kit.cheque(cheque.Id, 'bounce', {
      BounceReason: 'Stopped by drawer',
      BounceCharge: '40',
    });
    expect(bounced.status, bounced.body.Message).toBe(200);
    const bounceDay = (await kit.balance(party)).AsOf;

    // The period that ended between the clearing and the bounce reads as it did.
    expect(await statement(period)).toEqual(printed);
    const whole = await statement(`partyId=${party}`);
    expect(
      whole.Lines.map((line) => [line.Date, line.Kind, line.Debit, line.Credit, line.Description]),
    ).toEqual([
      [expect.any(String), 'order', order.TotalAmount, 0, `Order ${order.OrderNo} delivered`],
      [clearedOn, 'payment', 0, 300, 'Cheque 77, NIC Asia received'],
      [
        bounceDay,
        'chequeBounce',
        300,
        0,
        'Cheque 77, NIC Asia bounced after clearing: Stopped by drawer; its payment is taken back',
      ],
      [bounceDay, 'bounceCharge', 40, 0, 'Cheque 77 bounced: Stopped by drawer'],
    ]);
    expect(whole.Lines.every((line) => line.RecordId > 0)).toBe(true);
    const balance = await kit.balance(party);
    expect(balance.Balance).toBe(rupees(order.TotalAmount, 40));
    expect(whole.Closing).toBe(balance.Balance);
    expect(balance.Balance).toBe(await balanceFromTables(party));

    // Deposited again and cleared: a second credit, and the balance and statement still agree.
    app.clock.advance(60);
    await kit.cheque(cheque.Id, 'deposit');
    await kit.cheque(cheque.Id, 'reconcile');
    const again = await statement(`partyId=${party}`);
    expect(again.Lines.map((line) => line.Kind)).toEqual([
      'order',
      'payment',
      'chequeBounce',
      'bounceCharge',
      'payment',
    ]);
    expect(again.Closing).toBe((await kit.balance(party)).Balance);
    expect(again.Closing).toBe(await balanceFromTables(party));
    expect(await statement(period)).toEqual(printed);
  });
});
