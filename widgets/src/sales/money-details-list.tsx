import { formatCalendarDate } from '@backoffice/shared/calendar/bs-calendar';
import { toInternalPath } from '@backoffice/shared/internal-path';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $calendarMode } from '../core/preferences.store.ts';
import { serverUrl } from '../core/site-config.ts';

export type DetailRow = readonly [label: string, value: ReactNode];

/** A day as the person's calendar (AD or BS) writes it; the raw date when it cannot be read. */
export const useCalendarDay = (): ((value: string) => string) => {
  const calendarMode = useStore($calendarMode);
  return (value) => formatCalendarDate(value, calendarMode) || value;
};

/** The row linking a record's stored file, or none when it has none. */
export const fileRow = (label: string, linkText: string, fileUrl: string | null): DetailRow[] => {
  const file = toInternalPath(fileUrl);
  return file
    ? [
        [
          label,
          <a key="file" href={serverUrl(file)} target="_blank" rel="noopener noreferrer">
            {linkText}
          </a>,
        ],
      ]
    : [];
};

/** The Details card's label and value pairs of a return or a payment. */
export const MoneyDetailsList = ({ rows }: { rows: readonly DetailRow[] }) => (
  <dl className="bo-details bo-record-details">
    {rows.map(([label, value]) => (
      <div key={label} className="bo-details-row">
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
);
