import {
  type BookLine,
  DEFAULT_MATCH_WINDOW_DAYS,
  type ReconciliationAccount,
} from '@backoffice/shared/accounting/bank-reconciliation.contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { bankAccountsTable, banksTable } from '../../../db/schema/index.js';
import { candidatePairs } from './bank-matching.js';
import { type BookLineFilter, particularsOf, readOpenBookLines, shownBookLine } from './book-lines.js';
import { readUnmatchedCandidates } from './statement-lines.js';

/** GET /bankreconciliation/accounts: the company's bank accounts with their bank and last statement day. */
export const readReconciliationAccounts = async (
  db: Database,
  companyId: number,
): Promise<ReconciliationAccount[]> => {
  const rows = await db
    .select({
      id: bankAccountsTable.id,
      accountName: bankAccountsTable.AccountName,
      accountNumber: bankAccountsTable.AccountNumber,
      bankId: bankAccountsTable.BankId,
      bankName: banksTable.Name,
      ledgerId: bankAccountsTable.LedgerId,
      last: sql<string | null>`(select max(s.txn_date)::text from bank_statement_lines s
        where s.company_id = ${bankAccountsTable.companyId} and s.bank_account_id = ${bankAccountsTable.id})`,
    })
    .from(bankAccountsTable)
    .innerJoin(
      banksTable,
      and(eq(banksTable.companyId, bankAccountsTable.companyId), eq(banksTable.id, bankAccountsTable.BankId)),
    )
    .where(eq(bankAccountsTable.companyId, companyId))
    .orderBy(asc(bankAccountsTable.AccountName), asc(bankAccountsTable.id));
  return rows.map((row) => ({
    Id: row.id,
    AccountName: String(row.accountName),
    AccountNumber: String(row.accountNumber),
    BankId: Number(row.bankId),
    BankName: String(row.bankName),
    LedgerId: row.ledgerId === null ? null : Number(row.ledgerId),
    LastStatementDate: row.last ?? null,
  }));
};

const SUGGESTIONS = 3;

/** GET /bankreconciliation/booklines: one page of open book lines, each with its likeliest statement lines. */
export const readBookLinePage = async (
  db: Database,
  companyId: number,
  account: { id: number; ledgerId: number },
  filter: BookLineFilter,
  page: { limit: number; offset: number },
): Promise<BookLine[]> => {
  const lines = await readOpenBookLines(db, companyId, account.ledgerId, filter, page);
  const [particulars, statements] = await Promise.all([
    particularsOf(db, companyId, lines),
    readUnmatchedCandidates(
      db,
      companyId,
      account.id,
      lines.map((line) => line.amount),
    ),
  ]);
  const pairs = candidatePairs(statements, lines, DEFAULT_MATCH_WINDOW_DAYS);
  return lines.map((line) => ({
    ...shownBookLine(line, particulars),
    Side: line.side,
    Suggestions: pairs
      .filter((pair) => pair.book.voucherId === line.voucherId && pair.book.lineNo === line.lineNo)
      .slice(0, SUGGESTIONS)
      .map((pair) => ({
        StatementLineId: pair.statement.id,
        Date: pair.statement.date,
        Description: pair.statement.description,
        Reference: pair.statement.reference,
        Strength: pair.strength,
      })),
  }));
};
