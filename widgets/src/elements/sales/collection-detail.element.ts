import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { CollectionDetailElement } from '../../sales/collections/collection-detail-element.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-collection-detail', withQueries(CollectionDetailElement), {
  props: { paymentId: 'number' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
  docs: {
    description:
      "One payment received: its facts, the orders it pays and any advance left, its cheque's actions and its history.",
    props: {
      paymentId: 'The payment to show.',
    },
    events: {
      changed: {
        detail: '{ id: number; receiptNo: string; chequeStatus: string | null; version: number }',
        description:
          'After each change of the payment: an action in the element, or a refresh that found it changed.',
      },
      deleted: {
        detail: '{ id: number }',
        description:
          'The payment was deleted in the element, which then says so: the host page decides where to go.',
      },
    },
  },
});
