import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { OrderBoardElement } from '../../sales/orders/board/order-board-element.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-order-board', withQueries(OrderBoardElement), {
  props: { routeId: 'number', areaId: 'number', salesPersonId: 'number', partyId: 'number' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
  docs: {
    description:
      "The order pipeline as a board: a column per status with its count and total, cards with the actions allowed now, the list's filters; refreshed when an order changes.",
    props: {
      routeId: 'The route filter to start with (its id).',
      areaId: 'The area filter to start with (its id).',
      salesPersonId: 'The sales person filter to start with (their id).',
      partyId: 'The party filter to start with (its id).',
    },
    events: {
      'order-action': {
        detail: '{ id: number; action: string; status: string }',
        description:
          "After each successful action on a card: the order, the action and the order's new status.",
      },
    },
  },
});
