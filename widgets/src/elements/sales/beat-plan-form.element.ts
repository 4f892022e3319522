import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { BeatPlanFormElement } from '../../sales/beat-plans/beat-plan-form-element.tsx';
import beatPlansCss from '../../styles/beat-plans.css?inline';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-beat-plan-form', withQueries(BeatPlanFormElement), {
  props: { planId: 'number' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss, beatPlansCss],
  docs: {
    description:
      "The beat plan form: a sales person's month of visits, day by day; with plan-id it changes a pending plan, without it makes a new one.",
    props: {
      planId: 'The pending plan to change; without it, a new plan.',
    },
    events: {
      saved: {
        detail: '{ id: number; planNo: string; status: string; created: boolean }',
        description:
          "After a save. Cancelable: by default the plan's page on our server then opens; `preventDefault()` keeps the host page where it is.",
      },
    },
  },
});
