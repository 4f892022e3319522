import { SiteInfoPage } from '../../administration/site-info-page.tsx';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';

defineElement('bo-site-info', withQueries(SiteInfoPage), {
  styles: [coreCss, pagesCss, entitiesCss],
  docs: {
    description: "The company's logo, shown on the login page and in the header: replace it or remove it.",
  },
});
