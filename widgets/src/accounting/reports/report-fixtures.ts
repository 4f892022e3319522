/** Reports as the fake server answers them in the screens' tests. */

import type {
  BalanceSheet,
  ProfitAndLoss,
  TrialBalance,
} from '@backoffice/shared/accounting/financial-reports.contract';

const PERIOD = {
  From: '2026-07-17',
  To: '2026-11-22',
  FiscalYear: '2083/84',
  BranchId: null,
  BranchName: null,
  CostCenterId: null,
  CostCenterName: null,
};

const figures = (opening: number, debit: number, credit: number) => {
  const closing = opening + debit - credit;
  return {
    Opening: Math.abs(opening),
    OpeningSide: opening > 0 ? ('Dr' as const) : opening < 0 ? ('Cr' as const) : null,
    Debit: debit,
    Credit: credit,
    Closing: Math.abs(closing),
    ClosingSide: closing > 0 ? ('Dr' as const) : closing < 0 ? ('Cr' as const) : null,
  };
};

export const TRIAL_BALANCE: TrialBalance = {
  ...PERIOD,
  Groups: [
    { Id: 1, Name: 'Current Assets', ParentId: null, Nature: 'asset', ...figures(1000, 500, 200) },
    { Id: 2, Name: 'Cash-in-Hand', ParentId: 1, Nature: 'asset', ...figures(1000, 500, 200) },
    { Id: 3, Name: 'Capital Account', ParentId: null, Nature: 'equity', ...figures(-1000, 0, 0) },
    { Id: 4, Name: 'Sales Accounts', ParentId: null, Nature: 'income', ...figures(0, 200, 500) },
  ],
  Ledgers: [
    { Id: 10, Name: 'Cash', GroupId: 2, IsActive: true, ...figures(1000, 500, 200) },
    { Id: 11, Name: 'Capital', GroupId: 3, IsActive: true, ...figures(-1000, 0, 0) },
    { Id: 12, Name: 'Sales', GroupId: 4, IsActive: true, ...figures(0, 200, 500) },
  ],
  Totals: {
    OpeningDebit: 1000,
    OpeningCredit: 1000,
    Debit: 700,
    Credit: 700,
    ClosingDebit: 1300,
    ClosingCredit: 1300,
  },
  OpeningDifference: 0,
};

export const PROFIT_AND_LOSS: ProfitAndLoss = {
  ...PERIOD,
  PreviousFrom: null,
  PreviousTo: null,
  Groups: [
    {
      Id: 4,
      Name: 'Sales Accounts',
      ParentId: null,
      Nature: 'income',
      Stage: 'trading',
      Amount: 5000,
      Previous: null,
    },
    {
      Id: 5,
      Name: 'Purchase Accounts',
      ParentId: null,
      Nature: 'expense',
      Stage: 'trading',
      Amount: 3000,
      Previous: null,
    },
    {
      Id: 6,
      Name: 'Indirect Expenses',
      ParentId: null,
      Nature: 'expense',
      Stage: 'indirect',
      Amount: 500,
      Previous: null,
    },
  ],
  Ledgers: [
    { Id: 12, Name: 'Sales', GroupId: 4, Amount: 5000, Previous: null },
    { Id: 13, Name: 'Purchases', GroupId: 5, Amount: 3000, Previous: null },
    { Id: 14, Name: 'Rent', GroupId: 6, Amount: 500, Previous: null },
  ],
  GrossProfit: { Amount: 2000, Previous: null },
  NetProfit: { Amount: 1500, Previous: null },
};

export const BALANCE_SHEET: BalanceSheet = {
  ...PERIOD,
  Groups: [
    { Id: 3, Name: 'Capital Account', ParentId: null, Nature: 'equity', Side: 'liabilities', Amount: 2500 },
    { Id: 7, Name: 'Reserves & Surplus', ParentId: 3, Nature: 'equity', Side: 'liabilities', Amount: 1500 },
    { Id: 1, Name: 'Current Assets', ParentId: null, Nature: 'asset', Side: 'assets', Amount: 2500 },
    { Id: 2, Name: 'Cash-in-Hand', ParentId: 1, Nature: 'asset', Side: 'assets', Amount: 2500 },
  ],
  Ledgers: [
    { Id: 11, Name: 'Capital', GroupId: 3, Amount: 1000, IsProfitAndLoss: false },
    { Id: 15, Name: 'Profit & Loss A/c', GroupId: 7, Amount: 1500, IsProfitAndLoss: true },
    { Id: 10, Name: 'Cash', GroupId: 2, Amount: 2500, IsProfitAndLoss: false },
  ],
  ProfitAndLoss: { LedgerId: 15, Opening: 0, CurrentPeriod: 1500, Amount: 1500 },
  OpeningDifference: 0,
  LiabilitiesTotal: 2500,
  AssetsTotal: 2500,
};
