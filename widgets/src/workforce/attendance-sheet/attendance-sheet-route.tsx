/** The portal's entry to the attendance sheet: the page with its stylesheet, loaded when it opens. */
import './attendance-sheet.css';

export { AttendanceSheetPage } from './attendance-sheet-page.tsx';
