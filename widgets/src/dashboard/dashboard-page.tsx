import { formatCount } from '@backoffice/shared/format/money.format';
import { type DashboardToday, dashboardContracts } from '@backoffice/shared/shell/dashboard.contract';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { Bell, Building2, LogIn, type LucideIcon, Users } from 'lucide-react';
import { companyToday } from '../core/company-time.ts';
import { callContract, contractKey } from '../core/contract-client.ts';
import { AppLink } from '../core/navigation.tsx';
import { $calendarMode } from '../core/preferences.store.ts';
import { $userName } from '../core/session.store.ts';
import { AccountRenewPopup } from '../mobile-banking/renewals/account-renew-popup.tsx';
import { QueryProblem } from '../ui/load-problem.tsx';
import { shownDay } from '../ui/shown-dates.ts';

type Figure = Exclude<keyof DashboardToday, 'Date'>;

interface FigureCard {
  figure: Figure;
  label: string;
  icon: LucideIcon;
  /** Where the card leads, with the link's own words. */
  link?: { href: string; text: string };
}

const FIGURE_CARDS: FigureCard[] = [
  { figure: 'SignInsToday', label: 'Sign-ins today', icon: LogIn },
  { figure: 'ActiveUsers', label: 'Active users', icon: Users },
  { figure: 'Branches', label: 'Branches', icon: Building2 },
  {
    figure: 'UnreadNotifications',
    label: 'Unread notifications',
    icon: Bell,
    link: { href: '/core/notifications', text: 'View notifications' },
  },
];

/**
 * The home page at /dashboard/admin: who is signed in, today's date, and today's figures; with
 * mobile banking, the Account Renew popup.
 */
export const DashboardPage = () => {
  const userName = useStore($userName);
  const calendarMode = useStore($calendarMode);
  const today = useQuery({
    queryKey: contractKey(dashboardContracts.today),
    queryFn: ({ signal }) => callContract(dashboardContracts.today, { signal }),
  });
  // The company's day from the server; until it answers, the browser's own day.
  const date = today.data?.Date ?? companyToday();

  return (
    <div className="bo-page">
      <div className="bo-page-head">
        <div>
          <h1>Dashboard</h1>
          <p className="bo-greeting">{userName ? `Welcome, ${userName}` : 'Welcome'}</p>
          <p className="bo-muted">
            Today is <time dateTime={date}>{shownDay(date, calendarMode)}</time>
          </p>
        </div>
      </div>

      <section aria-labelledby="bo-dashboard-figures">
        <h2 id="bo-dashboard-figures" className="bo-sr-only">
          Today's figures
        </h2>
        <p className="bo-sr-only" role="status">
          {today.isPending ? "Loading today's figures" : ''}
        </p>
        {today.isError ? (
          <QueryProblem query={today} />
        ) : (
          <dl className="bo-stat-grid" aria-busy={today.isPending}>
            {FIGURE_CARDS.map(({ figure, label, icon: Icon, link }) => (
              <div key={figure} className={link ? 'bo-stat-card bo-stat-card-linked' : 'bo-stat-card'}>
                <dt className="bo-stat-label">
                  <span className="bo-stat-icon" aria-hidden="true">
                    <Icon size={20} />
                  </span>
                  {label}
                </dt>
                <dd className="bo-stat-value">
                  {today.data ? formatCount(today.data[figure]) : <span className="bo-skeleton" />}
                </dd>
                {link ? (
                  <dd className="bo-stat-link">
                    <AppLink href={link.href}>{link.text}</AppLink>
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
        )}
      </section>
      <AccountRenewPopup />
    </div>
  );
};
