import { CompanyProfilePage } from '@backoffice/widgets/company/company-profile-page.tsx';
import { AppLink } from '@backoffice/widgets/core/navigation.tsx';
import { queryClient } from '@backoffice/widgets/core/query-client.ts';
import { DashboardPage } from '@backoffice/widgets/dashboard/dashboard-page.tsx';
import { NotificationListPage } from '@backoffice/widgets/notifications/notification-list-page.tsx';
import { ShellLayout } from '@backoffice/widgets/shell/shell-layout.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { CompanyFromAddress } from '../company-from-address.tsx';

const titled = (title: string, Page: ComponentType) => {
  const TitledPage = () => {
    useEffect(() => {
      document.title = title;
    }, []);
    return <Page />;
  };
  return TitledPage;
};

const NotFoundPage = () => (
  <section className="bo-page">
    <h1>Page not found</h1>
    <p className="bo-muted">This address does not lead to a page you can open.</p>
    <AppLink href="/dashboard/admin">Go to the dashboard</AppLink>
  </section>
);

const Dashboard = titled('Dashboard', DashboardPage);
const Notifications = titled('Notifications', NotificationListPage);
const CompanyProfile = titled('Company Profile', CompanyProfilePage);
const NotFound = titled('Page not found', NotFoundPage);

/** Pages inside the shell layout (signed in). */
export const ShellRoutes = () => {
  const [path] = useLocation();
  return (
    <QueryClientProvider client={queryClient}>
      <CompanyFromAddress />
      <ShellLayout activePath={path}>
        <Switch>
          <Route path="/dashboard/admin" component={Dashboard} />
          <Route path="/core/notifications" component={Notifications} />
          <Route path="/general/company/profile" component={CompanyProfile} />
          <Route path="/">
            <Redirect to="/dashboard/admin" replace />
          </Route>
          <Route component={NotFound} />
        </Switch>
      </ShellLayout>
    </QueryClientProvider>
  );
};
