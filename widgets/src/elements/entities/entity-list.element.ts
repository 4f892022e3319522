import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { EntityListElement } from '../../entities/entity-elements.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';

defineElement('bo-entity-list', withQueries(EntityListElement), {
  props: { entity: 'string' },
  styles: [coreCss, pagesCss, entitiesCss],
  docs: {
    description:
      'The list screen of a declared entity: search, its filters, a sortable table, pages, CSV and Excel export (and import where declared), and Add.',
    props: {
      entity: "The entity's declared name (`Notice`; any case).",
    },
  },
});
