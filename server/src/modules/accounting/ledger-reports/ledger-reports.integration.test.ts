import type {
  Ageing,
  CostCenterSummary,
  GeneralLedger,
} from '@backoffice/shared/accounting/ledger-reports.contract';
import { fiscalYearOf } from '@backoffice/shared/calendar/fiscal-year';
import { LEDGER_GROUP } from '@backoffice/shared/entities/accounting/ledger-group.entity';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costCentersTable } from '../../../db/schema/index.js';
import {
  addLedgerUnder,
  type JournalLine,
  postJournalAs,
  seededLedgers,
  signInCoopAccountant,
} from '../../../test-support/books-test-kit.js';
import { idByName } from '../../../test-support/entity-id.js';
import { downloadExport } from '../../../test-support/export-download.js';
import { API, signInAs } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { postVoucher } from '../vouchers/voucher-poster.js';

type Row = Record<string, unknown>;

const TODAY = '2026-11-22';
const YEAR_START = fiscalYearOf(TODAY).firstDay;
const LAST_YEAR_DAY = '2026-03-10';

let app: TestApp;
let admin: string;
let cash: number;
let sales: number;
let capital: number;
let profitAndLoss: number;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  [cash, sales, capital, profitAndLoss] = await seededLedgers(app);
});
afterAll(async () => app.close());

const addLedger = (Name: string, group: string, companyId = 1) =>
  addLedgerUnder(app, Name, group, { companyId });

const addCostCenter = async (Name: string, companyId = 1): Promise<number> => {
  const [row] = await app.deps.db
    .insert(costCentersTable)
    .values({ companyId, Name })
    .returning({ id: costCentersTable.id });
  return Number(row?.id);
};

const get = <T>(path: string, token = admin, companyId = 1) =>
  app.get<T>(`${API}${path}`, { token, companyId });

const read = async <T>(path: string): Promise<T> => {
  const answer = await get<T>(path);
  expect(answer.status, answer.body.Message).toBe(200);
  return answer.body.Data as T;
};

const post = (date: string, lines: JournalLine[], extra: Row = {}, token = admin) =>
  postJournalAs(app, { token }, date, lines, extra);

/** A balance in signed rupees, Dr positive. */
const signed = (balance: { Balance: number; BalanceSide: string | null }) =>
  balance.BalanceSide === 'Cr' ? -balance.Balance : balance.Balance;
const running = (line: { RunningBalance: number; RunningSide: string | null }) =>
  signed({ Balance: line.RunningBalance, BalanceSide: line.RunningSide });

describe('general ledger', () => {
  let bank: number;
  let other: number;
  beforeAll(async () => {
    bank = await addLedger('GL Test Bank', 'Bank Accounts');
    other = await addLedger('GL Test Supplier', 'Sundry Creditors');
    // Before the range: the opening brought in is 1,000 Dr.
    await post('2026-08-01', [
      [bank, 'Dr', 1000],
      [capital, 'Cr', 1000],
    ]);
    await post('2026-09-02', [
      [bank, 'Dr', 100],
      [sales, 'Cr', 100],
    ]);
    await post(
      '2026-09-03',
      [
        [other, 'Dr', 30],
        [bank, 'Cr', 30],
      ],
      { ChequeNo: '000123', Narration: 'Paid the supplier' },
    );
    // Two ledgers on the other side: "(as per details)".
    await post('2026-09-03', [
      [bank, 'Dr', 200],
      [sales, 'Cr', 150],
      [capital, 'Cr', 50],
    ]);
    await post('2026-09-05', [
      [bank, 'Dr', 45.5],
      [capital, 'Cr', 45.5],
    ]);
    await post('2026-09-06', [
      [other, 'Dr', 15.5],
      [bank, 'Cr', 15.5],
    ]);
  });

  const ledger = (query: string) =>
    read<GeneralLedger>(
      `/accounting/generalledger?LedgerId=${bank}&FromDate=2026-09-01&ToDate=2026-09-30&${query}`,
    );

  it('brings the opening in and runs the balance across pages: page 2 starts from the lines before it', async () => {
    const first = await ledger('pageSize=2');
    expect(first.Opening).toEqual({ Balance: 1000, BalanceSide: 'Dr' });
    expect(first.PrevCursor).toBeNull();
    expect(first.Items.map((line) => [line.VoucherDate, line.Debit, line.Credit, running(line)])).toEqual([
      ['2026-09-02', 100, 0, 1100],
      ['2026-09-03', 0, 30, 1070],
    ]);
    expect(first.Items[0]?.Particulars).toBe('Sales');
    expect(first.Items[1]).toMatchObject({
      Particulars: 'GL Test Supplier',
      ChequeNo: '000123',
      Narration: 'Paid the supplier',
      VoucherType: 'journal',
    });

    const second = await ledger(`pageSize=2&After=${first.NextCursor}`);
    expect(signed(second.PageOpening)).toBe(1070);
    expect(second.Items.map((line) => running(line))).toEqual([1270, 1315.5]);
    expect(second.Items[0]?.Particulars).toBe('(as per details)');
    expect(second.PrevCursor).not.toBeNull();

    const third = await ledger(`pageSize=2&After=${second.NextCursor}`);
    expect(third.Items.map((line) => running(line))).toEqual([1300]);
    expect(third.NextCursor).toBeNull();
    expect(third).toMatchObject({ TotalDebit: 345.5, TotalCredit: 45.5 });
    expect(third.Closing).toEqual({ Balance: 1300, BalanceSide: 'Dr' });

    // Backwards from the end: the last page, then the pages before it, each balance the same.
    const last = await ledger('pageSize=2&Before=end');
    expect(signed(last.PageOpening)).toBe(1270);
    expect(last.Items.map((line) => running(line))).toEqual([1315.5, 1300]);
    expect(last.NextCursor).toBeNull();
    const middle = await ledger(`pageSize=2&Before=${last.PrevCursor}`);
    expect(middle.Items.map((line) => running(line))).toEqual([1070, 1270]);
    const start = await ledger(`pageSize=2&Before=${middle.PrevCursor}`);
    expect(start.Items.map((line) => running(line))).toEqual([1100]);
    expect(start.PrevCursor).toBeNull();

    const whole = await ledger('pageSize=100');
    expect(whole.Items.map((line) => running(line))).toEqual([1100, 1070, 1270, 1315.5, 1300]);
    expect(whole.NextCursor).toBeNull();
  });

  it('defaults to the fiscal year to today, and knows a bank book', async () => {
    const year = await read<GeneralLedger>(`/accounting/generalledger?LedgerId=${bank}`);
    expect(year).toMatchObject({
      FromDate: YEAR_START,
      ToDate: TODAY,
      Book: 'bank',
      GroupName: 'Bank Accounts',
    });
    expect(year.Opening).toEqual({ Balance: 0, BalanceSide: null });
    expect(year.Closing).toEqual({ Balance: 1300, BalanceSide: 'Dr' });
    const cashBook = await read<GeneralLedger>(`/accounting/generalledger?LedgerId=${cash}`);
    expect(cashBook.Book).toBe('cash');
  });

  it("opens the Profit & Loss A/c with the earlier years' profit", async () => {
    const before = await read<GeneralLedger>(`/accounting/generalledger?LedgerId=${profitAndLoss}`);
    await post(LAST_YEAR_DAY, [
      [cash, 'Dr', 300],
      [sales, 'Cr', 300],
    ]);
    const after = await read<GeneralLedger>(`/accounting/generalledger?LedgerId=${profitAndLoss}`);
    expect(Math.round((signed(after.Opening) - signed(before.Opening)) * 100)).toBe(-30_000);
    expect(after.Items).toEqual([]);
    expect(after.Closing).toEqual(after.Opening);
  });

  it('reads a branch’s lines only', async () => {
    const branchId = 1;
    const branchLedger = await addLedger('GL Branch Cash', 'Cash-in-Hand');
    // The system posts in no branch; a signed-in user posts in theirs.
    const system = { companyId: 1, userId: null, now: app.clock.current, log: pino({ level: 'silent' }) };
    await app.deps.db.transaction((tx) =>
      postVoucher(tx, system, {
        type: 'journal',
        date: '2026-10-01',
        lines: [
          { ledgerId: branchLedger, side: 'Dr', amount: 7_000 },
          { ledgerId: capital, side: 'Cr', amount: 7_000 },
        ],
      }),
    );
    await post('2026-10-02', [
      [branchLedger, 'Dr', 20],
      [capital, 'Cr', 20],
    ]);
    const all = await read<GeneralLedger>(`/accounting/generalledger?LedgerId=${branchLedger}`);
    expect(all.Items).toHaveLength(2);
    const branchOnly = await read<GeneralLedger>(
      `/accounting/generalledger?LedgerId=${branchLedger}&BranchId=${branchId}`,
    );
    expect(branchOnly.Items.map((line) => [line.VoucherDate, line.Debit, running(line)])).toEqual([
      ['2026-10-02', 20, 20],
    ]);
    expect(branchOnly.Closing).toEqual({ Balance: 20, BalanceSide: 'Dr' });
  });

  it('exports the whole range with its running balance, as CSV and PDF', async () => {
    const path = `accounting/generalledger/export?LedgerId=${bank}&FromDate=2026-09-01&ToDate=2026-09-30`;
    const csv = await downloadExport(app, path, { token: admin, companyId: 1 });
    expect(csv.status).toBe(200);
    const lines = csv.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Voucher no,Type,Particulars,Narration,Cheque no,Receipts,Payments,Balance,Dr/Cr',
    );
    expect(lines[1]).toContain('Opening balance');
    expect(lines[1]).toContain(',1000,Dr');
    expect(lines).toHaveLength(8);
    expect(lines[6]).toContain(',1300,Dr');
    expect(lines[7]).toContain('Closing balance');
    const pdf = await downloadExport(app, `${path}&format=pdf`, { token: admin, companyId: 1 });
    expect(pdf.status).toBe(200);
    expect(pdf.text.startsWith('%PDF')).toBe(true);
  });
});

describe('ageing by bill', () => {
  it('puts each bill in its bucket by date, nets part payments and keeps on account apart', async () => {
    const party = await addLedger('Ageing Test Party', 'Sundry Debtors');
    const invoice = (date: string, ref: string, amount: number) =>
      post(date, [
        [party, 'Dr', amount, { BillRef: ref }],
        [sales, 'Cr', amount],
      ]);
    await invoice('2026-11-12', 'AG-10', 1000);
    await invoice('2026-10-08', 'AG-45', 2000);
    await invoice('2026-09-08', 'AG-75', 3000);
    await invoice('2026-07-25', 'AG-120', 4000);
    // A part payment against one bill, and a receipt against none.
    await post('2026-11-01', [
      [cash, 'Dr', 500],
      [party, 'Cr', 500, { BillRef: 'AG-45' }],
    ]);
    await post('2026-11-15', [
      [cash, 'Dr', 700],
      [party, 'Cr', 700],
    ]);
    const ageing = await read<Ageing>(`/accounting/ageing?AsOn=${TODAY}&query=Ageing%20Test`);
    expect(ageing.TotalCount).toBe(1);
    const [row] = ageing.Items;
    expect(row).toMatchObject({
      LedgerId: party,
      Days0To30: 1000,
      Days31To60: 1500,
      Days61To90: 3000,
      Over90: 4000,
      OnAccount: -700,
      Total: 8800,
    });
    expect(row?.Bills.map((bill) => [bill.BillRef, bill.AgeDays, bill.Amount, bill.Bucket])).toEqual([
      ['AG-120', 120, 4000, 'Over90'],
      ['AG-75', 75, 3000, 'Days61To90'],
      ['AG-45', 45, 1500, 'Days31To60'],
      ['AG-10', 10, 1000, 'Days0To30'],
      [null, null, -700, null],
    ]);
    expect(ageing.Totals).toMatchObject({ Total: 8800, OnAccount: -700 });
    // The party's total is its balance in the general ledger.
    const partyLedger = await read<GeneralLedger>(`/accounting/generalledger?LedgerId=${party}`);
    expect(signed(partyLedger.Closing)).toBe(8800);
    // As on an earlier day, the later bills are not there yet.
    const earlier = await read<Ageing>('/accounting/ageing?AsOn=2026-09-30&query=Ageing%20Test');
    expect(earlier.Items[0]).toMatchObject({ Days0To30: 3000, Days61To90: 4000, Total: 7000 });

    const payables = await read<Ageing>('/accounting/ageing?Kind=payables&query=Ageing%20Test');
    expect(payables.Items).toEqual([]);
    const file = await downloadExport(app, 'accounting/ageing/export?query=Ageing%20Test', {
      token: admin,
      companyId: 1,
    });
    expect(file.status).toBe(200);
    expect(file.text).toContain('Ageing Test Party');
    expect(file.text).toContain('On account');
  });
});

describe('cost center summary', () => {
  it("adds each cost center's income and expense, and the lines carrying none", async () => {
    const north = await addCostCenter('Summary North');
    const expense = await addLedger('CC Test Rent', 'Indirect Expenses');
    const income = await addLedger('CC Test Commission', 'Indirect Incomes');
    const day = '2026-10-20';
    await post(day, [
      [expense, 'Dr', 400, { CostCenterId: north }],
      [cash, 'Cr', 400],
    ]);
    await post(day, [
      [cash, 'Dr', 900],
      [income, 'Cr', 900, { CostCenterId: north }],
    ]);
    await post(day, [
      [expense, 'Dr', 60],
      [cash, 'Cr', 60],
    ]);
    const summary = await read<CostCenterSummary>(
      `/accounting/costcentersummary?FromDate=${day}&ToDate=${day}`,
    );
    expect(summary.Rows.find((row) => row.CostCenterId === north)).toMatchObject({
      Name: 'Summary North',
      Income: 900,
      Expense: 400,
      Net: 500,
    });
    const none = summary.Rows.at(-1);
    expect(none).toMatchObject({ CostCenterId: null, Expense: 60, Income: 0, Net: -60 });
    expect(summary).toMatchObject({ Income: 900, Expense: 460, Net: 440 });

    const drilled = await read<GeneralLedger>(
      `/accounting/generalledger?LedgerId=${expense}&CostCenterId=${north}&FromDate=${day}&ToDate=${day}`,
    );
    expect(drilled.Items.map((line) => line.Debit)).toEqual([400]);
    const file = await downloadExport(
      app,
      `accounting/costcentersummary/export?FromDate=${day}&ToDate=${day}`,
      {
        token: admin,
        companyId: 1,
      },
    );
    expect(file.text).toContain('Summary North,CC Test Commission,900');
  });
});

describe('refusals', () => {
  it("answers 404 for another company's ledger, branch, cost center or group, 400 for bad input, 403 without the page", async () => {
    await signInCoopAccountant(app);
    const theirs = await addLedger('Their Ledger', 'Sundry Debtors', 2);
    const theirCenter = await addCostCenter('Their Center', 2);
    const theirGroup = await idByName(app, LEDGER_GROUP, 'Sundry Debtors', 2);
    for (const path of [
      `/accounting/generalledger?LedgerId=${theirs}`,
      `/accounting/generalledger/export?LedgerId=${theirs}`,
      `/accounting/generalledger?LedgerId=${cash}&BranchId=3`,
      `/accounting/generalledger?LedgerId=${cash}&CostCenterId=${theirCenter}`,
      `/accounting/ageing?GroupId=${theirGroup}`,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    for (const path of [
      '/accounting/generalledger',
      `/accounting/generalledger?LedgerId=${cash}&FromDate=2026-13-40`,
      `/accounting/generalledger?LedgerId=${cash}&FromDate=2026-10-02&ToDate=2026-10-01`,
      `/accounting/generalledger?LedgerId=${cash}&FromDate=2027-01-01`,
      `/accounting/generalledger?LedgerId=${cash}&pageSize=1001`,
      `/accounting/generalledger?LedgerId=abc`,
      `/accounting/generalledger?LedgerId=${cash}&After=yesterday`,
      `/accounting/generalledger?LedgerId=${cash}&After=2026-09-03_1_1&Before=end`,
      '/accounting/ageing?Kind=sideways',
      '/accounting/ageing?AsOn=yesterday',
      '/accounting/costcentersummary?FromDate=2026-10-02&ToDate=2026-10-01',
      `/accounting/generalledger/export?LedgerId=${cash}&format=docx`,
    ]) {
      expect((await get(path)).status, path).toBe(400);
    }
    const salesUser = await signInAs(app, 'sales1', 'Sales@123');
    for (const path of [
      `/accounting/generalledger?LedgerId=${cash}`,
      '/accounting/ageing',
      '/accounting/costcentersummary',
      '/accounting/cashbankledgers',
    ]) {
      expect((await get(path, salesUser)).status, path).toBe(403);
    }
  });

  it('lists the cash and bank ledgers, cash first, and opens on the cash ledger', async () => {
    const answer = await read<{ Ledgers: { Id: number; Book: string }[]; DefaultLedgerId: number }>(
      '/accounting/cashbankledgers',
    );
    expect(answer.DefaultLedgerId).toBe(cash);
    expect(answer.Ledgers[0]?.Book).toBe('cash');
    expect(answer.Ledgers.some((ledger) => ledger.Book === 'bank')).toBe(true);
  });
});
