import { toInternalPath } from '@backoffice/shared/internal-path';
import type { ReactNode } from 'react';
import { serverUrl } from '../../core/site-config.ts';

export type DetailRow = readonly [label: string, value: ReactNode];

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

/** The Details card's label and value pairs of an order, a return or a payment. */
export const DocumentDetailsList = ({ rows }: { rows: readonly DetailRow[] }) => (
  <dl className="bo-details bo-record-details">
    {rows.map(([label, value]) => (
      <div key={label} className="bo-details-row">
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
);
