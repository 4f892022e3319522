import vatBooksCss from '../../accounting/vat-books/vat-books.css?inline';
import { VatBooksPage } from '../../accounting/vat-books/vat-books-page.tsx';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-vat-books', withQueries(VatBooksPage), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss, vatBooksCss],
  docs: {
    description:
      'The VAT books of a BS month: the sales book, the purchase book and the monthly VAT return, with a month picker, export (CSV, Excel) and print; each voucher number opens the voucher.',
  },
});
