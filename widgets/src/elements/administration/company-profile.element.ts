import { CompanyProfilePage } from '../../company/company-profile-page.tsx';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import pagesCss from '../../styles/pages.css?inline';

defineElement('bo-company-profile', withQueries(CompanyProfilePage), {
  styles: [coreCss, pagesCss],
  docs: {
    description:
      "The signed-in user's company, read-only: names, code, PAN, address, contacts, time zone and active modules.",
  },
});
