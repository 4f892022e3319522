import {
  VOUCHER_ACTIONS,
  VOUCHER_SIDES,
  VOUCHER_STATES,
  VOUCHER_TYPES,
} from '@backoffice/shared/accounting/voucher';
import { VOUCHER_SOURCE_KINDS } from '@backoffice/shared/accounting/voucher.contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches, companies } from './companies.schema.js';
import { costCentersTable, ledgersTable } from './entities.schema.js';
import { users } from './identity.schema.js';
import { transitionColumns, transitionKeys } from './transition-history.schema.js';

/** What a voucher's history records: made (as a draft or posted at once), posted, cancelled. */
export const VOUCHER_HISTORY_ACTIONS = ['create', ...VOUCHER_ACTIONS] as const;

/**
 * What the day book's search reads: number, narration, reference and cheque number as one text, so
 * one trigram index answers "contains" over all four (an OR of four columns would scan them all).
 */
export const voucherSearchText = (t: {
  voucherNo: AnyPgColumn;
  narration: AnyPgColumn;
  reference: AnyPgColumn;
  chequeNo: AnyPgColumn;
}) =>
  sql`(coalesce(${t.voucherNo}, '') || ' ' || coalesce(${t.narration}, '') || ' ' || coalesce(${t.reference}, '') || ' ' || coalesce(${t.chequeNo}, ''))`;

/**
 * The books' documents. Amounts are integer paisa. A draft has no number and touches no balance;
 * posting numbers it per type and fiscal year. The database itself keeps the rules no code path
 * may break (migration 0030): a voucher in the books balances (a deferred constraint trigger sums
 * its lines at commit), its lines never change once it is posted, and a source key posts once.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    voucherType: text('voucher_type', { enum: VOUCHER_TYPES }).notNull(),
    /** Set when posted: 'JV-2083/84-000001'. */
    voucherNo: text('voucher_no'),
    voucherDate: date('voucher_date', { mode: 'string' }).notNull(),
    /** The BS year the voucher's fiscal year starts in (2083 for 2083/84), from its date. */
    fiscalYear: integer('fiscal_year').notNull(),
    status: text('status', { enum: VOUCHER_STATES }).notNull().default('draft'),
    narration: text('narration'),
    /** A supplier's bill number, a bank reference: what the voucher's paper says. */
    reference: text('reference'),
    /** A cheque issued or received with this voucher, for the cheque register. */
    chequeNo: text('cheque_no'),
    chequeDate: date('cheque_date', { mode: 'string' }),
    /** Stable per sales event ('order:12:invoice'); unique, so an event posts once. */
    sourceKey: text('source_key'),
    sourceKind: text('source_kind', { enum: VOUCHER_SOURCE_KINDS }),
    sourceId: integer('source_id'),
    /** The branch the voucher was made in (the maker's signed-in branch); null before branches were kept. */
    branchId: integer('branch_id'),
    /** On a reversal: the voucher it cancels. */
    reversalOfId: integer('reversal_of_id'),
    /** On a cancelled voucher: its reversal. */
    reversedById: integer('reversed_by_id'),
    /** The debit side's sum (equal to the credit side's in the books). */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull().default(0),
    lineCount: integer('line_count').notNull().default(0),
    filePath: text('file_path'),
    /** Times the tax invoice was printed: the first is the original, each later one a copy. */
    printCount: integer('print_count').notNull().default(0),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    postedBy: integer('posted_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by'),
    cancelRemarks: text('cancel_remarks'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    foreignKey({
      name: 'vouchers_reversal_of_fk',
      columns: [t.companyId, t.reversalOfId],
      foreignColumns: [t.companyId, t.id],
    }),
    foreignKey({
      name: 'vouchers_reversed_by_fk',
      columns: [t.companyId, t.reversedById],
      foreignColumns: [t.companyId, t.id],
    }),
    foreignKey({ name: 'vouchers_created_by_fk', columns: [t.createdBy], foreignColumns: [users.id] }),
    foreignKey({
      name: 'vouchers_branch_fk',
      columns: [t.companyId, t.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }),
    uniqueIndex('vouchers_voucher_no_key').on(t.companyId, t.voucherNo),
    uniqueIndex('vouchers_source_key').on(t.companyId, t.sourceKey),
    index('vouchers_date_idx').on(t.companyId, t.voucherDate, t.id),
    index('vouchers_source_idx').on(t.companyId, t.sourceKind, t.sourceId),
    // No pending list: PGlite has no autovacuum to merge one (see the entity lists' search indexes).
    index('vouchers_search_trgm_idx')
      .using('gin', sql`${voucherSearchText(t)} gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('vouchers_total_check', sql`${t.totalAmount} >= 0`),
    check('vouchers_number_check', sql`(${t.status} = 'draft') = (${t.voucherNo} IS NULL)`),
    check('vouchers_source_check', sql`(${t.sourceKind} IS NULL) = (${t.sourceId} IS NULL)`),
  ],
);

/**
 * A voucher's lines. The voucher's date and whether it is in the books are kept on each line (by
 * the poster, in the posting's transaction) so a ledger's lines and balances read one index.
 */
export const voucherLines = pgTable(
  'voucher_lines',
  {
    companyId: integer('company_id').notNull(),
    voucherId: integer('voucher_id').notNull(),
    lineNo: integer('line_no').notNull(),
    ledgerId: integer('ledger_id').notNull(),
    side: text('side', { enum: VOUCHER_SIDES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    costCenterId: integer('cost_center_id'),
    narration: text('narration'),
    billRef: text('bill_ref'),
    voucherDate: date('voucher_date', { mode: 'string' }).notNull(),
    /** Posted or cancelled (a cancelled voucher stays in the books beside its reversal). */
    inBooks: boolean('in_books').notNull().default(false),
    /** The voucher's branch, copied so a branch's reports read the lines alone. */
    branchId: integer('branch_id'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.voucherId, t.lineNo] }),
    foreignKey({
      name: 'voucher_lines_voucher_fk',
      columns: [t.companyId, t.voucherId],
      foreignColumns: [vouchers.companyId, vouchers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'voucher_lines_ledger_fk',
      columns: [t.companyId, t.ledgerId],
      foreignColumns: [ledgersTable.companyId, ledgersTable.id],
    }),
    foreignKey({
      name: 'voucher_lines_cost_center_fk',
      columns: [t.companyId, t.costCenterId],
      foreignColumns: [costCentersTable.companyId, costCentersTable.id],
    }),
    index('voucher_lines_ledger_idx').on(t.companyId, t.ledgerId, t.voucherDate, t.voucherId),
    index('voucher_lines_bill_idx').on(t.companyId, t.billRef),
    index('voucher_lines_branch_idx')
      .on(t.companyId, t.branchId, t.voucherDate)
      .where(sql`${t.branchId} IS NOT NULL`),
    index('voucher_lines_cost_center_idx')
      .on(t.companyId, t.costCenterId, t.voucherDate)
      .where(sql`${t.costCenterId} IS NOT NULL`),
    check('voucher_lines_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Every move of a voucher: made, posted, cancelled, by whom, when, and why. */
export const voucherTransitions = pgTable(
  'voucher_transitions',
  {
    ...transitionColumns(VOUCHER_HISTORY_ACTIONS, VOUCHER_STATES),
    voucherId: integer('voucher_id').notNull(),
  },
  (t) =>
    transitionKeys('voucher_transitions', t, {
      name: 'voucher',
      column: t.voucherId,
      key: [vouchers.companyId, vouchers.id],
    }),
);

/**
 * The last number given per voucher type and fiscal year. Taken with an upsert inside the posting's
 * transaction, so concurrent postings queue for the row and a rolled-back posting gives its number
 * back: no gaps, no duplicates (what the IRD asks of invoice numbers).
 */
export const voucherNumberSequences = pgTable(
  'voucher_number_sequences',
  {
    companyId: integer('company_id').notNull(),
    voucherType: text('voucher_type', { enum: VOUCHER_TYPES }).notNull(),
    fiscalYear: integer('fiscal_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.voucherType, t.fiscalYear] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
  ],
);

/**
 * Each ledger's debits and credits per day, kept by the database as lines enter the books
 * (migration 0032): reports over a period sum a row per ledger and day instead of every line. A
 * line in the books never changes or leaves, so the sums only grow; a test compares them with the
 * lines summed from scratch.
 */
export const ledgerDayBalances = pgTable(
  'ledger_day_balances',
  {
    companyId: integer('company_id').notNull(),
    ledgerId: integer('ledger_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    debit: bigint('debit', { mode: 'number' }).notNull().default(0),
    credit: bigint('credit', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.ledgerId, t.day] }),
    foreignKey({
      name: 'ledger_day_balances_ledger_fk',
      columns: [t.companyId, t.ledgerId],
      foreignColumns: [ledgersTable.companyId, ledgersTable.id],
    }),
    index('ledger_day_balances_day_idx').on(t.companyId, t.day),
  ],
);
