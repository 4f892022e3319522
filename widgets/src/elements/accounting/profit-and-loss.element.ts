import reportsCss from '../../accounting/reports/financial-reports.css?inline';
import { ProfitAndLossPage } from '../../accounting/reports/profit-and-loss-page.tsx';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-profit-and-loss', withQueries(ProfitAndLossPage), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss, reportsCss],
  docs: {
    description:
      'The profit and loss account over a period in Tally’s layout: the trading groups and the gross profit, then the indirect incomes and expenses and the net profit, optionally beside the same period a year before; exports and print. Reads From, To, BranchId, CostCenterId, ShowLedgers and Compare from the page’s address.',
  },
});
