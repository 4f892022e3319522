import type {
  PurchaseBook,
  PurchaseBookRow,
  SalesBook,
  VatReturn,
} from '@backoffice/shared/accounting/vat-books.contract';
import { bsMonthLength, bsToAd, calendarDateToIso } from '@backoffice/shared/calendar/bs-calendar';
import { LEDGER } from '@backoffice/shared/entities/accounting/ledger.entity';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, ledgersTable, vouchers } from '../../../db/schema/index.js';
import { addLedgerUnder } from '../../../test-support/books-test-kit.js';
import { idByName } from '../../../test-support/entity-id.js';
import { csvRows, downloadExport, readWorkbook } from '../../../test-support/export-download.js';
import { returnsAndCollectionsKit } from '../../../test-support/returns-and-collections-test-kit.js';
import { API, signInAs } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

type Row = Record<string, unknown>;

/** The test clock's day, 2026-11-22, is BS 2083 Mangsir 6. */
const MANGSIR = 'year=2083&month=8';
const SHRAWAN = 'year=2083&month=4';
const BHADRA = 'year=2083&month=5';
const bsDay = (month: number, day: number) => calendarDateToIso(bsToAd({ year: 2083, month, day }));
const LAST_OF_SHRAWAN = bsDay(4, bsMonthLength(2083, 4));
const FIRST_OF_BHADRA = bsDay(5, 1);

let app: TestApp;
let admin: string;
let kit: ReturnType<typeof returnsAndCollectionsKit>;
const ledger = { sales: 0, vatOutput: 0, vatInput: 0, cash: 0, purchases: 0, supplier: 0 };

beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  kit = returnsAndCollectionsKit(app, () => admin);
  ledger.sales = await idByName(app, LEDGER, 'Sales', 1);
  ledger.vatOutput = await idByName(app, LEDGER, 'VAT Output 13%', 1);
  ledger.vatInput = await idByName(app, LEDGER, 'VAT Input', 1);
  ledger.cash = await idByName(app, LEDGER, 'Cash', 1);
  ledger.purchases = await addLedger('VAT Test Purchases', 'Purchase Accounts');
  ledger.supplier = await addLedger('Himal Suppliers', 'Sundry Creditors', { PAN: '609876543' });
  await app.deps.db.update(companies).set({ panNumber: '301234567' }).where(eq(companies.id, 1));
});
afterAll(async () => app.close());

const addLedger = (Name: string, group: string, extra: Row = {}) =>
  addLedgerUnder(app, Name, group, { extra });

const get = async <T>(path: string, token = admin) => app.get<T>(`${API}${path}`, { token, companyId: 1 });
const ok = async <T>(path: string): Promise<T> => {
  const answer = await get<T>(path);
  expect(answer.status, answer.body.Message).toBe(200);
  return answer.body.Data as T;
};
const salesBook = (query: string) => ok<SalesBook>(`/vatbooks/sales?${query}`);
const purchaseBook = (query: string) => ok<PurchaseBook>(`/vatbooks/purchases?${query}`);

const post = async (json: Row): Promise<{ id: number; no: string }> => {
  const saved = await app.post<{ Id: number; VoucherNo: string }>(`${API}/voucher/save`, {
    token: admin,
    companyId: 1,
    json: { Post: true, ...json },
  });
  expect(saved.status, saved.body.Message).toBe(200);
  return { id: Number(saved.body.Data?.Id), no: String(saved.body.Data?.VoucherNo) };
};
const line = (LedgerId: number, Side: 'Dr' | 'Cr', Amount: number, extra: Row = {}) => ({
  LedgerId,
  Side,
  Amount,
  ...extra,
});
const cancel = async (id: number) => {
  const cancelled = await app.post(`${API}/voucher/cancel?id=${id}`, {
    token: admin,
    companyId: 1,
    json: { Remarks: 'Billed to the wrong party' },
  });
  expect(cancelled.status, cancelled.body.Message).toBe(200);
};
const partyLedgerOf = async (partyId: number): Promise<number> => {
  const [row] = await app.deps.db
    .select({ id: ledgersTable.id })
    .from(ledgersTable)
    .where(and(eq(ledgersTable.companyId, 1), eq(ledgersTable.PartyId, partyId)));
  return Number(row?.id);
};
const rowOf = <R extends { VoucherId: number }>(rows: readonly R[], id: number) =>
  rows.find((row) => row.VoucherId === id);
const sumOf = (rows: readonly Row[], key: string) =>
  rows.reduce((total, row) => total + Math.round(Number(row[key]) * 100), 0) / 100;

describe('the sales book', () => {
  it('lists a delivered order’s invoice and a verified return’s credit note, negative, against the invoice', async () => {
    const party = await kit.newParty();
    const order = await kit.deliveredOrder(party);
    const saved = await kit.saveReturn(order, [[0, 6]]);
    expect(saved.status, saved.body.Message).toBe(200);
    const verified = await kit.returnAction(Number(saved.body.Data?.Id), 'verify');
    expect(verified.status, verified.body.Message).toBe(200);
    const returned = verified.body.Data;
    const [invoice] = await app.deps.db
      .select({ id: vouchers.id, no: vouchers.voucherNo })
      .from(vouchers)
      .where(
        and(eq(vouchers.companyId, 1), eq(vouchers.sourceKind, 'order'), eq(vouchers.sourceId, order.Id)),
      );
    const creditNoteId = Number(returned?.Vouchers[0]?.Id);

    const book = await salesBook(MANGSIR);
    expect(book).toMatchObject({
      Year: 2083,
      Month: 8,
      MonthName: 'Mangsir 2083',
      FiscalYear: '2083/84',
      CompanyPan: '301234567',
    });
    expect(rowOf(book.Rows, Number(invoice?.id))).toMatchObject({
      VoucherNo: invoice?.no,
      VoucherType: 'sales',
      State: 'posted',
      Date: '2026-11-22',
      DateBs: '2083-08-06',
      PartyName: expect.stringContaining('Money Test Party'),
      Total: order.TotalAmount,
      Taxable: order.TaxableAmount,
      Vat: order.VatAmount,
      Exempt: 0,
      Export: 0,
    });
    expect(rowOf(book.Rows, creditNoteId)).toMatchObject({
      VoucherType: 'creditNote',
      State: 'posted',
      Total: -Number(returned?.TotalAmount),
      Taxable: -Number(returned?.TaxableAmount),
      Vat: -Number(returned?.VatAmount),
      OriginalNo: invoice?.no,
      OriginalVoucherId: invoice?.id,
    });
    for (const key of ['Total', 'Taxable', 'Vat', 'Exempt', 'Export'] as const)
      expect(book.Totals[key]).toBe(sumOf(book.Rows, key));
    const dates = book.Rows.map((row) => `${row.Date} ${row.VoucherNo}`);
    expect(dates).toEqual([...dates].sort());
  });

  it('lists a voucher cancelled within the month at zero, without its reversal', async () => {
    const party = await partyLedgerOf(await kit.newParty());
    const sale = await post({
      VoucherType: 'sales',
      VoucherDate: '2026-11-20',
      Lines: [line(party, 'Dr', 113), line(ledger.sales, 'Cr', 100), line(ledger.vatOutput, 'Cr', 13)],
    });
    await cancel(sale.id);
    const book = await salesBook(MANGSIR);
    expect(rowOf(book.Rows, sale.id)).toMatchObject({
      State: 'cancelled',
      CancelledOn: '2026-11-22',
      Total: 0,
      Taxable: 0,
      Vat: 0,
    });
    expect(book.Rows.filter((row) => row.OriginalVoucherId === sale.id)).toEqual([]);
  });

  it('keeps a voucher cancelled in a later month at its amounts, and lists the reversal negative then', async () => {
    const party = await partyLedgerOf(await kit.newParty());
    const exempt = await post({
      VoucherType: 'sales',
      VoucherDate: LAST_OF_SHRAWAN,
      Lines: [line(party, 'Dr', 500), line(ledger.sales, 'Cr', 500)],
    });
    const taxed = await post({
      VoucherType: 'sales',
      VoucherDate: FIRST_OF_BHADRA,
      Lines: [line(party, 'Dr', 226), line(ledger.sales, 'Cr', 200), line(ledger.vatOutput, 'Cr', 26)],
    });
    await cancel(taxed.id);

    const shrawan = await salesBook(SHRAWAN);
    expect(shrawan.ToDate).toBe(LAST_OF_SHRAWAN);
    expect(rowOf(shrawan.Rows, exempt.id)).toMatchObject({ Total: 500, Taxable: 0, Vat: 0, Exempt: 500 });
    expect(rowOf(shrawan.Rows, taxed.id)).toBeUndefined();

    const bhadra = await salesBook(BHADRA);
    expect(bhadra.FromDate).toBe(FIRST_OF_BHADRA);
    expect(rowOf(bhadra.Rows, exempt.id)).toBeUndefined();
    expect(rowOf(bhadra.Rows, taxed.id)).toMatchObject({
      DateBs: '2083-05-01',
      State: 'cancelled',
      CancelledOn: '2026-11-22',
      Total: 226,
      Taxable: 200,
      Vat: 26,
    });
    const reversal = (await salesBook(MANGSIR)).Rows.find((row) => row.OriginalVoucherId === taxed.id);
    expect(reversal).toMatchObject({
      State: 'reversal',
      VoucherType: 'sales',
      OriginalNo: taxed.no,
      Total: -226,
      Taxable: -200,
      Vat: -26,
    });
  });
});

describe('the purchase book and the return', () => {
  const purchases: { withVat: number; withoutVat: number; debitNote: number } = {
    withVat: 0,
    withoutVat: 0,
    debitNote: 0,
  };

  it('lists purchases with and without VAT and a debit note, supplier, bill number and PAN from the ledger', async () => {
    const before = await ok<VatReturn>(`/vatbooks/return?${BHADRA}`);
    purchases.withVat = (
      await post({
        VoucherType: 'purchase',
        VoucherDate: FIRST_OF_BHADRA,
        Reference: 'HS-1021',
        Lines: [
          line(ledger.purchases, 'Dr', 1000),
          line(ledger.vatInput, 'Dr', 130),
          line(ledger.supplier, 'Cr', 1130),
        ],
      })
    ).id;
    purchases.withoutVat = (
      await post({
        VoucherType: 'purchase',
        VoucherDate: FIRST_OF_BHADRA,
        Reference: 'HS-1022',
        Lines: [line(ledger.purchases, 'Dr', 400), line(ledger.supplier, 'Cr', 400)],
      })
    ).id;
    purchases.debitNote = (
      await post({
        VoucherType: 'debitNote',
        VoucherDate: FIRST_OF_BHADRA,
        Reference: 'DN-7',
        Lines: [
          line(ledger.supplier, 'Dr', 113, { BillRef: 'HS-1021' }),
          line(ledger.purchases, 'Cr', 100),
          line(ledger.vatInput, 'Cr', 13),
        ],
      })
    ).id;
    const book = await purchaseBook(BHADRA);
    const supplier = { PartyName: 'Himal Suppliers', Pan: '609876543' };
    expect(rowOf(book.Rows, purchases.withVat)).toMatchObject({
      ...supplier,
      VoucherType: 'purchase',
      BillNo: 'HS-1021',
      Total: 1130,
      Taxable: 1000,
      Vat: 130,
      Exempt: 0,
      Import: 0,
    });
    expect(rowOf(book.Rows, purchases.withoutVat)).toMatchObject({
      ...supplier,
      BillNo: 'HS-1022',
      Total: 400,
      Taxable: 0,
      Vat: 0,
      Exempt: 400,
    });
    expect(rowOf(book.Rows, purchases.debitNote)).toMatchObject({
      ...supplier,
      VoucherType: 'debitNote',
      Total: -113,
      Taxable: -100,
      Vat: -13,
      OriginalNo: 'HS-1021',
    });
    for (const key of ['Total', 'Taxable', 'Vat', 'Exempt', 'Import'] as const)
      expect(book.Totals[key]).toBe(sumOf(book.Rows, key));
    expect((await purchaseBook(SHRAWAN)).Rows.map((row: PurchaseBookRow) => row.VoucherId)).not.toContain(
      purchases.withVat,
    );

    const after = await ok<VatReturn>(`/vatbooks/return?${BHADRA}`);
    const moved = (a: number, b: number) => Math.round((a - b) * 100) / 100;
    expect(moved(after.Purchases.Invoices.Vat, before.Purchases.Invoices.Vat)).toBe(130);
    expect(moved(after.Purchases.DebitNotes.Vat, before.Purchases.DebitNotes.Vat)).toBe(-13);
    expect(moved(after.Purchases.Net.Exempt, before.Purchases.Net.Exempt)).toBe(400);
    expect(moved(after.NetVat, before.NetVat)).toBe(-117);
  });

  it('nets output VAT less input VAT: payable, or a credit carried to the next month', async () => {
    const [sales, bought, summary] = await Promise.all([
      salesBook(BHADRA),
      purchaseBook(BHADRA),
      ok<VatReturn>(`/vatbooks/return?${BHADRA}`),
    ]);
    expect(summary.Sales.Net).toEqual({
      Taxable: sales.Totals.Taxable,
      Exempt: sales.Totals.Exempt,
      Export: 0,
      Vat: sales.Totals.Vat,
    });
    expect(summary.Purchases.Net.Vat).toBe(bought.Totals.Vat);
    const net = Math.round((sales.Totals.Vat - bought.Totals.Vat) * 100) / 100;
    expect(summary.NetVat).toBe(net);
    // Bhadra here: 26 output (the cancelled invoice stands in its month) against 117 input.
    expect(net).toBeLessThan(0);
    expect(summary.VatPayable).toBe(0);
    expect(summary.CreditCarriedForward).toBe(-net);
  });

  it('exports each book as CSV and Excel, named with the company, its PAN and the month, with a totals row', async () => {
    const csv = await downloadExport(app, `vatbooks/purchases/export?${BHADRA}`, {
      token: admin,
      companyId: 1,
    });
    expect(csv.status).toBe(200);
    expect(csv.disposition).toMatch(/purchase-book-.*-301234567-2083-05-bhadra-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = csvRows(csv);
    expect(rows[0]).toContain("Supplier's bill no");
    expect(rows.at(-1)?.[0]).toBe('Total');
    expect(rows.some((row) => row.includes('HS-1021'))).toBe(true);
    const xlsx = await downloadExport(app, `vatbooks/sales/export?${MANGSIR}&format=xlsx`, {
      token: admin,
      companyId: 1,
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.disposition).toMatch(/sales-book-.*-2083-08-mangsir-.*\.xlsx/);
    const sheet = await readWorkbook(xlsx);
    expect(sheet.getRow(1).getCell(3).value).toBe('Invoice no');
  });
});

describe('the month asked for', () => {
  it('is the company’s current BS month when left out', async () => {
    const book = await salesBook('');
    expect([book.Year, book.Month]).toEqual([2083, 8]);
  });

  it('answers 400 naming a bad month or year, or one given without the other', async () => {
    for (const query of [
      'year=2083&month=13',
      'year=2083&month=0',
      'year=1999&month=4',
      'year=2083',
      'month=x',
    ]) {
      const answer = await get(`/vatbooks/sales?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.Message, query).toMatch(/month|year/);
    }
    expect((await get('/vatbooks/return?year=2083&month=13')).status).toBe(400);
  });

  it('is refused to a user without the VAT books page', async () => {
    const salesPerson = await signInAs(app, 'sales1', 'Sales@123');
    for (const path of [
      '/vatbooks/sales',
      '/vatbooks/purchases',
      '/vatbooks/return',
      '/vatbooks/sales/export',
    ])
      expect((await get(path, salesPerson)).status, path).toBe(403);
  });
});
