import type { AttendancePoint } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { serverUrl } from '../../core/site-config.ts';
import { useShownDates } from '../../ui/shown-dates.ts';
import { distanceText } from './attendance-format.ts';

/** A check-in or check-out: when, where, how far from the place, how sure the phone was, its photo. */
export const AttendancePointCard = ({ title, point }: { title: string; point: AttendancePoint | null }) => {
  const dates = useShownDates();
  return (
    <section className="bo-card bo-attendance-point" aria-label={title}>
      <h2 className="bo-card-title">{title}</h2>
      {point === null ? (
        <p className="bo-muted">Not yet.</p>
      ) : (
        <dl className="bo-visit-facts">
          <dt>Time</dt>
          <dd>{dates.moment(point.At)}</dd>
          <dt>Place</dt>
          <dd>{point.LocationName ?? 'No allowed place near'}</dd>
          <dt>Distance</dt>
          <dd>{point.DistanceM === null ? '—' : `${distanceText(point.DistanceM)} from the place`}</dd>
          <dt>Accuracy</dt>
          <dd>{point.Accuracy === null ? '—' : `± ${Math.round(point.Accuracy)} m`}</dd>
          <dt>Position</dt>
          <dd>
            {point.Latitude === null || point.Longitude === null
              ? 'Not sent'
              : `${point.Latitude.toFixed(5)}, ${point.Longitude.toFixed(5)}`}
          </dd>
        </dl>
      )}
      {point?.PhotoUrl ? (
        <ul className="bo-visit-files bo-visit-files-large">
          <li>
            <a href={serverUrl(point.PhotoUrl)} target="_blank" rel="noopener noreferrer">
              <img
                src={serverUrl(point.PhotoUrl)}
                alt={`Taken at the ${title.toLowerCase()} (opens larger)`}
                loading="lazy"
              />
            </a>
          </li>
        </ul>
      ) : null}
    </section>
  );
};
