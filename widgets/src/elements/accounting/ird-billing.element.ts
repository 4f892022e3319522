import { IrdBillingPage } from '../../accounting/ird-billing/ird-billing-page.tsx';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-ird-billing', withQueries(IrdBillingPage), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
  docs: {
    description:
      'IRD billing: the settings of the link to the IRD’s billing system (on or off, realtime or batch, the credentials; the password is never shown) and the outbox of sales invoices and credit notes with their states, last answers and Resend.',
  },
});
