import { lazy } from 'react';
import { Route } from 'wouter';
import { Titled } from './tracking-routes.tsx';

/** The attendance screens' chunk: Leaflet and the sheets load only when one of them opens. */
const AttendanceListPage = lazy(() =>
  import('@backoffice/widgets/workforce/attendance/attendance-route.tsx').then((m) => ({
    default: m.AttendanceListPage,
  })),
);
const AttendanceDetailPage = lazy(() =>
  import('@backoffice/widgets/workforce/attendance/attendance-route.tsx').then((m) => ({
    default: m.AttendanceDetailPage,
  })),
);
const AttendanceEntryPage = lazy(() =>
  import('@backoffice/widgets/workforce/attendance/attendance-route.tsx').then((m) => ({
    default: m.AttendanceEntryPage,
  })),
);
const AttendanceSettingsPage = lazy(() =>
  import('@backoffice/widgets/workforce/attendance/attendance-route.tsx').then((m) => ({
    default: m.AttendanceSettingsPage,
  })),
);
// The sheet is a chunk of its own: a month of everyone's days, loaded when first opened.
const AttendanceSheetPage = lazy(() =>
  import('@backoffice/widgets/workforce/attendance-sheet/attendance-sheet-route.tsx').then((m) => ({
    default: m.AttendanceSheetPage,
  })),
);
const AdvanceOutstandingPage = lazy(() =>
  import('@backoffice/widgets/workforce/advances/advance-outstanding-page.tsx').then((m) => ({
    default: m.AdvanceOutstandingPage,
  })),
);

/**
 * A day by its number only: a pattern rather than `:id`, so the other pages under
 * /workforce/attendance/ (the sheet, the settings) are never taken for a day wherever they are listed.
 */
const ATTENDANCE_DAY = /^\/workforce\/attendance\/(?<id>[1-9]\d{0,9})\/?$/;

/** Attendance inside the shell (the list, the office's entry, the sheet, the rules, a day by its number) and outstanding advances. */
export const workforceRoutes = [
  <Route key="attendance" path="/workforce/attendance">
    <Titled title="Attendance">
      <AttendanceListPage />
    </Titled>
  </Route>,
  <Route key="attendance-new" path="/workforce/attendance/new">
    <Titled title="Enter attendance">
      <AttendanceEntryPage />
    </Titled>
  </Route>,
  <Route key="attendance-sheet" path="/workforce/attendance/sheet">
    <Titled title="Attendance Sheet">
      <AttendanceSheetPage />
    </Titled>
  </Route>,
  <Route key="attendance-settings" path="/workforce/attendance/settings">
    <Titled title="Attendance settings">
      <AttendanceSettingsPage />
    </Titled>
  </Route>,
  <Route key="advance-outstanding" path="/workforce/advances/outstanding">
    <Titled title="Outstanding advances">
      <AdvanceOutstandingPage />
    </Titled>
  </Route>,
  <Route key="attendance-day" path={ATTENDANCE_DAY}>
    {(params: { id?: string }) => (
      <Titled title="Attendance">
        <AttendanceDetailPage key={params.id} attendanceId={Number(params.id)} />
      </Titled>
    )}
  </Route>,
];
