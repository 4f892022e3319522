/** The attendance screens as custom elements see them: no way back to a list the host page lacks. */
import { type HostedElementProps, MissingRecordId, recordIdOf } from '../../core/element-host.tsx';
import { AttendanceSettingsPage } from '../attendance-settings/attendance-settings-page.tsx';
import { AttendanceDetailPage } from './attendance-detail-page.tsx';
import { AttendanceEntryPage } from './attendance-entry-page.tsx';

export interface AttendanceDetailElementProps extends HostedElementProps {
  attendanceId?: number;
}

/** <bo-attendance-detail attendance-id="12">: one day, or which attribute to set. */
export const AttendanceDetailElement = ({ attendanceId }: AttendanceDetailElementProps) => {
  const id = recordIdOf(attendanceId);
  if (id === undefined) return <MissingRecordId attribute="attendance-id" what="attendance" />;
  return <AttendanceDetailPage key={id} attendanceId={id} embedded />;
};

export const AttendanceEntryElement = () => <AttendanceEntryPage embedded />;

export const AttendanceSettingsElement = () => <AttendanceSettingsPage embedded />;
