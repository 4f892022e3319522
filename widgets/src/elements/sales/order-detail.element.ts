import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { OrderDetailElement } from '../../sales/orders/order-detail-element.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-order-detail', withQueries(OrderDetailElement), {
  props: { orderId: 'number' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
  docs: {
    description: 'One order: header, lines, totals, the actions open now, its assignment and its history.',
    props: {
      orderId: 'The order to show.',
    },
    events: {
      changed: {
        detail: '{ id: number; orderNo: string; status: string; version: number }',
        description:
          'After each change of the order: an action in the element, or a refresh that found it changed.',
      },
    },
  },
});
