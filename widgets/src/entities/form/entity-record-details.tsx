import { type EntityDeclaration, visibleFields } from '@backoffice/shared/entities/entity-declaration';
import { useStore } from '@nanostores/react';
import { $calendarMode } from '../../core/preferences.store.ts';
import { formatFieldValue, formatRecordField } from '../entity-format.ts';
import type { EntityRecord } from '../entity-record.types.ts';

const NotSet = () => (
  <>
    <span aria-hidden="true">—</span>
    <span className="bo-sr-only">Not set</span>
  </>
);

/** What the server keeps on the record and a form cannot change: its state, stamps and generated parts. */
export const EntityRecordDetails = ({
  entity,
  record,
}: {
  entity: EntityDeclaration;
  record: EntityRecord;
}) => {
  const calendarMode = useStore($calendarMode);
  const rows: { label: string; text: string; state?: string }[] = [
    ...visibleFields(entity)
      .filter(([, field]) => field.access === 'readOnly')
      .map(([name, field]) => ({
        label: field.label,
        text: formatRecordField(entity, record, name, calendarMode),
        ...(name === entity.state?.field ? { state: String(record[name] ?? '') } : {}),
      })),
    {
      label: 'Created',
      text: formatFieldValue({ kind: 'datetime', label: '' }, record.CreatedAt, calendarMode),
    },
    { label: 'Created by', text: record.CreatedByName ?? '' },
    {
      label: 'Last updated',
      text: formatFieldValue({ kind: 'datetime', label: '' }, record.UpdatedAt, calendarMode),
    },
  ];
  return (
    <section className="bo-card" aria-labelledby="bo-record-details-title">
      <h2 id="bo-record-details-title" className="bo-card-title">
        Record
      </h2>
      <dl className="bo-details bo-record-details">
        {rows.map((row) => (
          <div key={row.label} className="bo-details-row">
            <dt>{row.label}</dt>
            <dd>
              {row.text === '' ? (
                <NotSet />
              ) : row.state !== undefined ? (
                <span className="bo-state" data-state={row.state}>
                  {row.text}
                </span>
              ) : (
                row.text
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
