/**
 * Bank reconciliation: a bank's statement imported from a CSV file, its lines matched to the lines
 * of the books on the account's ledger, the day the bank cleared each book line, and the
 * reconciliation statement (balance as per books, items not yet cleared, balance as per bank).
 * Amounts are rupees with two decimals (paisa in the database), dates YYYY-MM-DD (AD).
 */
import { z } from 'zod';
import {
  optionalBoolean,
  optionalDate,
  optionalId,
  optionalOneOf,
  requiredDate,
  requiredId,
} from '../form-fields.js';
import { exportFileText, exportFormatShape } from '../http/export-format.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { pageSchema, pagingShape } from '../paging.js';
import { DATES_MESSAGE, datesInOrder } from '../sales/common/sales-contract-fields.js';
import { VOUCHER_SIDES, VOUCHER_TYPES } from './voucher.js';

const tag = 'Bank reconciliation';

/** The multipart part carrying the statement, and what one import may hold. */
export const STATEMENT_FILE_PART = 'File';
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
export const STATEMENT_MAX_ROWS = 5000;
/** Rows the preview shows. */
export const STATEMENT_PREVIEW_ROWS = 10;
/** Days apart a statement line and a book line may be for an automatic match by amount and date. */
export const DEFAULT_MATCH_WINDOW_DAYS = 7;
export const MAX_MATCH_WINDOW_DAYS = 90;

/** How a bank writes its dates; BS dates are converted to AD on import. */
export const STATEMENT_DATE_FORMATS = [
  'YYYY-MM-DD',
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'DD-MMM-YYYY',
  'BS YYYY-MM-DD',
] as const;
export type StatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number];

const bankAccountId = requiredId('BankAccountId must be the number of a bank account');
const optionalColumn = (name: string) =>
  optionalId(`${name} must be a column number (1 for the first column)`).refine(
    (value) => value === undefined || value <= 100,
    { error: `${name} must be a column number from 1 to 100` },
  );

/** Which column (1 for the first) holds what, and how the file is read. */
const mappingShape = {
  DateColumn: optionalColumn('DateColumn'),
  DescriptionColumn: optionalColumn('DescriptionColumn'),
  /** A cheque number or the bank's reference. */
  ReferenceColumn: optionalColumn('ReferenceColumn'),
  WithdrawalColumn: optionalColumn('WithdrawalColumn'),
  DepositColumn: optionalColumn('DepositColumn'),
  /** One signed amount instead of withdrawal and deposit: positive money in, negative money out. */
  AmountColumn: optionalColumn('AmountColumn'),
  BalanceColumn: optionalColumn('BalanceColumn'),
  DateFormat: optionalOneOf(
    STATEMENT_DATE_FORMATS,
    `DateFormat must be one of: ${STATEMENT_DATE_FORMATS.join(', ')}`,
  ),
  /** Rows above the lines (titles and the column headings); the last of them names the columns. */
  SkipRows: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: 'SkipRows must be a whole number from 0 to 50' })
      .int({ error: 'SkipRows must be a whole number from 0 to 50' })
      .min(0, { error: 'SkipRows must be a whole number from 0 to 50' })
      .max(50, { error: 'SkipRows must be a whole number from 0 to 50' })
      .optional(),
  ),
};

/** A complete mapping, as saved per bank. */
export const statementMappingSchema = z.object({
  DateColumn: z.number().int().min(1),
  DescriptionColumn: z.number().int().min(1).nullable(),
  ReferenceColumn: z.number().int().min(1).nullable(),
  WithdrawalColumn: z.number().int().min(1).nullable(),
  DepositColumn: z.number().int().min(1).nullable(),
  AmountColumn: z.number().int().min(1).nullable(),
  BalanceColumn: z.number().int().min(1).nullable(),
  DateFormat: z.enum(STATEMENT_DATE_FORMATS),
  SkipRows: z.number().int().min(0),
});
export type StatementMapping = z.infer<typeof statementMappingSchema>;

export const MAPPING_SOURCES = ['given', 'saved', 'guessed'] as const;

// ---------------------------------------------------------------------------------------------
// Accounts and mapping

export const bankAccountQuery = z.object({ BankAccountId: bankAccountId });

export const reconciliationAccountSchema = z.object({
  Id: z.number().int(),
  AccountName: z.string(),
  AccountNumber: z.string(),
  BankId: z.number().int(),
  BankName: z.string(),
  LedgerId: z.number().int().nullable(),
  /** The last statement line's day, when any was imported. */
  LastStatementDate: z.string().nullable(),
});
export type ReconciliationAccount = z.infer<typeof reconciliationAccountSchema>;

export const savedMappingSchema = z.object({
  BankId: z.number().int(),
  /** Null until a mapping is saved for the account's bank. */
  Mapping: statementMappingSchema.nullable(),
});

export const mappingSaveBody = z.object({ BankAccountId: bankAccountId, ...mappingShape });

// ---------------------------------------------------------------------------------------------
// Preview and import

export const statementFileBody = z.object({
  BankAccountId: bankAccountId,
  ...mappingShape,
  /** Import the good rows and leave the bad ones out; without it a bad row stops the import. */
  SkipBadRows: optionalBoolean('SkipBadRows must be true or false'),
});

export const badRowSchema = z.object({
  /** The row's number in the file, 1 for the first. */
  Row: z.number().int(),
  Message: z.string(),
});

export const parsedLineSchema = z.object({
  Row: z.number().int(),
  Date: z.string(),
  Description: z.string(),
  Reference: z.string().nullable(),
  Withdrawal: z.number(),
  Deposit: z.number(),
  Balance: z.number().nullable(),
});
export type ParsedStatementLine = z.infer<typeof parsedLineSchema>;

export const statementPreviewSchema = z.object({
  /** The column headings (the last skipped row), or Column 1, Column 2... */
  Columns: z.array(z.string()),
  /** The first rows under the headings as the file has them. */
  Rows: z.array(z.array(z.string())),
  Mapping: statementMappingSchema,
  MappingSource: z.enum(MAPPING_SOURCES),
  /** The first rows read with the mapping. */
  Lines: z.array(parsedLineSchema),
  BadRows: z.array(badRowSchema),
  RowCount: z.number().int(),
});
export type StatementPreview = z.infer<typeof statementPreviewSchema>;

export const statementImportSchema = z.object({
  StatementId: z.number().int(),
  Imported: z.number().int(),
  /** Lines imported before (same day, amounts, reference and text), left out. */
  Skipped: z.number().int(),
  /** Bad rows left out (only with SkipBadRows). */
  BadRows: z.array(badRowSchema),
  FromDate: z.string().nullable(),
  ToDate: z.string().nullable(),
});
export type StatementImport = z.infer<typeof statementImportSchema>;

// ---------------------------------------------------------------------------------------------
// Lists

export const MATCH_STATES = ['matched', 'unmatched'] as const;
export const STATEMENT_LINE_SORT_FIELDS = ['Date', 'Amount'] as const;

const sortShape = {
  SortBy: optionalOneOf(
    STATEMENT_LINE_SORT_FIELDS,
    `SortBy must be one of: ${STATEMENT_LINE_SORT_FIELDS.join(', ')}`,
  ),
  SortType: optionalOneOf(['asc', 'desc'], 'SortType must be asc or desc'),
};

export const statementLinesQuery = z
  .object({
    BankAccountId: bankAccountId,
    Matched: optionalOneOf(MATCH_STATES, 'Matched must be matched or unmatched'),
    FromDate: optionalDate('FromDate'),
    ToDate: optionalDate('ToDate'),
    ...sortShape,
    ...pagingShape,
  })
  .refine(datesInOrder, DATES_MESSAGE);

export const statementLineSchema = z.object({
  Id: z.number().int(),
  Date: z.string(),
  Description: z.string(),
  Reference: z.string().nullable(),
  Withdrawal: z.number(),
  Deposit: z.number(),
  Balance: z.number().nullable(),
  /** The book line it is matched to. */
  VoucherId: z.number().int().nullable(),
  LineNo: z.number().int().nullable(),
  VoucherNo: z.string().nullable(),
  MatchKind: z.enum(['auto', 'manual']).nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const bookLinesQuery = z
  .object({
    BankAccountId: bankAccountId,
    FromDate: optionalDate('FromDate'),
    ToDate: optionalDate('ToDate'),
    ...sortShape,
    ...pagingShape,
  })
  .refine(datesInOrder, DATES_MESSAGE);

export const MATCH_STRENGTHS = ['cheque', 'date'] as const;

export const matchSuggestionSchema = z.object({
  StatementLineId: z.number().int(),
  Date: z.string(),
  Description: z.string(),
  Reference: z.string().nullable(),
  /** cheque: the cheque number agrees; date: the amount agrees within the days' window. */
  Strength: z.enum(MATCH_STRENGTHS),
});

/** A line of the books on the bank ledger, as the lists and the statement show it. */
const bookLineShape = {
  VoucherId: z.number().int(),
  LineNo: z.number().int(),
  VoucherNo: z.string().nullable(),
  VoucherType: z.enum(VOUCHER_TYPES),
  Date: z.string(),
  /** The ledger on the other side, or the voucher's narration. */
  Particulars: z.string(),
  ChequeNo: z.string().nullable(),
  Amount: z.number(),
  /** The bank's day for it (on the statement: only a day after AsOn; null: not yet cleared). */
  ClearanceDate: z.string().nullable(),
};

export const bookLineSchema = z.object({
  ...bookLineShape,
  /** Dr: money into the bank (a deposit), Cr: money out (a cheque issued, a transfer). */
  Side: z.enum(VOUCHER_SIDES),
  Suggestions: z.array(matchSuggestionSchema),
});
export type BookLine = z.infer<typeof bookLineSchema>;

// ---------------------------------------------------------------------------------------------
// Matching and clearance

const statementLineId = requiredId('StatementLineId must be the number of a statement line');
const voucherId = requiredId('VoucherId must be the number of a voucher');
const lineNo = requiredId('LineNo must be the number of a voucher line');

export const matchBody = z.object({ StatementLineId: statementLineId, VoucherId: voucherId, LineNo: lineNo });
export const unmatchBody = z.object({ StatementLineId: statementLineId });

export const autoMatchBody = z.object({
  BankAccountId: bankAccountId,
  WindowDays: z.preprocess(
    (value) =>
      typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value)
        : value === '' || value === null
          ? undefined
          : value,
    z
      .number({ error: `WindowDays must be a whole number from 0 to ${MAX_MATCH_WINDOW_DAYS}` })
      .int({ error: `WindowDays must be a whole number from 0 to ${MAX_MATCH_WINDOW_DAYS}` })
      .min(0, { error: `WindowDays must be a whole number from 0 to ${MAX_MATCH_WINDOW_DAYS}` })
      .max(MAX_MATCH_WINDOW_DAYS, {
        error: `WindowDays must be a whole number from 0 to ${MAX_MATCH_WINDOW_DAYS}`,
      })
      .optional(),
  ),
});

export const autoMatchSchema = z.object({
  Matched: z.number().int(),
  /** Of them, by the cheque number. */
  ByCheque: z.number().int(),
  /** Statement lines left unmatched. */
  Unmatched: z.number().int(),
});

export const matchAnswerSchema = z.object({
  StatementLineId: z.number().int(),
  VoucherId: z.number().int(),
  LineNo: z.number().int(),
  ClearanceDate: z.string(),
  /** A collection's cheque cleared with it: its receipt number. */
  ClearedCheque: z.string().nullable(),
});

export const clearanceBody = z.object({
  BankAccountId: bankAccountId,
  VoucherId: voucherId,
  LineNo: lineNo,
  /** The day the bank cleared the line; left out, the clearance is removed. */
  ClearanceDate: optionalDate('ClearanceDate'),
});

export const clearanceAnswerSchema = z.object({
  VoucherId: z.number().int(),
  LineNo: z.number().int(),
  ClearanceDate: z.string().nullable(),
  ClearedCheque: z.string().nullable(),
});

// ---------------------------------------------------------------------------------------------
// Reconciliation statement

const statementShape = { BankAccountId: bankAccountId, AsOn: requiredDate('AsOn') };
export const reconciliationQuery = z.object(statementShape);
export const reconciliationExportQuery = z.object({ ...statementShape, ...exportFormatShape });

export const unclearedItemSchema = z.object(bookLineShape);
export type UnclearedItem = z.infer<typeof unclearedItemSchema>;

export const reconciliationStatementSchema = z.object({
  AsOn: z.string(),
  AccountName: z.string(),
  AccountNumber: z.string(),
  BankName: z.string(),
  /** The bank ledger's balance on AsOn, Dr positive (money in the bank by the books). */
  BooksBalance: z.number(),
  /** Deposits in the books the bank has not credited by AsOn: less. */
  UnclearedDeposits: z.array(unclearedItemSchema),
  UnclearedDepositsTotal: z.number(),
  /** Cheques issued and payments in the books the bank has not debited by AsOn: add. */
  UnclearedPayments: z.array(unclearedItemSchema),
  UnclearedPaymentsTotal: z.number(),
  /** BooksBalance − UnclearedDepositsTotal + UnclearedPaymentsTotal. */
  BankBalance: z.number(),
  /** The last imported statement balance on or before AsOn, when known. */
  StatementBalance: z.number().nullable(),
  StatementBalanceDate: z.string().nullable(),
  /** StatementBalance − BankBalance: nil when everything is accounted for. */
  Difference: z.number().nullable(),
});
export type ReconciliationStatement = z.infer<typeof reconciliationStatementSchema>;

// ---------------------------------------------------------------------------------------------

const viewPermission = { page: PAGE_CODES.BankReconciliation, action: 'view' } as const;
const changePermission = { page: PAGE_CODES.BankReconciliation, action: 'create' } as const;
const alsoByEdit = [{ page: PAGE_CODES.BankReconciliation, action: 'edit' } as const];
const change = { permission: changePermission, alsoPermittedBy: alsoByEdit };

const MAPPING_TEXT =
  'Mapping fields (column numbers, 1 for the first): DateColumn, DescriptionColumn, ReferenceColumn, WithdrawalColumn and DepositColumn or one signed AmountColumn (positive money in), BalanceColumn; DateFormat (YYYY-MM-DD, DD/MM/YYYY, MM/DD/YYYY, DD-MMM-YYYY, BS YYYY-MM-DD); SkipRows (rows above the lines, the last naming the columns).';
const FILE_TEXT = `Multipart: part "File" (a CSV text file, at most ${STATEMENT_MAX_BYTES / 1024 / 1024} MB and ${STATEMENT_MAX_ROWS.toLocaleString('en')} rows; comma, semicolon or tab separated), BankAccountId.`;

export const bankReconciliationContracts = {
  accounts: defineContract({
    method: 'get',
    path: '/bankreconciliation/accounts',
    summary: 'The company’s bank accounts to reconcile, with their bank and ledger. ReconciliationAccount[].',
    access: 'user',
    tag,
    permission: viewPermission,
    response: z.array(reconciliationAccountSchema),
  }),
  mapping: defineContract({
    method: 'get',
    path: '/bankreconciliation/mapping',
    summary: 'The statement column mapping saved for the account’s bank (null until one is saved).',
    access: 'user',
    tag,
    permission: viewPermission,
    query: bankAccountQuery,
    response: savedMappingSchema,
  }),
  saveMapping: defineContract({
    method: 'post',
    path: '/bankreconciliation/mapping',
    summary: `Saves the statement column mapping for the account’s bank, used by every later preview and import of its accounts. ${MAPPING_TEXT} DateColumn and the amount columns are required.`,
    access: 'user',
    tag,
    ...change,
    body: mappingSaveBody,
    response: savedMappingSchema,
  }),
  preview: defineContract({
    method: 'post',
    path: '/bankreconciliation/preview',
    summary: `Reads a statement file without importing it: the column headings, the first rows, and those rows read with the mapping (the one given, else the bank’s saved one, else one guessed from the headings), with the bad rows of the whole file. ${FILE_TEXT} ${MAPPING_TEXT}`,
    access: 'user',
    tag,
    ...change,
    bodyKind: 'multipart',
    files: [{ name: STATEMENT_FILE_PART, maxBytes: STATEMENT_MAX_BYTES }],
    body: statementFileBody,
    response: statementPreviewSchema,
  }),
  import: defineContract({
    method: 'post',
    path: '/bankreconciliation/import',
    summary: `Imports a statement file of the account with the mapping given (saved for its bank) or the saved one. Lines imported before are skipped and counted. A bad row (a date or amount that cannot be read) stops the import, naming every bad row, unless SkipBadRows=true leaves them out. ${FILE_TEXT} ${MAPPING_TEXT} StatementImport.`,
    access: 'user',
    tag,
    ...change,
    bodyKind: 'multipart',
    files: [{ name: STATEMENT_FILE_PART, maxBytes: STATEMENT_MAX_BYTES }],
    body: statementFileBody,
    response: statementImportSchema,
  }),
  lines: defineContract({
    method: 'get',
    path: '/bankreconciliation/lines',
    summary:
      'Statement lines of a bank account, one page. Filters: Matched (matched, unmatched), FromDate and ToDate. SortBy: Date (default), Amount; SortType asc or desc (default desc). A page of StatementLine.',
    access: 'user',
    tag,
    permission: viewPermission,
    query: statementLinesQuery,
    response: pageSchema(statementLineSchema),
  }),
  bookLines: defineContract({
    method: 'get',
    path: '/bankreconciliation/booklines',
    summary: `Lines in the books on the account’s ledger not yet matched to a statement line nor cleared, one page, each with up to three statement lines that could match it (same amount on the matching side: by cheque number, or within ${DEFAULT_MATCH_WINDOW_DAYS} days on or after the voucher’s day). Filters: FromDate, ToDate. SortBy: Date (default), Amount; SortType asc or desc (default asc). A page of BookLine.`,
    access: 'user',
    tag,
    permission: viewPermission,
    query: bookLinesQuery,
    response: pageSchema(bookLineSchema),
  }),
  autoMatch: defineContract({
    method: 'post',
    path: '/bankreconciliation/automatch',
    summary: `Matches the account’s unmatched statement lines to uncleared book lines of the same amount on the matching side (a deposit to a debit, a withdrawal to a credit), never dated before the voucher: first by cheque number (the statement’s reference, or a number in its text, equal to the voucher’s cheque number), then the nearest day within WindowDays (${DEFAULT_MATCH_WINDOW_DAYS} when left out). Each match clears the book line on the statement line’s day (and a deposited collection cheque with it).`,
    access: 'user',
    tag,
    ...change,
    body: autoMatchBody,
    response: autoMatchSchema,
  }),
  match: defineContract({
    method: 'post',
    path: '/bankreconciliation/match',
    summary:
      'Matches one statement line to one book line of the same amount on the matching side, and clears the book line on the statement line’s day (a deposited collection cheque is cleared with it).',
    access: 'user',
    tag,
    ...change,
    body: matchBody,
    response: matchAnswerSchema,
  }),
  unmatch: defineContract({
    method: 'post',
    path: '/bankreconciliation/unmatch',
    summary:
      'Undoes a statement line’s match and the clearance it set. A collection cheque it cleared stays cleared.',
    access: 'user',
    tag,
    ...change,
    body: unmatchBody,
    response: z.null(),
  }),
  clearance: defineContract({
    method: 'post',
    path: '/bankreconciliation/clearance',
    summary:
      'Sets the day the bank cleared a book line on the account’s ledger without a statement line (Tally’s bank date), or removes it when ClearanceDate is left out. Never before the voucher’s day; a matched line’s clearance goes with its match.',
    access: 'user',
    tag,
    ...change,
    body: clearanceBody,
    response: clearanceAnswerSchema,
  }),
  statement: defineContract({
    method: 'get',
    path: '/bankreconciliation/statement',
    summary:
      'The bank reconciliation statement of an account as on AsOn: the balance as per books, less deposits not yet credited, add payments not yet debited, equals the balance as per bank; beside it the last imported statement balance on or before AsOn and the difference.',
    access: 'user',
    tag,
    permission: viewPermission,
    query: reconciliationQuery,
    response: reconciliationStatementSchema,
  }),
  statementExport: defineContract({
    method: 'get',
    path: '/bankreconciliation/statement/export',
    summary: exportFileText('The bank reconciliation statement of an account as on AsOn'),
    access: 'user',
    tag,
    permission: viewPermission,
    query: reconciliationExportQuery,
    response: z.null(),
    download: 'table',
  }),
};
