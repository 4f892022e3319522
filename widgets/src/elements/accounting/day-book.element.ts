import { DayBookPage } from '../../accounting/vouchers/day-book-page.tsx';
import vouchersCss from '../../accounting/vouchers/vouchers.css?inline';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-day-book', withQueries(DayBookPage), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss, vouchersCss],
  docs: {
    description:
      'The day book: vouchers by type, status, dates, ledger and search, sortable and paged, with the page total and an export; a row opens the voucher.',
  },
});
