import { formatCount } from '@backoffice/shared/format/money.format';
import type { DayLogActivity } from '@backoffice/shared/workforce/day-logs/day-log-activity.contract';
import { useId } from 'react';
import type { FormPanelProps } from '../../entities/form/entity-form-extensions.ts';
import { formatRupees, statusLabel } from '../../sales/orders/order-format.ts';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useShownDates } from '../../ui/shown-dates.ts';
import { useDayLogActivity } from './day-log-activity-queries.ts';
import { distanceGap, distancesDiffer, formatKm } from './day-log-distance.ts';

const Empty = ({ text }: { text: string }) => <p className="bo-muted">{text}</p>;

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
            <Empty text="No attendance that day." />
          )}

          <h3>Distance</h3>
          <Distances day={day} />

          <h3>Visits ({formatCount(day.Visits.length)})</h3>
          {day.Visits.length === 0 ? (
            <Empty text="No visits that day." />
          ) : (
            <div className="bo-table-wrap">
              <table className="bo-table" aria-label="Visits">
                <thead>
                  <tr>
                    <th scope="col">In</th>
                    <th scope="col">Out</th>
                    <th scope="col">Party or place</th>
                    <th scope="col">Purpose</th>
                  </tr>
                </thead>
                <tbody>
                  {day.Visits.map((visit) => (
                    <tr key={visit.Id}>
                      <td>{time(visit.CheckInAt)}</td>
                      <td>{time(visit.CheckOutAt)}</td>
                      <td>{visit.PartyName ?? visit.LocationName ?? '—'}</td>
                      <td>{visit.PurposeName ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          <h3>Orders ({formatCount(day.Orders.length)})</h3>
          {day.Orders.length === 0 ? (
            <Empty text="No orders that day." />
          ) : (
            <div className="bo-table-wrap">
              <table className="bo-table" aria-label="Orders">
                <thead>
                  <tr>
                    <th scope="col">Order no</th>
                    <th scope="col">Party</th>
                    <th scope="col" className="bo-cell-number">
                      Amount
                    </th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {day.Orders.map((order) => (
                    <tr key={order.Id}>
                      <td>{order.OrderNo}</td>
                      <td>{order.PartyName}</td>
                      <td className="bo-cell-number">{formatRupees(order.TotalAmount)}</td>
                      <td>{statusLabel(order.Status)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          <h3>Collections ({formatCount(day.Collections.length)})</h3>
          {day.Collections.length === 0 ? (
            <Empty text="No collections that day." />
          ) : (
            <div className="bo-table-wrap">
              <table className="bo-table" aria-label="Collections">
                <thead>
                  <tr>
                    <th scope="col">Receipt no</th>
                    <th scope="col">Party</th>
                    <th scope="col" className="bo-cell-number">
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {day.Collections.map((collection) => (
                    <tr key={collection.Id}>
                      <td>{collection.ReceiptNo}</td>
                      <td>{collection.PartyName}</td>
                      <td className="bo-cell-number">{formatRupees(collection.Amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
};
