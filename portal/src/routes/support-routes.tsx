import { SUPPORT_ROUTES } from '@backoffice/shared/support/support-ticket';
import { useNavigate } from '@backoffice/widgets/core/navigation.tsx';
import { lazy, type ReactNode, useEffect } from 'react';
import { Route, useSearch } from 'wouter';
// Static: the ticket form opens from the profile menu on every page.
import '@backoffice/widgets/support/support.css';

const SupportTicketListPage = lazy(() =>
  import('@backoffice/widgets/support/support-ticket-list-page.tsx').then((m) => ({
    default: m.SupportTicketListPage,
  })),
);

const Titled = ({ title, children }: { title: string; children: ReactNode }) => {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return children;
};

/** The open ticket lives in the address (?id=), so a notification's link opens it. */
const TicketsRoute = ({ scope }: { scope: 'company' | 'desk' }) => {
  const navigate = useNavigate();
  const raw = new URLSearchParams(useSearch()).get('id') ?? '';
  const selectedId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const path = scope === 'desk' ? SUPPORT_ROUTES.admin : SUPPORT_ROUTES.list;
  return (
    <SupportTicketListPage
      scope={scope}
      selectedId={selectedId}
      onSelect={(id) => navigate(id === null ? path : `${path}?id=${id}`)}
    />
  );
};

/** The company's support tickets (spec section 2) and the support desk across companies (page 208). */
export const supportRoutes = [
  <Route key="support-list" path={SUPPORT_ROUTES.list}>
    <Titled title="Support Tickets">
      <TicketsRoute scope="company" />
    </Titled>
  </Route>,
  <Route key="support-desk" path={SUPPORT_ROUTES.admin}>
    <Titled title="Support Desk">
      <TicketsRoute scope="desk" />
    </Titled>
  </Route>,
];
