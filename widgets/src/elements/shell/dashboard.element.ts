import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { DashboardPage } from '../../dashboard/dashboard-page.tsx';
import coreCss from '../../styles/core.css?inline';
import mobileBankingCss from '../../styles/mobile-banking.css?inline';
import pagesCss from '../../styles/pages.css?inline';

// mobile-banking.css: the dashboard opens the Account Renew modal for a cooperative.
defineElement('bo-dashboard', withQueries(DashboardPage), {
  styles: [coreCss, pagesCss, mobileBankingCss],
  docs: {
    description:
      "The home page: who is signed in, today's date and today's figures; with mobile banking, the Account Renew popup.",
  },
});
