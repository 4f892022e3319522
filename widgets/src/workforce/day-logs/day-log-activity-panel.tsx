import { formatCount } from '@backoffice/shared/format/money.format';
import type { DayLogActivity } from '@backoffice/shared/workforce/day-logs/day-log-activity.contract';
import { useId } from 'react';
import type { FormPanelProps } from '../../entities/form/entity-form-extensions.ts';
import { formatRupees, statusLabel } from '../../sales/orders/order-format.ts';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useShownDates } from '../../ui/shown-dates.ts';
import { ActivityList } from './day-log-activity-list.tsx';
import { useDayLogActivity } from './day-log-activity-queries.ts';
import { distanceGap, distancesDiffer, formatKm } from './day-log-distance.ts';

/** The two distances side by side; a gap past the tolerance is called out. */
const Distances = ({ day }: { day: DayLogActivity }) => {
  const gap = distanceGap(day.WrittenKm, day.TrackedKm);
  return (
    <>
      <dl className="bo-details">
        <div className="bo-details-row">
          <dt>Written</dt>
          <dd>{formatKm(day.WrittenKm)}</dd>
        </div>
        <div className="bo-details-row">
          <dt>Tracked</dt>
          <dd>
            {formatKm(day.TrackedKm)}{' '}
            <span className="bo-muted">({formatCount(day.TrackedPoints)} positions)</span>
          </dd>
        </div>
      </dl>
      {gap !== null && distancesDiffer(day.WrittenKm, day.TrackedKm) ? (
        <p className="bo-warning" role="note">
          The written distance differs from the tracked one by {Math.round(gap * 100)}%.
        </p>
      ) : null}
    </>
  );
};

/**
 * The day behind a day log (GET /daylog/activity), for the office reading it: the attendance,
 * the distance written beside the one tracked, and the day's visits, orders and collections.
 */
export const DayLogActivityPanel = ({ record }: FormPanelProps) => {
  const id = useId();
  const dates = useShownDates();
  const activity = useDayLogActivity(record.Id);
  const day = activity.data;
  const time = (value: string | null) => (value ? dates.time(value) : '—');

  return (
    <section className="bo-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bo-card-title">
        The day’s activity
      </h2>
      {activity.isPending ? <Loader label="Loading the day’s activity" /> : null}
      {activity.isError ? <QueryProblem query={activity} /> : null}
      {day ? (
        <>
          <h3>Attendance</h3>
          {day.Attendance ? (
            <p>
              In {time(day.Attendance.CheckInAt)}, out {time(day.Attendance.CheckOutAt)}
            </p>
          ) : (
            <p className="bo-muted">No attendance that day.</p>
          )}

          <h3>Distance</h3>
          <Distances day={day} />

          <ActivityList
            title="Visits"
            rows={day.Visits}
            columns={[
              { label: 'In', cell: (visit) => time(visit.CheckInAt) },
              { label: 'Out', cell: (visit) => time(visit.CheckOutAt) },
              { label: 'Party or place', cell: (visit) => visit.PartyName ?? visit.LocationName ?? '—' },
              { label: 'Purpose', cell: (visit) => visit.PurposeName ?? '—' },
            ]}
          />
          <ActivityList
            title="Orders"
            rows={day.Orders}
            columns={[
              { label: 'Order no', cell: (order) => order.OrderNo },
              { label: 'Party', cell: (order) => order.PartyName },
              { label: 'Amount', numeric: true, cell: (order) => formatRupees(order.TotalAmount) },
              { label: 'Status', cell: (order) => statusLabel(order.Status) },
            ]}
          />
          <ActivityList
            title="Collections"
            rows={day.Collections}
            columns={[
              { label: 'Receipt no', cell: (collection) => collection.ReceiptNo },
              { label: 'Party', cell: (collection) => collection.PartyName },
              { label: 'Amount', numeric: true, cell: (collection) => formatRupees(collection.Amount) },
            ]}
          />
        </>
      ) : null}
    </section>
  );
};
