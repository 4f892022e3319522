import { VOUCHER_TYPES } from '@backoffice/shared/accounting/voucher';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { ENTITIES } from '@backoffice/shared/entities/entity-registry';
import { CompanyProfilePage } from '@backoffice/widgets/company/company-profile-page.tsx';
import { AppLink } from '@backoffice/widgets/core/navigation.tsx';
import { queryClient } from '@backoffice/widgets/core/query-client.ts';
import { DashboardPage } from '@backoffice/widgets/dashboard/dashboard-page.tsx';
import { NotificationListPage } from '@backoffice/widgets/notifications/notification-list-page.tsx';
import { ShellLayout } from '@backoffice/widgets/shell/shell-layout.tsx';
import { Loader } from '@backoffice/widgets/ui/loader.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { CompanyFromAddress } from '../company-from-address.tsx';
import { booksRoutes } from './books-routes.tsx';
import { supportRoutes } from './support-routes.tsx';
import { trackingRoutes } from './tracking-routes.tsx';
import { workforceRoutes } from './workforce-routes.tsx';
import '@backoffice/widgets/styles/entities.css';
import '@backoffice/widgets/styles/sales.css';
import '@backoffice/widgets/styles/beat-plans.css';
import '@backoffice/widgets/styles/mobile-banking.css';
import '@backoffice/widgets/styles/mobile-banking-charges.css';
import '@backoffice/widgets/styles/mobile-banking-settings.css';
import '@backoffice/widgets/accounting/vouchers/vouchers.css';
import { readDetailAddress } from '@backoffice/widgets/mobile-banking/activation-paths.ts';

const titled = (title: string, Page: ComponentType) => {
  const TitledPage = () => {
    useEffect(() => {
      document.title = title;
    }, []);
    return <Page />;
  };
  return TitledPage;
};

const Titled = ({ title, children }: { title: string; children: ReactNode }) => {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return children;
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

// The generated screens bring the table, virtualiser and schemas: loaded when one opens.
const EntityListPage = lazy(() =>
  import('@backoffice/widgets/entities/list/entity-list-page.tsx').then((m) => ({
    default: m.EntityListPage,
  })),
);
const EntityFormPage = lazy(() =>
  Promise.all([
    import('@backoffice/widgets/entities/form/entity-form-page.tsx'),
    // The domains' panels on the form (role permissions, user roles), loaded with it.
    import('@backoffice/widgets/entity-form-panels.ts'),
  ]).then(([m]) => ({ default: m.EntityFormPage })),
);

const SiteInfoPage = lazy(() =>
  import('@backoffice/widgets/administration/site-info-page.tsx').then((m) => ({ default: m.SiteInfoPage })),
);

// The order screens: hand-written, each loaded when first opened.
const OrderListPage = lazy(() =>
  import('@backoffice/widgets/sales/orders/order-list-page.tsx').then((m) => ({ default: m.OrderListPage })),
);
const OrderBoardPage = lazy(() =>
  import('@backoffice/widgets/sales/orders/board/order-board-page.tsx').then((m) => ({
    default: m.OrderBoardPage,
  })),
);
const OrderDetailPage = lazy(() =>
  import('@backoffice/widgets/sales/orders/order-detail-page.tsx').then((m) => ({
    default: m.OrderDetailPage,
  })),
);
const OrderFormPage = lazy(() =>
  import('@backoffice/widgets/sales/orders/form/order-form-page.tsx').then((m) => ({
    default: m.OrderFormPage,
  })),
);
const ChalanPage = lazy(() =>
  import('@backoffice/widgets/sales/orders/chalan-page.tsx').then((m) => ({ default: m.ChalanPage })),
);

// Money in: returns, collections and the party statement, hand-written like the orders.
const ReturnListPage = lazy(() =>
  import('@backoffice/widgets/sales/returns/return-list-page.tsx').then((m) => ({
    default: m.ReturnListPage,
  })),
);
const ReturnFormPage = lazy(() =>
  import('@backoffice/widgets/sales/returns/return-form-page.tsx').then((m) => ({
    default: m.ReturnFormPage,
  })),
);
const ReturnDetailPage = lazy(() =>
  import('@backoffice/widgets/sales/returns/return-detail-page.tsx').then((m) => ({
    default: m.ReturnDetailPage,
  })),
);
const ReturnEditPage = lazy(() =>
  import('@backoffice/widgets/sales/returns/return-edit-page.tsx').then((m) => ({
    default: m.ReturnEditPage,
  })),
);
const CollectionListPage = lazy(() =>
  import('@backoffice/widgets/sales/collections/collection-list-page.tsx').then((m) => ({
    default: m.CollectionListPage,
  })),
);
const CollectionFormPage = lazy(() =>
  import('@backoffice/widgets/sales/collections/collection-form-page.tsx').then((m) => ({
    default: m.CollectionFormPage,
  })),
);
const CollectionDetailPage = lazy(() =>
  import('@backoffice/widgets/sales/collections/collection-detail-page.tsx').then((m) => ({
    default: m.CollectionDetailPage,
  })),
);
const CollectionEditPage = lazy(() =>
  import('@backoffice/widgets/sales/collections/collection-edit-page.tsx').then((m) => ({
    default: m.CollectionEditPage,
  })),
);
const PartyStatementPage = lazy(() =>
  import('@backoffice/widgets/sales/statements/party-statement-page.tsx').then((m) => ({
    default: m.PartyStatementPage,
  })),
);
const TaxInvoicePage = lazy(() =>
  import('@backoffice/widgets/accounting/invoices/tax-invoice-route.tsx').then((m) => ({
    default: m.TaxInvoicePage,
  })),
);
// Vouchers: the day book, entry (new or a draft) and one voucher, loaded when first opened.
const DayBookPage = lazy(() =>
  import('@backoffice/widgets/accounting/vouchers/day-book-page.tsx').then((m) => ({
    default: m.DayBookPage,
  })),
);
const VoucherEntryPage = lazy(() =>
  import('@backoffice/widgets/accounting/vouchers/voucher-entry-page.tsx').then((m) => ({
    default: m.VoucherEntryPage,
  })),
);
const VoucherDetailPage = lazy(() =>
  import('@backoffice/widgets/accounting/vouchers/voucher-detail-page.tsx').then((m) => ({
    default: m.VoucherDetailPage,
  })),
);

// Beat plans: hand-written like the orders, loaded when first opened.
const BeatPlanListPage = lazy(() =>
  import('@backoffice/widgets/sales/beat-plans/beat-plan-list-page.tsx').then((m) => ({
    default: m.BeatPlanListPage,
  })),
);
const BeatPlanDetailPage = lazy(() =>
  import('@backoffice/widgets/sales/beat-plans/beat-plan-detail-page.tsx').then((m) => ({
    default: m.BeatPlanDetailPage,
  })),
);
const BeatPlanNewPage = lazy(() =>
  import('@backoffice/widgets/sales/beat-plans/beat-plan-form-page.tsx').then((m) => ({
    default: m.BeatPlanNewPage,
  })),
);
const BeatPlanEditPage = lazy(() =>
  import('@backoffice/widgets/sales/beat-plans/beat-plan-form-page.tsx').then((m) => ({
    default: m.BeatPlanEditPage,
  })),
);

// Mobile banking: activation requests, the SMS outbox, the charges and the settings, loaded when first opened.
const ActivationRequestListPage = lazy(() =>
  import('@backoffice/widgets/mobile-banking/activation-request-list-page.tsx').then((m) => ({
    default: m.ActivationRequestListPage,
  })),
);
const ActivationRequestDetailPage = lazy(() =>
  import('@backoffice/widgets/mobile-banking/activation-request-detail-page.tsx').then((m) => ({
    default: m.ActivationRequestDetailPage,
  })),
);
const SmsOutboxListPage = lazy(() =>
  import('@backoffice/widgets/mobile-banking/sms-outbox-list-page.tsx').then((m) => ({
    default: m.SmsOutboxListPage,
  })),
);
const ChargeListPage = lazy(() =>
  import('@backoffice/widgets/mobile-banking/charge-list-page.tsx').then((m) => ({
    default: m.ChargeListPage,
  })),
);
const MobileBankingSettingsPage = lazy(() =>
  import('@backoffice/widgets/mobile-banking/mobile-banking-settings-page.tsx').then((m) => ({
    default: m.MobileBankingSettingsPage,
  })),
);

const RECORD_ID = /^[1-9]\d{0,9}$/;

/** A record id from the address's query (?orderId=12); anything else is no id. */
const QueryId = ({ name, children }: { name: string; children: (id: number | undefined) => ReactNode }) => {
  const value = new URLSearchParams(useSearch()).get(name) ?? '';
  return children(RECORD_ID.test(value) ? Number(value) : undefined);
};

/** A record's page (an order, a return, a payment) by its id in the address, or Page not found. */
const orderRoute = (path: string, title: string, page: (id: number) => ReactNode) => (
  <Route key={path} path={path}>
    {(params: { id: string }) =>
      RECORD_ID.test(params.id) ? <Titled title={title}>{page(Number(params.id))}</Titled> : <NotFound />
    }
  </Route>
);

/** Orders: the list, a new order, the board and the chalan, then an order and its edit form by id. */
const orderRoutes = [
  <Route key="orders" path="/salesapp/orders">
    <Titled title="Orders">
      <OrderListPage />
    </Titled>
  </Route>,
  <Route key="order-new" path="/salesapp/orders/new">
    <Titled title="New order">
      <OrderFormPage key="new" />
    </Titled>
  </Route>,
  <Route key="order-board" path="/salesapp/order-board">
    <Titled title="Order Board">
      <OrderBoardPage />
    </Titled>
  </Route>,
  <Route key="chalan" path="/salesapp/chalan">
    <Titled title="Chalan">
      <ChalanPage />
    </Titled>
  </Route>,
  orderRoute('/salesapp/orders/:id', 'Order', (id) => <OrderDetailPage key={id} orderId={id} />),
  orderRoute('/salesapp/orders/:id/edit', 'Edit order', (id) => <OrderFormPage key={id} orderId={id} />),
];

/** Returns, collections and statements: lists, new ones (from the address's query), one by id. */
const moneyRoutes = [
  <Route key="returns" path="/salesapp/returns">
    <Titled title="Returns">
      <ReturnListPage />
    </Titled>
  </Route>,
  <Route key="return-new" path="/salesapp/returns/new">
    <Titled title="Return goods">
      <QueryId name="orderId">
        {(orderId) => <ReturnFormPage key={orderId ?? 'pick'} orderId={orderId} />}
      </QueryId>
    </Titled>
  </Route>,
  orderRoute('/salesapp/returns/:id', 'Return', (id) => <ReturnDetailPage key={id} returnId={id} />),
  orderRoute('/salesapp/returns/:id/edit', 'Edit return', (id) => <ReturnEditPage key={id} returnId={id} />),
  <Route key="collections" path="/salesapp/collections">
    <Titled title="Collections">
      <CollectionListPage />
    </Titled>
  </Route>,
  <Route key="collection-new" path="/salesapp/collections/new">
    <Titled title="New collection">
      <QueryId name="partyId">
        {(partyId) => <CollectionFormPage key={partyId ?? 'any'} partyId={partyId} />}
      </QueryId>
    </Titled>
  </Route>,
  orderRoute('/salesapp/collections/:id', 'Collection', (id) => (
    <CollectionDetailPage key={id} paymentId={id} />
  )),
  orderRoute('/salesapp/collections/:id/edit', 'Edit collection', (id) => (
    <CollectionEditPage key={id} paymentId={id} />
  )),
  <Route key="statement" path="/salesapp/statement">
    <Titled title="Party Statement">
      <QueryId name="partyId">{(partyId) => <PartyStatementPage partyId={partyId} />}</QueryId>
    </Titled>
  </Route>,
  orderRoute('/salesapp/parties/:id/statement', 'Party Statement', (id) => (
    <PartyStatementPage partyId={id} />
  )),
  orderRoute('/accounting/vouchers/:id/invoice', 'Tax Invoice', (id) => (
    <TaxInvoicePage key={id} voucherId={id} />
  )),
];

/** A new voucher starts as the address's ?type= (receipt, journal…) when it names one. */
const NewVoucherRoute = () => {
  const asked = new URLSearchParams(useSearch()).get('type');
  const type = VOUCHER_TYPES.find((each) => each === asked);
  return <VoucherEntryPage key={type ?? 'any'} type={type} />;
};

/** The day book, a new voucher, a voucher and its draft's edit form by id. */
const voucherRoutes = [
  <Route key="day-book" path="/accounting/daybook">
    <Titled title="Day Book">
      <DayBookPage />
    </Titled>
  </Route>,
  <Route key="voucher-new" path="/accounting/vouchers/new">
    <Titled title="New voucher">
      <NewVoucherRoute />
    </Titled>
  </Route>,
  orderRoute('/accounting/vouchers/:id', 'Voucher', (id) => <VoucherDetailPage key={id} voucherId={id} />),
  orderRoute('/accounting/vouchers/:id/edit', 'Edit voucher', (id) => (
    <VoucherEntryPage key={id} voucherId={id} />
  )),
];

/** Dealers and delivery persons: the user list starting at that user type (menu.ts says why). */
const peopleRoutes = [
  ['/salesapp/dealers', 'Dealers', 'Dealer', 'dealer'],
  ['/salesapp/delivery-persons', 'Delivery Persons', 'Delivery person', 'deliveryPerson'],
].map(([path = '', title = '', singular = '', userType = '']) => (
  <Route key={path} path={path}>
    <Titled title={title}>
      <EntityListPage
        key={path}
        entity={USER}
        title={title}
        singular={singular}
        presetFilters={{ UserType: userType }}
      />
    </Titled>
  </Route>
));

/** Beat plans: the list, a new plan, then a plan and its edit form by id. */
const beatPlanRoutes = [
  <Route key="beat-plans" path="/salesapp/beat-plans">
    <Titled title="Beat Plans">
      <BeatPlanListPage />
    </Titled>
  </Route>,
  <Route key="beat-plan-new" path="/salesapp/beat-plans/new">
    <Titled title="New beat plan">
      <BeatPlanNewPage />
    </Titled>
  </Route>,
  orderRoute('/salesapp/beat-plans/:id', 'Beat plan', (id) => <BeatPlanDetailPage key={id} planId={id} />),
  orderRoute('/salesapp/beat-plans/:id/edit', 'Edit beat plan', (id) => (
    <BeatPlanEditPage key={id} planId={id} />
  )),
];

/** The spec's detail address takes id, phone and cid from the query; the page checks cid. */
const ActivationDetailRoute = () => {
  const search = useSearch();
  const address = readDetailAddress(search);
  return <ActivationRequestDetailPage key={`${address.id}-${address.cid}`} address={address} />;
};

/** Mobile banking: activation requests (the list, a request at the spec's address), the SMS outbox, the charges, the settings. */
const mobileBankingRoutes = [
  <Route key="activation-requests" path="/mobilebanking/cooperative/activationrequest">
    <Titled title="Activation Requests">
      <ActivationRequestListPage />
    </Titled>
  </Route>,
  <Route key="activation-request" path="/mobilebanking/cooperative/activationrequest/detail">
    <Titled title="Activation request">
      <ActivationDetailRoute />
    </Titled>
  </Route>,
  <Route key="sms-outbox" path="/mobilebanking/cooperative/smsoutbox">
    <Titled title="SMS Outbox">
      <SmsOutboxListPage />
    </Titled>
  </Route>,
  <Route key="charges" path="/mobilebanking/cooperative/charges">
    <Titled title="Charges">
      <ChargeListPage />
    </Titled>
  </Route>,
  <Route key="mobile-banking-settings" path="/mobilebanking/cooperative/settings">
    <Titled title="Mobile Banking Settings">
      <MobileBankingSettingsPage />
    </Titled>
  </Route>,
];

/** Every declared entity: its list at {route}, a new record at {route}/new, a record at {route}/{id}. */
const entityRoutes = (entity: EntityDeclaration) => [
  <Route key={`${entity.name}-list`} path={entity.route}>
    <Titled title={entity.title}>
      <EntityListPage key={entity.name} entity={entity} />
    </Titled>
  </Route>,
  <Route key={`${entity.name}-new`} path={`${entity.route}/new`}>
    <Titled title={entity.title}>
      <EntityFormPage key={`${entity.name}-new`} entity={entity} />
    </Titled>
  </Route>,
  <Route key={`${entity.name}-record`} path={`${entity.route}/:id`}>
    {(params: { id: string }) =>
      RECORD_ID.test(params.id) ? (
        <Titled title={entity.title}>
          <EntityFormPage key={`${entity.name}-${params.id}`} entity={entity} recordId={Number(params.id)} />
        </Titled>
      ) : (
        <NotFound />
      )
    }
  </Route>,
];

/** Pages inside the shell layout (signed in). */
export const ShellRoutes = () => {
  const [path] = useLocation();
  return (
    <QueryClientProvider client={queryClient}>
      <CompanyFromAddress />
      <ShellLayout activePath={path}>
        {/* Inside the layout, so a page's code loading keeps the header and menu on screen. */}
        <Suspense fallback={<Loader />}>
          <Switch>
            <Route path="/dashboard/admin" component={Dashboard} />
            <Route path="/core/notifications" component={Notifications} />
            <Route path="/general/company/profile" component={CompanyProfile} />
            <Route path="/admin/site-info">
              <Titled title="Site Info">
                <SiteInfoPage />
              </Titled>
            </Route>
            {ENTITIES.flatMap(entityRoutes)}
            {orderRoutes}
            {moneyRoutes}
            {voucherRoutes}
            {booksRoutes}
            {beatPlanRoutes}
            {trackingRoutes}
            {workforceRoutes}
            {peopleRoutes}
            {mobileBankingRoutes}
            {supportRoutes}
            <Route path="/">
              <Redirect to="/dashboard/admin" replace />
            </Route>
            <Route component={NotFound} />
          </Switch>
        </Suspense>
      </ShellLayout>
    </QueryClientProvider>
  );
};
