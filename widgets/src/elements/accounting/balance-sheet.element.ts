import { BalanceSheetPage } from '../../accounting/reports/balance-sheet-page.tsx';
import reportsCss from '../../accounting/reports/financial-reports.css?inline';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-balance-sheet', withQueries(BalanceSheetPage), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss, reportsCss],
  docs: {
    description:
      'The balance sheet as on a day: liabilities and capital beside assets, groups with their ledgers, the year’s profit on the Profit & Loss A/c under capital, both totals equal; exports and print. Reads To, BranchId, ShowLedgers and ShowZero from the page’s address.',
  },
});
