/** How attendance reads on the screens: a day's status, its flags, distances and approval. */
import type {
  AttendanceFlag,
  AttendanceSummary,
} from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { DAY_STATUS_LABELS, type DayStatus } from '@backoffice/shared/workforce/attendance/attendance-rules';

/** 'Late 12 min' for a late day; the status's own label otherwise. */
export const dayStatusText = (status: DayStatus, lateMinutes: number): string =>
  status === 'late' ? `Late ${lateMinutes} min` : DAY_STATUS_LABELS[status].label;

/** The badge colour of a day status (the `bo-state` palette). */
export const dayStatusTone = (status: DayStatus): string => {
  if (status === 'present') return 'completed';
  if (status === 'absent') return 'cancelled';
  if (status === 'late' || status === 'halfDay' || status === 'upcoming') return 'pending';
  return 'neutral';
};

/** The absent list's reasons: 'Not in yet' rather than the sheet's 'Not yet'. */
export const notInText = (status: DayStatus): string =>
  status === 'upcoming' ? 'Not in yet' : DAY_STATUS_LABELS[status].label;

export const FLAG_LABELS: Readonly<Record<AttendanceFlag, string>> = {
  outside: 'Outside',
  implausible: 'Implausible',
};

/** What a flag means, for the office deciding whether to approve the day. */
export const FLAG_EXPLANATIONS: Readonly<Record<AttendanceFlag, string>> = {
  outside:
    'The check-in was made farther from every allowed place than its radius: ask where the person was.',
  implausible:
    'The phone’s position looked wrong (too inaccurate, or too far from the last one too soon): it may be a mocked or stale fix.',
};

export const APPROVAL_LABELS: Readonly<Record<AttendanceSummary['Status'], string>> = {
  pending: 'Pending',
  approved: 'Approved',
};

/** 850 m, 1.2 km. */
export const distanceText = (metres: number): string =>
  metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1)} km`;

/** The place of a check-in, with how far it was when the day is flagged outside. */
export const placeText = (
  row: Pick<AttendanceSummary, 'CheckInLocationName' | 'CheckInDistanceM' | 'Flags'>,
) => {
  const name = row.CheckInLocationName ?? '—';
  return row.Flags.includes('outside') && row.CheckInDistanceM !== null
    ? `${name} (${distanceText(row.CheckInDistanceM)} away)`
    : name;
};

/** 7 h 30 min. */
export const workedText = (minutes: number): string =>
  minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
