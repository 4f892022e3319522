import { YearEndPage } from '../../accounting/year-end/year-end-page.tsx';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-year-end', withQueries(YearEndPage), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
  docs: {
    description:
      'The year end: the company’s fiscal years with their status; an open year closes after a preview of its profit or loss, the ledgers carried into the next year and what stops it, and the latest closed year reopens with a reason.',
  },
});
