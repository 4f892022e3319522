import type { BookLine, StatementLine } from '@backoffice/shared/accounting/bank-reconciliation.contract';
import type { Page } from '@backoffice/shared/paging';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankClearances } from '../../../db/schema/index.js';
import { bankReconciliationKit } from '../../../test-support/bank-reconciliation-test-kit.js';
import { API, signInAs } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let kit: ReturnType<typeof bankReconciliationKit>;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  kit = bankReconciliationKit(app, () => admin);
});
afterAll(async () => app.close());

const statementLines = async (accountId: number, query = '') => {
  const page = await kit.get<Page<StatementLine>>(`lines?BankAccountId=${accountId}&SortType=asc${query}`);
  expect(page.status, page.body.Message).toBe(200);
  return (page.body.Data as Page<StatementLine>).Items;
};

const bookLines = async (accountId: number) => {
  const page = await kit.get<Page<BookLine>>(`booklines?BankAccountId=${accountId}`);
  expect(page.status, page.body.Message).toBe(200);
  return (page.body.Data as Page<BookLine>).Items;
};

const clearanceOf = async (voucherId: number) => {
  const [row] = await app.deps.db
    .select({ date: bankClearances.clearanceDate, statementLineId: bankClearances.statementLineId })
    .from(bankClearances)
    .where(and(eq(bankClearances.companyId, 1), eq(bankClearances.voucherId, voucherId)));
  return row;
};

describe('matching', () => {
  let account: Awaited<ReturnType<typeof kit.newAccount>>;
  const voucher: Record<string, number> = {};

  beforeAll(async () => {
    account = await kit.newAccount();
    voucher.chequeIssued = await kit.bankEntry(account.ledgerId, '2026-11-10', 'Cr', 5000, '123');
    voucher.nearerPayment = await kit.bankEntry(account.ledgerId, '2026-11-19', 'Cr', 5000);
    voucher.deposit = await kit.bankEntry(account.ledgerId, '2026-11-20', 'Dr', 2000);
    voucher.oldDeposit = await kit.bankEntry(account.ledgerId, '2026-11-01', 'Dr', 700);
    voucher.lateEntry = await kit.bankEntry(account.ledgerId, '2026-11-21', 'Dr', 300);
    await kit.importLines(account.id, [
      '2026-11-21,CHQ PAID,000123,-5000,',
      '2026-11-22,Transfer in,,2000,',
      '2026-11-20,Cash deposit,,700,',
      '2026-11-20,Counter deposit,,300,',
      '2026-11-20,Unknown credit,,999,',
    ]);
  });

  it('matches by cheque number first, then the nearest day within the window, never before the voucher', async () => {
    const suggested = await bookLines(account.id);
    const forCheque = suggested.find((line) => line.VoucherId === voucher.chequeIssued);
    expect(forCheque?.Suggestions.map((s) => s.Strength)).toEqual(['cheque']);
    expect(suggested.find((line) => line.VoucherId === voucher.lateEntry)?.Suggestions).toEqual([]);

    const first = await kit.post<{ Matched: number; ByCheque: number; Unmatched: number }>('automatch', {
      BankAccountId: account.id,
    });
    expect(first.status, first.body.Message).toBe(200);
    expect(first.body.Data).toEqual({ Matched: 2, ByCheque: 1, Unmatched: 3 });
    const lines = await statementLines(account.id);
    expect(lines.find((line) => line.Reference === '000123')).toMatchObject({
      VoucherId: voucher.chequeIssued,
      MatchKind: 'auto',
    });
    expect(lines.find((line) => line.Deposit === 2000)?.VoucherId).toBe(voucher.deposit);
    expect(await clearanceOf(voucher.chequeIssued ?? 0)).toMatchObject({ date: '2026-11-21' });
    expect(await clearanceOf(voucher.nearerPayment ?? 0)).toBeUndefined();

    // Again: nothing left that matches, nothing matched twice.
    const again = await kit.post<{ Matched: number }>('automatch', { BankAccountId: account.id });
    expect(again.body.Data?.Matched).toBe(0);
    // A wider window takes the deposit made 19 days before the bank credited it.
    const wider = await kit.post<{ Matched: number }>('automatch', {
      BankAccountId: account.id,
      WindowDays: 30,
    });
    expect(wider.body.Data?.Matched).toBe(1);
    expect(await statementLines(account.id, '&Matched=unmatched')).toHaveLength(2);
    const open = await bookLines(account.id);
    expect(open.map((line) => line.VoucherId).sort()).toEqual(
      [voucher.nearerPayment, voucher.lateEntry].sort(),
    );

    const bad = await kit.post('automatch', { BankAccountId: account.id, WindowDays: 500 });
    expect(bad.status).toBe(400);
    expect(bad.body.Data).toBeNull();
  });

  it('matches and unmatches by hand, refusing what cannot go together', async () => {
    const lines = await statementLines(account.id);
    const counter = lines.find((line) => line.Deposit === 300);
    const unknown = lines.find((line) => line.Deposit === 999);
    const cheque = lines.find((line) => line.Reference === '000123');

    const early = await kit.post('match', {
      StatementLineId: counter?.Id,
      VoucherId: voucher.lateEntry,
      LineNo: 1,
    });
    expect(early.status).toBe(400);
    expect(early.body.Message).toContain('before the voucher’s date');
    const differ = await kit.post('match', {
      StatementLineId: unknown?.Id,
      VoucherId: voucher.nearerPayment,
      LineNo: 1,
    });
    expect(differ.status).toBe(400);
    const otherSide = await kit.post('match', {
      StatementLineId: cheque?.Id,
      VoucherId: voucher.nearerPayment,
      LineNo: 2,
    });
    expect(otherSide.status).toBe(400);
    expect(otherSide.body.Message).toContain('not on this bank account’s ledger');
    const taken = await kit.post('match', {
      StatementLineId: cheque?.Id,
      VoucherId: voucher.nearerPayment,
      LineNo: 1,
    });
    expect(taken.status).toBe(409);

    const undone = await kit.post('unmatch', { StatementLineId: cheque?.Id });
    expect(undone.status, undone.body.Message).toBe(200);
    expect(await clearanceOf(voucher.chequeIssued ?? 0)).toBeUndefined();
    const notMatched = await kit.post('unmatch', { StatementLineId: cheque?.Id });
    expect(notMatched.status).toBe(409);

    const byHand = await kit.post('match', {
      StatementLineId: cheque?.Id,
      VoucherId: voucher.nearerPayment,
      LineNo: 1,
    });
    expect(byHand.status, byHand.body.Message).toBe(200);
    expect(byHand.body.Data).toMatchObject({ ClearanceDate: '2026-11-21', ClearedCheque: null });
    const bookTaken = await kit.post('match', {
      StatementLineId: cheque?.Id,
      VoucherId: voucher.chequeIssued,
      LineNo: 1,
    });
    expect(bookTaken.status).toBe(409);
    const actions = await app.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'BankStatementLine'), eq(auditLog.entityId, String(cheque?.Id))));
    expect(actions.map((row) => row.action)).toEqual(['match', 'unmatch', 'match']);
  });

  it('leaves out a cancelled voucher and its reversal that the bank never saw', async () => {
    const cancelled = await kit.bankEntry(account.ledgerId, '2026-11-15', 'Cr', 4200, '555');
    expect((await bookLines(account.id)).map((line) => line.VoucherId)).toContain(cancelled);
    const done = await app.post(`${API}/voucher/cancel?id=${cancelled}`, {
      token: admin,
      companyId: 1,
      form: { Remarks: 'Cheque written in error' },
    });
    expect(done.status, done.body.Message).toBe(200);
    const open = await bookLines(account.id);
    expect(open.map((line) => line.Amount)).not.toContain(4200);
  });

  it('sets and removes a clearance date by hand, never before the voucher nor over a match', async () => {
    const before = await kit.post('clearance', {
      BankAccountId: account.id,
      VoucherId: voucher.chequeIssued,
      LineNo: 1,
      ClearanceDate: '2026-11-09',
    });
    expect(before.status).toBe(400);
    expect(before.body.Message).toContain('is before the voucher’s date 2026-11-10');
    const set = await kit.post('clearance', {
      BankAccountId: account.id,
      VoucherId: voucher.chequeIssued,
      LineNo: 1,
      ClearanceDate: '2026-11-12',
    });
    expect(set.status, set.body.Message).toBe(200);
    expect(await clearanceOf(voucher.chequeIssued ?? 0)).toMatchObject({
      date: '2026-11-12',
      statementLineId: null,
    });
    expect((await bookLines(account.id)).map((line) => line.VoucherId)).not.toContain(voucher.chequeIssued);
    const removed = await kit.post('clearance', {
      BankAccountId: account.id,
      VoucherId: voucher.chequeIssued,
      LineNo: 1,
    });
    expect(removed.status, removed.body.Message).toBe(200);
    expect(await clearanceOf(voucher.chequeIssued ?? 0)).toBeUndefined();
    const matched = await kit.post('clearance', {
      BankAccountId: account.id,
      VoucherId: voucher.deposit,
      LineNo: 1,
      ClearanceDate: '2026-11-25',
    });
    expect(matched.status).toBe(409);
    const missing = await kit.post('clearance', {
      BankAccountId: account.id,
      VoucherId: 2_000_000_000,
      LineNo: 1,
    });
    expect(missing.status).toBe(404);
  });
});
