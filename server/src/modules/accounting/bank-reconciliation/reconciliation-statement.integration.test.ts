import type {
  ReconciliationAccount,
  ReconciliationStatement,
  StatementLine,
} from '@backoffice/shared/accounting/bank-reconciliation.contract';
import type { Page } from '@backoffice/shared/paging';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankStatementLines, payments, paymentTransitions } from '../../../db/schema/index.js';
import { bankReconciliationKit } from '../../../test-support/bank-reconciliation-test-kit.js';
import { chequeDepositLine, signInCoopAccountant } from '../../../test-support/books-test-kit.js';
import { downloadExport } from '../../../test-support/export-download.js';
import { returnsAndCollectionsKit } from '../../../test-support/returns-and-collections-test-kit.js';
import { API, signInAs } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let coopAdmin: string;
let kit: ReturnType<typeof bankReconciliationKit>;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  coopAdmin = await signInCoopAccountant(app);
  kit = bankReconciliationKit(app, () => admin);
});
afterAll(async () => app.close());

const statement = async (accountId: number, asOn: string) => {
  const answer = await kit.get<ReconciliationStatement>(`statement?BankAccountId=${accountId}&AsOn=${asOn}`);
  expect(answer.status, answer.body.Message).toBe(200);
  return answer.body.Data as ReconciliationStatement;
};

describe('reconciliation statement', () => {
  it('balance as per books, less deposits not credited, add cheques not presented, is the bank’s', async () => {
    const account = await kit.newAccount();
    await kit.bankEntry(account.ledgerId, '2026-11-01', 'Dr', 10_000);
    await kit.bankEntry(account.ledgerId, '2026-11-05', 'Cr', 3000, '456');
    const late = await kit.bankEntry(account.ledgerId, '2026-11-20', 'Dr', 1500);
    // Written and cancelled before the bank saw it: it stands in neither the books' balance nor the items.
    const mistake = await kit.bankEntry(account.ledgerId, '2026-11-18', 'Cr', 999);
    const cancelled = await app.post(`${API}/voucher/cancel?id=${mistake}`, {
      token: admin,
      companyId: 1,
      form: { Remarks: 'Written in error' },
    });
    expect(cancelled.status, cancelled.body.Message).toBe(200);
    await kit.importLines(account.id, [
      '2026-11-01,Opening deposit,,10000,10000',
      '2026-11-10,Cheque 456 paid,456,-3000,7000',
      '2026-11-15,Bank charge,,-100,6900',
    ]);
    const matched = await kit.post<{ Matched: number }>('automatch', { BankAccountId: account.id });
    expect(matched.body.Data?.Matched).toBe(2);

    const now = await statement(account.id, '2026-11-22');
    expect(now).toMatchObject({
      BooksBalance: 8500,
      UnclearedDepositsTotal: 1500,
      UnclearedPaymentsTotal: 0,
      BankBalance: 7000,
      StatementBalance: 6900,
      StatementBalanceDate: '2026-11-15',
      Difference: -100,
    });
    expect(now.UnclearedDeposits.map((item) => [item.VoucherId, item.Amount, item.Particulars])).toEqual([
      [late, 1500, 'Capital'],
    ]);
    // On the 7th the cheque was issued but not yet presented (the bank paid it on the 10th).
    const earlier = await statement(account.id, '2026-11-07');
    expect(earlier).toMatchObject({
      BooksBalance: 7000,
      UnclearedPaymentsTotal: 3000,
      BankBalance: 10_000,
      StatementBalance: 10_000,
      Difference: 0,
    });
    expect(earlier.UnclearedPayments[0]).toMatchObject({ ChequeNo: '456', ClearanceDate: '2026-11-10' });

    const file = await downloadExport(
      app,
      `bankreconciliation/statement/export?BankAccountId=${account.id}&AsOn=2026-11-22&format=csv`,
      { token: admin, companyId: 1 },
    );
    expect(file.status).toBe(200);
    const csv = file.body.toString('utf8');
    expect(csv).toContain('Balance as per books');
    expect(csv).toContain('Balance as per bank');
    expect(csv).toContain('7000');
    const workbook = await downloadExport(
      app,
      `bankreconciliation/statement/export?BankAccountId=${account.id}&AsOn=2026-11-22&format=xlsx`,
      { token: admin, companyId: 1 },
    );
    expect(workbook.status).toBe(200);

    const accounts = await kit.get<ReconciliationAccount[]>('accounts');
    expect(accounts.status, accounts.body.Message).toBe(200);
    expect(accounts.body.Data?.find((row) => row.Id === account.id)?.LastStatementDate).toBe('2026-11-15');
    const noDate = await kit.get(`statement?BankAccountId=${account.id}`);
    expect(noDate.status).toBe(400);
    expect(noDate.body.Message).toBe('AsOn is required');
  });
});

describe('a collection’s cheque', () => {
  it('is cleared once when the bank line of its deposit is cleared, however often that happens', async () => {
    const collections = returnsAndCollectionsKit(app, () => admin);
    const party = await collections.newParty();
    const cheque = await collections.payOk({
      PartyId: party,
      Method: 'cheque',
      Amount: 4321.5,
      ChequeNo: '778899',
      ChequeBank: 'Everest Bank',
    });
    expect((await collections.cheque(cheque.Id, 'deposit')).status).toBe(200);
    const deposit = await chequeDepositLine(app, cheque.Id);
    const accounts = await kit.get<ReconciliationAccount[]>('accounts');
    expect(accounts.status, accounts.body.Message).toBe(200);
    const bank = accounts.body.Data?.find((row) => row.LedgerId === deposit?.ledgerId);
    expect(bank).toBeDefined();
    await kit.importLines(bank?.Id ?? 0, [`${deposit?.date},Clearing 778899,778899,4321.50,`]);

    const matched = await kit.post<{ Matched: number; ByCheque: number }>('automatch', {
      BankAccountId: bank?.Id,
    });
    expect(matched.body.Data).toMatchObject({ Matched: 1, ByCheque: 1 });
    const reconciles = async () =>
      app.deps.db
        .select({ id: paymentTransitions.id })
        .from(paymentTransitions)
        .where(
          and(
            eq(paymentTransitions.companyId, 1),
            eq(paymentTransitions.paymentId, cheque.Id),
            eq(paymentTransitions.action, 'reconcile'),
          ),
        );
    const status = async () =>
      (
        await app.deps.db
          .select({ status: payments.chequeStatus })
          .from(payments)
          .where(and(eq(payments.companyId, 1), eq(payments.id, cheque.Id)))
      )[0]?.status;
    expect(await status()).toBe('cleared');
    expect(await reconciles()).toHaveLength(1);

    const [line] = await app.deps.db
      .select({ id: bankStatementLines.id })
      .from(bankStatementLines)
      .where(
        and(
          eq(bankStatementLines.companyId, 1),
          eq(bankStatementLines.matchedVoucherId, deposit?.voucherId ?? 0),
        ),
      );
    expect((await kit.post('unmatch', { StatementLineId: line?.id })).status).toBe(200);
    const byHand = await kit.post<{ ClearedCheque: string | null }>('clearance', {
      BankAccountId: bank?.Id,
      VoucherId: deposit?.voucherId,
      LineNo: deposit?.lineNo,
      ClearanceDate: deposit?.date,
    });
    expect(byHand.status, byHand.body.Message).toBe(200);
    expect(byHand.body.Data?.ClearedCheque).toBeNull();
    const rematched = await kit.post('match', {
      StatementLineId: line?.id,
      VoucherId: deposit?.voucherId,
      LineNo: deposit?.lineNo,
    });
    expect(rematched.status, rematched.body.Message).toBe(200);
    expect(await status()).toBe('cleared');
    expect(await reconciles()).toHaveLength(1);
  });
});

describe('who may reach what', () => {
  it('answers 404 for another company’s account, statement line and voucher line, and touches none', async () => {
    const account = await kit.newAccount();
    const voucherId = await kit.bankEntry(account.ledgerId, '2026-11-10', 'Dr', 800);
    await kit.importLines(account.id, ['2026-11-11,Deposit,,800,']);
    const [line] = (
      (await kit.get<Page<StatementLine>>(`lines?BankAccountId=${account.id}`)).body
        .Data as Page<StatementLine>
    ).Items;
    const other = bankReconciliationKit(app, () => coopAdmin, 2);
    const own = await other.newAccount();

    for (const path of ['lines', 'booklines', 'mapping', 'statement'])
      expect((await other.get(`${path}?BankAccountId=${account.id}&AsOn=2026-11-22`)).status, path).toBe(404);
    expect((await other.upload('preview', account.id, 'Date,Amount\n2026-11-01,5')).status).toBe(404);
    expect(
      (
        await other.upload('import', account.id, 'Date,Amount\n2026-11-01,5', {
          DateColumn: '1',
          AmountColumn: '2',
        })
      ).status,
    ).toBe(404);
    expect(
      (await other.post('mapping', { BankAccountId: account.id, DateColumn: 1, AmountColumn: 2 })).status,
    ).toBe(404);
    expect((await other.post('automatch', { BankAccountId: account.id })).status).toBe(404);
    expect(
      (await other.post('match', { StatementLineId: line?.Id, VoucherId: voucherId, LineNo: 1 })).status,
    ).toBe(404);
    expect((await other.post('unmatch', { StatementLineId: line?.Id })).status).toBe(404);
    const foreignLine = await other.post('clearance', {
      BankAccountId: own.id,
      VoucherId: voucherId,
      LineNo: 1,
      ClearanceDate: '2026-11-12',
    });
    expect(foreignLine.status).toBe(404);
    expect(
      (await other.post('clearance', { BankAccountId: account.id, VoucherId: voucherId, LineNo: 1 })).status,
    ).toBe(404);
    expect(
      (await other.get<ReconciliationAccount[]>('accounts')).body.Data?.map((row) => row.Id),
    ).not.toContain(account.id);
    const untouched = await kit.get<Page<StatementLine>>(`lines?BankAccountId=${account.id}`);
    expect(untouched.body.Data?.Items[0]?.VoucherId).toBeNull();
  });

  it('refuses a user without the bank reconciliation page', async () => {
    const sales = await signInAs(app, 'sales1', 'Sales@123');
    const stranger = bankReconciliationKit(app, () => sales);
    expect((await stranger.get('accounts')).status).toBe(403);
    expect((await stranger.post('automatch', { BankAccountId: 1 })).status).toBe(403);
    expect((await stranger.upload('import', 1, 'Date,Amount\n2026-11-01,5')).status).toBe(403);
  });
});
