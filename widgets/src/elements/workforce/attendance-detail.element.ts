import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import mapsCss from '../../styles/maps.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';
import trackingCss from '../../tracking/tracking.css?inline';
import attendanceCss from '../../workforce/attendance/attendance.css?inline';
import { AttendanceDetailElement } from '../../workforce/attendance/attendance-elements.tsx';

defineElement('bo-attendance-detail', withQueries(AttendanceDetailElement), {
  props: { attendanceId: 'number' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss, leafletCss, mapsCss, trackingCss, attendanceCss],
  docs: {
    description:
      "One person's day: the check-in and check-out with time, place, distance, accuracy and photo, a map of both points and the place's radius, its flags explained, remarks, who approved it and when, and Approve while pending.",
    props: {
      attendanceId: 'The attendance (one person’s day) to show.',
    },
  },
});
