import reportsCss from '../../accounting/reports/financial-reports.css?inline';
import { TrialBalancePage } from '../../accounting/reports/trial-balance-page.tsx';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-trial-balance', withQueries(TrialBalancePage), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss, reportsCss],
  docs: {
    description:
      'The trial balance over a period: the ledger group tree with each group’s and ledger’s opening, debits, credits and closing (Dr or Cr) and the totals, for the company, a branch or a cost center; a group opens to its ledgers, a ledger to its general ledger; CSV, Excel and PDF exports and print. Reads From, To, BranchId, CostCenterId, ShowLedgers, ShowZero and GroupId from the page’s address.',
  },
});
