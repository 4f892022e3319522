import { defineElement } from '../core/define-element.tsx';
import { withQueries } from '../core/with-queries.tsx';
import { CollectionFormElement } from '../sales/collection-form-element.tsx';
import coreCss from '../styles/core.css?inline';
import entitiesCss from '../styles/entities.css?inline';
import pagesCss from '../styles/pages.css?inline';
import salesCss from '../styles/sales.css?inline';

defineElement('bo-collection-form', withQueries(CollectionFormElement), {
  props: { paymentId: 'number', partyId: 'number' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
});
