import reconciliationCss from '../../accounting/bank-reconciliation/bank-reconciliation.css?inline';
import { BankReconciliationPage } from '../../accounting/bank-reconciliation/bank-reconciliation-page.tsx';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-bank-reconciliation', withQueries(BankReconciliationPage), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss, reconciliationCss],
  docs: {
    description:
      'Bank reconciliation of a bank account: import the bank’s CSV statement with a column mapping saved per bank, match its lines with the books automatically or by hand, set clearance dates, and the reconciliation statement as on a day with export and print.',
  },
});
