import { DocumentPageHead } from '../../sales/common/document-page-head.tsx';
import { useActionPermission } from '../../sales/common/document-queries.ts';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { ATTENDANCE_PATH, useAttendanceSettings } from '../attendance/attendance-queries.ts';
import { AttendanceSettingsForm } from './attendance-settings-form.tsx';

/** /workforce/attendance/settings: the company's attendance rules, which every day and sheet reads. */
export const AttendanceSettingsPage = ({ embedded = false }: { embedded?: boolean }) => {
  const settings = useAttendanceSettings();
  const canEdit = useActionPermission('AttendanceSettings', 'Edit');
  const data = settings.data;
  return (
    <div className="bo-page bo-attendance-settings-page">
      <DocumentPageHead
        back={embedded ? undefined : { href: ATTENDANCE_PATH, label: 'Attendance' }}
        title="Attendance settings"
        subhead={
          data?.IsDefault ? (
            <span className="bo-state" data-state="pending">
              Defaults — not saved yet
            </span>
          ) : null
        }
      />
      {data && !canEdit ? (
        <p className="bo-muted">
          You may read these rules; changing them needs the Attendance Settings edit right.
        </p>
      ) : null}
      {settings.isPending ? <Loader label="Loading the settings" /> : null}
      {settings.isError ? <QueryProblem query={settings} /> : null}
      {/* Keyed by the permission: the form's read-only state follows once the check answers. */}
      {data ? <AttendanceSettingsForm key={String(canEdit)} settings={data} canEdit={canEdit} /> : null}
    </div>
  );
};
