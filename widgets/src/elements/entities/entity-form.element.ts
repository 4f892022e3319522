import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { EntityFormElement } from '../../entities/entity-elements.tsx';
import '../../entity-form-panels.ts';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';

defineElement('bo-entity-form', withQueries(EntityFormElement), {
  props: { entity: 'string', recordId: 'number' },
  styles: [coreCss, pagesCss, entitiesCss],
  docs: {
    description:
      "The form of a declared entity's record; when editing, also its details, state actions, Delete and audit trail.",
    props: {
      entity: "The entity's declared name (`Notice`; any case).",
      recordId: 'The record to edit; without it, a new record.',
    },
  },
});
