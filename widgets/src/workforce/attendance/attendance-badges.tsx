import type {
  AttendanceFlag,
  AttendanceSummary,
} from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import type { DayStatus } from '@backoffice/shared/workforce/attendance/attendance-rules';
import { APPROVAL_LABELS, dayStatusText, dayStatusTone, FLAG_LABELS } from './attendance-format.ts';

/** Present, Late n min, Half day…: what the day computes to. */
export const DayStatusBadge = ({ status, lateMinutes = 0 }: { status: DayStatus; lateMinutes?: number }) => (
  <span className="bo-state" data-state={dayStatusTone(status)}>
    {dayStatusText(status, lateMinutes)}
  </span>
);

/** Outside, Implausible: what the office should look at; nothing when the day is clean. */
export const FlagBadges = ({ flags }: { flags: readonly AttendanceFlag[] }) =>
  flags.length === 0 ? (
    <span className="bo-muted">—</span>
  ) : (
    <span className="bo-attendance-flags">
      {flags.map((flag) => (
        <span key={flag} className="bo-state" data-state="cancelled">
          {FLAG_LABELS[flag]}
        </span>
      ))}
    </span>
  );

export const ApprovalBadge = ({ status }: { status: AttendanceSummary['Status'] }) => (
  <span className="bo-state" data-state={status === 'approved' ? 'completed' : 'pending'}>
    {APPROVAL_LABELS[status]}
  </span>
);
