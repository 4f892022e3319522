import { lazy } from 'react';
import { Route } from 'wouter';
import { Titled } from './tracking-routes.tsx';

// Books: the chart of accounts and the cheque register, loaded when first opened.
const ChartOfAccountsPage = lazy(() =>
  import('@backoffice/widgets/accounting/books/chart-of-accounts-page.tsx').then((m) => ({
    default: m.ChartOfAccountsPage,
  })),
);
const ChequeRegisterPage = lazy(() =>
  import('@backoffice/widgets/accounting/books/cheque-register-page.tsx').then((m) => ({
    default: m.ChequeRegisterPage,
  })),
);
const BankReconciliationPage = lazy(() =>
  import('@backoffice/widgets/accounting/bank-reconciliation/bank-reconciliation-route.tsx').then((m) => ({
    default: m.BankReconciliationPage,
  })),
);
const GeneralLedgerPage = lazy(() =>
  import('@backoffice/widgets/accounting/ledger-reports/general-ledger-page.tsx').then((m) => ({
    default: m.GeneralLedgerPage,
  })),
);
const CashBankBookPage = lazy(() =>
  import('@backoffice/widgets/accounting/ledger-reports/cash-bank-book-page.tsx').then((m) => ({
    default: m.CashBankBookPage,
  })),
);
const AgeingPage = lazy(() =>
  import('@backoffice/widgets/accounting/ledger-reports/ageing-page.tsx').then((m) => ({
    default: m.AgeingPage,
  })),
);
const CostCenterSummaryPage = lazy(() =>
  import('@backoffice/widgets/accounting/ledger-reports/cost-center-summary-page.tsx').then((m) => ({
    default: m.CostCenterSummaryPage,
  })),
);
// The final statements: trial balance, profit and loss account, balance sheet.
const TrialBalancePage = lazy(() =>
  import('@backoffice/widgets/accounting/reports/trial-balance-page.tsx').then((m) => ({
    default: m.TrialBalancePage,
  })),
);
const ProfitAndLossPage = lazy(() =>
  import('@backoffice/widgets/accounting/reports/profit-and-loss-page.tsx').then((m) => ({
    default: m.ProfitAndLossPage,
  })),
);
const BalanceSheetPage = lazy(() =>
  import('@backoffice/widgets/accounting/reports/balance-sheet-page.tsx').then((m) => ({
    default: m.BalanceSheetPage,
  })),
);
const VatBooksPage = lazy(() =>
  import('@backoffice/widgets/accounting/vat-books/vat-books-route.tsx').then((m) => ({
    default: m.VatBooksPage,
  })),
);
const YearEndPage = lazy(() =>
  import('@backoffice/widgets/accounting/year-end/year-end-page.tsx').then((m) => ({
    default: m.YearEndPage,
  })),
);
const IrdBillingPage = lazy(() =>
  import('@backoffice/widgets/accounting/ird-billing/ird-billing-page.tsx').then((m) => ({
    default: m.IrdBillingPage,
  })),
);

/** The chart of accounts, the cheque register (it reads its filters from the address), the VAT books and the year end. */
export const booksRoutes = [
  <Route key="chart-of-accounts" path="/accounting/chart">
    <Titled title="Chart of Accounts">
      <ChartOfAccountsPage />
    </Titled>
  </Route>,
  <Route key="cheque-register" path="/accounting/cheques">
    <Titled title="Cheque Register">
      <ChequeRegisterPage />
    </Titled>
  </Route>,
  <Route key="bank-reconciliation" path="/accounting/bank-reconciliation">
    <Titled title="Bank Reconciliation">
      <BankReconciliationPage />
    </Titled>
  </Route>,
  <Route key="general-ledger" path="/accounting/reports/ledger">
    <Titled title="General Ledger">
      <GeneralLedgerPage />
    </Titled>
  </Route>,
  <Route key="cash-bank-books" path="/accounting/reports/cash-bank">
    <Titled title="Cash and Bank Books">
      <CashBankBookPage />
    </Titled>
  </Route>,
  <Route key="ageing" path="/accounting/reports/ageing">
    <Titled title="Ageing by Bill">
      <AgeingPage />
    </Titled>
  </Route>,
  <Route key="cost-center-summary" path="/accounting/reports/cost-centers">
    <Titled title="Cost Center Summary">
      <CostCenterSummaryPage />
    </Titled>
  </Route>,
  <Route key="trial-balance" path="/accounting/reports/trial-balance">
    <Titled title="Trial Balance">
      <TrialBalancePage />
    </Titled>
  </Route>,
  <Route key="profit-and-loss" path="/accounting/reports/profit-and-loss">
    <Titled title="Profit & Loss A/c">
      <ProfitAndLossPage />
    </Titled>
  </Route>,
  <Route key="balance-sheet" path="/accounting/reports/balance-sheet">
    <Titled title="Balance Sheet">
      <BalanceSheetPage />
    </Titled>
  </Route>,
  <Route key="vat-books" path="/accounting/vat">
    <Titled title="VAT Books">
      <VatBooksPage />
    </Titled>
  </Route>,
  <Route key="year-end" path="/accounting/year-end">
    <Titled title="Year End">
      <YearEndPage />
    </Titled>
  </Route>,
  <Route key="ird-billing" path="/accounting/ird">
    <Titled title="IRD Billing">
      <IrdBillingPage />
    </Titled>
  </Route>,
];
