/**
 * What the books answer beside the vouchers themselves: the chart of accounts with balances, the
 * ledger picker of voucher entry, and the cheque register. Amounts are rupees with two decimals
 * (paisa in the database), dates YYYY-MM-DD (AD).
 */
import { z } from 'zod';
import { LEDGER_NATURES, type LedgerNature } from '../entities/accounting/ledger-group.entity.js';
import { optionalDate, optionalId, optionalOneOf, optionalText, someOf } from '../form-fields.js';
import { exportFileText, exportFormatShape } from '../http/export-format.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { pageSchema, pagingShape } from '../paging.js';
import { CHEQUE_STATUSES } from '../sales/collections/cheque-lifecycle.js';
import { DATES_MESSAGE, datesInOrder } from '../sales/common/sales-contract-fields.js';
import { voucherPageOf } from './voucher.contract.js';
import { VOUCHER_SIDES, VOUCHER_STATES, VOUCHER_TYPES } from './voucher.js';

const tag = 'Books';

const NATURES = LEDGER_NATURES.map((nature) => nature.value) as [LedgerNature, ...LedgerNature[]];

/** A balance as accountants write it: an amount and the side it stands on (null side when nil). */
const balanceShape = {
  Balance: z.number(),
  BalanceSide: z.enum(VOUCHER_SIDES).nullable(),
};

// ---------------------------------------------------------------------------------------------
// Chart of accounts

export const chartOfAccountsQuery = z.object({
  /** The day the balances are as on; the company's today when left out. */
  AsOn: optionalDate('AsOn'),
  /** Show inactive ledgers too. */
  IncludeInactive: optionalOneOf(['true', 'false'], 'IncludeInactive must be true or false'),
});

export const chartGroupSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ParentId: z.number().int().nullable(),
  Nature: z.enum(NATURES),
  IsSystem: z.boolean(),
  /** The group's ledgers and sub-groups together. */
  Debit: z.number(),
  Credit: z.number(),
  ...balanceShape,
});

export const chartLedgerSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  GroupId: z.number().int(),
  IsActive: z.boolean(),
  PartyId: z.number().int().nullable(),
  /** The ledger's opening balance for the fiscal year AsOn falls in, Dr positive. */
  Opening: z.number(),
  /** Lines in the books from the year's start (balance sheet ledgers: from the first line) to AsOn. */
  Debit: z.number(),
  Credit: z.number(),
  ...balanceShape,
});

export const chartOfAccountsSchema = z.object({
  AsOn: z.string(),
  /** '2083/84': the fiscal year AsOn falls in. */
  FiscalYear: z.string(),
  Groups: z.array(chartGroupSchema),
  Ledgers: z.array(chartLedgerSchema),
  /** The sums of every ledger's debit and credit balance: equal in balanced books. */
  DebitTotal: z.number(),
  CreditTotal: z.number(),
  /** Opening balances that do not balance among themselves (Tally's "Difference in opening balances"). */
  OpeningDifference: z.number(),
});
export type ChartOfAccounts = z.infer<typeof chartOfAccountsSchema>;

// ---------------------------------------------------------------------------------------------
// Ledger picker

export const ledgerOptionsQuery = z.object({
  query: optionalText(100),
  /** At most this many (20 when left out, 50 at most). */
  pageSize: optionalId('pageSize must be a whole number from 1 to 50').refine(
    (value) => value === undefined || value <= 50,
    { error: 'pageSize must be a whole number from 1 to 50' },
  ),
});

export const ledgerOptionSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  GroupName: z.string(),
  Nature: z.enum(NATURES),
  PartyId: z.number().int().nullable(),
  /** Its balance today, as Tally shows "Cur Bal" beside the ledger being entered. */
  ...balanceShape,
});
export type LedgerOption = z.infer<typeof ledgerOptionSchema>;

// ---------------------------------------------------------------------------------------------
// Cheque register

export const CHEQUE_DIRECTIONS = ['received', 'issued'] as const;
export type ChequeDirection = (typeof CHEQUE_DIRECTIONS)[number];

/** A received cheque's life is its collection's; an issued cheque's is its payment voucher's. */
export const CHEQUE_REGISTER_STATUSES = [...CHEQUE_STATUSES, ...VOUCHER_STATES] as const;

const chequeFilterShape = {
  Direction: optionalOneOf(CHEQUE_DIRECTIONS, 'Direction must be received or issued'),
  Status: someOf(
    CHEQUE_REGISTER_STATUSES,
    `Status must be one or more of: ${CHEQUE_REGISTER_STATUSES.join(', ')}`,
  ),
  /** The bank ledger a cheque was deposited to or drawn on. */
  BankLedgerId: optionalId('BankLedgerId must be the number of a ledger'),
  PartyId: optionalId('PartyId must be the number of a party'),
  /** Cheques of one collection or one voucher: how the register is reached from them. */
  PaymentId: optionalId('PaymentId must be the number of a payment'),
  VoucherId: optionalId('VoucherId must be the number of a voucher'),
  FromDate: optionalDate('FromDate'),
  ToDate: optionalDate('ToDate'),
  query: optionalText(200),
};
export const chequeRegisterQuery = z
  .object({ ...pagingShape, ...chequeFilterShape })
  .refine(datesInOrder, DATES_MESSAGE);
export const chequeRegisterExportQuery = z
  .object({ ...chequeFilterShape, ...exportFormatShape })
  .refine(datesInOrder, DATES_MESSAGE);

export const chequeRegisterEntrySchema = z.object({
  Direction: z.enum(CHEQUE_DIRECTIONS),
  ChequeNo: z.string(),
  ChequeDate: z.string().nullable(),
  Amount: z.number(),
  /** The party who gave a received cheque, the ledger an issued cheque pays. */
  Counterparty: z.string(),
  /** The drawer's bank of a received cheque, the bank ledger of an issued one. */
  Bank: z.string().nullable(),
  Status: z.enum(CHEQUE_REGISTER_STATUSES),
  PaymentId: z.number().int().nullable(),
  ReceiptNo: z.string().nullable(),
  VoucherId: z.number().int().nullable(),
  VoucherNo: z.string().nullable(),
});
export type ChequeRegisterEntry = z.infer<typeof chequeRegisterEntrySchema>;

export const chequeRegisterPageSchema = pageSchema(chequeRegisterEntrySchema).extend({
  /** The sum of the matching cheques' amounts, every page. */
  TotalAmount: z.number(),
});

const CHEQUE_FILTERS_TEXT =
  'Filters: Direction (received: cheques parties gave, from the collections; issued: cheques written on payment vouchers), Status (received cheques: received, deposited, cleared, bounced; issued: posted, cancelled, draft), BankLedgerId, PartyId, PaymentId, VoucherId, FromDate and ToDate (cheque date), query (cheque number, party, bank). Newest cheque date first.';

const chartPermission = { page: PAGE_CODES.Ledger, action: 'view' } as const;
const chequePermission = { page: PAGE_CODES.ChequeRegister, action: 'view' } as const;

export const booksContracts = {
  chartOfAccounts: defineContract({
    method: 'get',
    path: '/accounting/chartofaccounts',
    summary:
      'The group tree with every ledger and its balance as on AsOn (the company’s today when left out): opening balance of that fiscal year, debits and credits in the books, closing balance and side. Balance sheet ledgers (asset, liability, equity) count every line up to AsOn; income and expense ledgers the fiscal year’s only, their earlier years’ net standing on the Profit & Loss A/c ledger, so the totals balance. Groups carry the sums of what is under them. ChartOfAccounts.',
    access: 'user',
    tag,
    permission: chartPermission,
    query: chartOfAccountsQuery,
    response: chartOfAccountsSchema,
  }),
  ledgerOptions: defineContract({
    method: 'get',
    path: '/voucher/ledgers',
    summary:
      'Active ledgers for voucher entry, best matches first (name starts with the query, then contains it; PAN and group name match too), with their group and balance today. At most pageSize (20; 50 at most).',
    access: 'user',
    tag,
    permission: { page: voucherPageOf('journal'), action: 'create' },
    alsoPermittedBy: VOUCHER_TYPES.flatMap((type) => [
      { page: voucherPageOf(type), action: 'create' } as const,
      { page: voucherPageOf(type), action: 'edit' } as const,
    ]),
    query: ledgerOptionsQuery,
    response: z.array(ledgerOptionSchema),
  }),
  chequeRegister: defineContract({
    method: 'get',
    path: '/accounting/chequeregister',
    summary: `Cheques received and issued with their states, one page (pageNo, pageSize). ${CHEQUE_FILTERS_TEXT} A page of ChequeRegisterEntry with TotalAmount.`,
    access: 'user',
    tag,
    permission: chequePermission,
    query: chequeRegisterQuery,
    response: chequeRegisterPageSchema,
  }),
  chequeRegisterExport: defineContract({
    method: 'get',
    path: '/accounting/chequeregister/export',
    summary: exportFileText(`The cheque register under its filters, without paging. ${CHEQUE_FILTERS_TEXT}`),
    access: 'user',
    tag,
    permission: chequePermission,
    query: chequeRegisterExportQuery,
    response: z.null(),
    download: 'table',
  }),
};
