import type { ChartOfAccounts } from '@backoffice/shared/accounting/books.contract';
import type {
  BalanceSheet,
  ProfitAndLoss,
  TrialBalance,
} from '@backoffice/shared/accounting/financial-reports.contract';
import { fiscalYearOf } from '@backoffice/shared/calendar/fiscal-year';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costCentersTable } from '../../../db/schema/index.js';
import {
  addLedgerUnder,
  enableMultiBranching,
  type JournalLine,
  postJournalAs,
} from '../../../test-support/books-test-kit.js';
import { downloadExport } from '../../../test-support/export-download.js';
import { API, signInAs } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { rowsOf } from '../books/books-balance.js';

type Row = Record<string, unknown>;

const TODAY = '2026-11-22';
const YEAR_START = fiscalYearOf(TODAY).firstDay;
const LAST_YEAR_DAY = '2026-03-10';
const FROM = '2026-10-01';

let app: TestApp;
let admin: string;
let otherBranch: string;
let till: number;
let owner: number;
let fees: number;
let goods: number;
let wages: number;
let rent: number;
let center: number;
beforeAll(async () => {
  app = await startTestApp();
  // The other branch's vouchers: company 1 lets its users pick a branch while signing in.
  await enableMultiBranching(app);
  admin = await signInAs(app, 'admin', 'Admin@123', { branchId: 1 });
  otherBranch = await signInAs(app, 'admin', 'Admin@123', { branchId: 2 });
  till = await addLedger('Reports Till', 'Cash-in-Hand');
  owner = await addLedger('Reports Owner', 'Capital Account');
  fees = await addLedger('Reports Fees', 'Sales Accounts');
  goods = await addLedger('Reports Goods', 'Purchase Accounts');
  wages = await addLedger('Reports Wages', 'Direct Expenses');
  rent = await addLedger('Reports Rent', 'Indirect Expenses');
  const [row] = await app.deps.db
    .insert(costCentersTable)
    .values({ companyId: 1, Name: 'Reports Center' })
    .returning({ id: costCentersTable.id });
  center = Number(row?.id);

  // Before the range, in its year: capital brought in.
  await postJournal('2026-08-01', [
    [till, 'Dr', 1000],
    [owner, 'Cr', 1000],
  ]);
  // Last fiscal year: a sale, whose net stands on the Profit & Loss A/c this year.
  await postJournal(LAST_YEAR_DAY, [
    [till, 'Dr', 300],
    [fees, 'Cr', 300],
  ]);
  // In the range.
  await postJournal('2026-10-05', [
    [till, 'Dr', 800],
    [fees, 'Cr', 800],
  ]);
  await postJournal('2026-10-06', [
    [goods, 'Dr', 300],
    [till, 'Cr', 300],
  ]);
  await postJournal('2026-10-07', [
    [wages, 'Dr', 100],
    [till, 'Cr', 100],
  ]);
  await postJournal('2026-11-01', [
    [owner, 'Dr', 50],
    [till, 'Cr', 50],
  ]);
  // A cost center's line, and a voucher made in the other branch.
  await postJournal('2026-11-02', [
    [rent, 'Dr', 120, center],
    [till, 'Cr', 120],
  ]);
  await postJournal(
    '2026-11-03',
    [
      [till, 'Dr', 70],
      [fees, 'Cr', 70],
    ],
    otherBranch,
  );
});
afterAll(async () => app.close());

const addLedger = (Name: string, group: string) => addLedgerUnder(app, Name, group);

/** A posted journal; a line's fourth figure is its cost center. */
const postJournal = async (
  date: string,
  lines: [number, 'Dr' | 'Cr', number, number?][],
  token = admin,
): Promise<void> => {
  const withCenters = lines.map(
    ([LedgerId, Side, Amount, CostCenterId]): JournalLine => [LedgerId, Side, Amount, { CostCenterId }],
  );
  await postJournalAs(app, { token }, date, withCenters);
};

const read = async <T>(path: string, token = admin): Promise<T> => {
  const answer = await app.get<T>(`${API}${path}`, { token, companyId: 1 });
  expect(answer.status, answer.body.Message).toBe(200);
  return answer.body.Data as T;
};
const trialBalance = (query: string) => read<TrialBalance>(`/accounting/trialbalance?${query}`);
const profitAndLoss = (query: string) => read<ProfitAndLoss>(`/accounting/profitandloss?${query}`);
const balanceSheet = (query: string) => read<BalanceSheet>(`/accounting/balancesheet?${query}`);

const cents = (value: number) => Math.round(value * 100);
const signed = (amount: number, side: 'Dr' | 'Cr' | null) => (side === 'Cr' ? -amount : amount);
const ledgerIn = (report: TrialBalance, id: number) => report.Ledgers.find((ledger) => ledger.Id === id);
const groupNamed = <G extends { Name: string }>(groups: readonly G[], name: string) =>
  groups.find((group) => group.Name === name);

/** The trial balance's own arithmetic: totals balance but for the opening difference. */
const expectBalanced = (report: TrialBalance) => {
  const { Totals } = report;
  expect(cents(Totals.Debit)).toBe(cents(Totals.Credit));
  expect(cents(Totals.OpeningDebit - Totals.OpeningCredit)).toBe(cents(report.OpeningDifference));
  expect(cents(Totals.ClosingDebit - Totals.ClosingCredit)).toBe(cents(report.OpeningDifference));
};

describe('trial balance', () => {
  it('opens each ledger with what stood before the range and adds the range’s lines; totals balance', async () => {
    const report = await trialBalance(`From=${FROM}&To=${TODAY}`);
    expect(report.From).toBe(FROM);
    expect(report.FiscalYear).toBe('2083/84');
    expectBalanced(report);
    expect(ledgerIn(report, till)).toMatchObject({
      Opening: 1300,
      OpeningSide: 'Dr',
      Debit: 870,
      Credit: 570,
      Closing: 1600,
      ClosingSide: 'Dr',
    });
    expect(ledgerIn(report, owner)).toMatchObject({
      Opening: 1000,
      OpeningSide: 'Cr',
      Debit: 50,
      Closing: 950,
    });
    // An income ledger starts the year from nil: last year's sale is not its opening.
    expect(ledgerIn(report, fees)).toMatchObject({
      Opening: 0,
      OpeningSide: null,
      Credit: 870,
      ClosingSide: 'Cr',
    });
    // A group is the sum of its ledgers and sub-groups.
    const cashGroup = groupNamed(report.Groups, 'Cash-in-Hand');
    const under = report.Ledgers.filter((ledger) => ledger.GroupId === cashGroup?.Id);
    expect(cents(cashGroup?.Debit ?? 0)).toBe(cents(under.reduce((sum, ledger) => sum + ledger.Debit, 0)));
    const currentAssets = groupNamed(report.Groups, 'Current Assets');
    expect(cashGroup?.ParentId).toBe(currentAssets?.Id);
    expect(currentAssets?.Debit ?? 0).toBeGreaterThanOrEqual(cashGroup?.Debit ?? 0);
  });

  it('keeps income running across fiscal years and shows zero rows only when asked', async () => {
    const across = await trialBalance(`From=2026-03-01&To=${TODAY}`);
    expectBalanced(across);
    expect(across.FiscalYear).toBe('2082/83');
    expect(ledgerIn(across, fees)).toMatchObject({
      Opening: 0,
      Credit: 1170,
      Closing: 1170,
      ClosingSide: 'Cr',
    });
    const hidden = await trialBalance(`From=${FROM}&To=${TODAY}`);
    const all = await trialBalance(`From=${FROM}&To=${TODAY}&ShowZero=true`);
    expect(all.Ledgers.length).toBeGreaterThan(hidden.Ledgers.length);
    expect(hidden.Ledgers.every((l) => l.Opening !== 0 || l.Debit !== 0 || l.Credit !== 0)).toBe(true);
    expect(all.Totals).toEqual(hidden.Totals);
  });

  it('reads one branch’s vouchers, or one cost center’s lines', async () => {
    const other = await trialBalance(`From=${FROM}&To=${TODAY}&BranchId=2`);
    expect(other.BranchId).toBe(2);
    expect(other.BranchName).not.toBeNull();
    expectBalanced(other);
    expect(ledgerIn(other, till)).toMatchObject({ Opening: 0, Debit: 70, Credit: 0 });
    const head = await trialBalance(`From=${FROM}&To=${TODAY}&BranchId=1`);
    expect(ledgerIn(head, till)).toMatchObject({ Opening: 1300, Debit: 800, Credit: 570 });
    const costCenter = await trialBalance(`From=${FROM}&To=${TODAY}&CostCenterId=${center}`);
    expect(costCenter.CostCenterName).toBe('Reports Center');
    expect(costCenter.Ledgers.map((ledger) => ledger.Id)).toEqual([rent]);
    expect(ledgerIn(costCenter, rent)).toMatchObject({ Debit: 120, Closing: 120, ClosingSide: 'Dr' });
  });

  it('agrees with a plain sum of the lines, ledger by ledger', async () => {
    const report = await trialBalance(`From=${FROM}&To=${TODAY}&ShowZero=true`);
    const plain = rowsOf(
      await app.deps.db.execute(sql`
        select ledger_id,
          coalesce(sum(amount) filter (where side = 'Dr'), 0)::bigint as debit,
          coalesce(sum(amount) filter (where side = 'Cr'), 0)::bigint as credit
        from voucher_lines where company_id = 1 and in_books and voucher_date between ${FROM} and ${TODAY}
        group by ledger_id`),
    );
    const byLedger = new Map(plain.map((row: Row) => [Number(row.ledger_id), row]));
    for (const ledger of report.Ledgers) {
      const row = byLedger.get(ledger.Id);
      expect([ledger.Id, cents(ledger.Debit), cents(ledger.Credit)]).toEqual([
        ledger.Id,
        Number(row?.debit ?? 0),
        Number(row?.credit ?? 0),
      ]);
    }
    // With no opening balance, a balance sheet ledger's closing is every line to the day.
    const [tillLines] = rowsOf(
      await app.deps.db.execute(sql`
        select sum(case when side = 'Dr' then amount else -amount end)::bigint as net
        from voucher_lines where company_id = 1 and in_books and ledger_id = ${till} and voucher_date <= ${TODAY}`),
    );
    const tillRow = ledgerIn(report, till);
    expect(cents(signed(tillRow?.Closing ?? 0, tillRow?.ClosingSide ?? null))).toBe(Number(tillLines?.net));
  });

  it('closes every ledger as the chart of accounts does, over the year to the day', async () => {
    const report = await trialBalance(`From=${YEAR_START}&To=${TODAY}&ShowZero=true`);
    const chart = await read<ChartOfAccounts>(
      `/accounting/chartofaccounts?AsOn=${TODAY}&IncludeInactive=true`,
    );
    for (const ledger of chart.Ledgers) {
      const row = ledgerIn(report, ledger.Id);
      expect([ledger.Id, cents(signed(row?.Closing ?? 0, row?.ClosingSide ?? null))]).toEqual([
        ledger.Id,
        cents(signed(ledger.Balance, ledger.BalanceSide)),
      ]);
    }
    expect(cents(report.OpeningDifference)).toBe(cents(chart.OpeningDifference));
  });

  it('refuses bad input with 400, another company’s branch or cost center with 404, and exports', async () => {
    const status = async (query: string) =>
      (await app.get(`${API}/accounting/trialbalance?${query}`, { token: admin, companyId: 1 })).status;
    expect(await status('From=2026-13-01')).toBe(400);
    expect(await status(`From=${TODAY}&To=${FROM}`)).toBe(400);
    expect(await status('ShowZero=maybe')).toBe(400);
    expect(await status('BranchId=999999')).toBe(404);
    expect(await status('CostCenterId=999999')).toBe(404);
    expect(await status(`From=2099-01-01`)).toBe(400);
    const sheetStatus = (
      await app.get(`${API}/accounting/balancesheet?To=someday`, { token: admin, companyId: 1 })
    ).status;
    expect(sheetStatus).toBe(400);

    const file = await downloadExport(app, `accounting/trialbalance/export?From=${FROM}&To=${TODAY}`, {
      token: admin,
      companyId: 1,
    });
    expect(file.status).toBe(200);
    expect(file.text).toContain('Particulars,Opening Dr,Opening Cr,Debit,Credit,Closing Dr,Closing Cr');
    expect(file.text).toContain('  Cash-in-Hand');
    expect(file.text).toContain('    Reports Till,1300,,870,570,1600,');
    const groupsOnly = await downloadExport(
      app,
      `accounting/trialbalance/export?From=${FROM}&To=${TODAY}&ShowLedgers=false`,
      { token: admin, companyId: 1 },
    );
    expect(groupsOnly.text).not.toContain('Reports Till');
    const workbook = await downloadExport(app, `accounting/balancesheet/export?To=${TODAY}&format=xlsx`, {
      token: admin,
      companyId: 1,
    });
    expect(workbook.status).toBe(200);
    expect(workbook.contentType).toContain('spreadsheetml');
    const pl = await downloadExport(app, `accounting/profitandloss/export?From=${FROM}&To=${TODAY}`, {
      token: admin,
      companyId: 1,
    });
    expect(pl.text).toContain('Gross profit');
    const pdf = await downloadExport(
      app,
      `accounting/trialbalance/export?From=${FROM}&To=${TODAY}&format=pdf`,
      {
        token: admin,
        companyId: 1,
      },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.contentType).toContain('pdf');
  });

  it('answers only those who may view the financial reports', async () => {
    const staff = await signInAs(app, 'staff', 'Staff@123', { branchId: 1 });
    for (const path of ['trialbalance', 'profitandloss', 'balancesheet', 'trialbalance/export']) {
      const answer = await app.get(`${API}/accounting/${path}`, { token: staff, companyId: 1 });
      expect(answer.status, path).toBe(403);
    }
  });
});

describe('profit and loss account', () => {
  it('gives the gross profit from the trading groups and the net profit from all', async () => {
    const report = await profitAndLoss(`From=${FROM}&To=${TODAY}`);
    const fee = report.Ledgers.find((ledger) => ledger.Id === fees);
    expect(fee).toMatchObject({ Amount: 870, Previous: null });
    expect(report.Ledgers.find((ledger) => ledger.Id === goods)?.Amount).toBe(300);
    expect(groupNamed(report.Groups, 'Sales Accounts')).toMatchObject({ Stage: 'trading', Nature: 'income' });
    expect(groupNamed(report.Groups, 'Indirect Expenses')).toMatchObject({
      Stage: 'indirect',
      Nature: 'expense',
    });
    // The range holds only this file's income and expense: 870 − 300 − 100, then − 120 rent.
    const others = await profitAndLoss(`From=${FROM}&To=${TODAY}&CostCenterId=${center}`);
    expect(others.NetProfit.Amount).toBe(-120);
    expect(others.GrossProfit.Amount).toBe(0);
    const grossOfMine = 870 - 300 - 100;
    expect(cents(report.GrossProfit.Amount)).toBeGreaterThanOrEqual(cents(grossOfMine) - 1);
    const trading = report.Ledgers.filter(
      (ledger) => report.Groups.find((group) => group.Id === ledger.GroupId)?.Stage === 'trading',
    );
    const incomeIds = new Set(report.Groups.filter((g) => g.Nature === 'income').map((g) => g.Id));
    const gross = trading.reduce((sum, l) => sum + (incomeIds.has(l.GroupId) ? l.Amount : -l.Amount), 0);
    expect(cents(report.GrossProfit.Amount)).toBe(cents(gross));
    const net = report.Ledgers.reduce((sum, l) => sum + (incomeIds.has(l.GroupId) ? l.Amount : -l.Amount), 0);
    expect(cents(report.NetProfit.Amount)).toBe(cents(net));
  });

  it('sets the same range a year before beside it', async () => {
    const report = await profitAndLoss('From=2026-03-01&To=2026-03-31&Compare=true');
    expect(report.PreviousFrom).toBe('2025-03-01');
    expect(report.Ledgers.find((ledger) => ledger.Id === fees)).toMatchObject({ Amount: 300, Previous: 0 });
    expect(report.NetProfit.Previous).not.toBeNull();
  });
});

describe('balance sheet', () => {
  it('balances with the year’s profit under capital, on the Profit & Loss A/c', async () => {
    const sheet = await balanceSheet(`To=${TODAY}`);
    expect(sheet.From).toBe(YEAR_START);
    expect(cents(sheet.LiabilitiesTotal)).toBe(cents(sheet.AssetsTotal));
    const yearProfit = await profitAndLoss(`From=${YEAR_START}&To=${TODAY}`);
    expect(cents(sheet.ProfitAndLoss.CurrentPeriod)).toBe(cents(yearProfit.NetProfit.Amount));
    expect(sheet.ProfitAndLoss.LedgerId).not.toBeNull();
    const profitLedger = sheet.Ledgers.find((ledger) => ledger.IsProfitAndLoss);
    expect(profitLedger?.Amount).toBe(sheet.ProfitAndLoss.Amount);
    const capital = groupNamed(sheet.Groups, 'Capital Account');
    expect(capital?.Side).toBe('liabilities');
    const reserves = groupNamed(sheet.Groups, 'Reserves & Surplus');
    expect(reserves?.ParentId).toBe(capital?.Id);
    expect(sheet.Ledgers.find((ledger) => ledger.Id === till)?.Amount).toBe(1600);
    // Last year's sale is in the earlier years' profit the account brings in.
    const lastYear = await balanceSheet(`To=${LAST_YEAR_DAY}`);
    expect(cents(lastYear.LiabilitiesTotal)).toBe(cents(lastYear.AssetsTotal));
  });

  it('balances for one branch', async () => {
    const sheet = await balanceSheet(`To=${TODAY}&BranchId=2`);
    expect(cents(sheet.LiabilitiesTotal)).toBe(cents(sheet.AssetsTotal));
    expect(sheet.ProfitAndLoss.CurrentPeriod).toBe(70);
  });
});
