import invoiceCss from '../../accounting/invoices/tax-invoice.css?inline';
import { TaxInvoiceElement } from '../../accounting/invoices/tax-invoice-element.tsx';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import pagesCss from '../../styles/pages.css?inline';

defineElement('bo-tax-invoice', withQueries(TaxInvoiceElement), {
  props: { voucherId: 'number' },
  styles: [coreCss, pagesCss, invoiceCss],
  docs: {
    description:
      'The printable tax invoice of a posted or cancelled sales voucher (A4 or A5); Print counts the print and marks every reprint "Copy of original (n)".',
    props: {
      voucherId: 'The sales voucher whose invoice to show.',
    },
  },
});
