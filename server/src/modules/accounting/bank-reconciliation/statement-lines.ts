import type { StatementLine } from '@backoffice/shared/accounting/bank-reconciliation.contract';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { bankStatementLines, vouchers } from '../../../db/schema/index.js';
import { notFound } from '../../../http/api-error.js';
import type { StatementCandidate } from './bank-matching.js';

export interface StatementLineFilter {
  Matched?: 'matched' | 'unmatched' | undefined;
  FromDate?: string | undefined;
  ToDate?: string | undefined;
  SortBy?: 'Date' | 'Amount' | undefined;
  SortType?: 'asc' | 'desc' | undefined;
}

const t = bankStatementLines;

const filtered = (companyId: number, accountId: number, filter: StatementLineFilter): SQL =>
  and(
    eq(t.companyId, companyId),
    eq(t.bankAccountId, accountId),
    filter.Matched === 'matched' ? isNotNull(t.matchedVoucherId) : undefined,
    filter.Matched === 'unmatched' ? isNull(t.matchedVoucherId) : undefined,
    filter.FromDate ? gte(t.txnDate, filter.FromDate) : undefined,
    filter.ToDate ? lte(t.txnDate, filter.ToDate) : undefined,
  ) as SQL;

const rupees = (paisa: number | null) => (paisa === null ? null : paisa / 100);

/** GET /bankreconciliation/lines: one page of the account's statement lines. */
export const readStatementLines = async (
  db: Database,
  companyId: number,
  accountId: number,
  filter: StatementLineFilter,
  page: { limit: number; offset: number },
): Promise<StatementLine[]> => {
  const direction = filter.SortType === 'asc' ? asc : desc;
  const rows = await db
    .select({
      id: t.id,
      date: t.txnDate,
      description: t.description,
      reference: t.reference,
      withdrawal: t.withdrawal,
      deposit: t.deposit,
      balance: t.balance,
      voucherId: t.matchedVoucherId,
      lineNo: t.matchedLineNo,
      matchKind: t.matchKind,
      voucherNo: vouchers.voucherNo,
    })
    .from(t)
    .leftJoin(vouchers, and(eq(vouchers.companyId, t.companyId), eq(vouchers.id, t.matchedVoucherId)))
    .where(filtered(companyId, accountId, filter))
    .orderBy(
      direction(filter.SortBy === 'Amount' ? sql`${t.withdrawal} + ${t.deposit}` : t.txnDate),
      direction(t.statementId),
      direction(t.lineNo),
    )
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    Id: row.id,
    Date: row.date,
    Description: row.description,
    Reference: row.reference,
    Withdrawal: row.withdrawal / 100,
    Deposit: row.deposit / 100,
    Balance: rupees(row.balance),
    VoucherId: row.voucherId,
    LineNo: row.lineNo,
    VoucherNo: row.voucherNo ?? null,
    MatchKind: row.matchKind,
  }));
};

export const countStatementLines = async (
  db: Database,
  companyId: number,
  accountId: number,
  filter: StatementLineFilter,
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(t)
    .where(filtered(companyId, accountId, filter));
  return Number(row?.n ?? 0);
};

const candidateColumns = {
  id: t.id,
  date: t.txnDate,
  description: t.description,
  reference: t.reference,
  withdrawal: t.withdrawal,
  deposit: t.deposit,
};

/** The account's unmatched statement lines, optionally only those of some amounts (paisa). */
export const readUnmatchedCandidates = async (
  db: Database,
  companyId: number,
  accountId: number,
  amounts?: readonly number[],
): Promise<StatementCandidate[]> => {
  if (amounts !== undefined && amounts.length === 0) return [];
  const list = amounts === undefined ? null : sql.param([...new Set(amounts)]);
  return db
    .select(candidateColumns)
    .from(t)
    .where(
      and(
        eq(t.companyId, companyId),
        eq(t.bankAccountId, accountId),
        isNull(t.matchedVoucherId),
        list === null
          ? undefined
          : or(sql`${t.withdrawal} = any(${list}::bigint[])`, sql`${t.deposit} = any(${list}::bigint[])`),
      ),
    )
    .orderBy(asc(t.txnDate), asc(t.id));
};

export const STATEMENT_LINE_NOT_FOUND = 'Statement line not found';

export interface StatementLineRecord extends StatementCandidate {
  bankAccountId: number;
  matchedVoucherId: number | null;
  matchedLineNo: number | null;
}

/** The company's statement line, or 404 (another company's is not found either). */
export const findStatementLine = async (
  db: Database,
  companyId: number,
  id: number,
): Promise<StatementLineRecord> => {
  const [row] = await db
    .select({
      ...candidateColumns,
      bankAccountId: t.bankAccountId,
      matchedVoucherId: t.matchedVoucherId,
      matchedLineNo: t.matchedLineNo,
    })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)));
  if (!row) throw notFound(STATEMENT_LINE_NOT_FOUND);
  return row;
};
