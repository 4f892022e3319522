import { AgeingPage } from '../../accounting/ledger-reports/ageing-page.tsx';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-ageing', withQueries(AgeingPage), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
  docs: {
    description:
      'Receivables or payables by bill as on a day: each party’s outstanding bills in 0–30, 31–60, 61–90 and over 90 days and on account, the totals of every matching party, by party name and group, with export and print; a party opens its general ledger.',
  },
});
