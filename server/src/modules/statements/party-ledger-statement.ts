/**
 * A party's statement read from its ledger in the books: the lines of posted and cancelled vouchers
 * (a cancelled voucher stays beside its reversal), each with its voucher and the sales document the
 * voucher was posted for. Amounts in paisa, Dr positive.
 */
import { VOUCHER_TYPE_LABELS, type VoucherType } from '@backoffice/shared/accounting/voucher';
import type { VoucherSourceKind } from '@backoffice/shared/accounting/voucher.contract';
import type { StatementLineKind } from '@backoffice/shared/sales/statements/party-statement.contract';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { allReads } from '../../db/all-reads.js';
import type { Database } from '../../db/database.js';
import {
  fiscalYearsTable,
  ledgerOpeningBalancesTable,
  ledgersTable,
  orderReturns,
  orders,
  payments,
  voucherLines,
  vouchers,
} from '../../db/schema/index.js';
import { ledgerStartSql, numberOf, rowsOf } from '../accounting/books/books-balance.js';

export interface StatementRange {
  fromDate: string | null;
  toDate: string | null;
}

export interface LedgerStatementLine {
  date: string;
  kind: StatementLineKind;
  /** The document's number, or the voucher's when it has none. */
  reference: string;
  /** The document's id, or the voucher's when it has none. */
  recordId: number;
  description: string;
  debit: number;
  credit: number;
  /** After this line. */
  balance: number;
  voucherId: number;
  voucherNo: string;
  voucherType: VoucherType;
  voucherStatus: 'posted' | 'cancelled';
}

export interface LedgerStatement {
  opening: number;
  totalDebit: number;
  totalCredit: number;
  closing: number;
  /** Lines in the whole range. */
  count: number;
  /** The balance before the page's first line (the closing balance past the last page). */
  pageOpening: number;
  lines: LedgerStatementLine[];
}

/** The party's ledger (every party has one, kept by database triggers). */
export const partyLedgerId = async (db: Database, companyId: number, partyId: number): Promise<number> => {
  const [row] = await db
    .select({ id: ledgersTable.id })
    .from(ledgersTable)
    .where(and(eq(ledgersTable.companyId, companyId), eq(ledgersTable.PartyId, partyId)))
    .limit(1);
  if (!row) throw new Error(`Party ${partyId} of company ${companyId} has no ledger`);
  return Number(row.id);
};

const signed = (side: SQL | typeof voucherLines.side, amount: SQL | typeof voucherLines.amount) =>
  sql`case when ${side} = 'Dr' then ${amount} else -${amount} end`;

const sumOf = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

/** The ledger's opening balance (Dr positive) of the earliest fiscal year it has one for: where its books began. */
const firstOpening = async (db: Database, companyId: number, ledgerId: number): Promise<number> => {
  const balance = ledgerOpeningBalancesTable;
  const year = fiscalYearsTable;
  const [row] = await db
    .select({ side: balance.Side, amount: balance.Amount })
    .from(balance)
    .innerJoin(year, and(eq(year.companyId, balance.companyId), eq(year.id, balance.FiscalYearId)))
    .where(and(eq(balance.companyId, companyId), eq(balance.LedgerId, ledgerId)))
    .orderBy(asc(year.StartDate))
    .limit(1);
  if (!row) return 0;
  return row.side === 'Cr' ? -row.amount : row.amount;
};

const ledgerLines = (companyId: number, ledgerId: number) =>
  and(
    eq(voucherLines.companyId, companyId),
    eq(voucherLines.ledgerId, ledgerId),
    eq(voucherLines.inBooks, true),
  );

const inRange = (companyId: number, ledgerId: number, range: StatementRange) =>
  and(
    ledgerLines(companyId, ledgerId),
    range.fromDate ? gte(voucherLines.voucherDate, range.fromDate) : undefined,
    range.toDate ? lte(voucherLines.voucherDate, range.toDate) : undefined,
  );

/**
 * The balance brought into the statement's first day, by the books' rule for a balance sheet
 * ledger (a party's is one): its latest opening balance by that day and the lines from its year on.
 */
const openingOf = async (
  db: Database,
  companyId: number,
  ledgerId: number,
  fromDate: string | null,
): Promise<number> => {
  if (fromDate === null) return firstOpening(db, companyId, ledgerId);
  const day = { asOn: fromDate, yearStart: fromDate, yearLabel: '' };
  const result = await db.execute(sql`
    select start.opening + coalesce((
      select sum(b.debit - b.credit) from ledger_day_balances b
      where b.company_id = ${companyId} and b.ledger_id = ${ledgerId}
        and b.day >= start.since and b.day < ${fromDate}::date), 0) as opening
    from (${ledgerStartSql(companyId, sql`${ledgerId}`, sql`'asset'`, day)}) start`);
  return numberOf(rowsOf(result)[0]?.opening);
};

const debitOf = sql`case when ${voucherLines.side} = 'Dr' then ${voucherLines.amount} else 0 end`;
const creditOf = sql`case when ${voucherLines.side} = 'Cr' then ${voucherLines.amount} else 0 end`;

/** A voucher's source, joined only when the voucher names a document of that kind. */
const sourceOf = (kind: VoucherSourceKind, table: typeof orders | typeof orderReturns | typeof payments) =>
  and(
    eq(vouchers.sourceKind, kind),
    eq(table.companyId, vouchers.companyId),
    eq(table.id, vouchers.sourceId),
  );

const kindOf = (
  sourceKind: VoucherSourceKind | null,
  type: VoucherType,
  documentNo: string | null,
): StatementLineKind => {
  if (documentNo === null || sourceKind === null) return 'voucher';
  if (sourceKind === 'payment') return type === 'journal' ? 'chequeBounce' : 'payment';
  if (sourceKind === 'order' || sourceKind === 'return') return sourceKind;
  // Staff advances and claims never name a party's ledger; a hand-made line on one reads as a voucher.
  return 'voucher';
};

const readTotals = async (db: Database, where: SQL | undefined) => {
  const [totals] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      debit: sumOf(debitOf),
      credit: sumOf(creditOf),
    })
    .from(voucherLines)
    .where(where);
  return { count: totals?.count ?? 0, debit: totals?.debit ?? 0, credit: totals?.credit ?? 0 };
};

/**
 * The page's lines with their vouchers and documents. The running sum is a window over the whole
 * range, which SQL computes before the page is cut from it.
 */
const readPageRows = (db: Database, where: SQL | undefined, page: { offset: number; limit: number }) =>
  db
    .select({
      date: voucherLines.voucherDate,
      side: voucherLines.side,
      amount: voucherLines.amount,
      lineNarration: voucherLines.narration,
      running:
        sql<number>`sum(${signed(voucherLines.side, voucherLines.amount)}) over (order by ${voucherLines.voucherDate}, ${voucherLines.voucherId}, ${voucherLines.lineNo} rows between unbounded preceding and current row)`.mapWith(
          Number,
        ),
      voucherId: vouchers.id,
      voucherNo: vouchers.voucherNo,
      voucherType: vouchers.voucherType,
      voucherStatus: vouchers.status,
      narration: vouchers.narration,
      sourceKind: vouchers.sourceKind,
      sourceId: vouchers.sourceId,
      orderNo: orders.orderNo,
      returnNo: orderReturns.returnNo,
      receiptNo: payments.receiptNo,
    })
    .from(voucherLines)
    .innerJoin(
      vouchers,
      and(eq(vouchers.companyId, voucherLines.companyId), eq(vouchers.id, voucherLines.voucherId)),
    )
    .leftJoin(orders, sourceOf('order', orders))
    .leftJoin(orderReturns, sourceOf('return', orderReturns))
    .leftJoin(payments, sourceOf('payment', payments))
    .where(where)
    .orderBy(asc(voucherLines.voucherDate), asc(voucherLines.voucherId), asc(voucherLines.lineNo))
    .offset(page.offset)
    .limit(page.limit);

/** One page of the ledger's lines in the range, with the range's opening, totals and closing. */
export const readLedgerStatement = async (
  db: Database,
  companyId: number,
  ledgerId: number,
  range: StatementRange,
  page: { offset: number; limit: number },
): Promise<LedgerStatement> => {
  const where = inRange(companyId, ledgerId, range);
  const [opening, totals, rows] = await allReads(db, [
    () => openingOf(db, companyId, ledgerId, range.fromDate),
    () => readTotals(db, where),
    () => readPageRows(db, where, page),
  ]);
  const closing = opening + totals.debit - totals.credit;
  const lines = rows.map((row): LedgerStatementLine => {
    const documentNo = row.orderNo ?? row.returnNo ?? row.receiptNo;
    const kind = kindOf(row.sourceKind, row.voucherType, documentNo);
    const voucherNo = row.voucherNo ?? '';
    return {
      date: row.date,
      kind,
      reference: kind === 'voucher' ? voucherNo : (documentNo ?? voucherNo),
      recordId: kind === 'voucher' ? row.voucherId : (row.sourceId ?? row.voucherId),
      description: row.lineNarration ?? row.narration ?? VOUCHER_TYPE_LABELS[row.voucherType],
      debit: row.side === 'Dr' ? row.amount : 0,
      credit: row.side === 'Cr' ? row.amount : 0,
      balance: opening + row.running,
      voucherId: row.voucherId,
      voucherNo,
      voucherType: row.voucherType,
      voucherStatus: row.voucherStatus === 'cancelled' ? 'cancelled' : 'posted',
    };
  });
  const first = lines[0];
  const pageOpening =
    page.offset === 0 ? opening : first ? first.balance - first.debit + first.credit : closing;
  return {
    opening,
    totalDebit: totals.debit,
    totalCredit: totals.credit,
    closing,
    count: totals.count,
    pageOpening,
    lines,
  };
};
