import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { ChalanElement } from '../../sales/orders/chalan-element.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-chalan', withQueries(ChalanElement), {
  props: { deliveryUserId: 'number', date: 'string' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
  docs: {
    description:
      'The chalan: a printable sheet of what one delivery person carries on a day, order by order.',
    props: {
      deliveryUserId:
        "The delivery person shown first (their user id); the sheet's own picker can change it.",
      date: 'The day shown first, YYYY-MM-DD; without it (or malformed), today.',
    },
  },
});
