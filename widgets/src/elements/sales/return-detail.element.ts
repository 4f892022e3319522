import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { ReturnDetailElement } from '../../sales/returns/return-detail-element.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-return-detail', withQueries(ReturnDetailElement), {
  props: { returnId: 'number' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
  docs: {
    description:
      'One order return: its lines and worth, Verify and Cancel while pending, its facts and its history.',
    props: {
      returnId: 'The return to show.',
    },
    events: {
      changed: {
        detail: '{ id: number; returnNo: string; status: string; version: number }',
        description:
          'After each change of the return: an action in the element, or a refresh that found it changed.',
      },
    },
  },
});
