import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bankAccountsTable, banksTable } from './entities.schema.js';
import { users } from './identity.schema.js';
import { voucherLines } from './vouchers.schema.js';

/**
 * How a bank's statement file reads, saved per bank so the next import needs no mapping: which
 * column holds the date, the text, the reference, the amounts, and how dates are written.
 */
export const bankStatementMappings = pgTable(
  'bank_statement_mappings',
  {
    companyId: integer('company_id').notNull(),
    bankId: integer('bank_id').notNull(),
    mapping: jsonb('mapping').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.bankId] }),
    foreignKey({
      name: 'bank_statement_mappings_bank_fk',
      columns: [t.companyId, t.bankId],
      foreignColumns: [banksTable.companyId, banksTable.id],
    }),
  ],
);

/** One imported statement file of a bank account. */
export const bankStatements = pgTable(
  'bank_statements',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    bankAccountId: integer('bank_account_id').notNull(),
    fileName: text('file_name').notNull(),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    lineCount: integer('line_count').notNull().default(0),
    /** Lines of the file already imported before (same fingerprint), left out. */
    skippedCount: integer('skipped_count').notNull().default(0),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    importedBy: integer('imported_by'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'bank_statements_account_fk',
      columns: [t.companyId, t.bankAccountId],
      foreignColumns: [bankAccountsTable.companyId, bankAccountsTable.id],
    }),
    foreignKey({
      name: 'bank_statements_imported_by_fk',
      columns: [t.importedBy],
      foreignColumns: [users.id],
    }),
    index('bank_statements_account_idx').on(t.companyId, t.bankAccountId, t.importedAt),
  ],
);

export const BANK_MATCH_KINDS = ['auto', 'manual'] as const;

/**
 * A line of a bank's statement, in paisa: money out of the account (withdrawal) or into it
 * (deposit). Matched to at most one line of the books, and a book line to at most one of these.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    statementId: integer('statement_id').notNull(),
    bankAccountId: integer('bank_account_id').notNull(),
    lineNo: integer('line_no').notNull(),
    txnDate: date('txn_date', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    /** A cheque number or the bank's reference. */
    reference: text('reference'),
    withdrawal: bigint('withdrawal', { mode: 'number' }).notNull().default(0),
    deposit: bigint('deposit', { mode: 'number' }).notNull().default(0),
    balance: bigint('balance', { mode: 'number' }),
    /** Date, amounts, reference, text and the line's place among identical ones: a re-import skips it. */
    fingerprint: text('fingerprint').notNull(),
    matchedVoucherId: integer('matched_voucher_id'),
    matchedLineNo: integer('matched_line_no'),
    matchKind: text('match_kind', { enum: BANK_MATCH_KINDS }),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    matchedBy: integer('matched_by'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'bank_statement_lines_statement_fk',
      columns: [t.companyId, t.statementId],
      foreignColumns: [bankStatements.companyId, bankStatements.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'bank_statement_lines_account_fk',
      columns: [t.companyId, t.bankAccountId],
      foreignColumns: [bankAccountsTable.companyId, bankAccountsTable.id],
    }),
    foreignKey({
      name: 'bank_statement_lines_voucher_line_fk',
      columns: [t.companyId, t.matchedVoucherId, t.matchedLineNo],
      foreignColumns: [voucherLines.companyId, voucherLines.voucherId, voucherLines.lineNo],
    }),
    uniqueIndex('bank_statement_lines_fingerprint_key').on(t.companyId, t.bankAccountId, t.fingerprint),
    uniqueIndex('bank_statement_lines_match_key')
      .on(t.companyId, t.matchedVoucherId, t.matchedLineNo)
      .where(sql`${t.matchedVoucherId} IS NOT NULL`),
    index('bank_statement_lines_account_idx').on(t.companyId, t.bankAccountId, t.txnDate),
    check('bank_statement_lines_amount_check', sql`${t.withdrawal} >= 0 AND ${t.deposit} >= 0`),
    check(
      'bank_statement_lines_match_check',
      sql`(${t.matchedVoucherId} IS NULL) = (${t.matchedLineNo} IS NULL) AND (${t.matchedVoucherId} IS NULL) = (${t.matchKind} IS NULL)`,
    ),
  ],
);

/**
 * The day the bank cleared a line of the books on a bank ledger (Tally's bank date). A line of
 * the books never changes, so its clearance lives beside it.
 */
export const bankClearances = pgTable(
  'bank_clearances',
  {
    companyId: integer('company_id').notNull(),
    voucherId: integer('voucher_id').notNull(),
    lineNo: integer('line_no').notNull(),
    bankAccountId: integer('bank_account_id').notNull(),
    clearanceDate: date('clearance_date', { mode: 'string' }).notNull(),
    statementLineId: integer('statement_line_id'),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    setBy: integer('set_by'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.voucherId, t.lineNo] }),
    foreignKey({
      name: 'bank_clearances_line_fk',
      columns: [t.companyId, t.voucherId, t.lineNo],
      foreignColumns: [voucherLines.companyId, voucherLines.voucherId, voucherLines.lineNo],
    }),
    foreignKey({
      name: 'bank_clearances_account_fk',
      columns: [t.companyId, t.bankAccountId],
      foreignColumns: [bankAccountsTable.companyId, bankAccountsTable.id],
    }),
    foreignKey({
      name: 'bank_clearances_statement_line_fk',
      columns: [t.companyId, t.statementLineId],
      foreignColumns: [bankStatementLines.companyId, bankStatementLines.id],
    }).onDelete('set null'),
    index('bank_clearances_account_idx').on(t.companyId, t.bankAccountId, t.clearanceDate),
  ],
);
