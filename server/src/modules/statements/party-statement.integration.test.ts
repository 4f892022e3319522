import type { VoucherLine, VoucherType } from '@backoffice/shared/accounting/voucher';
import type { VoucherSourceKind } from '@backoffice/shared/accounting/voucher.contract';
import { ORDER_RETURN_REASON } from '@backoffice/shared/entities/sales/order-return-reason.entity';
import type { PartyStatement } from '@backoffice/shared/sales/statements/party-statement.contract';
import { and, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import {
  accountingSettingsTable,
  fiscalYearsTable,
  ledgerOpeningBalancesTable,
  ledgersTable,
  orderReturns,
  orders,
  partiesTable,
  payments,
  paymentTransitions,
} from '../../db/schema/index.js';
import { idByName } from '../../test-support/entity-id.js';
import { returnsAndCollectionsKit, rupees } from '../../test-support/returns-and-collections-test-kit.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { cancelPostedVoucher } from '../accounting/vouchers/voucher-cancel.js';
import { type BooksActor, insertVoucherDraft, postVoucher } from '../accounting/vouchers/voucher-poster.js';

let app: TestApp;
let admin: string;
let actor: BooksActor;
let kit: ReturnType<typeof returnsAndCollectionsKit>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  actor = { companyId: 1, userId: null, now: app.clock.current, log: pino({ level: 'silent' }) };
  kit = returnsAndCollectionsKit(app, () => admin);
});
afterAll(async () => app.close());

const getStatement = (query: string, token = admin) =>
  app.get<PartyStatement>(`${API}/party/statement?${query}`, { token, companyId: 1 });

const statement = async (query: string, token = admin): Promise<PartyStatement> => {
  const answer = await getStatement(query, token);
  expect(answer.status, answer.body.Message).toBe(200);
  return answer.body.Data as PartyStatement;
};

const ledgerByKey = async (key: string): Promise<number> => {
  const [row] = await app.deps.db
    .select({ id: accountingSettingsTable.LedgerId })
    .from(accountingSettingsTable)
    .where(and(eq(accountingSettingsTable.companyId, 1), eq(accountingSettingsTable.Key, key)));
  return Number(row?.id);
};

const ledgerOfParty = async (partyId: number): Promise<number> => {
  const [row] = await app.deps.db
    .select({ id: ledgersTable.id })
    .from(ledgersTable)
    .where(and(eq(ledgersTable.companyId, 1), eq(ledgersTable.PartyId, partyId)));
  return Number(row?.id);
};

let serial = 0;
/** A number no demo document has. */
const documentNo = (prefix: string) => {
  serial += 1;
  return `${prefix}-ST-${Date.now()}-${serial}`;
};

/** The documents themselves, written straight to their tables: no route posts anything for them. */
const newOrder = async (partyId: number) => {
  const [row] = await app.deps.db
    .insert(orders)
    .values({
      companyId: 1,
      orderNo: documentNo('SO'),
      orderDate: '2026-11-10',
      partyId,
      status: 'delivered',
      vatRatePercent: 13,
      grossAmount: 100_000,
      lineDiscountTotal: 0,
      orderDiscountTotal: 0,
      taxableAmount: 100_000,
      vatAmount: 13_000,
      totalAmount: 113_000,
      lineCount: 0,
    })
    .returning({ id: orders.id, no: orders.orderNo });
  return { id: Number(row?.id), no: String(row?.no) };
};

const newReturn = async (partyId: number, orderId: number) => {
  const [row] = await app.deps.db
    .insert(orderReturns)
    .values({
      companyId: 1,
      returnNo: documentNo('RT'),
      returnDate: '2026-11-15',
      orderId,
      partyId,
      reasonId: await idByName(app, ORDER_RETURN_REASON, 'Damaged in transit'),
      status: 'verified',
      verifiedOn: '2026-11-15',
      taxableAmount: 10_000,
      vatAmount: 1_300,
      totalAmount: 11_300,
      lineCount: 0,
    })
    .returning({ id: orderReturns.id, no: orderReturns.returnNo });
  return { id: Number(row?.id), no: String(row?.no) };
};

const newPayment = async (partyId: number, day: string, amount: number, cheque?: 'received' | 'bounced') => {
  const [row] = await app.deps.db
    .insert(payments)
    .values({
      companyId: 1,
      receiptNo: documentNo('RC'),
      paymentDate: day,
      partyId,
      method: cheque ? 'cheque' : 'cash',
      amount,
      chequeStatus: cheque ?? null,
      chequeNo: cheque ? String(serial) : null,
      chequeBank: cheque ? 'NMB' : null,
      clearedOn: cheque ? null : day,
    })
    .returning({ id: payments.id, no: payments.receiptNo });
  return { id: Number(row?.id), no: String(row?.no) };
};

const post = (
  type: VoucherType,
  date: string,
  narration: string,
  lines: VoucherLine[],
  source?: { kind: VoucherSourceKind; id: number; event: string },
) =>
  app.deps.db.transaction(async (tx) =>
    postVoucher(tx as Database, actor, {
      type,
      date,
      narration,
      lines,
      source: source && {
        key: `statement-test:${source.kind}:${source.id}:${source.event}`,
        kind: source.kind,
        id: source.id,
      },
    }),
  );

const dr = (ledgerId: number, amount: number): VoucherLine => ({ ledgerId, side: 'Dr', amount });
const cr = (ledgerId: number, amount: number): VoucherLine => ({ ledgerId, side: 'Cr', amount });

describe('GET /party/statement: the party’s ledger in the books', () => {
  let party: number;
  let ledger: number;
  let order: { id: number; no: string };
  let returned: { id: number; no: string };
  let cash: { id: number; no: string };
  let goodCheque: { id: number; no: string };
  let badCheque: { id: number; no: string };
  let cancelled: { id: number; no: string };
  const voucher: Record<string, { id: number; voucherNo: string }> = {};

  beforeAll(async () => {
    party = await kit.newParty();
    ledger = await ledgerOfParty(party);
    const [sales, vat, cashLedger, chequesInHand, charges] = await Promise.all([
      ledgerByKey('SALES_LEDGER'),
      ledgerByKey('VAT_OUTPUT_LEDGER'),
      ledgerByKey('CASH_LEDGER'),
      ledgerByKey('CHEQUES_IN_HAND_LEDGER'),
      ledgerByKey('CHEQUE_BOUNCE_CHARGES_LEDGER'),
    ]);
    // The party owed Rs 500 when the books began this fiscal year.
    const [year] = await app.deps.db
      .select({ id: fiscalYearsTable.id })
      .from(fiscalYearsTable)
      .where(
        and(
          eq(fiscalYearsTable.companyId, 1),
          lte(fiscalYearsTable.StartDate, '2026-11-10'),
          gte(fiscalYearsTable.EndDate, '2026-11-10'),
        ),
      );
    await app.deps.db.insert(ledgerOpeningBalancesTable).values({
      companyId: 1,
      LedgerId: ledger,
      FiscalYearId: Number(year?.id),
      Amount: 50_000,
      Side: 'Dr',
    });
    order = await newOrder(party);
    returned = await newReturn(party, order.id);
    cash = await newPayment(party, '2026-11-12', 30_000);
    badCheque = await newPayment(party, '2026-11-13', 20_000, 'bounced');
    goodCheque = await newPayment(party, '2026-11-14', 40_000, 'received');
    cancelled = await newPayment(party, '2026-11-18', 6_000);

    voucher.sales = await post(
      'sales',
      '2026-11-10',
      `Sales invoice ${order.no}`,
      [dr(ledger, 113_000), cr(sales, 100_000), cr(vat, 13_000)],
      { kind: 'order', id: order.id, event: 'invoice' },
    );
    /** A payment's Receipt: Dr where the money went, Cr the party. */
    const receipt = (payment: { id: number }, date: string, amount: number, into: number, how: string) =>
      post('receipt', date, `Received by ${how}`, [dr(into, amount), cr(ledger, amount)], {
        kind: 'payment',
        id: payment.id,
        event: 'receipt',
      });
    voucher.cash = await receipt(cash, '2026-11-12', 30_000, cashLedger, 'cash');
    voucher.badCheque = await receipt(badCheque, '2026-11-13', 20_000, chequesInHand, 'cheque');
    voucher.goodCheque = await receipt(goodCheque, '2026-11-14', 40_000, chequesInHand, 'cheque');
    voucher.creditNote = await post(
      'creditNote',
      '2026-11-15',
      `Sales return against ${order.no}`,
      [cr(ledger, 11_300), dr(sales, 10_000), dr(vat, 1_300)],
      { kind: 'return', id: returned.id, event: 'credit-note' },
    );
    voucher.bounce = await post(
      'journal',
      '2026-11-16',
      'Cheque bounced, with a charge',
      [dr(ledger, 25_000), cr(chequesInHand, 20_000), cr(charges, 5_000)],
      { kind: 'payment', id: badCheque.id, event: 'bounce' },
    );
    // Typed in the books, with no document behind it.
    voucher.interest = await post('journal', '2026-11-17', 'Interest on overdue bills', [
      dr(ledger, 2_000),
      cr(charges, 2_000),
    ]);
    voucher.cancelled = await receipt(cancelled, '2026-11-18', 6_000, cashLedger, 'cash');
    const reversal = await app.deps.db.transaction(async (tx) =>
      cancelPostedVoucher(tx as Database, actor, voucher.cancelled?.id ?? 0, '2026-11-18', 'Entered twice'),
    );
    voucher.reversal = { id: reversal?.reversalId ?? 0, voucherNo: reversal?.reversalNo ?? '' };
    // Neither a draft nor another party's voucher is on the statement.
    await app.deps.db.transaction(async (tx) =>
      insertVoucherDraft(
        tx as Database,
        actor,
        { type: 'journal', date: '2026-11-17', lines: [dr(ledger, 99_900), cr(charges, 99_900)] },
        2083,
      ),
    );
    const other = await ledgerOfParty(await kit.newParty());
    await post('journal', '2026-11-17', 'Another party', [dr(other, 7_700), cr(charges, 7_700)]);
  });

  it('lists every line of the party’s ledger in the books by voucher date, each with its voucher and document', async () => {
    const whole = await statement(`partyId=${party}&pageSize=50`);
    expect(whole.LedgerId).toBe(ledger);
    expect(
      whole.Lines.map((line) => [
        line.Date,
        line.Kind,
        line.Reference,
        line.VoucherType,
        line.VoucherStatus,
        line.Debit,
        line.Credit,
      ]),
    ).toEqual([
      ['2026-11-10', 'order', order.no, 'sales', 'posted', 1130, 0],
      ['2026-11-12', 'payment', cash.no, 'receipt', 'posted', 0, 300],
      ['2026-11-13', 'payment', badCheque.no, 'receipt', 'posted', 0, 200],
      ['2026-11-14', 'payment', goodCheque.no, 'receipt', 'posted', 0, 400],
      ['2026-11-15', 'return', returned.no, 'creditNote', 'posted', 0, 113],
      ['2026-11-16', 'chequeBounce', badCheque.no, 'journal', 'posted', 250, 0],
      ['2026-11-17', 'voucher', voucher.interest?.voucherNo, 'journal', 'posted', 20, 0],
      ['2026-11-18', 'payment', cancelled.no, 'receipt', 'cancelled', 0, 60],
      ['2026-11-18', 'payment', cancelled.no, 'receipt', 'posted', 60, 0],
    ]);
    expect(whole.Lines.map((line) => [line.VoucherId, line.VoucherNo])).toEqual(
      [
        'sales',
        'cash',
        'badCheque',
        'goodCheque',
        'creditNote',
        'bounce',
        'interest',
        'cancelled',
        'reversal',
      ].map((name) => [voucher[name]?.id, voucher[name]?.voucherNo]),
    );
    expect(whole.Lines.map((line) => line.RecordId)).toEqual([
      order.id,
      cash.id,
      badCheque.id,
      goodCheque.id,
      returned.id,
      badCheque.id,
      voucher.interest?.id,
      cancelled.id,
      cancelled.id,
    ]);
    expect(whole.Lines[0]?.VoucherNo).toMatch(/^SV-2083\/84-\d{6}$/);
    expect(whole.Lines[0]?.Description).toBe(`Sales invoice ${order.no}`);
    expect(whole.Lines[8]?.Description).toBe(`Reversal of ${voucher.cancelled?.voucherNo}: Entered twice`);

    // The opening balance of the ledger's first fiscal year, then a running balance down the lines.
    expect(whole.Opening).toBe(500);
    let running = whole.Opening;
    for (const line of whole.Lines) {
      running = rupees(running, line.Debit, -line.Credit);
      expect(line.Balance).toBe(running);
    }
    expect(whole).toMatchObject({
      Closing: running,
      TotalDebit: rupees(1130, 250, 20, 60),
      TotalCredit: rupees(300, 200, 400, 113, 60),
      TotalCount: 9,
      PageOpening: 500,
    });
    expect(rupees(whole.Opening, whole.TotalDebit, -whole.TotalCredit)).toBe(whole.Closing);
  });

  it('lowers the balance by a cheque the day it is received, where the prudent balance waits for its clearing', async () => {
    const toCheque = await statement(`partyId=${party}&toDate=2026-11-14`);
    expect(toCheque.Closing).toBe(rupees(500, 1130, -300, -200, -400));
    const prudent = await kit.balance(party);
    expect(prudent.UnclearedCheques).toBe(400);
    // Cash counts at once (the cancelled receipt's payment too: the prudent balance reads payments).
    expect(prudent.Payments).toBe(rupees(300, 60));
  });

  it('opens a range with the fiscal year’s opening balance and every line before it, and closes at its end', async () => {
    const whole = await statement(`partyId=${party}&pageSize=50`);
    const range = await statement(`partyId=${party}&fromDate=2026-11-12&toDate=2026-11-15`);
    expect(range.Lines.map((line) => line.Reference)).toEqual([
      cash.no,
      badCheque.no,
      goodCheque.no,
      returned.no,
    ]);
    expect(range.Opening).toBe(rupees(500, 1130));
    expect(range).toMatchObject({
      FromDate: '2026-11-12',
      ToDate: '2026-11-15',
      TotalDebit: 0,
      TotalCredit: rupees(300, 200, 400, 113),
      Closing: whole.Lines[4]?.Balance,
      TotalCount: 4,
    });
    expect(range.Lines.map((line) => line.Balance)).toEqual(
      whole.Lines.slice(1, 5).map((line) => line.Balance),
    );
    // A period with no lines carries its opening balance through.
    const quiet = await statement(`partyId=${party}&fromDate=2026-11-20&toDate=2026-11-25`);
    expect(quiet).toMatchObject({ Lines: [], Opening: whole.Closing, Closing: whole.Closing, TotalCount: 0 });
    // Before the fiscal year that holds the opening balance: nothing is carried.
    const before = await statement(`partyId=${party}&fromDate=2026-01-01&toDate=2026-03-01`);
    expect(before).toMatchObject({ Lines: [], Opening: 0, Closing: 0 });
    const bad = await getStatement(`partyId=${party}&fromDate=2026-11-25&toDate=2026-11-24`);
    expect(bad.body).toMatchObject({ Code: 400, Message: 'fromDate must not be after toDate' });
  });

  it('pages the lines and carries the running balance onto each page', async () => {
    const whole = await statement(`partyId=${party}&pageSize=50`);
    const page2 = await statement(`partyId=${party}&pageNo=2&pageSize=3`);
    expect(page2).toMatchObject({ PageNo: 2, PageSize: 3, TotalCount: 9, Closing: whole.Closing });
    expect(page2.Lines).toEqual(whole.Lines.slice(3, 6));
    expect(page2.PageOpening).toBe(whole.Lines[2]?.Balance);
    const beyond = await statement(`partyId=${party}&pageNo=9&pageSize=3`);
    expect(beyond).toMatchObject({ Lines: [], PageOpening: whole.Closing });
  });

  it('shows a sales person the party’s whole ledger, as parties are the company’s', async () => {
    const sales1 = await signInAs(app, 'sales1', 'Sales@123');
    const theirs = await statement(`partyId=${party}&pageSize=50`, sales1);
    expect(theirs).toEqual(await statement(`partyId=${party}&pageSize=50`));
  });

  it('answers 404 for another company’s party and for a party the company does not have', async () => {
    const [foreign] = await app.deps.db
      .insert(partiesTable)
      .values({
        companyId: 2,
        Name: `Statement Test Party ${Date.now()}`,
        PartyType: 'retailer',
        Phone: '+977 9811999999',
        Address: 'Lalitpur',
        IsActive: true,
      })
      .returning({ id: partiesTable.id });
    const other = await getStatement(`partyId=${foreign?.id}`);
    expect(other.body).toMatchObject({ Code: 404, Message: `Party ${foreign?.id} was not found.` });
    const missing = await getStatement('partyId=999999');
    expect(missing.body).toMatchObject({ Code: 404, Message: 'Party 999999 was not found.' });
  });
});

/** The prudent balance straight from the tables, to hold /party/balance to its formula. */
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

describe('GET /party/balance: prudent, from the documents', () => {
  it('is delivered, paid and completed orders − verified returns − cleared payments + charges for every demo party', async () => {
    const demo = await app.deps.db
      .selectDistinct({ partyId: payments.partyId })
      .from(payments)
      .where(eq(payments.companyId, 1));
    expect(demo.length).toBeGreaterThan(1);
    for (const { partyId } of demo) {
      const balance = await kit.balance(partyId);
      expect(balance.Balance, `party ${partyId}`).toBe(await balanceFromTables(partyId));
      expect(balance.Balance).toBe(
        rupees(balance.Orders, -balance.Returns, -balance.Payments, balance.Charges),
      );
    }
  });

  it('answers 404 for a party the company does not have', async () => {
    const missing = await app.get(`${API}/party/balance?partyId=999999`, { token: admin, companyId: 1 });
    expect(missing.body).toMatchObject({ Code: 404, Message: 'Party 999999 was not found.' });
  });
});

describe('an order delivered through the API', () => {
  it('is on the statement as its Sales voucher, on the day of its delivery', async () => {
    const party = await kit.newParty();
    const order = await kit.deliveredOrder(party);
    const today = (await kit.balance(party)).AsOf;
    const whole = await statement(`partyId=${party}`);
    expect(whole.Lines).toEqual([
      expect.objectContaining({
        Date: today,
        Kind: 'order',
        Reference: order.OrderNo,
        RecordId: order.Id,
        VoucherType: 'sales',
        VoucherStatus: 'posted',
        Credit: 0,
      }),
    ]);
    // The party is debited the invoice total, rounded to the rupee when the company rounds.
    expect(Math.abs(rupees(whole.Lines[0]?.Debit ?? 0, -order.TotalAmount))).toBeLessThan(1);
    expect(whole.Closing).toBe(whole.Lines[0]?.Debit);
  });
});
