import { VoucherDetailElement } from '../../accounting/vouchers/voucher-detail-element.tsx';
import vouchersCss from '../../accounting/vouchers/vouchers.css?inline';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-voucher-detail', withQueries(VoucherDetailElement), {
  props: { voucherId: 'number' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss, vouchersCss],
  docs: {
    description:
      'One voucher: its lines with Dr and Cr totals and the amount in words, its source document, reversal, attachment and history, and Post, Edit, Delete or Cancel as the user may.',
    props: {
      voucherId: 'The voucher to show.',
    },
    events: {
      changed: {
        detail: '{ id: number; voucherNo: string | null; status: string; version: number }',
        description:
          'After each change of the voucher: an action in the element, or a refresh that found it changed.',
      },
      deleted: {
        detail: '{ id: number }',
        description: 'After the draft was deleted in the element; the host page decides where to go.',
      },
    },
  },
});
