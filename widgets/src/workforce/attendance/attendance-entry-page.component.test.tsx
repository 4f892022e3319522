import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { attendanceContracts } from '@backoffice/shared/workforce/attendance/attendance.contract';
import { screen } from '@testing-library/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { MAYA_DETAIL } from './attendance.fixture.ts';
import { AttendanceEntryPage } from './attendance-entry-page.tsx';

const save = async () => user.click(await screen.findByRole('button', { name: 'Save day' }));

beforeEach(() => {
  fakeServer.answer(entityContracts(USER).autocomplete, [{ Id: 7, Name: 'Maya Rai' }]);
});

describe('AttendanceEntryPage', () => {
  it("shows the contract's messages under the controls before anything is sent", async () => {
    renderScreen(<AttendanceEntryPage />);
    await save();
    expect(await screen.findByText('Remarks are required: say why the office entered this day')).toBeTruthy();
    expect(screen.getByText('CheckIn must be a time (HH:MM, 24-hour)')).toBeTruthy();
    expect(screen.getByText('UserId must be the number of a member of the company')).toBeTruthy();
    expect(fakeServer.callsTo(attendanceContracts.officeEntry)).toEqual([]);
  });

  it("puts the server's field messages back under their controls", async () => {
    fakeServer.refuse(attendanceContracts.officeEntry, {
      code: 400,
      message: 'Check the highlighted fields.',
      errors: [{ Field: 'CheckOut', Message: 'CheckOut must come after CheckIn' }],
    });
    renderScreen(<AttendanceEntryPage />);
    await user.click(await screen.findByRole('combobox', { name: /^Person/ }));
    await user.click(await screen.findByRole('option', { name: 'Maya Rai' }));
    await user.type(screen.getByLabelText(/^Check-in/), '10:00');
    await user.type(screen.getByLabelText(/^Check-out/), '09:00');
    await user.type(screen.getByLabelText(/^Remarks/), 'Phone left at home');
    await save();
    expect(await screen.findByText('CheckOut must come after CheckIn')).toBeTruthy();
  });

  it('sends the day and opens it', async () => {
    fakeServer.answer(attendanceContracts.officeEntry, { ...MAYA_DETAIL, Id: 12, Source: 'office' });
    const { navigations } = renderScreen(<AttendanceEntryPage />);
    await user.click(await screen.findByRole('combobox', { name: /^Person/ }));
    await user.click(await screen.findByRole('option', { name: 'Maya Rai' }));
    const date = screen.getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, '2026-11-26');
    await user.type(screen.getByLabelText(/^Check-in/), '10:05');
    await user.type(screen.getByLabelText(/^Remarks/), 'Phone left at home');
    await save();
    await expect.poll(() => navigations).toEqual(['/workforce/attendance/12']);
    expect(fakeServer.contractCalls(attendanceContracts.officeEntry)[0]?.parsedBody).toEqual({
      UserId: 7,
      AttendanceDate: '2026-11-26',
      CheckIn: '10:05',
      Remarks: 'Phone left at home',
    });
  });
});
