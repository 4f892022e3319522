import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { ArrowLeft } from 'lucide-react';
import { ApiError, errorMessage } from '../core/api-client.ts';
import { AppLink, useNavigate } from '../core/navigation.tsx';
import { Loader } from '../ui/loader.tsx';
import { EntityAuditPanel } from './entity-audit-panel.tsx';
import { EntityForm } from './entity-form.tsx';
import { recordName } from './entity-format.ts';
import { useEntityRecord } from './entity-queries.ts';
import { EntityRecordActions } from './entity-record-actions.tsx';
import { EntityRecordDetails } from './entity-record-details.tsx';

export interface EntityFormPageProps {
  entity: EntityDeclaration;
  /** The record to edit; none for a new one. */
  recordId?: number | undefined;
}

/**
 * The form screen at {route}/new and {route}/{id}: the generated form, and when editing, the
 * record's read-only details, its state actions and Delete, and its audit trail.
 */
export const EntityFormPage = ({ entity, recordId }: EntityFormPageProps) => {
  const navigate = useNavigate();
  const record = useEntityRecord(entity, recordId);
  const toList = () => navigate(entity.route);
  const editing = recordId !== undefined;
  const data = editing ? record.data : undefined;
  const heading = editing ? (data ? recordName(entity, data) : entity.singular) : `New ${entity.singular}`;

  return (
    <div className="bo-page bo-entity-page">
      <div className="bo-page-head">
        <div>
          <AppLink href={entity.route} className="bo-back-link">
            <ArrowLeft size={16} aria-hidden="true" />
            {entity.title}
          </AppLink>
          <h1>{heading}</h1>
          {editing ? <p className="bo-muted">Edit {entity.singular}</p> : null}
        </div>
      </div>

      {editing && record.isPending ? <Loader label={`Loading the ${entity.singular}`} /> : null}
      {editing && record.isError ? (
        <div className="bo-alert bo-alert-row" role="alert">
          <p>
            {record.error instanceof ApiError && record.error.code === 404
              ? `This ${entity.singular} does not exist, or it was deleted.`
              : errorMessage(record.error)}
          </p>
          {record.error instanceof ApiError && record.error.code === 404 ? (
            <AppLink href={entity.route} className="bo-btn">
              Back to {entity.title}
            </AppLink>
          ) : (
            <button
              type="button"
              className="bo-btn"
              disabled={record.isFetching}
              onClick={() => void record.refetch()}
            >
              {record.isFetching ? 'Retrying…' : 'Retry'}
            </button>
          )}
        </div>
      ) : null}

      {!editing || data ? (
        <div className={editing ? 'bo-form-layout' : 'bo-form-layout bo-form-layout-single'}>
          <EntityForm key={recordId ?? 'new'} entity={entity} record={data} onDone={toList} />
          {data ? (
            <div className="bo-form-side">
              <EntityRecordDetails entity={entity} record={data} />
              <EntityRecordActions entity={entity} record={data} onDeleted={toList} />
              <EntityAuditPanel entity={entity} recordId={data.Id} />
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
};
