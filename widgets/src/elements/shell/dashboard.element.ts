import uplotCss from 'uplot/dist/uPlot.min.css?inline';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { DashboardPage } from '../../dashboard/dashboard-page.tsx';
import coreCss from '../../styles/core.css?inline';
import dashboardCss from '../../styles/dashboard.css?inline';
import mobileBankingCss from '../../styles/mobile-banking.css?inline';
import pagesCss from '../../styles/pages.css?inline';

// mobile-banking.css: the dashboard opens the Account Renew modal for a cooperative.
defineElement('bo-dashboard', withQueries(DashboardPage), {
  styles: [coreCss, pagesCss, dashboardCss, mobileBankingCss, uplotCss],
  docs: {
    description:
      "The home page: who is signed in, today's date, and how the business is doing today and this month (the person's own figures for a sales person, dealer or delivery person), each figure opening the list it counts; with mobile banking, the Account Renew popup.",
  },
});
