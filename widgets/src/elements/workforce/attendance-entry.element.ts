import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';
import attendanceCss from '../../workforce/attendance/attendance.css?inline';
import { AttendanceEntryElement } from '../../workforce/attendance/attendance-elements.tsx';

defineElement('bo-attendance-entry', withQueries(AttendanceEntryElement), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss, attendanceCss],
  docs: {
    description:
      "The office's entry of a person's day (a phone left at home, a forgotten check-out): person, date, check-in, check-out and the remarks saying why; the saved day opens.",
  },
});
