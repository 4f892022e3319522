import {
  type DayLogActivity,
  dayLogActivityContracts,
} from '@backoffice/shared/workforce/day-logs/day-log-activity.contract';
import { screen, within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { DayLogActivityPanel } from './day-log-activity-panel.tsx';

const LOG = { Id: 7, LogDate: '2026-11-20', CreatedAt: '', UpdatedAt: '', CreatedByName: null };

const DAY: DayLogActivity = {
  DayLogId: 7,
  UserId: 5,
  LogDate: '2026-11-20',
  Visits: [
    {
      Id: 1,
      CheckInAt: '2026-11-20T04:15:00.000Z',
      CheckOutAt: '2026-11-20T04:45:00.000Z',
      PartyId: 12,
      PartyName: 'Bishnu Traders',
      LocationName: null,
      PurposeName: 'Collection',
    },
  ],
  Orders: [
    {
      Id: 3,
      OrderNo: 'SO-2083/84-000012',
      PartyId: 12,
      PartyName: 'Bishnu Traders',
      TotalAmount: 1500,
      Status: 'confirmed',
    },
  ],
  Collections: [{ Id: 4, ReceiptNo: 'RC-000009', PartyId: 12, PartyName: 'Bishnu Traders', Amount: 250 }],
  Attendance: { CheckInAt: '2026-11-20T03:20:00.000Z', CheckOutAt: null },
  TrackedKm: 10,
  TrackedPoints: 42,
  WrittenKm: 14,
};

const renderPanel = () => renderScreen(<DayLogActivityPanel record={LOG} refresh={() => undefined} />);

describe('DayLogActivityPanel', () => {
  it('lists the day’s visits, orders and collections for the log asked', async () => {
    fakeServer.answer(dayLogActivityContracts.activity, DAY);
    renderPanel();
    const visits = await screen.findByRole('table', { name: 'Visits' });
    expect(within(visits).getByRole('cell', { name: 'Collection' })).toBeTruthy();
    const orders = screen.getByRole('table', { name: 'Orders' });
    expect(within(orders).getByRole('cell', { name: 'SO-2083/84-000012' })).toBeTruthy();
    expect(within(orders).getByRole('cell', { name: 'Rs 1,500.00' })).toBeTruthy();
    expect(within(orders).getByRole('cell', { name: 'Confirmed' })).toBeTruthy();
    const collections = screen.getByRole('table', { name: 'Collections' });
    expect(within(collections).getByRole('cell', { name: 'Rs 250.00' })).toBeTruthy();
    expect(fakeServer.contractCalls(dayLogActivityContracts.activity)[0]?.parsedQuery).toEqual({ id: 7 });
  });

  it('shows the written and tracked distances side by side, the gap called out past 20%', async () => {
    fakeServer.answer(dayLogActivityContracts.activity, DAY);
    renderPanel();
    expect(await screen.findByText('14 km')).toBeTruthy();
    expect(screen.getByText('10 km')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('differs from the tracked one by 40%');
  });

  it('calls out nothing when the two agree, and says so when the day is empty', async () => {
    fakeServer.answer(dayLogActivityContracts.activity, {
      ...DAY,
      Visits: [],
      Orders: [],
      Collections: [],
      Attendance: null,
      WrittenKm: 11,
    });
    renderPanel();
    expect(await screen.findByText('No visits that day.')).toBeTruthy();
    expect(screen.getByText('No orders that day.')).toBeTruthy();
    expect(screen.getByText('No attendance that day.')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
