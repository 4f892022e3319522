import { CostCenterSummaryPage } from '../../accounting/ledger-reports/cost-center-summary-page.tsx';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-cost-center-summary', withQueries(CostCenterSummaryPage), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
  docs: {
    description:
      'Each cost center’s income, expense and net over a period, with the lines carrying no cost center, each opening its ledgers and a ledger its general ledger for the cost center; with export and print.',
  },
});
