import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { ApiError, errorMessage, mayRetry } from '../../core/api-client.ts';
import { AppLink } from '../../core/navigation.tsx';
import { $calendarMode } from '../../core/preferences.store.ts';
import { Loader } from '../../ui/loader.tsx';
import { EntityAuditPanel } from '../audit/entity-audit-panel.tsx';
import { recordName } from '../entity-format.ts';
import { refreshEntity, useEntityRecord } from '../entity-queries.ts';
import { EntityRecordLinks } from '../links/entity-record-links-card.tsx';
import { UnsavedChangesProvider, useUnsavedChangesScope } from '../unsaved-changes/use-unsaved-changes.tsx';
import { EntityForm } from './entity-form.tsx';
import { formPanelsOf } from './entity-form-extensions.ts';
import { EntityRecordActions } from './entity-record-actions.tsx';
import { EntityRecordDetails } from './entity-record-details.tsx';

export interface EntityFormPageProps {
  entity: EntityDeclaration;
  /** The record to edit; none for a new one. */
  recordId?: number | undefined;
}

/**
 * The form screen at {route}/new and {route}/{id}: the generated form, and when editing, the
 * record's read-only details, the pages it leads to (declared links), its state actions and Delete, the panels registered for the entity
 * (entity-form-extensions.ts), and its audit trail. The form and the panels report unsaved changes
 * to one scope, which asks once before any of them is lost.
 */
export const EntityFormPage = ({ entity, recordId }: EntityFormPageProps) => {
  const queryClient = useQueryClient();
  const calendarMode = useStore($calendarMode);
  const record = useEntityRecord(entity, recordId);
  const unsaved = useUnsavedChangesScope(entity.route);
  // After the form's save a panel may still hold changes: the person decides, nothing is dropped.
  const afterSave = () => unsaved.leave(entity.route, { note: `${entity.singular} saved.` });
  const afterDelete = () => unsaved.leave(entity.route, { ask: false });
  const editing = recordId !== undefined;
  const data = editing ? record.data : undefined;
  const refresh = () => void refreshEntity(queryClient, entity);
  const panels = (placement: 'side' | 'main') =>
    data
      ? formPanelsOf(entity.name, placement).map(({ id, component: Panel }) => (
          // A panel may load its code on first use: only its own place waits for it.
          <Suspense key={id} fallback={null}>
            <Panel record={data} refresh={refresh} />
          </Suspense>
        ))
      : null;
  const heading = editing
    ? data
      ? recordName(entity, data, calendarMode)
      : entity.singular
    : `New ${entity.singular}`;

  return (
    <UnsavedChangesProvider scope={unsaved}>
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
            {!mayRetry(record.error) ? (
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
            <div className="bo-form-main">
              <EntityForm key={recordId ?? 'new'} entity={entity} record={data} onDone={afterSave} />
              {panels('main')}
            </div>
            {data ? (
              <div className="bo-form-side">
                <EntityRecordDetails entity={entity} record={data} />
                <EntityRecordLinks entity={entity} record={data} />
                <EntityRecordActions entity={entity} record={data} onDeleted={afterDelete} />
                {panels('side')}
                <EntityAuditPanel entity={entity} recordId={data.Id} />
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </UnsavedChangesProvider>
  );
};
