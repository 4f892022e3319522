import { defineElement } from '../core/define-element.tsx';
import { withQueries } from '../core/with-queries.tsx';
import { CollectionDetailElement } from '../sales/collection-detail-element.tsx';
import coreCss from '../styles/core.css?inline';
import entitiesCss from '../styles/entities.css?inline';
import pagesCss from '../styles/pages.css?inline';
import salesCss from '../styles/sales.css?inline';

defineElement('bo-collection-detail', withQueries(CollectionDetailElement), {
  props: { paymentId: 'number' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
});
