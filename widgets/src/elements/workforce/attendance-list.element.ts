import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';
import trackingCss from '../../tracking/tracking.css?inline';
import attendanceCss from '../../workforce/attendance/attendance.css?inline';
import { AttendanceListPage } from '../../workforce/attendance/attendance-list-page.tsx';

defineElement('bo-attendance-list', withQueries(AttendanceListPage), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss, trackingCss, attendanceCss],
  docs: {
    description:
      'Attendance: the Days tab (dates, person, approval and flagged filters, sortable columns, pages; each day with its check-in and check-out, place, computed status and flags; selected days approved together) and the Not in tab (who is expected at work on a day and has not checked in, and why).',
  },
});
