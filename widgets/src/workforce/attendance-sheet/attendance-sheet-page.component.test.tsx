import { addDays } from '@backoffice/shared/calendar/calendar-entry';
import { attendanceContracts } from '@backoffice/shared/workforce/attendance/attendance.contract';
import type { AttendanceSheet } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { screen, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $calendarMode } from '../../core/preferences.store.ts';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { AttendanceSheetPage } from './attendance-sheet-page.tsx';

vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const totals = {
  Present: 1,
  Late: 1,
  HalfDay: 0,
  Absent: 0,
  OnLeave: 0,
  Holiday: 1,
  WeeklyOff: 1,
  WorkedDays: 2,
  LateMinutes: 40,
};

/** Four days: a holiday, the weekly day off, and two working days. */
const SHEET: AttendanceSheet = {
  FromDate: '2026-11-20',
  ToDate: '2026-11-23',
  Days: [
    { Date: '2026-11-20', Weekday: 'friday', Holiday: 'Test Day', IsWeeklyOff: false },
    { Date: '2026-11-21', Weekday: 'saturday', Holiday: null, IsWeeklyOff: true },
    { Date: '2026-11-22', Weekday: 'sunday', Holiday: null, IsWeeklyOff: false },
    { Date: '2026-11-23', Weekday: 'monday', Holiday: null, IsWeeklyOff: false },
  ],
  Items: [
    { UserId: 3, UserName: 'Gita Karki', Days: ['holiday', 'weeklyOff', 'present', 'late'], Totals: totals },
    {
      UserId: 4,
      UserName: 'Hari Gurung',
      Days: ['holiday', 'weeklyOff', 'absent', 'upcoming'],
      Totals: { ...totals, Present: 0, Late: 0, Absent: 1, WorkedDays: 0, LateMinutes: 0 },
    },
  ],
  TotalCount: 2,
  PageNo: 1,
  PageSize: 100,
};

const lastQuery = () => fakeServer.contractCalls(attendanceContracts.sheet).at(-1)?.parsedQuery;

describe('AttendanceSheetPage', () => {
  afterEach(() => $calendarMode.set('AD'));

  it('shows people down and days across with codes, holiday marks, shaded days off and totals', async () => {
    fakeServer.answer(attendanceContracts.sheet, SHEET);
    renderScreen(<AttendanceSheetPage />);
    const table = await screen.findByRole('table', { name: 'Attendance sheet' });
    const [head, gita, hari] = within(table).getAllByRole('row');
    expect(within(head as HTMLElement).getByText('Holiday: Test Day')).toBeTruthy();
    expect(head?.textContent).toContain('S'); // the Saturday's and Sunday's letter
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')[2]
        ?.getAttribute('data-kind'),
    ).toBe('off');
    const gitaCells = within(gita as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(within(gita as HTMLElement).getByRole('rowheader').textContent).toBe('Gita Karki');
    expect(gitaCells.slice(0, 4)).toEqual(['HO', 'W', 'P', 'L']);
    expect(gitaCells.at(-1)).toBe('40');
    expect(
      within(hari as HTMLElement)
        .getAllByRole('cell')[2]
        ?.getAttribute('data-status'),
    ).toBe('absent');
    expect(within(screen.getByRole('list', { name: 'Legend' })).getByText('Half day')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export Excel/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export PDF/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Print/ })).toBeTruthy();
  });

  it('asks for an AD month in AD mode and the month before when asked', async () => {
    fakeServer.answer(attendanceContracts.sheet, SHEET);
    renderScreen(<AttendanceSheetPage />);
    await screen.findByRole('table', { name: 'Attendance sheet' });
    const first = lastQuery();
    expect(first?.fromDate).toMatch(/-01$/);
    expect(first).toMatchObject({ pageNo: 1, pageSize: 100 });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await expect.poll(() => lastQuery()?.toDate).toBe(addDays(first?.fromDate ?? '', -1));
    expect(lastQuery()?.fromDate).toMatch(/-01$/);
  });

  it('asks for a BS month in BS mode, named in BS', async () => {
    $calendarMode.set('BS');
    fakeServer.answer(attendanceContracts.sheet, SHEET);
    renderScreen(<AttendanceSheetPage />);
    await screen.findByRole('table', { name: 'Attendance sheet' });
    const asked = lastQuery();
    const days = (Date.parse(asked?.toDate ?? '') - Date.parse(asked?.fromDate ?? '')) / 86_400_000 + 1;
    expect(days).toBeGreaterThanOrEqual(29);
    expect(days).toBeLessThanOrEqual(32);
    expect(asked?.fromDate).not.toMatch(/-01$/);
    expect(
      screen.getByRole('heading', {
        name: /^(Baisakh|Jestha|Asar|Shrawan|Bhadra|Asoj|Kartik|Mangsir|Poush|Magh|Falgun|Chaitra) \d{4}$/,
      }),
    ).toBeTruthy();
  });

  it('searches by name, and says so when no one matches', async () => {
    fakeServer.answer(attendanceContracts.sheet, (request) =>
      request.parsedQuery?.query ? { ...SHEET, Items: [], TotalCount: 0 } : SHEET,
    );
    renderScreen(<AttendanceSheetPage />);
    await screen.findByRole('table', { name: 'Attendance sheet' });
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'Nobody{Enter}');
    expect(await screen.findByText('No one named “Nobody” is on the sheet.')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ query: 'Nobody', pageNo: 1 });
  });

  it('pages through many people', async () => {
    fakeServer.answer(attendanceContracts.sheet, (request) => ({
      ...SHEET,
      TotalCount: 250,
      PageNo: request.parsedQuery?.pageNo ?? 1,
    }));
    renderScreen(<AttendanceSheetPage />);
    await screen.findByRole('table', { name: 'Attendance sheet' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await expect.poll(() => lastQuery()?.pageNo).toBe(2);
  });

  it('shows the server’s refusal', async () => {
    fakeServer.refuse(attendanceContracts.sheet, {
      code: 403,
      message: 'You do not have permission to view Attendance.',
    });
    renderScreen(<AttendanceSheetPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('permission to view Attendance');
  });
});
