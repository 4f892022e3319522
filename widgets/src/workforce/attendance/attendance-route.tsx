/** The portal's entry to the attendance screens: the pages with their stylesheets, loaded when one opens. */
import 'leaflet/dist/leaflet.css';
import '../../styles/maps.css';
import '../../tracking/tracking.css';
import './attendance.css';

export { AttendanceSettingsPage } from '../attendance-settings/attendance-settings-page.tsx';
export { AttendanceDetailPage } from './attendance-detail-page.tsx';
export { AttendanceEntryPage } from './attendance-entry-page.tsx';
export { AttendanceListPage } from './attendance-list-page.tsx';
