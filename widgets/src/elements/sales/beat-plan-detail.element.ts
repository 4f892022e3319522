import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { BeatPlanDetailElement } from '../../sales/beat-plans/beat-plan-detail-element.tsx';
import beatPlansCss from '../../styles/beat-plans.css?inline';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-beat-plan-detail', withQueries(BeatPlanDetailElement), {
  props: { planId: 'number' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss, beatPlansCss],
  docs: {
    description:
      'One beat plan: its visits by day (each can be excluded), the actions open now (approve, cancel, edit, delete), its facts and its history.',
    props: {
      planId: 'The beat plan to show.',
    },
    events: {
      changed: {
        detail: '{ id: number; planNo: string; status: string; version: number }',
        description:
          'After each change of the plan: an action in the element, or a refresh that found it changed.',
      },
    },
  },
});
