import { lazy, Suspense } from 'react';
import { DocumentPageHead } from '../../sales/common/document-page-head.tsx';
import { useActionPermission } from '../../sales/common/document-queries.ts';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useShownDates } from '../../ui/shown-dates.ts';
import { AttendanceApproveButton } from './attendance-approve-button.tsx';
import { ApprovalBadge, DayStatusBadge, FlagBadges } from './attendance-badges.tsx';
import { FLAG_EXPLANATIONS, workedText } from './attendance-format.ts';
import { AttendancePointCard } from './attendance-point-card.tsx';
import { ATTENDANCE_PATH, useAttendanceDetail } from './attendance-queries.ts';

// Leaflet comes with the map only: the facts show while it loads.
const AttendanceMap = lazy(() => import('./attendance-map.tsx').then((m) => ({ default: m.AttendanceMap })));

interface AttendanceDetailPageProps {
  attendanceId: number;
  /** Hides the way back to the list (an embedded element has nowhere to go back to). */
  embedded?: boolean;
}

/** /workforce/attendance/:id: one person's day, where it was recorded, its flags and its approval. */
export const AttendanceDetailPage = ({ attendanceId, embedded = false }: AttendanceDetailPageProps) => {
  const dates = useShownDates();
  const detail = useAttendanceDetail(attendanceId);
  const canApprove = useActionPermission('Attendance', 'Edit');
  const day = detail.data;

  return (
    <div className="bo-page bo-attendance-detail-page">
      <DocumentPageHead
        back={embedded ? undefined : { href: ATTENDANCE_PATH, label: 'Attendance' }}
        title={day ? `${day.UserName}, ${dates.day(day.AttendanceDate)}` : 'Attendance'}
        subhead={
          day ? (
            <>
              <DayStatusBadge status={day.DayStatus} lateMinutes={day.LateMinutes} />
              <ApprovalBadge status={day.Status} />
              {/* The heading names only what is there: a clean day has no flag marker. */}
              {day.Flags.length > 0 ? <FlagBadges flags={day.Flags} /> : null}
            </>
          ) : null
        }
        actions={day && canApprove && day.Status === 'pending' ? <AttendanceApproveButton day={day} /> : null}
      />
      {detail.isPending ? <Loader label="Loading the day" /> : null}
      {detail.isError ? (
        <QueryProblem query={detail} notFound="This day does not exist, or you may not see it." />
      ) : null}
      {day ? (
        <>
          {day.Flags.length > 0 ? (
            <div className="bo-alert" role="note">
              <ul className="bo-form-problems">
                {day.Flags.map((flag) => (
                  <li key={flag}>{FLAG_EXPLANATIONS[flag]}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="bo-attendance-points">
            <AttendancePointCard title="Check-in" point={day.CheckIn} />
            <AttendancePointCard title="Check-out" point={day.CheckOut} />
          </div>
          <section className="bo-card" aria-label="About the day">
            <dl className="bo-visit-facts">
              <dt>Worked</dt>
              <dd>{day.CheckOutAt ? workedText(day.WorkedMinutes) : 'Not checked out yet'}</dd>
              <dt>Recorded by</dt>
              <dd>
                {day.Source === 'office'
                  ? `The office${day.CreatedByName ? ` (${day.CreatedByName})` : ''}`
                  : 'The person, from the field app'}
              </dd>
              <dt>Remarks</dt>
              <dd>{day.Remarks || '—'}</dd>
              <dt>Approved</dt>
              <dd>
                {day.ApprovedAt
                  ? `By ${day.ApprovedByName ?? 'someone no longer here'} on ${dates.moment(day.ApprovedAt)}`
                  : 'Not yet'}
              </dd>
            </dl>
          </section>
          <div className="bo-attendance-map">
            <Suspense fallback={<Loader label="Loading the map" />}>
              <AttendanceMap day={day} />
            </Suspense>
          </div>
        </>
      ) : null}
    </div>
  );
};
