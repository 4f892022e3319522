import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { attendanceContracts } from '@backoffice/shared/workforce/attendance/attendance.contract';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { DEFAULT_SETTINGS, pageOf } from '../attendance/attendance.fixture.ts';
import { AttendanceSettingsPage } from './attendance-settings-page.tsx';

describe('AttendanceSettingsPage', () => {
  it('says the defaults are not saved yet, then saves the rules as changed', async () => {
    fakeServer
      .answer(permissionContracts.checkAction, true)
      .answer(attendanceContracts.settings, DEFAULT_SETTINGS)
      .answer(attendanceContracts.list, pageOf([]))
      .answer(attendanceContracts.unattendance, pageOf([]))
      .answer(attendanceContracts.saveSettings, ({ parsedBody }) => ({
        OfficeStart: parsedBody.OfficeStart,
        OfficeEnd: parsedBody.OfficeEnd,
        LateAfterMinutes: parsedBody.LateAfterMinutes,
        HalfDayMinutes: parsedBody.HalfDayMinutes,
        WeeklyOff: parsedBody.WeeklyOff ?? [],
        OutsidePolicy: parsedBody.OutsidePolicy ?? 'flag',
        PhotoRequired: parsedBody.PhotoRequired ?? false,
        IsDefault: false,
      }));
    renderScreen(<AttendanceSettingsPage />);
    expect(await screen.findByText('Defaults — not saved yet')).toBeTruthy();
    const late = await screen.findByLabelText(/^Late after/);
    await user.clear(late);
    await user.type(late, '10');
    await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    await user.click(screen.getByRole('radio', { name: 'Refuse it' }));
    await user.click(screen.getByRole('checkbox', { name: /photo is required/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await expect.poll(() => screen.queryByText('Defaults — not saved yet')).toBeNull();
    expect(fakeServer.contractCalls(attendanceContracts.saveSettings)[0]?.parsedBody).toEqual({
      OfficeStart: '10:00',
      OfficeEnd: '17:00',
      LateAfterMinutes: 10,
      HalfDayMinutes: 240,
      WeeklyOff: ['sunday', 'saturday'],
      OutsidePolicy: 'refuse',
      PhotoRequired: true,
    });
  });

  it("refuses an end before the start with the contract's message", async () => {
    fakeServer
      .answer(permissionContracts.checkAction, true)
      .answer(attendanceContracts.settings, DEFAULT_SETTINGS);
    renderScreen(<AttendanceSettingsPage />);
    const end = await screen.findByLabelText(/^Office ends/);
    await user.clear(end);
    await user.type(end, '09:00');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('OfficeEnd must come after OfficeStart')).toBeTruthy();
    expect(fakeServer.callsTo(attendanceContracts.saveSettings)).toEqual([]);
  });

  it('is read-only without the right to change the rules', async () => {
    fakeServer
      .answer(
        permissionContracts.checkAction,
        ({ parsedQuery }) => parsedQuery.screenId !== PAGE_CODES.AttendanceSettings,
      )
      .answer(attendanceContracts.settings, { ...DEFAULT_SETTINGS, IsDefault: false });
    renderScreen(<AttendanceSettingsPage />);
    const late = await screen.findByLabelText(/^Late after/);
    // The rules' fieldset is disabled, and every control in it with it.
    expect(late.closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(screen.queryByText('Defaults — not saved yet')).toBeNull();
  });
});
