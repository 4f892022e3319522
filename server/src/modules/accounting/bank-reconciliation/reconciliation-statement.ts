import type {
  ReconciliationStatement,
  UnclearedItem,
} from '@backoffice/shared/accounting/bank-reconciliation.contract';
import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { bankStatementLines } from '../../../db/schema/index.js';
import type { UserContext } from '../../../http/request-context.js';
import { booksDayOf, ledgerStartSql, numberOf, rowsOf } from '../books/books-balance.js';
import { findAccount } from './bank-account-record.js';
import { type BankBookLine, particularsOf, readUnclearedOn, shownBookLine } from './book-lines.js';

/**
 * The bank ledger's balance on the day in paisa, Dr positive, by the books' own rule: where the
 * ledger starts (its latest opening balance) and every line in the books since, up to the day.
 */
const booksBalanceOn = async (ctx: UserContext, ledgerId: number, asOn: string): Promise<number> => {
  const { db } = ctx.deps;
  const day = await booksDayOf(db, ctx.companyId, asOn, ctx.now, ctx.log);
  const result = await db.execute(sql`
    select start.opening + coalesce((
      select sum(b.debit - b.credit) from ledger_day_balances b
      where b.company_id = l.company_id and b.ledger_id = l.id
        and b.day >= start.since and b.day <= ${asOn}::date
    ), 0) as balance
    from ledgers l
    join ledger_groups g on g.company_id = l.company_id and g.id = l.group_id
    cross join lateral (${ledgerStartSql(ctx.companyId, sql`l.id`, sql`g.nature`, day)}) start
    where l.company_id = ${ctx.companyId} and l.id = ${ledgerId}`);
  return numberOf(rowsOf(result)[0]?.balance);
};

/** The last imported balance on or before the day (the latest day's last line), in paisa. */
const statementBalanceOn = async (db: Database, companyId: number, accountId: number, asOn: string) => {
  const [row] = await db
    .select({ date: bankStatementLines.txnDate, balance: bankStatementLines.balance })
    .from(bankStatementLines)
    .where(
      and(
        eq(bankStatementLines.companyId, companyId),
        eq(bankStatementLines.bankAccountId, accountId),
        lte(bankStatementLines.txnDate, asOn),
        isNotNull(bankStatementLines.balance),
      ),
    )
    .orderBy(
      desc(bankStatementLines.txnDate),
      desc(bankStatementLines.statementId),
      desc(bankStatementLines.lineNo),
    )
    .limit(1);
  return row ?? null;
};

const sumOf = (lines: readonly BankBookLine[]) => lines.reduce((total, line) => total + line.amount, 0);

/**
 * GET /bankreconciliation/statement: balance as per books, less deposits the bank had not credited
 * by the day, add payments it had not debited, is the balance as per bank.
 */
export const loadReconciliationStatement = async (
  ctx: UserContext,
  input: { BankAccountId: number; AsOn: string },
): Promise<ReconciliationStatement> => {
  const { db } = ctx.deps;
  const account = await findAccount(db, ctx.companyId, input.BankAccountId);
  const [books, uncleared, statement] = await Promise.all([
    booksBalanceOn(ctx, account.ledgerId, input.AsOn),
    readUnclearedOn(db, ctx.companyId, account.ledgerId, input.AsOn),
    statementBalanceOn(db, ctx.companyId, account.id, input.AsOn),
  ]);
  const particulars = await particularsOf(db, ctx.companyId, uncleared);
  const item = (line: BankBookLine): UnclearedItem => shownBookLine(line, particulars);
  const deposits = uncleared.filter((line) => line.side === 'Dr');
  const paid = uncleared.filter((line) => line.side === 'Cr');
  const bank = books - sumOf(deposits) + sumOf(paid);
  const statementBalance = statement?.balance ?? null;
  return {
    AsOn: input.AsOn,
    AccountName: account.accountName,
    AccountNumber: account.accountNumber,
    BankName: account.bankName,
    BooksBalance: books / 100,
    UnclearedDeposits: deposits.map(item),
    UnclearedDepositsTotal: sumOf(deposits) / 100,
    UnclearedPayments: paid.map(item),
    UnclearedPaymentsTotal: sumOf(paid) / 100,
    BankBalance: bank / 100,
    StatementBalance: statementBalance === null ? null : statementBalance / 100,
    StatementBalanceDate: statement?.date ?? null,
    Difference: statementBalance === null ? null : (statementBalance - bank) / 100,
  };
};
