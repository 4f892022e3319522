/**
 * The books' final statements: the trial balance over a range of days, the profit and loss
 * account over a range, and the balance sheet as on a day. Amounts are rupees with two decimals
 * (paisa in the database), dates YYYY-MM-DD (AD).
 */
import { z } from 'zod';
import { LEDGER_NATURES, type LedgerNature } from '../entities/accounting/ledger-group.entity.js';
import { optionalDate, optionalId, optionalOneOf } from '../form-fields.js';
import { exportFileText, exportFormatShape } from '../http/export-format.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { VOUCHER_SIDES } from './voucher.js';

const tag = 'Financial reports';

const NATURES = LEDGER_NATURES.map((nature) => nature.value) as [LedgerNature, ...LedgerNature[]];
const side = z.enum(VOUCHER_SIDES).nullable();
const flag = (name: string) => optionalOneOf(['true', 'false'], `${name} must be true or false`);

const rangeInOrder = (value: { From?: string | undefined; To?: string | undefined }) =>
  value.From === undefined || value.To === undefined || value.From <= value.To;
const RANGE_MESSAGE = { error: 'From must not be after To', path: ['To'] };

/** The part of the company a report reads: a branch's vouchers, or the lines of a cost center. */
const scopeShape = {
  BranchId: optionalId('BranchId must be the number of a branch'),
  CostCenterId: optionalId('CostCenterId must be the number of a cost center'),
};

const rangeShape = {
  /** The first day; the fiscal year start of To when left out. */
  From: optionalDate('From'),
  /** The last day; the company's today when left out. */
  To: optionalDate('To'),
};

const trialBalanceShape = {
  ...rangeShape,
  ...scopeShape,
  /** Include ledgers and groups with no opening and no lines in the range. */
  ShowZero: flag('ShowZero'),
};
export const trialBalanceQuery = z.object(trialBalanceShape).refine(rangeInOrder, RANGE_MESSAGE);
export const trialBalanceExportQuery = z
  .object({
    ...trialBalanceShape,
    /** Groups only when false; the ledgers under their groups otherwise. */
    ShowLedgers: flag('ShowLedgers'),
    ...exportFormatShape,
  })
  .refine(rangeInOrder, RANGE_MESSAGE);

const profitAndLossShape = {
  ...rangeShape,
  ...scopeShape,
  /** Beside each figure, the same range a year before. */
  Compare: flag('Compare'),
  ShowZero: flag('ShowZero'),
};
export const profitAndLossQuery = z.object(profitAndLossShape).refine(rangeInOrder, RANGE_MESSAGE);
export const profitAndLossExportQuery = z
  .object({ ...profitAndLossShape, ShowLedgers: flag('ShowLedgers'), ...exportFormatShape })
  .refine(rangeInOrder, RANGE_MESSAGE);

const balanceSheetShape = {
  /** The day the balance sheet is as on; the company's today when left out. */
  To: optionalDate('To'),
  BranchId: scopeShape.BranchId,
  ShowZero: flag('ShowZero'),
};
export const balanceSheetQuery = z.object(balanceSheetShape);
export const balanceSheetExportQuery = z.object({
  ...balanceSheetShape,
  ShowLedgers: flag('ShowLedgers'),
  ...exportFormatShape,
});

/** What every report says of its range and scope. */
const periodShape = {
  From: z.string(),
  To: z.string(),
  /** '2083/84': the fiscal year From falls in. */
  FiscalYear: z.string(),
  BranchId: z.number().int().nullable(),
  BranchName: z.string().nullable(),
  CostCenterId: z.number().int().nullable(),
  CostCenterName: z.string().nullable(),
};

// ---------------------------------------------------------------------------------------------
// Trial balance

/** A group's or ledger's figures: opening and closing as amounts with their sides, the period's sums. */
const trialFiguresShape = {
  Opening: z.number(),
  OpeningSide: side,
  Debit: z.number(),
  Credit: z.number(),
  Closing: z.number(),
  ClosingSide: side,
};

export const trialGroupSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ParentId: z.number().int().nullable(),
  Nature: z.enum(NATURES),
  ...trialFiguresShape,
});
export const trialLedgerSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  GroupId: z.number().int(),
  IsActive: z.boolean(),
  ...trialFiguresShape,
});

export const trialBalanceSchema = z.object({
  ...periodShape,
  /** The group tree in Tally's order (the chart's), sub-groups under their parents. */
  Groups: z.array(trialGroupSchema),
  Ledgers: z.array(trialLedgerSchema),
  /** Sums of the ledgers' debit and credit openings, the period's sums, the debit and credit closings. */
  Totals: z.object({
    OpeningDebit: z.number(),
    OpeningCredit: z.number(),
    Debit: z.number(),
    Credit: z.number(),
    ClosingDebit: z.number(),
    ClosingCredit: z.number(),
  }),
  /** Opening balances that do not balance among themselves, Dr positive (nil in balanced books). */
  OpeningDifference: z.number(),
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;
export type TrialGroup = z.infer<typeof trialGroupSchema>;
export type TrialLedger = z.infer<typeof trialLedgerSchema>;

// ---------------------------------------------------------------------------------------------
// Profit and loss account

/** Above the gross profit (the trading account) or below it. */
export const PROFIT_AND_LOSS_STAGES = ['trading', 'indirect'] as const;
export type ProfitAndLossStage = (typeof PROFIT_AND_LOSS_STAGES)[number];

/**
 * A figure of the account: the net of the period on its group's side (an income group's credits
 * less debits, an expense group's debits less credits), and the year before's when compared.
 */
const netShape = {
  Amount: z.number(),
  Previous: z.number().nullable(),
};

export const profitAndLossGroupSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ParentId: z.number().int().nullable(),
  Nature: z.enum(['income', 'expense']),
  Stage: z.enum(PROFIT_AND_LOSS_STAGES),
  ...netShape,
});
export const profitAndLossLedgerSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  GroupId: z.number().int(),
  ...netShape,
});

/** A profit (positive) or a loss (negative), with the year before's when compared. */
const resultSchema = z.object(netShape);

export const profitAndLossSchema = z.object({
  ...periodShape,
  /** The range a year before, when compared. */
  PreviousFrom: z.string().nullable(),
  PreviousTo: z.string().nullable(),
  Groups: z.array(profitAndLossGroupSchema),
  Ledgers: z.array(profitAndLossLedgerSchema),
  /** Sales and direct incomes less purchases and direct expenses. */
  GrossProfit: resultSchema,
  /** The gross profit with the indirect incomes, less the indirect expenses. */
  NetProfit: resultSchema,
});
export type ProfitAndLoss = z.infer<typeof profitAndLossSchema>;
export type ProfitAndLossGroup = z.infer<typeof profitAndLossGroupSchema>;

// ---------------------------------------------------------------------------------------------
// Balance sheet

export const BALANCE_SHEET_SIDES = ['liabilities', 'assets'] as const;
export type BalanceSheetSide = (typeof BALANCE_SHEET_SIDES)[number];

/** An amount on its side of the sheet: a liability's credit balance, an asset's debit balance, positive. */
export const balanceSheetGroupSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ParentId: z.number().int().nullable(),
  Nature: z.enum(NATURES),
  Side: z.enum(BALANCE_SHEET_SIDES),
  Amount: z.number(),
});
export const balanceSheetLedgerSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  GroupId: z.number().int(),
  Amount: z.number(),
  /** The Profit & Loss A/c: its amount holds the earlier years' and the period's profit. */
  IsProfitAndLoss: z.boolean(),
});

export const balanceSheetSchema = z.object({
  ...periodShape,
  Groups: z.array(balanceSheetGroupSchema),
  Ledgers: z.array(balanceSheetLedgerSchema),
  /** Profit & Loss A/c (credit positive): what stood before the year, the year's profit to To. */
  ProfitAndLoss: z.object({
    LedgerId: z.number().int().nullable(),
    Opening: z.number(),
    CurrentPeriod: z.number(),
    Amount: z.number(),
  }),
  /** Dr positive: shown on the liabilities side when positive, on the assets side when negative. */
  OpeningDifference: z.number(),
  /** Each side with the opening difference: equal. */
  LiabilitiesTotal: z.number(),
  AssetsTotal: z.number(),
});
export type BalanceSheet = z.infer<typeof balanceSheetSchema>;
export type BalanceSheetGroup = z.infer<typeof balanceSheetGroupSchema>;

// ---------------------------------------------------------------------------------------------

const permission = { page: PAGE_CODES.FinancialReports, action: 'view' } as const;

const SCOPE_TEXT =
  'BranchId reads only the vouchers made in that branch; CostCenterId only the lines of that cost center. Opening balances are the company’s, so a branch or cost center starts from its own earlier lines.';
const RANGE_TEXT =
  'From and To (AD; From the fiscal year start of To and To the company’s today when left out). Balance sheet ledgers open with every line before From on top of their latest opening balance; income and expense ledgers open with their year’s lines before From, so a range across fiscal years keeps its income and expense running from From.';
const TRIAL_TEXT = `The group tree with each group’s and ledger’s opening, debits and credits in the range and closing, Dr or Cr, and the totals. ${RANGE_TEXT} ${SCOPE_TEXT} Rows with no opening and no lines are left out unless ShowZero=true.`;
const PROFIT_TEXT = `Income and expense of the range in Tally’s layout: the trading groups (Sales Accounts, Purchase Accounts, Direct Incomes, Direct Expenses) give the gross profit; the other income and expense groups the net profit. Compare=true adds the same range a year before. ${SCOPE_TEXT}`;
const SHEET_TEXT =
  'Liabilities and capital against assets as on To (the company’s today when left out), each group with its ledgers; the Profit & Loss A/c carries the earlier years’ profit and the fiscal year’s profit to To. BranchId reads only the vouchers made in that branch.';

export const financialReportContracts = {
  trialBalance: defineContract({
    method: 'get',
    path: '/accounting/trialbalance',
    summary: `${TRIAL_TEXT} TrialBalance.`,
    access: 'user',
    tag,
    permission,
    query: trialBalanceQuery,
    response: trialBalanceSchema,
  }),
  trialBalanceExport: defineContract({
    method: 'get',
    path: '/accounting/trialbalance/export',
    summary: exportFileText(
      `The trial balance as rows (groups indented by level; ledgers under them unless ShowLedgers=false). ${TRIAL_TEXT}`,
    ),
    access: 'user',
    tag,
    permission,
    query: trialBalanceExportQuery,
    response: z.null(),
    download: 'table',
  }),
  profitAndLoss: defineContract({
    method: 'get',
    path: '/accounting/profitandloss',
    summary: `${PROFIT_TEXT} ProfitAndLoss.`,
    access: 'user',
    tag,
    permission,
    query: profitAndLossQuery,
    response: profitAndLossSchema,
  }),
  profitAndLossExport: defineContract({
    method: 'get',
    path: '/accounting/profitandloss/export',
    summary: exportFileText(`The profit and loss account as rows. ${PROFIT_TEXT}`),
    access: 'user',
    tag,
    permission,
    query: profitAndLossExportQuery,
    response: z.null(),
    download: 'table',
  }),
  balanceSheet: defineContract({
    method: 'get',
    path: '/accounting/balancesheet',
    summary: `${SHEET_TEXT} BalanceSheet.`,
    access: 'user',
    tag,
    permission,
    query: balanceSheetQuery,
    response: balanceSheetSchema,
  }),
  balanceSheetExport: defineContract({
    method: 'get',
    path: '/accounting/balancesheet/export',
    summary: exportFileText(`The balance sheet as rows, liabilities then assets. ${SHEET_TEXT}`),
    access: 'user',
    tag,
    permission,
    query: balanceSheetExportQuery,
    response: z.null(),
    download: 'table',
  }),
};
