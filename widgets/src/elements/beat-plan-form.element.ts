import { defineElement } from '../core/define-element.tsx';
import { withQueries } from '../core/with-queries.tsx';
import { BeatPlanFormElement } from '../sales/beat-plan-form-element.tsx';
import beatPlansCss from '../styles/beat-plans.css?inline';
import coreCss from '../styles/core.css?inline';
import entitiesCss from '../styles/entities.css?inline';
import pagesCss from '../styles/pages.css?inline';
import salesCss from '../styles/sales.css?inline';

defineElement('bo-beat-plan-form', withQueries(BeatPlanFormElement), {
  props: { planId: 'number' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss, beatPlansCss],
});
