import { salesInvoicePosting } from '@backoffice/shared/accounting/sales-postings';
import type { TaxInvoice } from '@backoffice/shared/accounting/tax-invoice.contract';
import { adToBs, calendarDateToIso } from '@backoffice/shared/calendar/bs-calendar';
import { fiscalYearOf } from '@backoffice/shared/calendar/fiscal-year';
import { LEDGER } from '@backoffice/shared/entities/accounting/ledger.entity';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.js';
import {
  accountingSettingsTable,
  companies,
  ledgersTable,
  orderLines,
  orders,
  partiesTable,
  voucherLines,
  vouchers,
} from '../../../db/schema/index.js';
import { signInCoopAccountant } from '../../../test-support/books-test-kit.js';
import { idByName } from '../../../test-support/entity-id.js';
import { API, signInAs } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { cancelPostedVoucher } from '../vouchers/voucher-cancel.js';
import { type BooksActor, postVoucher } from '../vouchers/voucher-poster.js';

let app: TestApp;
let admin: string;
let actor: BooksActor;
const DAY = '2026-11-20';

beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  actor = { companyId: 1, userId: null, now: app.clock.current, log: pino({ level: 'silent' }) };
});
afterAll(async () => app.close());

const preview = (id: number, token = admin, companyId = 1) =>
  app.get<TaxInvoice>(`${API}/voucher/taxinvoice?id=${id}`, { token, companyId });
const print = (id: number, token = admin) =>
  app.post<TaxInvoice>(`${API}/voucher/printinvoice?id=${id}`, { token, companyId: 1, json: {} });

const ledgerByKey = async (key: string): Promise<number> => {
  const [row] = await app.deps.db
    .select({ id: accountingSettingsTable.LedgerId })
    .from(accountingSettingsTable)
    .where(and(eq(accountingSettingsTable.companyId, 1), eq(accountingSettingsTable.Key, key)));
  return row?.id ?? 0;
};

const partyLedger = async (partyId: number): Promise<number> => {
  const [row] = await app.deps.db
    .select({ id: ledgersTable.id })
    .from(ledgersTable)
    .where(and(eq(ledgersTable.companyId, 1), eq(ledgersTable.PartyId, partyId)));
  return row?.id ?? 0;
};

/** Orders whose goods reached the party: what an invoice bills. */
const DELIVERED = ['delivered', 'paid', 'completed'] as const;

/** A delivered order of the demo company, one with an order discount when there is one. */
const deliveredOrder = async () => {
  const [order] = await app.deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, 1), inArray(orders.status, DELIVERED)))
    .orderBy(desc(orders.orderDiscountTotal), desc(orders.lineCount), orders.id)
    .limit(1);
  if (!order) throw new Error('The demo company has no delivered order');
  return order;
};

/** The order's invoice voucher as the books write it: party rounded to the rupee. */
const postOrderInvoice = async (order: Awaited<ReturnType<typeof deliveredOrder>>) => {
  const [sales, vatOutput, roundingOff, partyLedgerId] = await Promise.all([
    ledgerByKey('SALES_LEDGER'),
    ledgerByKey('VAT_OUTPUT_LEDGER'),
    ledgerByKey('ROUNDING_OFF_LEDGER'),
    partyLedger(order.partyId),
  ]);
  const posting = salesInvoicePosting(
    {
      id: order.id,
      billRef: order.orderNo,
      date: DAY,
      partyLedgerId,
      totals: { taxable: order.taxableAmount, vat: order.vatAmount, total: order.totalAmount },
      roundTotalTo: 100,
    },
    {
      cash: 0,
      sales,
      vatOutput,
      discountAllowed: 0,
      roundingOff,
      chequesInHand: 0,
      bank: 0,
      bounceCharges: 0,
    },
  );
  if (!posting) throw new Error('The order posts nothing');
  const posted = await app.deps.db.transaction(async (tx) =>
    postVoucher(tx as Database, actor, {
      type: posting.type,
      date: posting.date,
      narration: posting.narration,
      lines: posting.lines,
      source: { key: posting.sourceKey, kind: 'order', id: order.id },
    }),
  );
  // The demo's books may hold the order's invoice already: the key posts once, so read what is there.
  const [voucher] = await app.deps.db
    .select({ date: vouchers.voucherDate })
    .from(vouchers)
    .where(and(eq(vouchers.companyId, 1), eq(vouchers.id, posted.id)));
  const [partyLine] = await app.deps.db
    .select({ amount: voucherLines.amount })
    .from(voucherLines)
    .where(
      and(
        eq(voucherLines.companyId, 1),
        eq(voucherLines.voucherId, posted.id),
        eq(voucherLines.ledgerId, partyLedgerId),
        eq(voucherLines.side, 'Dr'),
      ),
    );
  return {
    id: posted.id,
    voucherNo: posted.voucherNo,
    date: voucher?.date ?? '',
    partyAmount: partyLine?.amount ?? 0,
  };
};

const paisa = (rupees: number) => Math.round(rupees * 100);

const bsDay = (day: string): string => {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return calendarDateToIso(adToBs({ year, month, day: date }));
};

describe('the tax invoice of an order’s sales voucher', () => {
  it('carries the seller, the order’s party, lines and totals, equal to the order and the voucher', async () => {
    const order = await deliveredOrder();
    const voucher = await postOrderInvoice(order);
    const answer = await preview(voucher.id);
    expect(answer.status, answer.body.Message).toBe(200);
    const invoice = answer.body.Data as TaxInvoice;

    const [company] = await app.deps.db.select().from(companies).where(eq(companies.id, 1));
    expect(invoice.Seller).toEqual({
      // The registered name a VAT invoice carries.
      Name: company?.legalName || company?.name,
      Address: company?.address,
      Pan: company?.panNumber,
      Phone: company?.phone,
    });
    const [party] = await app.deps.db
      .select()
      .from(partiesTable)
      .where(and(eq(partiesTable.companyId, 1), eq(partiesTable.id, order.partyId)));
    expect(invoice.Buyer).toEqual({
      Name: party?.Name,
      Address: party?.Address ?? '',
      Pan: party?.PanVatNumber ?? '',
      Phone: party?.Phone ?? '',
    });
    expect(invoice).toMatchObject({
      VoucherId: voucher.id,
      InvoiceNo: voucher.voucherNo,
      InvoiceDate: voucher.date,
      InvoiceDateBs: bsDay(voucher.date),
      FiscalYear: fiscalYearOf(voucher.date).label,
      OrderNo: order.orderNo,
      VoucherStatus: 'posted',
      PrintCount: 0,
      CopyLabel: null,
    });

    const lines = await app.deps.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.companyId, 1), eq(orderLines.orderId, order.id)))
      .orderBy(orderLines.position);
    expect(invoice.Lines.map((line) => [line.No, line.Quantity, line.Unit, paisa(line.Rate)])).toEqual(
      lines.map((line, index) => [index + 1, line.quantity, line.unitName, line.unitPrice]),
    );
    expect(invoice.Lines.map((line) => [paisa(line.Amount), line.Taxable])).toEqual(
      lines.map((line) => [line.grossAmount - line.discountAmount, line.vatApplicable]),
    );
    expect(paisa(invoice.SubTotal)).toBe(order.grossAmount - order.lineDiscountTotal);
    expect(paisa(invoice.Discount)).toBe(order.orderDiscountTotal);
    expect(paisa(invoice.TaxableAmount) + paisa(invoice.ExemptAmount)).toBe(order.taxableAmount);
    expect(paisa(invoice.TaxableAmount)).toBe(
      lines.filter((line) => line.vatApplicable).reduce((sum, line) => sum + line.taxableAmount, 0),
    );
    expect(invoice.VatRate).toBe(order.vatRatePercent);
    expect(paisa(invoice.VatAmount)).toBe(order.vatAmount);
    expect(paisa(invoice.RoundOff)).toBe(voucher.partyAmount - order.totalAmount);
    expect(paisa(invoice.Total)).toBe(voucher.partyAmount);
    expect(
      paisa(invoice.SubTotal) - paisa(invoice.Discount) + paisa(invoice.VatAmount) + paisa(invoice.RoundOff),
    ).toBe(paisa(invoice.Total));
    expect(invoice.AmountInWords).toMatch(/^Rupees .+ Only$/);
  });

  it('prints the original once, then numbered copies; two prints at once get their own numbers; preview counts nothing', async () => {
    const voucher = await postOrderInvoice(await anotherOrder());
    const labels: (string | null)[] = [];
    for (let time = 0; time < 3; time += 1) {
      const printed = await print(voucher.id);
      expect(printed.status, printed.body.Message).toBe(200);
      labels.push(printed.body.Data?.CopyLabel ?? null);
    }
    expect(labels).toEqual([null, 'Copy of original (1)', 'Copy of original (2)']);
    const looked = await preview(voucher.id);
    expect(looked.body.Data).toMatchObject({ PrintCount: 3, CopyLabel: 'Copy of original (3)' });
    const again = await preview(voucher.id);
    expect(again.body.Data?.PrintCount).toBe(3);

    const [first, second] = await Promise.all([print(voucher.id), print(voucher.id)]);
    expect([first.body.Data?.PrintCount, second.body.Data?.PrintCount].sort()).toEqual([3, 4]);
    const [row] = await app.deps.db
      .select({ printCount: vouchers.printCount })
      .from(vouchers)
      .where(and(eq(vouchers.companyId, 1), eq(vouchers.id, voucher.id)));
    expect(row?.printCount).toBe(5);
  });

  it('prints a cancelled invoice with its status, and refuses its reversal', async () => {
    const voucher = await postOrderInvoice(await anotherOrder(1));
    const cancelled = await app.deps.db.transaction(async (tx) =>
      cancelPostedVoucher(tx as Database, actor, voucher.id, DAY, 'Billed to the wrong party'),
    );
    const printed = await print(voucher.id);
    expect(printed.status, printed.body.Message).toBe(200);
    expect(printed.body.Data?.VoucherStatus).toBe('cancelled');
    const reversal = await preview(cancelled?.reversalId ?? 0);
    expect(reversal.status).toBe(409);
  });
});

/**
 * Another order than the first test's, so each test has its own voucher (one per source key); the
 * demo has few delivered orders, and the books take an invoice of any order the same way.
 */
const anotherOrder = async (skip = 0) => {
  const first = await deliveredOrder();
  const [order] = await app.deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, 1), ne(orders.status, 'cancelled'), ne(orders.id, first.id)))
    .orderBy(orders.id)
    .offset(skip)
    .limit(1);
  if (!order) throw new Error('The demo company has too few orders');
  return order;
};

describe('a sales voucher typed by hand', () => {
  it('bills its income credits as lines of one, VAT from VAT Output, to the party of the debited ledger', async () => {
    const [sales, vatOutput, discount, bounceCharges] = await Promise.all([
      ledgerByKey('SALES_LEDGER'),
      ledgerByKey('VAT_OUTPUT_LEDGER'),
      ledgerByKey('DISCOUNT_ALLOWED_LEDGER'),
      idByName(app, LEDGER, 'Cheque Bounce Charges', 1),
    ]);
    const order = await deliveredOrder();
    const partyLedgerId = await partyLedger(order.partyId);
    const saved = await app.post<{ Id: number }>(`${API}/voucher/save`, {
      token: admin,
      companyId: 1,
      json: {
        VoucherType: 'sales',
        VoucherDate: DAY,
        Post: true,
        Lines: [
          { LedgerId: partyLedgerId, Side: 'Dr', Amount: 1017 },
          { LedgerId: discount, Side: 'Dr', Amount: 100 },
          { LedgerId: sales, Side: 'Cr', Amount: 600, Narration: 'Repair work' },
          { LedgerId: bounceCharges, Side: 'Cr', Amount: 400 },
          { LedgerId: vatOutput, Side: 'Cr', Amount: 117 },
        ],
      },
    });
    expect(saved.status, saved.body.Message).toBe(200);
    const invoice = (await preview(saved.body.Data?.Id ?? 0)).body.Data;
    expect(invoice?.Lines).toEqual([
      { No: 1, Description: 'Repair work', Quantity: 1, Unit: '', Rate: 600, Amount: 600, Taxable: true },
      {
        No: 2,
        Description: 'Cheque Bounce Charges',
        Quantity: 1,
        Unit: '',
        Rate: 400,
        Amount: 400,
        Taxable: true,
      },
    ]);
    expect(invoice).toMatchObject({
      InvoiceDate: DAY,
      InvoiceDateBs: '2083-08-04',
      FiscalYear: '2083/84',
      OrderNo: null,
      SubTotal: 1000,
      Discount: 100,
      TaxableAmount: 900,
      ExemptAmount: 0,
      VatRate: 13,
      VatAmount: 117,
      RoundOff: 0,
      Total: 1017,
      AmountInWords: 'Rupees One Thousand Seventeen Only',
    });
    const [party] = await app.deps.db
      .select({ name: partiesTable.Name })
      .from(partiesTable)
      .where(and(eq(partiesTable.companyId, 1), eq(partiesTable.id, order.partyId)));
    expect(invoice?.Buyer.Name).toBe(party?.name);
  });
});

describe('who may print what', () => {
  it('refuses a draft and a journal voucher (409), another company’s (404), a caller without Sales Vouchers view (403)', async () => {
    const [cash, capital] = await Promise.all([
      idByName(app, LEDGER, 'Cash', 1),
      idByName(app, LEDGER, 'Capital', 1),
    ]);
    const save = (json: Record<string, unknown>) =>
      app.post<{ Id: number }>(`${API}/voucher/save`, { token: admin, companyId: 1, json });
    const journal = await save({
      VoucherType: 'journal',
      VoucherDate: DAY,
      Post: true,
      Lines: [
        { LedgerId: cash, Side: 'Dr', Amount: 10 },
        { LedgerId: capital, Side: 'Cr', Amount: 10 },
      ],
    });
    const journalId = journal.body.Data?.Id ?? 0;
    expect((await preview(journalId)).status).toBe(409);
    expect((await print(journalId)).status).toBe(409);

    const draft = await save({
      VoucherType: 'sales',
      VoucherDate: DAY,
      Lines: [
        { LedgerId: cash, Side: 'Dr', Amount: 10 },
        { LedgerId: await ledgerByKey('SALES_LEDGER'), Side: 'Cr', Amount: 10 },
      ],
    });
    const drafted = await print(draft.body.Data?.Id ?? 0);
    expect(drafted.status).toBe(409);
    expect(drafted.body.Message).toContain('post it first');

    const voucher = await postOrderInvoice(await anotherOrder(2));
    const coop = await signInCoopAccountant(app);
    expect((await preview(voucher.id, coop, 2)).status).toBe(404);
    const foreignPrint = await app.post(`${API}/voucher/printinvoice?id=${voucher.id}`, {
      token: coop,
      companyId: 2,
      json: {},
    });
    expect(foreignPrint.status).toBe(404);

    const staff = await signInAs(app, 'staff', 'Staff@123');
    expect((await preview(voucher.id, staff)).status).toBe(403);
    expect((await print(voucher.id, staff)).status).toBe(403);
    const [row] = await app.deps.db
      .select({ printCount: vouchers.printCount })
      .from(vouchers)
      .where(and(eq(vouchers.companyId, 1), eq(vouchers.id, voucher.id)));
    expect(row?.printCount).toBe(0);
  });
});
