import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { companyContracts } from '@backoffice/shared/companies/company.contract';
import { ORDER_STATUSES } from '@backoffice/shared/sales/orders/order-pipeline';
import { type BusinessDashboard, dashboardContracts } from '@backoffice/shared/shell/dashboard.contract';
import { attendanceContracts } from '@backoffice/shared/workforce/attendance/attendance.contract';
import { screen, within } from '@testing-library/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../test-support/fake-contract-server.ts';
import { renderScreen } from '../test-support/render-screen.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const figure = (Count: number, Amount: number) => ({ Count, Amount });

/** An office's Mangsir 2083 so far: three days of orders, money in, a bounced cheque, approvals waiting. */
const COMPANY: BusinessDashboard = {
  Date: '2026-11-19',
  Month: { From: '2026-11-17', To: '2026-12-15' },
  Scope: 'company',
  Orders: {
    Today: figure(2, 4500),
    Month: figure(7, 21000.5),
    ByStatus: ORDER_STATUSES.map((Status) => ({ Status, ...figure(Status === 'confirmed' ? 3 : 1, 1000) })),
    ByDay: [
      { Date: '2026-11-17', ...figure(3, 9000) },
      { Date: '2026-11-18', ...figure(2, 7500.5) },
      { Date: '2026-11-19', ...figure(2, 4500) },
    ],
  },
  Collections: {
    Today: figure(1, 1500),
    Month: figure(4, 12000),
    Outstanding: figure(5, 33000),
    ChequesDue: figure(2, 8000),
    ChequesBounced: figure(1, 2500),
  },
  Field: { VisitsToday: 14, SeenLastHour: 3, ActiveSalesPersons: 5 },
  Approvals: { Leaves: 2, BeatPlans: 1, Returns: 0, ActivationRequests: null },
  Renewals: null,
  Company: { ActiveUsers: 10, SignInsToday: 4 },
};

/** A link's address as the portal reads it: path and query. */
const hrefOf = (link: Element) => {
  const url = new URL(link.getAttribute('href') ?? '', 'http://portal.test');
  return `${url.pathname}${url.search}`;
};

const tile = (label: string) => {
  const name = screen.getByText(label, { selector: '.bo-tile-label' });
  const link = name.closest('a');
  if (!link) throw new Error(`${label} is not a link`);
  return link;
};

describe('DashboardPage', () => {
  beforeEach(() => {
    // A company without mobile banking: no renewals popup.
    fakeServer.answer(companyContracts.detail, {
      CompanyId: 1,
      CompanyName: 'Himalayan Traders',
      CompanyCode: 'HT',
      LegalName: 'Himalayan Traders Pvt. Ltd.',
      Address: 'Kathmandu',
      Phone: '01-4000000',
      Email: 'office@example.com',
      PanNumber: '600000001',
      TimeZone: 'Asia/Kathmandu',
      ActiveModules: ['SalesApp'],
    });
    fakeServer.answer(dashboardContracts.today, {
      Date: '2026-11-19',
      SignInsToday: 4,
      ActiveUsers: 10,
      Branches: 1,
      UnreadNotifications: 3,
    });
    // Without Attendance view (or the sales module) there is no attendance figure to ask for.
    fakeServer.answer(permissionContracts.checkAction, false);
  });

  it("shows the office's day and month, each figure opening the list it counts", async () => {
    fakeServer.answer(dashboardContracts.business, COMPANY);
    renderScreen(<DashboardPage />);
    await screen.findByRole('heading', { name: 'Today' });
    expect(hrefOf(tile('Orders today'))).toBe('/salesapp/orders?fromDate=2026-11-19&toDate=2026-11-19');
    expect(within(tile('Orders today')).getByText('Rs 4,500.00')).toBeTruthy();
    expect(hrefOf(tile('Collected'))).toBe('/salesapp/collections?fromDate=2026-11-17&toDate=2026-12-15');
    expect(within(tile('Receivables')).getByText('Rs 33,000.00')).toBeTruthy();
    expect(tile('Cheques bounced').closest('li')?.className).toContain('bo-tile-warn');
    expect(hrefOf(tile('Leaves to approve'))).toBe('/salesapp/leaves?Status=pending');
    expect(within(tile('Seen in the last hour')).getByText('of 5 sales persons')).toBeTruthy();
    expect(within(tile('Sign-ins today')).getByText('10 active users')).toBeTruthy();
    // Activation requests are not the caller's to decide: no figure for them.
    expect(screen.queryByText('Activation requests')).toBeNull();
    const confirmed = screen.getByRole('link', { name: /^3\s*Confirmed$/ });
    expect(hrefOf(confirmed)).toBe('/salesapp/orders?status=confirmed&fromDate=2026-11-17&toDate=2026-12-15');
    // The chart's figures, also as a table.
    const table = screen.getByRole('table', { name: /^Sales by day, / });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(fakeServer.contractCalls(dashboardContracts.business)[0]?.parsedQuery).toEqual({ calendar: 'AD' });
  });

  it('gives a sales person their own day, without the company figures', async () => {
    fakeServer.answer(dashboardContracts.business, {
      ...COMPANY,
      Scope: 'own',
      Company: null,
      Collections: null,
      Approvals: { Leaves: null, BeatPlans: null, Returns: null, ActivationRequests: null },
    });
    renderScreen(<DashboardPage />);
    await screen.findByRole('heading', { name: 'Your day' });
    expect(screen.queryByText('Sign-ins today')).toBeNull();
    expect(screen.queryByText('Seen in the last hour')).toBeNull();
    expect(screen.queryByText('Receivables')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Waiting for you' })).toBeNull();
    expect(screen.getByRole('heading', { name: /^Your orders, / })).toBeTruthy();
  });

  it('says why there are no figures when the role may see none of them', async () => {
    fakeServer.answer(dashboardContracts.business, {
      ...COMPANY,
      Scope: 'own',
      Orders: null,
      Collections: null,
      Field: null,
      Company: null,
      Renewals: null,
      Approvals: { Leaves: null, BeatPlans: null, Returns: null, ActivationRequests: null },
    });
    renderScreen(<DashboardPage />);
    expect(await screen.findByText(/^No business figures for your role yet/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your day' })).toBeNull();
  });

  it("shows today's attendance to those who may view it, each figure opening the attendance screen", async () => {
    fakeServer
      .answer(dashboardContracts.business, COMPANY)
      .answer(permissionContracts.checkAction, true)
      .answer(attendanceContracts.today, {
        Date: '2026-11-19',
        Expected: 12,
        CheckedIn: 9,
        Late: 2,
        OnLeave: 1,
        NotIn: 3,
        Flagged: 1,
        DayOff: null,
      });
    renderScreen(<DashboardPage />);
    await screen.findByRole('heading', { name: 'Attendance today' });
    expect(hrefOf(tile('Checked in'))).toBe('/workforce/attendance');
    expect(within(tile('Checked in')).getByText('of 12 expected')).toBeTruthy();
    expect(hrefOf(tile('Not in yet'))).toBe('/workforce/attendance?tab=notin');
    expect(within(tile('Not in yet')).getByText('1 on leave')).toBeTruthy();
    expect(tile('Flagged check-ins').closest('li')?.className).toContain('bo-tile-warn');
    expect(hrefOf(tile('Flagged check-ins'))).toBe('/workforce/attendance?flagged=true');
  });

  it('says when today is a day off', async () => {
    fakeServer
      .answer(dashboardContracts.business, COMPANY)
      .answer(permissionContracts.checkAction, true)
      .answer(attendanceContracts.today, {
        Date: '2026-11-21',
        Expected: 0,
        CheckedIn: 1,
        Late: 0,
        OnLeave: 0,
        NotIn: 0,
        Flagged: 0,
        DayOff: 'weeklyOff',
      });
    renderScreen(<DashboardPage />);
    await screen.findByRole('heading', { name: 'Attendance today' });
    expect(within(tile('The weekly day off')).getByText('1 in')).toBeTruthy();
    expect(screen.queryByText('Not in yet')).toBeNull();
  });

  it('shows no attendance to those who may not view it', async () => {
    fakeServer.answer(dashboardContracts.business, COMPANY);
    renderScreen(<DashboardPage />);
    await screen.findByRole('heading', { name: 'Today' });
    expect(screen.queryByRole('heading', { name: 'Attendance today' })).toBeNull();
    expect(fakeServer.contractCalls(attendanceContracts.today)).toHaveLength(0);
  });
});
