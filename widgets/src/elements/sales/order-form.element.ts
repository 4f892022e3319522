import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { OrderFormElement } from '../../sales/orders/form/order-form-element.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-order-form', withQueries(OrderFormElement), {
  props: { orderId: 'number' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
  docs: {
    description: 'The order form: a new order, or with order-id, changes to an order not yet past Confirmed.',
    props: {
      orderId: 'The order to change; without it, a new order.',
    },
    events: {
      saved: {
        detail: '{ id: number; orderNo: string; status: string; created: boolean }',
        description:
          "After a save. Cancelable: by default the order's page on our server then opens; `preventDefault()` keeps the host page where it is.",
      },
    },
  },
});
