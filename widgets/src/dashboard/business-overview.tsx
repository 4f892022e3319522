import { monthOfDay, monthTitle } from '@backoffice/shared/calendar/calendar-entry';
import { formatCount } from '@backoffice/shared/format/money.format';
import { ORDER_STATUSES } from '@backoffice/shared/sales/orders/order-pipeline';
import { type BusinessDashboard, dashboardContracts } from '@backoffice/shared/shell/dashboard.contract';
import { useQuery } from '@tanstack/react-query';
import {
  AlertTriangle,
  CalendarOff,
  ClipboardList,
  FileCheck2,
  HandCoins,
  LogIn,
  MapPin,
  PackageMinus,
  RefreshCw,
  Route,
  ScrollText,
  Store,
  Users,
  Wallet,
} from 'lucide-react';
import { callContract, contractKey } from '../core/contract-client.ts';
import { AppLink } from '../core/navigation.tsx';
import { formatRupees, statusLabel } from '../sales/orders/order-format.ts';
import { QueryProblem } from '../ui/load-problem.tsx';
import { Loader } from '../ui/loader.tsx';
import { useShownDates } from '../ui/shown-dates.ts';
import { countOf, listHref, Tile, TileGroup } from './dashboard-tiles.tsx';
import { type DayFigure, SalesByDayChart } from './sales-by-day-chart.tsx';

const ORDERS = '/salesapp/orders';
const COLLECTIONS = '/salesapp/collections';

/** How the business is doing today and this month, each figure opening the list it counts. */
export const BusinessOverview = ({ onRenewals }: { onRenewals: () => void }) => {
  const dates = useShownDates();
  const business = useQuery({
    queryKey: contractKey(dashboardContracts.business, { calendar: dates.mode }),
    queryFn: ({ signal }) =>
      callContract(dashboardContracts.business, { query: { calendar: dates.mode }, signal }),
  });
  if (business.isPending) return <Loader label="Loading the business figures" />;
  if (business.isError) return <QueryProblem query={business} />;
  return <Figures data={business.data} day={dates.day} mode={dates.mode} onRenewals={onRenewals} />;
};

const Figures = ({
  data,
  day,
  mode,
  onRenewals,
}: {
  data: BusinessDashboard;
  day: (value: string) => string;
  mode: 'AD' | 'BS';
  onRenewals: () => void;
}) => {
  const { Date: today, Month: month, Orders: orders, Collections: money, Field: field } = data;
  const shownMonth = monthOfDay(month.From, mode);
  const monthName = shownMonth ? monthTitle(shownMonth, mode) : 'This month';
  const todayRange = { fromDate: today, toDate: today };
  const monthRange = { fromDate: month.From, toDate: month.To };
  const own = data.Scope === 'own';
  const approvals = data.Approvals;
  const nothing =
    !orders &&
    !money &&
    !field &&
    !data.Company &&
    !data.Renewals &&
    Object.values(approvals).every((count) => count === null);
  if (nothing) {
    return (
      <p className="bo-empty">
        No business figures for your role yet: they show here once it may see orders, collections or visits.
      </p>
    );
  }

  return (
    <div className="bo-business">
      <TileGroup title={own ? 'Your day' : 'Today'}>
        {[
          orders && (
            <Tile
              key="orders"
              label="Orders today"
              value={formatCount(orders.Today.Count)}
              detail={formatRupees(orders.Today.Amount)}
              icon={ClipboardList}
              href={listHref(ORDERS, todayRange)}
            />
          ),
          money && (
            <Tile
              key="collected"
              label="Collected today"
              value={formatRupees(money.Today.Amount)}
              detail={countOf(money.Today.Count, 'payment', 'payments')}
              icon={HandCoins}
              href={listHref(COLLECTIONS, todayRange)}
            />
          ),
          field && (
            <Tile
              key="visits"
              label="Visits today"
              value={formatCount(field.VisitsToday)}
              icon={Store}
              href={listHref('/salesapp/visits', todayRange)}
            />
          ),
          field && !own && (
            <Tile
              key="seen"
              label="Seen in the last hour"
              value={formatCount(field.SeenLastHour)}
              detail={`of ${countOf(field.ActiveSalesPersons, 'sales person', 'sales persons')}`}
              icon={MapPin}
              href="/salesapp/tracking/live"
            />
          ),
          data.Company && (
            <Tile
              key="sign-ins"
              label="Sign-ins today"
              value={formatCount(data.Company.SignInsToday)}
              detail={`${countOf(data.Company.ActiveUsers, 'active user', 'active users')}`}
              icon={LogIn}
              href="/admin/users"
            />
          ),
        ]}
      </TileGroup>

      <TileGroup title={monthName}>
        {[
          orders && (
            <Tile
              key="orders-month"
              label="Orders"
              value={formatRupees(orders.Month.Amount)}
              detail={countOf(orders.Month.Count, 'order', 'orders')}
              icon={ClipboardList}
              href={listHref(ORDERS, monthRange)}
            />
          ),
          money && (
            <Tile
              key="collected-month"
              label="Collected"
              value={formatRupees(money.Month.Amount)}
              detail={countOf(money.Month.Count, 'payment', 'payments')}
              icon={Wallet}
              href={listHref(COLLECTIONS, monthRange)}
            />
          ),
          money && (
            <Tile
              key="receivables"
              label="Receivables"
              value={formatRupees(money.Outstanding.Amount)}
              detail={`owed on ${countOf(money.Outstanding.Count, 'order', 'orders')}`}
              icon={ScrollText}
              href={listHref(ORDERS, { status: 'delivered' })}
            />
          ),
          money && (
            <Tile
              key="cheques-due"
              label="Cheques due this week"
              value={formatCount(money.ChequesDue.Count)}
              detail={formatRupees(money.ChequesDue.Amount)}
              icon={FileCheck2}
              href={listHref(COLLECTIONS, { method: 'cheque' })}
            />
          ),
          money && (
            <Tile
              key="bounced"
              label="Cheques bounced"
              value={formatCount(money.ChequesBounced.Count)}
              detail={formatRupees(money.ChequesBounced.Amount)}
              icon={AlertTriangle}
              href={listHref(COLLECTIONS, { chequeStatus: 'bounced', ...monthRange })}
              warn={money.ChequesBounced.Count > 0}
            />
          ),
        ]}
      </TileGroup>

      {orders ? (
        <section className="bo-card bo-orders-month" aria-labelledby="bo-orders-month-title">
          <h2 id="bo-orders-month-title" className="bo-card-title">
            {own ? 'Your orders' : 'Orders'}, {monthName}
          </h2>
          <ul className="bo-status-counts">
            {ORDER_STATUSES.map((status) => {
              const figure = orders.ByStatus.find((row) => row.Status === status);
              return (
                <li key={status}>
                  <AppLink href={listHref(ORDERS, { status, ...monthRange })} className="bo-status-count">
                    <span className="bo-status-count-value">{formatCount(figure?.Count ?? 0)}</span>
                    <span>{statusLabel(status)}</span>
                  </AppLink>
                </li>
              );
            })}
          </ul>
          <SalesByDayChart
            title={`Sales by day, ${monthName}`}
            days={orders.ByDay.map(
              (row): DayFigure => ({
                label: day(row.Date).replace(/^\D+(\d+),.*$/, '$1'),
                name: day(row.Date),
                amount: row.Amount,
                count: row.Count,
              }),
            )}
          />
        </section>
      ) : null}

      <TileGroup title={own ? 'Your requests waiting' : 'Waiting for you'}>
        {[
          approvals.Leaves !== null && (
            <Tile
              key="leaves"
              label={own ? 'Leaves pending' : 'Leaves to approve'}
              value={formatCount(approvals.Leaves)}
              icon={CalendarOff}
              href={listHref('/salesapp/leaves', { Status: 'pending' })}
            />
          ),
          approvals.BeatPlans !== null && (
            <Tile
              key="beat-plans"
              label={own ? 'Beat plans pending' : 'Beat plans to approve'}
              value={formatCount(approvals.BeatPlans)}
              icon={Route}
              href={listHref('/salesapp/beat-plans', { status: 'pending' })}
            />
          ),
          approvals.Returns !== null && (
            <Tile
              key="returns"
              label={own ? 'Returns pending' : 'Returns to verify'}
              value={formatCount(approvals.Returns)}
              icon={PackageMinus}
              href={listHref('/salesapp/returns', { status: 'pending' })}
            />
          ),
          approvals.ActivationRequests !== null && (
            <Tile
              key="activations"
              label="Activation requests"
              value={formatCount(approvals.ActivationRequests)}
              icon={Users}
              href="/mobilebanking/cooperative/activationrequest"
            />
          ),
          data.Renewals && (
            <Tile
              key="renewals"
              label="Renewals due in 30 days"
              value={formatCount(data.Renewals.DueSoon)}
              detail={`${formatCount(data.Renewals.Overdue)} overdue`}
              icon={RefreshCw}
              href={onRenewals}
              warn={data.Renewals.Overdue > 0}
            />
          ),
        ]}
      </TileGroup>
    </div>
  );
};
