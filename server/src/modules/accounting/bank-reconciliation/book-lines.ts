import type { VoucherSide, VoucherType } from '@backoffice/shared/accounting/voucher';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, not, notExists, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import {
  bankClearances,
  bankStatementLines,
  ledgersTable,
  voucherLines,
  vouchers,
} from '../../../db/schema/index.js';
import { badRequest, notFound } from '../../../http/api-error.js';

/** A line of the books on a bank ledger, as the reconciliation reads it (amount in paisa). */
export interface BankBookLine {
  voucherId: number;
  lineNo: number;
  voucherNo: string | null;
  voucherType: VoucherType;
  date: string;
  side: VoucherSide;
  amount: number;
  chequeNo: string | null;
  narration: string | null;
  clearanceDate: string | null;
  ledgerId: number;
  inBooks: boolean;
}

const bookLineColumns = {
  voucherId: voucherLines.voucherId,
  lineNo: voucherLines.lineNo,
  voucherNo: vouchers.voucherNo,
  voucherType: vouchers.voucherType,
  date: voucherLines.voucherDate,
  side: voucherLines.side,
  amount: voucherLines.amount,
  chequeNo: vouchers.chequeNo,
  narration: vouchers.narration,
  clearanceDate: bankClearances.clearanceDate,
  ledgerId: voucherLines.ledgerId,
  inBooks: voucherLines.inBooks,
};

/** A line's clearance, beside it. */
const clearanceOfLine = and(
  eq(bankClearances.companyId, voucherLines.companyId),
  eq(bankClearances.voucherId, voucherLines.voucherId),
  eq(bankClearances.lineNo, voucherLines.lineNo),
);

/** A line's voucher. */
const voucherOfLine = and(
  eq(vouchers.companyId, voucherLines.companyId),
  eq(vouchers.id, voucherLines.voucherId),
);

const withVoucherAndClearance = (db: Database) =>
  db
    .select(bookLineColumns)
    .from(voucherLines)
    .innerJoin(vouchers, voucherOfLine)
    .leftJoin(bankClearances, clearanceOfLine);

/** The ledger's lines in the books. */
const onLedger = (companyId: number, ledgerId: number): SQL =>
  and(
    eq(voucherLines.companyId, companyId),
    eq(voucherLines.ledgerId, ledgerId),
    eq(voucherLines.inBooks, true),
  ) as SQL;

/** Not cleared and not matched to a statement line: what is left to reconcile. */
const open = (db: Database): SQL =>
  and(
    sql`${bankClearances.voucherId} is null`,
    notExists(
      db
        .select({ one: sql`1` })
        .from(bankStatementLines)
        .where(
          and(
            eq(bankStatementLines.companyId, voucherLines.companyId),
            eq(bankStatementLines.matchedVoucherId, voucherLines.voucherId),
            eq(bankStatementLines.matchedLineNo, voucherLines.lineNo),
          ),
        ),
    ),
  ) as SQL;

/**
 * A cancelled voucher and its reversal on the ledger that the bank never saw (neither is cleared):
 * they cancel out in the books, so neither waits for the bank. Only when the other of the pair is
 * dated by `asOn`: on an earlier day the voucher still stood.
 */
const cancelledOut = (asOn?: string): SQL => {
  const other = sql`coalesce(${vouchers.reversalOfId}, ${vouchers.reversedById})`;
  return sql`(${other} is not null
    and not exists (select 1 from bank_clearances c
      where c.company_id = ${voucherLines.companyId} and c.voucher_id in (${vouchers.id}, ${other}))
    ${
      asOn === undefined
        ? sql``
        : sql`and exists (select 1 from vouchers pair where pair.company_id = ${vouchers.companyId}
            and pair.id = ${other} and pair.voucher_date <= ${asOn}::date)`
    })`;
};

export interface BookLineFilter {
  FromDate?: string | undefined;
  ToDate?: string | undefined;
  SortBy?: 'Date' | 'Amount' | undefined;
  SortType?: 'asc' | 'desc' | undefined;
}

const openFiltered = (db: Database, companyId: number, ledgerId: number, filter: BookLineFilter) =>
  and(
    onLedger(companyId, ledgerId),
    open(db),
    not(cancelledOut()),
    filter.FromDate ? gte(voucherLines.voucherDate, filter.FromDate) : undefined,
    filter.ToDate ? lte(voucherLines.voucherDate, filter.ToDate) : undefined,
  );

/** Open lines of the ledger, one page (all of them without a page: what automatic matching reads). */
export const readOpenBookLines = async (
  db: Database,
  companyId: number,
  ledgerId: number,
  filter: BookLineFilter,
  page?: { limit: number; offset: number },
): Promise<BankBookLine[]> => {
  const direction = filter.SortType === 'desc' ? desc : asc;
  const query = withVoucherAndClearance(db)
    .where(openFiltered(db, companyId, ledgerId, filter))
    .orderBy(
      direction(filter.SortBy === 'Amount' ? voucherLines.amount : voucherLines.voucherDate),
      direction(voucherLines.voucherId),
      asc(voucherLines.lineNo),
    );
  return page ? query.limit(page.limit).offset(page.offset) : query;
};

export const countOpenBookLines = async (
  db: Database,
  companyId: number,
  ledgerId: number,
  filter: BookLineFilter,
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(voucherLines)
    .innerJoin(vouchers, voucherOfLine)
    .leftJoin(bankClearances, clearanceOfLine)
    .where(openFiltered(db, companyId, ledgerId, filter));
  return Number(row?.n ?? 0);
};

/**
 * The ledger's lines in the books up to the day that the bank had not cleared by then: no
 * clearance, or one after the day.
 */
export const readUnclearedOn = async (
  db: Database,
  companyId: number,
  ledgerId: number,
  asOn: string,
): Promise<BankBookLine[]> =>
  withVoucherAndClearance(db)
    .where(
      and(
        onLedger(companyId, ledgerId),
        lte(voucherLines.voucherDate, asOn),
        sql`(${bankClearances.clearanceDate} is null or ${bankClearances.clearanceDate} > ${asOn}::date)`,
        not(cancelledOut(asOn)),
      ),
    )
    .orderBy(asc(voucherLines.voucherDate), asc(voucherLines.voucherId), asc(voucherLines.lineNo));

/** The ledger on the other side of each line's voucher (its first line there): what the line is for. */
export const particularsOf = async (
  db: Database,
  companyId: number,
  lines: readonly BankBookLine[],
): Promise<Map<string, string>> => {
  const ids = [...new Set(lines.map((line) => line.voucherId))];
  const result = new Map<string, string>();
  if (ids.length === 0) return result;
  const others = await db
    .select({
      voucherId: voucherLines.voucherId,
      lineNo: voucherLines.lineNo,
      side: voucherLines.side,
      name: ledgersTable.Name,
    })
    .from(voucherLines)
    .innerJoin(
      ledgersTable,
      and(eq(ledgersTable.companyId, voucherLines.companyId), eq(ledgersTable.id, voucherLines.ledgerId)),
    )
    .where(and(eq(voucherLines.companyId, companyId), inArray(voucherLines.voucherId, ids)))
    .orderBy(asc(voucherLines.voucherId), asc(voucherLines.lineNo));
  for (const line of lines) {
    const other = others.find((row) => row.voucherId === line.voucherId && row.side !== line.side);
    result.set(`${line.voucherId}:${line.lineNo}`, String(other?.name ?? line.narration ?? ''));
  }
  return result;
};

/** A book line as the answers show it: rupees, and what it is for from `particularsOf`. */
export const shownBookLine = (line: BankBookLine, particulars: ReadonlyMap<string, string>) => ({
  VoucherId: line.voucherId,
  LineNo: line.lineNo,
  VoucherNo: line.voucherNo,
  VoucherType: line.voucherType,
  Date: line.date,
  Particulars: particulars.get(`${line.voucherId}:${line.lineNo}`) ?? '',
  ChequeNo: line.chequeNo,
  Amount: line.amount / 100,
  ClearanceDate: line.clearanceDate,
});

export const BOOK_LINE_NOT_FOUND = 'Voucher line not found';

/**
 * A line of the company's books on the account's ledger: 404 for another company's or a missing
 * one, 400 for a line on another ledger or of a voucher not in the books.
 */
export const findBankBookLine = async (
  db: Database,
  companyId: number,
  ledgerId: number,
  voucherId: number,
  lineNo: number,
): Promise<BankBookLine> => {
  const [row] = await withVoucherAndClearance(db)
    .where(
      and(
        eq(voucherLines.companyId, companyId),
        eq(voucherLines.voucherId, voucherId),
        eq(voucherLines.lineNo, lineNo),
      ),
    )
    .limit(1);
  if (!row) throw notFound(BOOK_LINE_NOT_FOUND);
  if (row.ledgerId !== ledgerId)
    throw badRequest('That voucher line is not on this bank account’s ledger.', [
      { Field: 'LineNo', Message: 'Not on this bank account’s ledger' },
    ]);
  if (!row.inBooks) throw badRequest('Only a line of a posted voucher can be reconciled.');
  return row;
};

/** Whether a statement line other than `except` is matched to the book line. */
export const bookLineMatched = async (
  db: Database,
  companyId: number,
  voucherId: number,
  lineNo: number,
  except?: number,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: bankStatementLines.id })
    .from(bankStatementLines)
    .where(
      and(
        eq(bankStatementLines.companyId, companyId),
        eq(bankStatementLines.matchedVoucherId, voucherId),
        eq(bankStatementLines.matchedLineNo, lineNo),
        except === undefined ? undefined : ne(bankStatementLines.id, except),
      ),
    )
    .limit(1);
  return row !== undefined;
};
