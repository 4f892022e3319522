import { ChartOfAccountsPage } from '../../accounting/books/chart-of-accounts-page.tsx';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-chart-of-accounts', withQueries(ChartOfAccountsPage), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
  docs: {
    description:
      'The chart of accounts: the ledger group tree with every group’s and ledger’s closing balance as on a chosen day, the debit and credit totals and a warning when the opening balances do not balance; a ledger opens its day book.',
  },
});
