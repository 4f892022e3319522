import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { attendanceContracts } from '@backoffice/shared/workforce/attendance/attendance.contract';
import { screen, within } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { MAYA_DETAIL, pageOf } from './attendance.fixture.ts';
import { AttendanceDetailPage } from './attendance-detail-page.tsx';

// Leaflet draws nothing in happy-dom: the map stands in as a note of what it was given.
vi.mock('./attendance-map.tsx', () => ({
  AttendanceMap: ({ day }: { day: { CheckIn: { LocationName: string | null } } }) => (
    <p>Map around {day.CheckIn.LocationName}</p>
  ),
}));

beforeEach(() => {
  fakeServer
    .answer(attendanceContracts.detail, MAYA_DETAIL)
    .answer(attendanceContracts.list, pageOf([]))
    .answer(attendanceContracts.unattendance, pageOf([]));
});

describe('AttendanceDetailPage', () => {
  it('shows both points, the photo, the flag in words and the map', async () => {
    fakeServer.answer(permissionContracts.checkAction, false);
    renderScreen(<AttendanceDetailPage attendanceId={1} />);
    const checkIn = await screen.findByRole('region', { name: 'Check-in' });
    expect(within(checkIn).getByText('1.2 km from the place')).toBeTruthy();
    expect(within(checkIn).getByText('± 12 m')).toBeTruthy();
    expect(
      within(checkIn)
        .getByRole('img', { name: /check-in/ })
        .getAttribute('src'),
    ).toContain('/api/v1/files/attendance/1-in.jpg');
    expect(screen.getByText(/farther from every allowed place than its radius/)).toBeTruthy();
    expect(screen.getByText('Met a party on the way')).toBeTruthy();
    expect(await screen.findByText('Map around Head Office')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('approves the day with remarks for someone who may, then shows who approved it', async () => {
    fakeServer.answer(permissionContracts.checkAction, true).answer(attendanceContracts.approve, {
      ...MAYA_DETAIL,
      Status: 'approved',
      ApprovedByName: 'Gita Karki',
      ApprovedAt: '2026-11-27T05:00:00.000Z',
    });
    renderScreen(<AttendanceDetailPage attendanceId={1} />);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const asking = await screen.findByRole('dialog', { name: 'Approve this day?' });
    await user.type(within(asking).getByLabelText(/Remarks/), 'Was at a party');
    await user.click(within(asking).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(/By Gita Karki on/)).toBeTruthy();
    const [call] = fakeServer.contractCalls(attendanceContracts.approve);
    expect(call?.parsedQuery).toEqual({ id: 1 });
    expect(call?.parsedBody).toEqual({ Remarks: 'Was at a party' });
    await expect.poll(() => screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('says a day of another company or person is not to be seen', async () => {
    fakeServer
      .answer(permissionContracts.checkAction, false)
      .refuse(attendanceContracts.detail, { code: 404, message: 'Not found' });
    renderScreen(<AttendanceDetailPage attendanceId={99} />);
    expect(await screen.findByText('This day does not exist, or you may not see it.')).toBeTruthy();
  });
});
