import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';
import { AdvanceOutstandingPage } from '../../workforce/advances/advance-outstanding-page.tsx';

defineElement('bo-advance-outstanding', withQueries(AdvanceOutstandingPage), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
  docs: {
    description:
      'What each person owes on approved advances: approved, repaid and outstanding, the most owed first, searchable by name and paged, with the totals; a field user sees only their own line.',
  },
});
