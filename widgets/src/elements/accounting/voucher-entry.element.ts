import { VoucherEntryElement } from '../../accounting/vouchers/voucher-entry-element.tsx';
import vouchersCss from '../../accounting/vouchers/vouchers.css?inline';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-voucher-entry', withQueries(VoucherEntryElement), {
  props: { voucherId: 'number', voucherType: 'string' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss, vouchersCss],
  docs: {
    description:
      'Voucher entry from the keyboard: type, date, reference, cheque, lines of Dr/Cr, ledger (searched, with its current balance), amount, cost center, bill ref and narration; Enter moves on and offers the balancing line, Ctrl+S saves a draft, Ctrl+Enter saves and posts.',
    props: {
      voucherId: 'The draft voucher to edit; without it, a new voucher.',
      voucherType:
        'For a new voucher, the type it starts as (payment, receipt, contra, journal, sales, purchase, creditNote, debitNote) when the user may create it.',
    },
    events: {
      saved: {
        detail: '{ id: number; voucherNo: string | null; status: string; created: boolean }',
        description:
          "After a save. Cancelable: by default the voucher's page on our server then opens; `preventDefault()` keeps the host page where it is.",
      },
    },
  },
});
