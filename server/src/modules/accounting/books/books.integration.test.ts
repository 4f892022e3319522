import type {
  ChartOfAccounts,
  ChequeRegisterEntry,
  LedgerOption,
} from '@backoffice/shared/accounting/books.contract';
import { fiscalYearOf } from '@backoffice/shared/calendar/fiscal-year';
import type { Page } from '@backoffice/shared/paging';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerOpeningBalancesTable, partiesTable, payments } from '../../../db/schema/index.js';
import {
  addLedgerUnder,
  chequeDepositLine,
  fiscalYearIdNamed,
  type JournalLine,
  postJournalAs,
  readChart,
  seededLedgers,
  signInCoopAccountant,
} from '../../../test-support/books-test-kit.js';
import { downloadExport } from '../../../test-support/export-download.js';
import { returnsAndCollectionsKit } from '../../../test-support/returns-and-collections-test-kit.js';
import { API, signInAs } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { postVoucher } from '../vouchers/voucher-poster.js';

type Row = Record<string, unknown>;
type ChequePage = Page<ChequeRegisterEntry> & { TotalAmount: number };

const TODAY = '2026-11-22';
const YEAR_START = fiscalYearOf(TODAY).firstDay;
const LAST_YEAR_DAY = '2026-03-10';

let app: TestApp;
let admin: string;
let coopAdmin: string;
let cash: number;
let sales: number;
let capital: number;
let profitAndLoss: number;
let bank: number;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  coopAdmin = await signInCoopAccountant(app);
  [cash, sales, capital, profitAndLoss] = await seededLedgers(app);
  bank = await addLedger('Books Test Bank', 'Bank Accounts');
});
afterAll(async () => app.close());

const addLedger = (Name: string, group: string, extra: Row = {}) =>
  addLedgerUnder(app, Name, group, { extra });

const get = <T>(path: string, token = admin, companyId = 1) =>
  app.get<T>(`${API}${path}`, { token, companyId });

const chart = (query = `AsOn=${TODAY}`) => readChart(app, { token: admin }, query);

/** A ledger's closing balance in signed rupees (Dr positive). */
const signed = (item: { Balance: number; BalanceSide: string | null } | undefined) =>
  item === undefined ? 0 : item.BalanceSide === 'Cr' ? -item.Balance : item.Balance;
const ledgerOf = (books: ChartOfAccounts, id: number) => books.Ledgers.find((ledger) => ledger.Id === id);
const closing = (books: ChartOfAccounts, id: number) => signed(ledgerOf(books, id));
const cents = (value: number) => Math.round(value * 100);

const postJournal = (date: string, lines: JournalLine[], extra: Row = {}) =>
  postJournalAs(app, { token: admin }, date, lines, extra);

describe('chart of accounts', () => {
  it('adds posted vouchers to the ledgers and every group above them, and the totals balance', async () => {
    const before = await chart();
    const earlierBefore = await chart('AsOn=2026-11-19');
    await postJournal('2026-11-20', [
      [cash, 'Dr', 1000],
      [capital, 'Cr', 1000],
    ]);
    await postJournal('2026-11-21', [
      [cash, 'Dr', 250.5],
      [sales, 'Cr', 250.5],
    ]);
    const draft = await app.post(`${API}/voucher/save`, {
      token: admin,
      companyId: 1,
      json: {
        VoucherType: 'journal',
        VoucherDate: '2026-11-21',
        Lines: [
          { LedgerId: cash, Side: 'Dr', Amount: 99 },
          { LedgerId: capital, Side: 'Cr', Amount: 99 },
        ],
      },
    });
    expect(draft.status).toBe(200);
    const after = await chart();
    expect(after.FiscalYear).toBe('2083/84');
    expect(cents(closing(after, cash) - closing(before, cash))).toBe(125_050);
    expect(cents(closing(after, capital) - closing(before, capital))).toBe(-100_000);
    expect(cents(closing(after, sales) - closing(before, sales))).toBe(-25_050);
    expect(ledgerOf(after, sales)?.BalanceSide).toBe('Cr');

    const cashGroup = after.Groups.find((group) => group.Name === 'Cash-in-Hand');
    const currentAssets = after.Groups.find((group) => group.Name === 'Current Assets');
    expect(cashGroup?.ParentId).toBe(currentAssets?.Id);
    const cashGroupBefore = before.Groups.find((group) => group.Name === 'Cash-in-Hand');
    expect(cents(signed(cashGroup) - signed(cashGroupBefore))).toBe(125_050);
    expect(cents((currentAssets?.Debit ?? 0) - (cashGroup?.Debit ?? 0))).toBeGreaterThanOrEqual(0);
    expect(cents(after.DebitTotal - after.CreditTotal)).toBe(cents(after.OpeningDifference));

    // Before those days the vouchers do not count.
    const earlier = await chart('AsOn=2026-11-19');
    expect(closing(earlier, cash)).toBe(closing(earlierBefore, cash));
  });

  it('counts an income ledger from its fiscal year only, its earlier net standing on Profit & Loss A/c', async () => {
    const before = await chart();
    const lastYearBefore = await chart(`AsOn=${LAST_YEAR_DAY}`);
    await postJournal(LAST_YEAR_DAY, [
      [cash, 'Dr', 300],
      [sales, 'Cr', 300],
    ]);
    const after = await chart();
    expect(YEAR_START > LAST_YEAR_DAY).toBe(true);
    expect(cents(closing(after, cash) - closing(before, cash))).toBe(30_000);
    expect(closing(after, sales)).toBe(closing(before, sales));
    expect(cents(closing(after, profitAndLoss) - closing(before, profitAndLoss))).toBe(-30_000);
    expect(cents(after.DebitTotal - after.CreditTotal)).toBe(cents(after.OpeningDifference));

    const lastYear = await chart(`AsOn=${LAST_YEAR_DAY}`);
    expect(lastYear.FiscalYear).toBe('2082/83');
    expect(cents(closing(lastYear, sales) - closing(lastYearBefore, sales))).toBe(-30_000);
    expect(closing(lastYear, profitAndLoss)).toBe(closing(lastYearBefore, profitAndLoss));
  });

  it('starts ledgers from their opening balance of the year and shows what does not balance', async () => {
    const till = await addLedger('Books Opening Till', 'Cash-in-Hand');
    const owner = await addLedger('Books Opening Owner', 'Capital Account');
    const before = await chart();
    const yearId = await fiscalYearIdNamed(app, '2083/84');
    const opening = (LedgerId: number, Amount: number, Side: 'Dr' | 'Cr') => ({
      companyId: 1,
      LedgerId,
      FiscalYearId: yearId,
      Amount,
      Side,
    });
    const inserted = await app.deps.db
      .insert(ledgerOpeningBalancesTable)
      .values([opening(till, 20_000, 'Dr'), opening(owner, 15_000, 'Cr')])
      .returning({ id: ledgerOpeningBalancesTable.id });
    try {
      const after = await chart();
      expect(ledgerOf(after, till)?.Opening).toBe(200);
      expect(ledgerOf(after, owner)?.Opening).toBe(-150);
      expect(cents(closing(after, till))).toBe(20_000);
      expect(cents(after.OpeningDifference - before.OpeningDifference)).toBe(5_000);
      expect(cents(after.DebitTotal - after.CreditTotal)).toBe(cents(after.OpeningDifference));
      // Another year's opening balances are not this year's.
      const lastYear = await chart(`AsOn=${LAST_YEAR_DAY}`);
      expect(ledgerOf(lastYear, till)?.Opening).toBe(0);
    } finally {
      for (const row of inserted) {
        await app.deps.db
          .delete(ledgerOpeningBalancesTable)
          .where(and(eq(ledgerOpeningBalancesTable.companyId, 1), eq(ledgerOpeningBalancesTable.id, row.id)));
      }
    }
  });

  it('takes a balance sheet ledger’s opening balance as what stands at its year’s start, and carries it into later years', async () => {
    const safe = await addLedger('Books Anchor Safe', 'Cash-in-Hand');
    const owner = await addLedger('Books Anchor Owner', 'Capital Account');
    await postJournal(LAST_YEAR_DAY, [
      [safe, 'Dr', 700],
      [owner, 'Cr', 700],
    ]);
    // With no opening balance, last year's lines are brought forward.
    expect(ledgerOf(await chart(), safe)?.Opening).toBe(700);
    const yearId = await fiscalYearIdNamed(app, '2083/84');
    const inserted = await app.deps.db
      .insert(ledgerOpeningBalancesTable)
      .values([
        { companyId: 1, LedgerId: safe, FiscalYearId: yearId, Amount: 65_000, Side: 'Dr' },
        { companyId: 1, LedgerId: owner, FiscalYearId: yearId, Amount: 65_000, Side: 'Cr' },
      ])
      .returning({ id: ledgerOpeningBalancesTable.id });
    try {
      await postJournal(TODAY, [
        [safe, 'Dr', 10],
        [owner, 'Cr', 10],
      ]);
      const after = await chart();
      // The stated opening replaces what came before it; this year's lines count on top.
      expect(ledgerOf(after, safe)?.Opening).toBe(650);
      expect(cents(closing(after, safe))).toBe(66_000);
      expect(cents(closing(after, owner))).toBe(-66_000);
      // Last year still reads its own lines.
      expect(cents(closing(await chart(`AsOn=${LAST_YEAR_DAY}`), safe))).toBe(70_000);
    } finally {
      for (const row of inserted) {
        await app.deps.db
          .delete(ledgerOpeningBalancesTable)
          .where(and(eq(ledgerOpeningBalancesTable.companyId, 1), eq(ledgerOpeningBalancesTable.id, row.id)));
      }
    }
  });

  it('leaves inactive ledgers out unless asked, and never shows another company’s', async () => {
    const dormant = await addLedger('Books Dormant Ledger', 'Indirect Expenses', { IsActive: false });
    expect(ledgerOf(await chart(), dormant)).toBeUndefined();
    expect(ledgerOf(await chart(`AsOn=${TODAY}&IncludeInactive=true`), dormant)?.IsActive).toBe(false);
    const other = await get<ChartOfAccounts>('/accounting/chartofaccounts', coopAdmin, 2);
    expect(other.status, other.body.Message).toBe(200);
    expect(other.body.Data?.Ledgers.some((ledger) => ledger.Id === cash || ledger.Id === bank)).toBe(false);
  });

  it('refuses a day that is not a date', async () => {
    expect((await get('/accounting/chartofaccounts?AsOn=2026-13-01')).status).toBe(400);
    expect((await get('/accounting/chartofaccounts?IncludeInactive=maybe')).status).toBe(400);
  });
});

describe('ledger picker', () => {
  const options = async (query: string) => {
    const answer = await get<LedgerOption[]>(`/voucher/ledgers?${query}`);
    expect(answer.status, answer.body.Message).toBe(200);
    return answer.body.Data as LedgerOption[];
  };

  it('puts names starting with the query first, then names containing it, and leaves inactive ledgers out', async () => {
    await addLedger('Petty Cash Box', 'Cash-in-Hand');
    await addLedger('Cash Retired Drawer', 'Cash-in-Hand', { IsActive: false });
    const found = await options('query=cash');
    const names = found.map((option) => option.Name);
    expect(names[0]).toBe('Cash');
    expect(names).toContain('Petty Cash Box');
    expect(names.indexOf('Petty Cash Box')).toBeGreaterThan(names.indexOf('Cash'));
    expect(names).not.toContain('Cash Retired Drawer');
    const cashOption = found.find((option) => option.Id === cash);
    expect(cashOption).toMatchObject({ GroupName: 'Cash-in-Hand', Nature: 'asset', PartyId: null });
    const books = await chart();
    expect(signed(cashOption)).toBe(closing(books, cash));
  });

  it('matches PAN and group name, answers the P&L ledger’s carried balance, and keeps to pageSize', async () => {
    await addLedger('Books PAN Supplier', 'Sundry Creditors', { PAN: '612345678' });
    expect((await options('query=6123456')).map((option) => option.Name)).toContain('Books PAN Supplier');
    const bankOptions = await options('query=Bank%20Accounts');
    expect(bankOptions.map((option) => option.Id)).toContain(bank);
    const profit = (await options('query=Profit')).find((option) => option.Id === profitAndLoss);
    expect(signed(profit)).toBe(closing(await chart(), profitAndLoss));
    expect(await options('pageSize=2')).toHaveLength(2);
    expect((await get('/voucher/ledgers?pageSize=51')).status).toBe(400);
  });

  it('never offers another company’s ledgers', async () => {
    const other = await get<LedgerOption[]>('/voucher/ledgers?query=Petty', coopAdmin, 2);
    expect(other.status, other.body.Message).toBe(200);
    expect(other.body.Data).toEqual([]);
  });
});

describe('cheque register', () => {
  let paymentId: number;
  let partyId: number;
  let receiptId: number;
  let issuedId: number;
  beforeAll(async () => {
    const { db } = app.deps;
    const [party] = await db
      .insert(partiesTable)
      .values({
        companyId: 1,
        Name: 'Books Cheque Party',
        PartyType: 'retailer',
        Phone: '+977 9811999001',
        Address: 'Test Road, Kathmandu',
        IsActive: true,
      })
      .returning({ id: partiesTable.id });
    partyId = Number(party?.id);
    const [payment] = await db
      .insert(payments)
      .values({
        companyId: 1,
        receiptNo: 'BOOKS-RCPT-1',
        paymentDate: '2026-11-18',
        partyId,
        method: 'cheque',
        amount: 450_000,
        chequeNo: 'BKS-RCV-111',
        chequeBank: 'Nabil Bank',
        chequeDate: '2026-11-18',
        chequeStatus: 'deposited',
      })
      .returning({ id: payments.id });
    paymentId = Number(payment?.id);
    const actor = { companyId: 1, userId: null, now: app.clock.current, log: pino({ level: 'silent' }) };
    const receipt = await db.transaction((tx) =>
      postVoucher(tx, actor, {
        type: 'receipt',
        date: '2026-11-18',
        lines: [
          { ledgerId: cash, side: 'Dr', amount: 450_000 },
          { ledgerId: capital, side: 'Cr', amount: 450_000 },
        ],
        source: { key: `payment:${paymentId}:receipt`, kind: 'payment', id: paymentId },
      }),
    );
    receiptId = receipt.id;
    await db.transaction((tx) =>
      postVoucher(tx, actor, {
        type: 'contra',
        date: '2026-11-19',
        lines: [
          { ledgerId: bank, side: 'Dr', amount: 450_000 },
          { ledgerId: cash, side: 'Cr', amount: 450_000 },
        ],
        source: { key: `payment:${paymentId}:deposit:1`, kind: 'payment', id: paymentId },
      }),
    );
    const issued = await app.post<{ Id: number }>(`${API}/voucher/save`, {
      token: admin,
      companyId: 1,
      json: {
        VoucherType: 'payment',
        VoucherDate: '2026-11-20',
        ChequeNo: 'BKS-ISS-222',
        ChequeDate: '2026-11-21',
        Post: true,
        Lines: [
          { LedgerId: capital, Side: 'Dr', Amount: 700 },
          { LedgerId: bank, Side: 'Cr', Amount: 700 },
        ],
      },
    });
    expect(issued.status, issued.body.Message).toBe(200);
    issuedId = issued.body.Data?.Id ?? 0;
  });

  // The seeded collections hold cheques too: every read keeps to this file's own.
  const register = async (query = '', own = 'query=BKS-&') => {
    const answer = await get<ChequePage>(`/accounting/chequeregister?${own}${query}`);
    expect(answer.status, answer.body.Message).toBe(200);
    return answer.body.Data as ChequePage;
  };

  it('lists received cheques from the collections and issued ones from payment vouchers, newest first', async () => {
    const page = await register();
    expect(page.Items.map((entry) => entry.ChequeNo)).toEqual(['BKS-ISS-222', 'BKS-RCV-111']);
    expect(page.TotalCount).toBe(2);
    expect(page.TotalAmount).toBe(5200);
    expect(page.Items[0]).toMatchObject({
      Direction: 'issued',
      ChequeDate: '2026-11-21',
      Amount: 700,
      Counterparty: 'Capital',
      Bank: 'Books Test Bank',
      Status: 'posted',
      PaymentId: null,
      ReceiptNo: null,
      VoucherId: issuedId,
    });
    expect(page.Items[1]).toMatchObject({
      Direction: 'received',
      ChequeDate: '2026-11-18',
      Amount: 4500,
      Counterparty: 'Books Cheque Party',
      Bank: 'Nabil Bank',
      Status: 'deposited',
      PaymentId: paymentId,
      ReceiptNo: 'BOOKS-RCPT-1',
      VoucherId: receiptId,
    });
    expect(page.Items[1]?.VoucherNo).toMatch(/^RV-/);
  });

  it('narrows by direction, status, bank, party, collection, voucher, dates and text, and pages', async () => {
    const numbers = async (query: string) => (await register(query)).Items.map((entry) => entry.ChequeNo);
    expect(await numbers('Direction=received')).toEqual(['BKS-RCV-111']);
    expect(await numbers('Direction=issued')).toEqual(['BKS-ISS-222']);
    expect(await numbers('Status=posted')).toEqual(['BKS-ISS-222']);
    expect(await numbers('Status=deposited,cleared')).toEqual(['BKS-RCV-111']);
    expect(await numbers(`BankLedgerId=${bank}`)).toEqual(['BKS-ISS-222', 'BKS-RCV-111']);
    expect(await numbers(`BankLedgerId=${cash}`)).toEqual([]);
    expect(await numbers(`PaymentId=${paymentId}`)).toEqual(['BKS-RCV-111']);
    expect(await numbers(`VoucherId=${issuedId}`)).toEqual(['BKS-ISS-222']);
    expect(await numbers(`VoucherId=${receiptId}`)).toEqual(['BKS-RCV-111']);
    expect(await numbers('FromDate=2026-11-20&ToDate=2026-11-30')).toEqual(['BKS-ISS-222']);
    const text = async (query: string) => (await register(query, '')).Items.map((entry) => entry.ChequeNo);
    expect(await text('query=bks-rcv')).toEqual(['BKS-RCV-111']);
    expect(await text('query=Books%20Cheque%20Party')).toEqual(['BKS-RCV-111']);
    expect(await text('query=Books%20Test%20Bank')).toEqual(['BKS-ISS-222']);
    expect(await text(`PartyId=${partyId}`)).toEqual(['BKS-RCV-111']);
    const second = await register('pageSize=1&pageNo=2');
    expect(second.Items.map((entry) => entry.ChequeNo)).toEqual(['BKS-RCV-111']);
    expect(second.TotalCount).toBe(2);
    expect(second.TotalAmount).toBe(5200);
  });

  it('exports the register under its filters', async () => {
    const file = await downloadExport(
      app,
      'accounting/chequeregister/export?format=csv&query=BKS-&Direction=issued',
      {
        token: admin,
        companyId: 1,
      },
    );
    expect(file.status).toBe(200);
    const csv = file.body.toString('utf8');
    expect(csv).toContain('BKS-ISS-222');
    expect(csv).not.toContain('BKS-RCV-111');
  });

  it('never shows another company’s cheques', async () => {
    const other = await get<ChequePage>('/accounting/chequeregister', coopAdmin, 2);
    expect(other.status, other.body.Message).toBe(200);
    expect(other.body.Data?.Items.map((entry) => entry.ChequeNo)).not.toContain('BKS-ISS-222');
    expect(other.body.Data?.Items.map((entry) => entry.ChequeNo)).not.toContain('BKS-RCV-111');
  });

  it('follows a collection’s cheque as the sales side posts it: its receipt voucher, deposited to the bank', async () => {
    const kit = returnsAndCollectionsKit(app, () => admin);
    const party = await kit.newParty();
    const cheque = await kit.payOk({
      PartyId: party,
      Method: 'cheque',
      Amount: 125,
      ChequeNo: 'BKS-FLOW-1',
      ChequeBank: 'Himalayan Bank',
    });
    expect((await kit.cheque(cheque.Id, 'deposit')).status).toBe(200);
    const deposit = await chequeDepositLine(app, cheque.Id);
    const page = await register(`PaymentId=${cheque.Id}&BankLedgerId=${deposit?.ledgerId}`, '');
    expect(page.Items).toHaveLength(1);
    expect(page.Items[0]).toMatchObject({ ChequeNo: 'BKS-FLOW-1', Status: 'deposited', Amount: 125 });
    expect(page.Items[0]?.VoucherNo).toMatch(/^RV-/);
    // The deposit's contra names the cheque but draws nothing: it is not a cheque the company wrote.
    const issued = await register('Direction=issued&query=BKS-FLOW-1', '');
    expect(issued.Items).toEqual([]);
  });

  it('is an administrator’s without a grant, and refused to a sales person without the page', async () => {
    const sales = await signInAs(app, 'sales1', 'Sales@123');
    expect((await get('/accounting/chequeregister', sales)).status).toBe(403);
    expect((await get('/accounting/chartofaccounts', sales)).status).toBe(403);
  });

  it('refuses filters it cannot read', async () => {
    for (const query of [
      'FromDate=2026-11-30&ToDate=2026-11-01',
      'Status=lost',
      'Direction=sideways',
      'BankLedgerId=abc',
      'pageSize=0',
    ]) {
      expect((await get(`/accounting/chequeregister?${query}`)).status, query).toBe(400);
    }
    expect((await get('/accounting/chequeregister/export?format=docx')).status).toBe(400);
  });
});
