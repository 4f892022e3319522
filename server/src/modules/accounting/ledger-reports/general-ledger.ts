import type {
  CashBankBook,
  GeneralLedger,
  GeneralLedgerLine,
} from '@backoffice/shared/accounting/ledger-reports.contract';
import { VOUCHER_TYPES, type VoucherType } from '@backoffice/shared/accounting/voucher';
import type { LedgerNature } from '@backoffice/shared/entities/accounting/ledger-group.entity';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { notFound } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import {
  natureOf,
  numberOf,
  rowsOf,
  signedAmount,
  textOf,
  textOrNull,
  toBalance,
} from '../books/books-balance.js';
import { type BooksScope, closingOf, readLedgerPeriodSums } from '../books/ledger-period-sums.js';
import { checkScope, groupsUnderSql, reportRange, scopeOf } from './ledger-report-scope.js';

export interface GeneralLedgerFilters {
  LedgerId: number;
  FromDate?: string | undefined;
  ToDate?: string | undefined;
  BranchId?: number | undefined;
  CostCenterId?: number | undefined;
}

/** The ledger, the range and the part of the books a general ledger reads, checked. */
export interface LedgerRange {
  companyId: number;
  ledgerId: number;
  name: string;
  groupName: string;
  nature: LedgerNature;
  book: CashBankBook | null;
  from: string;
  to: string;
  scope: BooksScope;
  /** Signed paisa, Dr positive. */
  opening: number;
  debit: number;
  credit: number;
}

const ledgerSql = (companyId: number, ledgerId: number): SQL => sql`
  with recursive ${groupsUnderSql('cash_groups', companyId, 'Cash-in-Hand')},
    ${groupsUnderSql('bank_groups', companyId, 'Bank Accounts')}
  select l.name, g.name as group_name, g.nature,
    case when l.group_id in (select id from cash_groups) then 'cash'
      when l.group_id in (select id from bank_groups) then 'bank' end as book
  from ledgers l
  join ledger_groups g on g.company_id = l.company_id and g.id = l.group_id
  where l.company_id = ${companyId} and l.id = ${ledgerId}`;

/**
 * Checks what the caller named (the ledger, branch and cost center must be its company's: 404
 * otherwise) and reads the opening brought into the range and the range's sums, by the balance
 * rule: the fiscal year to today unless the range is given.
 */
export const resolveLedgerRange = async (
  ctx: UserContext,
  filters: GeneralLedgerFilters,
): Promise<LedgerRange> => {
  const { db } = ctx.deps;
  const { companyId } = ctx;
  const [ledger] = rowsOf(await db.execute(ledgerSql(companyId, filters.LedgerId)));
  if (!ledger) throw notFound('No such ledger');
  const scope = scopeOf(filters);
  await checkScope(db, companyId, scope);
  const { start, to } = await reportRange(ctx, filters);
  const [sums] = await readLedgerPeriodSums(db, companyId, { from: start, to }, scope, filters.LedgerId);
  const book = textOf(ledger.book);
  return {
    companyId,
    ledgerId: filters.LedgerId,
    name: textOf(ledger.name),
    groupName: textOf(ledger.group_name),
    nature: natureOf(ledger.nature),
    book: book === 'cash' || book === 'bank' ? book : null,
    from: start.asOn,
    to,
    scope,
    opening: sums?.opening ?? 0,
    debit: sums?.debit ?? 0,
    credit: sums?.credit ?? 0,
  };
};

const scopeSql = (scope: BooksScope): SQL => sql`
  ${scope.branchId === undefined ? sql`` : sql`and vl.branch_id = ${scope.branchId}`}
  ${scope.costCenterId === undefined ? sql`` : sql`and vl.cost_center_id = ${scope.costCenterId}`}`;

/** The ledger's lines in the range (and scope), on the index of a ledger's lines by day. */
const rangeLinesSql = (range: LedgerRange): SQL => sql`
  vl.company_id = ${range.companyId} and vl.ledger_id = ${range.ledgerId} and vl.in_books
  and vl.voucher_date >= ${range.from}::date and vl.voucher_date <= ${range.to}::date
  ${scopeSql(range.scope)}`;

/** A line before the page starts with its first line's key, in date and voucher order. */
interface LineKey {
  day: string;
  voucherId: number;
  lineNo: number;
}

const isVoucherType = (value: string): value is VoucherType =>
  (VOUCHER_TYPES as readonly string[]).includes(value);

interface RawLine {
  key: LineKey;
  line: Omit<GeneralLedgerLine, 'RunningBalance' | 'RunningSide'>;
  signed: number;
}

/**
 * The lines of one page in date and voucher order, each with the other side of its voucher: the
 * one ledger there, or "(as per details)" when there are several, as Tally prints a ledger.
 */
const readLines = async (
  db: Database,
  range: LedgerRange,
  page: { limit: number; after?: LineKey | undefined; before?: LineKey | undefined; backwards?: boolean },
): Promise<RawLine[]> => {
  const keyOf = (key: LineKey): SQL =>
    sql`(${key.day}::date, ${key.voucherId}::integer, ${key.lineNo}::integer)`;
  const lineKey = sql`(vl.voucher_date, vl.voucher_id, vl.line_no)`;
  const direction = page.backwards ? sql`desc` : sql`asc`;
  const result = await db.execute(sql`
    select vl.voucher_id, vl.line_no, to_char(vl.voucher_date, 'YYYY-MM-DD') as day, v.voucher_no,
      v.voucher_type, coalesce(nullif(vl.narration, ''), v.narration) as narration, v.cheque_no,
      vl.bill_ref, vl.side, vl.amount, other.particulars
    from voucher_lines vl
    join vouchers v on v.company_id = vl.company_id and v.id = vl.voucher_id
    cross join lateral (
      select case when count(distinct o.ledger_id) = 1 then min(l.name)
        when count(*) = 0 then '' else '(as per details)' end as particulars
      from voucher_lines o
      join ledgers l on l.company_id = o.company_id and l.id = o.ledger_id
      where o.company_id = vl.company_id and o.voucher_id = vl.voucher_id and o.side <> vl.side
    ) other
    where ${rangeLinesSql(range)}
      ${page.after ? sql`and ${lineKey} > ${keyOf(page.after)}` : sql``}
      ${page.before ? sql`and ${lineKey} < ${keyOf(page.before)}` : sql``}
    order by vl.voucher_date ${direction}, vl.voucher_id ${direction}, vl.line_no ${direction}
    limit ${page.limit}`);
  const lines = rowsOf(result).map((row) => {
    const amount = numberOf(row.amount);
    const debit = row.side === 'Dr';
    const type = textOf(row.voucher_type);
    return {
      key: { day: textOf(row.day), voucherId: numberOf(row.voucher_id), lineNo: numberOf(row.line_no) },
      signed: debit ? amount : -amount,
      line: {
        VoucherId: numberOf(row.voucher_id),
        VoucherDate: textOf(row.day),
        VoucherNo: textOf(row.voucher_no),
        VoucherType: isVoucherType(type) ? type : 'journal',
        Particulars: textOf(row.particulars),
        Narration: textOrNull(row.narration),
        ChequeNo: textOrNull(row.cheque_no),
        BillRef: textOrNull(row.bill_ref),
        Debit: debit ? amount / 100 : 0,
        Credit: debit ? 0 : amount / 100,
      },
    };
  });
  return page.backwards ? lines.reverse() : lines;
};

/**
 * The net (Dr positive) of the range's lines before a key: the whole company's earlier days from
 * the per-day balances (a row per day), the key's own day from its lines; a branch's or cost
 * center's from its lines (the per-day balances are the company's).
 */
const sumBefore = async (db: Database, range: LedgerRange, key: LineKey): Promise<number> => {
  const scoped = range.scope.branchId !== undefined || range.scope.costCenterId !== undefined;
  const linesBefore = (days: SQL): SQL => sql`(
    select coalesce(sum(${signedAmount(sql`vl.side`, sql`vl.amount`)}), 0)
    from voucher_lines vl
    where ${rangeLinesSql(range)} and ${days}
      and (vl.voucher_date, vl.voucher_id, vl.line_no) < (${key.day}::date, ${key.voucherId}, ${key.lineNo}))`;
  const result = await db.execute(
    scoped
      ? sql`select ${linesBefore(sql`true`)} as before`
      : sql`select (
          select coalesce(sum(b.debit - b.credit), 0) from ledger_day_balances b
          where b.company_id = ${range.companyId} and b.ledger_id = ${range.ledgerId}
            and b.day >= ${range.from}::date and b.day < ${key.day}::date
        ) + ${linesBefore(sql`vl.voucher_date = ${key.day}::date`)} as before`,
  );
  return numberOf(rowsOf(result)[0]?.before);
};

/** Lines with the balance after each, counted on from `balance` (signed paisa). */
export const withRunningBalance = (lines: readonly RawLine[], balance: number): GeneralLedgerLine[] => {
  let running = balance;
  return lines.map(({ line, signed }) => {
    running += signed;
    const after = toBalance(running);
    return { ...line, RunningBalance: after.Balance, RunningSide: after.BalanceSide };
  });
};

/** What a page and an export both say of the ledger and its range. */
export const ledgerHeading = (range: LedgerRange) => ({
  LedgerId: range.ledgerId,
  LedgerName: range.name,
  GroupName: range.groupName,
  Nature: range.nature,
  Book: range.book,
  FromDate: range.from,
  ToDate: range.to,
  Opening: toBalance(range.opening),
  TotalDebit: range.debit / 100,
  TotalCredit: range.credit / 100,
  Closing: toBalance(closingOf(range)),
});

/** A page's cursor as the address carries it: 2026-09-03_41_2. */
export const cursorOf = (key: LineKey): string => `${key.day}_${key.voucherId}_${key.lineNo}`;
const keyOfCursor = (cursor: string): LineKey => {
  const [day = '', voucherId = '0', lineNo = '0'] = cursor.split('_');
  return { day, voucherId: Number(voucherId), lineNo: Number(lineNo) };
};

/**
 * One page of the general ledger, by keyset on the index of a ledger's lines: the first page, the
 * lines after a cursor (the next page), before one (the page before), or the last page. One line
 * more than the page is read to know whether another page follows. The balance at the page's
 * start is the opening plus the range's lines before its first line, read as one sum; no page
 * counts or skips the lines before it, so a deep page costs what the first does.
 */
export const loadGeneralLedger = async (
  ctx: UserContext,
  query: GeneralLedgerFilters & { After?: string | undefined; Before?: string | undefined; pageSize: number },
): Promise<GeneralLedger> => {
  const { db } = ctx.deps;
  const range = await resolveLedgerRange(ctx, query);
  const backwards = query.Before !== undefined;
  const read = await readLines(db, range, {
    limit: query.pageSize + 1,
    after: query.After === undefined ? undefined : keyOfCursor(query.After),
    before: query.Before === undefined || query.Before === 'end' ? undefined : keyOfCursor(query.Before),
    backwards,
  });
  const more = read.length > query.pageSize;
  // Backwards, the extra line is the earliest one: it belongs to the page before.
  const lines = more ? (backwards ? read.slice(1) : read.slice(0, query.pageSize)) : read;
  const first = lines[0];
  const last = lines.at(-1);
  const atStart = backwards ? !more : query.After === undefined;
  const atEnd = backwards ? query.Before === 'end' : !more;
  const pageOpening =
    first === undefined
      ? atStart
        ? range.opening
        : closingOf(range)
      : atStart
        ? range.opening
        : range.opening + (await sumBefore(db, range, first.key));
  return {
    ...ledgerHeading(range),
    PageOpening: toBalance(pageOpening),
    Items: withRunningBalance(lines, pageOpening),
    PageSize: query.pageSize,
    NextCursor: !atEnd && last ? cursorOf(last.key) : null,
    PrevCursor: !atStart && first ? cursorOf(first.key) : null,
  };
};

/** Every line of the range (at most `limit`), the running balance from the opening. */
export const readWholeLedger = async (
  ctx: UserContext,
  range: LedgerRange,
  limit: number,
): Promise<GeneralLedgerLine[]> =>
  withRunningBalance(await readLines(ctx.deps.db, range, { limit }), range.opening);
