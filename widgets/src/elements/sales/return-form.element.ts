import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { ReturnFormElement } from '../../sales/returns/return-form-element.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-return-form', withQueries(ReturnFormElement), {
  props: { returnId: 'number', orderId: 'number' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
  docs: {
    description:
      'The return form: goods of a delivered order coming back; with return-id it corrects a pending return.',
    props: {
      returnId: 'The pending return to correct; without it, a new return.',
      orderId: 'For a new return, the order whose goods come back; without it, the element asks which order.',
    },
    events: {
      saved: {
        detail: '{ id: number; returnNo: string; status: string; created: boolean }',
        description:
          "After a save. Cancelable: by default the return's page on our server then opens; `preventDefault()` keeps the host page where it is.",
      },
    },
  },
});
