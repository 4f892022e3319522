import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { attendanceContracts } from '@backoffice/shared/workforce/attendance/attendance.contract';
import { screen, within } from '@testing-library/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { companyToday } from '../../core/company-time.ts';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { answerOwnProfile } from '../../test-support/own-profile.fixture.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { MAYA_DAY, pageOf, SUMAN_DAY } from './attendance.fixture.ts';
import { AttendanceListPage } from './attendance-list-page.tsx';

const lastListQuery = () => fakeServer.contractCalls(attendanceContracts.list).at(-1)?.parsedQuery;

beforeEach(() => {
  answerOwnProfile();
  fakeServer
    .answer(permissionContracts.checkAction, true)
    .answer(attendanceContracts.list, pageOf([MAYA_DAY, SUMAN_DAY]))
    .answer(entityContracts(USER).autocomplete, [{ Id: 8, Name: 'Suman Tamang' }]);
});

describe('AttendanceListPage: the days', () => {
  it('shows each day with its times, place, computed status, flags and approval', async () => {
    renderScreen(<AttendanceListPage />);
    const row = (await screen.findByText('Maya Rai')).closest('tr');
    if (!row) throw new Error('no row for Maya');
    expect(within(row).getByText('Head Office (1.2 km away)')).toBeTruthy();
    expect(within(row).getByText('Late 32 min')).toBeTruthy();
    expect(within(row).getByText('Outside')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Nov 26, 2026' }).getAttribute('href')).toContain(
      '/workforce/attendance/1',
    );
  });

  it('filters by days, person, approval, flagged and name, and sorts by a column', async () => {
    renderScreen(<AttendanceListPage />);
    await screen.findByText('Maya Rai');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-27');
    await user.selectOptions(screen.getByLabelText('Approval'), 'Pending');
    await user.click(screen.getByRole('checkbox', { name: 'Flagged only' }));
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Suman Tamang' }));
    await user.type(screen.getByLabelText('Search days'), 'suman{Enter}');
    await expect.poll(lastListQuery).toMatchObject({
      fromDate: '2026-11-01',
      toDate: '2026-11-27',
      status: 'pending',
      flagged: true,
      userId: 8,
      query: 'suman',
      SortBy: 'AttendanceDate',
      SortType: 'desc',
    });
    await user.click(screen.getByRole('button', { name: 'Person' }));
    await expect.poll(lastListQuery).toMatchObject({ SortBy: 'UserName', SortType: 'asc', pageNo: 1 });
  });

  it('approves the selected days together and reports the skipped ones with the reason', async () => {
    fakeServer.answer(attendanceContracts.approveBulk, ({ parsedBody }) => ({
      Approved: parsedBody.Ids.filter((id) => id === 1),
      Skipped: parsedBody.Ids.filter((id) => id !== 1).map((Id) => ({ Id, Reason: 'Already approved' })),
    }));
    renderScreen(<AttendanceListPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select every day on this page' }));
    const bar = await screen.findByRole('region', { name: 'Selected days' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    const asking = await screen.findByRole('dialog', { name: 'Approve: 2 selected?' });
    await user.type(within(asking).getByLabelText(/Remarks/), 'Checked with the team');
    await user.click(within(asking).getByRole('button', { name: 'Approve' }));

    const report = await screen.findByRole('dialog', { name: 'Approve: 1 done, 1 refused.' });
    expect(
      within(report)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Maya Rai, Nov 26, 2026Done', 'Suman Tamang, Nov 26, 2026Refused Already approved']);
    expect(fakeServer.contractCalls(attendanceContracts.approveBulk)[0]?.parsedBody).toEqual({
      Ids: [1, 2],
      Remarks: 'Checked with the team',
    });
    await expect.poll(() => fakeServer.callsTo(attendanceContracts.list).length).toBeGreaterThan(1);
  });

  it('says so when no day matches, and shows a failed load with its message', async () => {
    fakeServer.answer(attendanceContracts.list, pageOf([]));
    renderScreen(<AttendanceListPage />);
    expect(await screen.findByText(/No attendance yet/)).toBeTruthy();
    fakeServer.refuse(attendanceContracts.list, { code: 403, message: 'You may not view attendance.' });
    await user.click(screen.getByRole('checkbox', { name: 'Flagged only' }));
    expect(await screen.findByText('You may not view attendance.')).toBeTruthy();
  });

  it('offers a field user no person filter nor selection: their days are their own', async () => {
    answerOwnProfile('salesPerson');
    fakeServer.answer(permissionContracts.checkAction, false);
    renderScreen(<AttendanceListPage />);
    await screen.findByText('Maya Rai');
    expect(screen.queryByRole('combobox', { name: 'Person' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select every day on this page' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Enter a day/ })).toBeNull();
  });
});

describe('AttendanceListPage: not in', () => {
  it('lists who is not in today and why, a leave linking to the leave', async () => {
    fakeServer.answer(
      attendanceContracts.unattendance,
      pageOf([
        { UserId: 7, UserName: 'Maya Rai', UserType: 'salesPerson', DayStatus: 'absent', LeaveId: null },
        { UserId: 8, UserName: 'Suman Tamang', UserType: 'staff', DayStatus: 'onLeave', LeaveId: 4 },
        { UserId: 9, UserName: 'Anil Karki', UserType: 'staff', DayStatus: 'upcoming', LeaveId: null },
      ]),
    );
    renderScreen(<AttendanceListPage />);
    await user.click(await screen.findByRole('tab', { name: 'Not in' }));
    const leave = await screen.findByRole('link', { name: 'See the leave' });
    expect(leave.getAttribute('href')).toContain('/salesapp/leaves/4');
    const reasons = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(reasons).toEqual(['Maya RaiAbsent', 'Suman TamangOn leave See the leave', 'Anil KarkiNot in yet']);
    expect(fakeServer.contractCalls(attendanceContracts.unattendance)[0]?.parsedQuery).toMatchObject({
      date: companyToday(),
    });
  });
});
