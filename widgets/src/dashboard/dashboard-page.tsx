import { formatCount } from '@backoffice/shared/format/money.format';
import { dashboardContracts } from '@backoffice/shared/shell/dashboard.contract';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { companyToday } from '../core/company-time.ts';
import { callContract, contractKey } from '../core/contract-client.ts';
import { $userName } from '../core/session.store.ts';
import { AccountRenewPopup } from '../mobile-banking/renewals/account-renew-popup.tsx';
import { useShownDates } from '../ui/shown-dates.ts';
import { AttendanceTodayTiles } from './attendance-today.tsx';
import { BusinessOverview } from './business-overview.tsx';
import { Tile } from './dashboard-tiles.tsx';

/**
 * The home page at /dashboard/admin: who is signed in and today's date, the caller's unread
 * notifications, and how the business is doing today and this month (their own figures for a
 * sales person, dealer or delivery person) and today's attendance, each figure opening the list it
 * counts; with mobile banking, the Account Renew popup, which the renewals figure also opens.
 */
export const DashboardPage = () => {
  const userName = useStore($userName);
  const dates = useShownDates();
  const [renewalsAsked, setRenewalsAsked] = useState(0);
  const today = useQuery({
    queryKey: contractKey(dashboardContracts.today),
    queryFn: ({ signal }) => callContract(dashboardContracts.today, { signal }),
  });
  // The company's day from the server; until it answers, the company's day as the browser reckons it.
  const date = today.data?.Date ?? companyToday();

  return (
    <div className="bo-page bo-dashboard">
      <div className="bo-page-head">
        <div>
          <h1>Dashboard</h1>
          <p className="bo-greeting">{userName ? `Welcome, ${userName}` : 'Welcome'}</p>
          <p className="bo-muted">
            Today is <time dateTime={date}>{dates.day(date)}</time>
          </p>
        </div>
        {today.data ? (
          <ul className="bo-tile-grid bo-dashboard-inbox">
            <Tile
              label="Unread notifications"
              value={formatCount(today.data.UnreadNotifications)}
              icon={Bell}
              href="/core/notifications"
            />
          </ul>
        ) : null}
      </div>
      <BusinessOverview onRenewals={() => setRenewalsAsked((count) => count + 1)} />
      <AttendanceTodayTiles />
      <AccountRenewPopup asked={renewalsAsked} />
    </div>
  );
};
