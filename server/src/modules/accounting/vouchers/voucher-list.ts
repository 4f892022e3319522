import { VOUCHER_STATES, VOUCHER_TYPES } from '@backoffice/shared/accounting/voucher';
import type {
  VOUCHER_SORT_FIELDS,
  VoucherFilters,
  VoucherListQuery,
  VoucherSummary,
} from '@backoffice/shared/accounting/voucher.contract';
import type { Page } from '@backoffice/shared/paging';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { ledgersTable, voucherLines, voucherSearchText, vouchers } from '../../../db/schema/index.js';
import { COUNT_CAP } from '../../../entities/entity-query.js';
import { containsPattern, pageOffset, toPage } from '../../../http/page-query.js';
import type { VoucherRights } from './voucher-access.js';
import { selectVouchers, toVoucherSummary } from './voucher-record.js';

/** A search naming more ledgers than this is too broad to narrow by them. */
const LEDGER_MATCH_LIMIT = 50;

/** Vouchers with a line on one of these ledgers (by id or by a name matching the pattern). */
const withLineOn = (db: Database, companyId: number, ledger: SQL) =>
  inArray(
    vouchers.id,
    db
      .select({ id: voucherLines.voucherId })
      .from(voucherLines)
      .innerJoin(
        ledgersTable,
        and(eq(ledgersTable.companyId, voucherLines.companyId), eq(ledgersTable.id, voucherLines.ledgerId)),
      )
      .where(and(eq(voucherLines.companyId, companyId), ledger)),
  );

/** The tenant and the caller's viewable types first; every filter only narrows them. */
export const voucherCondition = async (
  db: Database,
  companyId: number,
  query: VoucherFilters,
  rights: VoucherRights,
): Promise<SQL> => {
  const types = (query.VoucherType ?? VOUCHER_TYPES).filter((type) => rights.view.has(type));
  const search = query.query?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  // The ledgers a search names, found first: a company has hundreds, its vouchers millions, and a
  // search matching no ledger then reads only the voucher's own columns (trigram indexes).
  const namedLedgers =
    pattern === undefined
      ? []
      : (
          await db
            .select({ id: ledgersTable.id })
            .from(ledgersTable)
            .where(and(eq(ledgersTable.companyId, companyId), ilike(ledgersTable.Name, pattern)))
            .limit(LEDGER_MATCH_LIMIT)
        ).map((row) => row.id);
  return and(
    eq(vouchers.companyId, companyId),
    types.length === 0 ? sql`false` : inArray(vouchers.voucherType, types),
    query.Status === undefined ? undefined : inArray(vouchers.status, query.Status),
    query.FromDate === undefined ? undefined : gte(vouchers.voucherDate, query.FromDate),
    query.ToDate === undefined ? undefined : lte(vouchers.voucherDate, query.ToDate),
    query.SourceKind === undefined ? undefined : eq(vouchers.sourceKind, query.SourceKind),
    query.SourceId === undefined ? undefined : eq(vouchers.sourceId, query.SourceId),
    query.LedgerId === undefined
      ? undefined
      : withLineOn(db, companyId, eq(voucherLines.ledgerId, query.LedgerId)),
    query.BranchId === undefined ? undefined : eq(vouchers.branchId, query.BranchId),
    query.CostCenterId === undefined
      ? undefined
      : withLineOn(db, companyId, eq(voucherLines.costCenterId, query.CostCenterId)),
    pattern === undefined
      ? undefined
      : or(
          sql`${voucherSearchText(vouchers)} ilike ${pattern}`,
          namedLedgers.length === 0
            ? undefined
            : withLineOn(db, companyId, inArray(voucherLines.ledgerId, namedLedgers)),
        ),
  ) as SQL;
};

const rank = (values: readonly string[], column: SQL | typeof vouchers.status) =>
  sql`array_position(${sql.param([...values])}::text[], ${column})`;

const SORT_COLUMNS: Readonly<Record<(typeof VOUCHER_SORT_FIELDS)[number], SQL>> = {
  VoucherDate: sql`${vouchers.voucherDate}`,
  VoucherNo: sql`${vouchers.voucherNo}`,
  VoucherType: rank(VOUCHER_TYPES, sql`${vouchers.voucherType}`),
  TotalAmount: sql`${vouchers.totalAmount}`,
  Status: rank(VOUCHER_STATES, vouchers.status),
  CreatedAt: sql`${vouchers.createdAt}`,
};

/** Newest date first unless asked otherwise; the id breaks ties so pages never overlap. */
export const voucherSort = (query: VoucherFilters) => {
  const direction = query.SortType ?? (query.SortBy ? 'asc' : 'desc');
  const column = SORT_COLUMNS[query.SortBy ?? 'VoucherDate'];
  return direction === 'asc' ? [asc(column), asc(vouchers.id)] : [desc(column), desc(vouchers.id)];
};

export const loadVoucherPage = async (
  db: Database,
  companyId: number,
  query: VoucherListQuery,
  rights: VoucherRights,
): Promise<Page<VoucherSummary> & { TotalCountCapped?: true }> => {
  const where = await voucherCondition(db, companyId, query, rights);
  const offset = pageOffset(query);
  // Counted exactly up to COUNT_CAP past the page, as the generated lists are: a day book of a
  // million lines says "10,000+" instead of counting every voucher on each page.
  const cap = offset + COUNT_CAP;
  const limited = db
    .select({ one: sql`1`.as('one') })
    .from(vouchers)
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [rows, [counted]] = await Promise.all([
    selectVouchers(db)
      .where(where)
      .orderBy(...voucherSort(query))
      .limit(query.pageSize)
      .offset(offset),
    db.select({ total: count() }).from(limited),
  ]);
  const total = Number(counted?.total ?? 0);
  const page = toPage(
    rows.map((row) => toVoucherSummary(row, rights)),
    Math.min(total, cap),
    query,
  );
  return total > cap ? { ...page, TotalCountCapped: true } : page;
};
