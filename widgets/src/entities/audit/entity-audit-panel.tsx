import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { useStore } from '@nanostores/react';
import { $calendarMode } from '../../core/preferences.store.ts';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { formatFieldValue } from '../entity-format.ts';
import { useEntityAudit } from '../entity-queries.ts';
import type { AuditChange } from '../entity-record.types.ts';
import { auditActionText } from './audit-action-words.ts';

const isBlank = (value: unknown): boolean => value === null || value === undefined || value === '';

const Empty = () => (
  <>
    <span aria-hidden="true">—</span>
    <span className="bo-sr-only">empty</span>
  </>
);

/** Who changed what on a record, newest as the server orders them, values read like the form's. */
export const EntityAuditPanel = ({ entity, recordId }: { entity: EntityDeclaration; recordId: number }) => {
  const calendarMode = useStore($calendarMode);
  const audit = useEntityAudit(entity, recordId);
  // A reference names its record by the server's text ("#12 (deleted)" once gone), not its id.
  const show = (change: AuditChange, value: unknown, name: string | null | undefined) => {
    const field = entity.fields[change.Field];
    const text = field
      ? formatFieldValue(field, value, calendarMode, name)
      : (name ?? (value === null || value === undefined ? '' : String(value)));
    return text === '' ? <Empty /> : text;
  };

  return (
    <section className="bo-card bo-audit" aria-labelledby="bo-audit-title">
      <h2 id="bo-audit-title" className="bo-card-title">
        Audit trail
      </h2>
      {audit.isPending ? <Loader label="Loading the audit trail" /> : null}
      {audit.isError ? <QueryProblem query={audit} /> : null}
      {audit.data && audit.data.length === 0 ? <p className="bo-muted">No changes recorded yet.</p> : null}
      {audit.data && audit.data.length > 0 ? (
        <ol className="bo-audit-list">
          {audit.data.map((entry) => (
            <li key={entry.Id} className="bo-audit-entry">
              <p className="bo-audit-head">
                <strong>{auditActionText(entry.Action, entity)}</strong>
                {' by '}
                {entry.ActorName ?? 'the system'}
                <span className="bo-muted">
                  {' · '}
                  <time dateTime={entry.At}>
                    {formatFieldValue({ kind: 'datetime', label: '' }, entry.At, calendarMode)}
                  </time>
                </span>
              </p>
              {entry.Changes.length > 0 ? (
                <ul className="bo-audit-changes">
                  {entry.Changes.map((change) => (
                    <li key={change.Field}>
                      <span className="bo-audit-field">{change.Label}:</span>{' '}
                      {/* A new record had nothing before: only what it was created with. */}
                      {isBlank(change.Before) && entry.Action === 'create' ? null : (
                        <>
                          <span className="bo-audit-before">
                            {show(change, change.Before, change.BeforeText)}
                          </span>
                          <span aria-hidden="true"> → </span>
                          <span className="bo-sr-only"> changed to </span>
                        </>
                      )}
                      <span className="bo-audit-after">{show(change, change.After, change.AfterText)}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
};
