import { defineElement } from '../core/define-element.tsx';
import { withQueries } from '../core/with-queries.tsx';
import { OrderBoardElement } from '../sales/order-board-element.tsx';
import coreCss from '../styles/core.css?inline';
import entitiesCss from '../styles/entities.css?inline';
import pagesCss from '../styles/pages.css?inline';
import salesCss from '../styles/sales.css?inline';

defineElement('bo-order-board', withQueries(OrderBoardElement), {
  props: { routeId: 'number', areaId: 'number', salesPersonId: 'number', partyId: 'number' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
});
