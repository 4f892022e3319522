import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';
import attendanceCss from '../../workforce/attendance/attendance.css?inline';
import { AttendanceSettingsElement } from '../../workforce/attendance/attendance-elements.tsx';

defineElement('bo-attendance-settings', withQueries(AttendanceSettingsElement), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss, attendanceCss],
  docs: {
    description:
      'The company’s attendance rules: office hours, late grace, half-day minutes, weekly days off, whether a check-in outside every allowed place is flagged or refused, and whether a photo is required; read-only without the right to change them.',
  },
});
