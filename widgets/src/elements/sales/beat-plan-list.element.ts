import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { BeatPlanListPage } from '../../sales/beat-plans/beat-plan-list-page.tsx';
import beatPlansCss from '../../styles/beat-plans.css?inline';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-beat-plan-list', withQueries(BeatPlanListPage), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss, beatPlansCss],
  docs: {
    description:
      'Beat plans in a table: status tabs, sales person, year, month and search, pages; a row opens the plan.',
  },
});
