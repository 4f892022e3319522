import { PERMISSION_MESSAGES } from '@backoffice/shared/administration/permission.contract';
import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { errorMessage } from '../core/api-client.ts';
import { useActionPermission } from '../entities/entity-queries.ts';
import type { FormPanelProps } from '../entities/form/entity-form-extensions.ts';
import { useUnsavedChanges } from '../entities/unsaved-changes/use-unsaved-changes.tsx';
import { QueryProblem } from '../ui/load-problem.tsx';
import { Loader } from '../ui/loader.tsx';
import { toast } from '../ui/toast.store.ts';
import {
  permissionMatrixKey,
  refreshPermissionChecks,
  savePermissionMatrix,
  usePermissionMatrix,
} from './administration-queries.ts';
import { channelLabel, PermissionChannelTabs, tabId } from './permission-channel-tabs.tsx';
import {
  type Channel,
  changedRows,
  countByChannel,
  type Grants,
  grantsOf,
  modulesFor,
  type PermissionMatrix,
  setColumn,
  setFlag,
  setRow,
  withGrants,
} from './permission-matrix.ts';
import { PermissionMatrixTable } from './permission-matrix-table.tsx';

const NO_GRANTS: Grants = {};

const changesText = (count: number): string =>
  count === 0 ? 'No unsaved changes' : `${count} unsaved ${count === 1 ? 'change' : 'changes'}`;

/** Why the matrix cannot be changed here, or null when it can. */
const readOnlyReason = (matrix: PermissionMatrix, canEdit: boolean): string | null => {
  if (matrix.IsAdminRole) {
    return 'This is an administrator role: its holders may do everything in the company, whatever is ticked here. Turn off “Administrator role” and save the role to limit it to these permissions.';
  }
  if (!canEdit) return 'You may see these permissions; changing them needs Edit permission on Roles.';
  return null;
};

/**
 * The Role edit form's permission matrix (spec 6: permissions per role and page, with the
 * mobile-app flag): every page by module, View / Create / Edit / Delete, web and mobile app rows on
 * two tabs, saved as a whole with permission/save.
 */
export const RolePermissionsPanel = ({ record, refresh }: FormPanelProps) => {
  const id = useId();
  const queryClient = useQueryClient();
  const matrix = usePermissionMatrix(record.Id);
  const canEdit = useActionPermission(ROLE, 'edit');
  const [channel, setChannel] = useState<Channel>('web');
  // Null while nothing is edited: the screen then shows what is saved, however often it reloads.
  const [draft, setDraft] = useState<Grants | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const saved = useMemo(() => (matrix.data ? grantsOf(matrix.data) : NO_GRANTS), [matrix.data]);
  const grants = draft ?? saved;
  const changed = useMemo(() => changedRows(saved, grants), [saved, grants]);
  // Reported to the form page, which asks once for the form and this panel together.
  useUnsavedChanges(changed.size > 0, 'Permissions');

  const save = useMutation({
    mutationFn: ({ data, next }: { data: PermissionMatrix; next: Grants }) =>
      savePermissionMatrix(data, next),
    onSuccess: (_rows, { data, next }) => {
      queryClient.setQueryData(permissionMatrixKey(record.Id), withGrants(data, next));
      setDraft(null);
      toast.success(PERMISSION_MESSAGES.saved);
      // The audit trail now has the change; the menu and checks of holders may have changed too.
      refresh();
      void refreshPermissionChecks(queryClient);
      void queryClient.invalidateQueries({ queryKey: permissionMatrixKey(record.Id) });
    },
    onError: (error) => {
      const message = errorMessage(error);
      setSaveError(message);
      toast.error(message);
    },
  });

  const edit = (next: (current: Grants) => Grants) => {
    setDraft(next(grants));
    setSaveError(null);
  };

  const heading = (
    <h2 id={`${id}-title`} className="bo-card-title">
      Permissions
    </h2>
  );
  if (matrix.isPending) {
    return (
      <section className="bo-card bo-perm-panel" aria-labelledby={`${id}-title`}>
        {heading}
        <Loader label="Loading the permissions" />
      </section>
    );
  }
  if (matrix.isError) {
    return (
      <section className="bo-card bo-perm-panel" aria-labelledby={`${id}-title`}>
        {heading}
        <QueryProblem query={matrix} />
      </section>
    );
  }

  const data = matrix.data;
  const reason = readOnlyReason(data, canEdit);
  const disabled = reason !== null || save.isPending;
  const modules = modulesFor(data, channel);

  return (
    <section className="bo-card bo-perm-panel" aria-labelledby={`${id}-title`}>
      {heading}
      <p className="bo-muted bo-perm-intro">What holders of this role may do on each page.</p>
      {reason ? (
        <p className="bo-note">
          <Info size={18} aria-hidden="true" />
          <span>{reason}</span>
        </p>
      ) : null}
      <PermissionChannelTabs
        idPrefix={id}
        active={channel}
        changes={countByChannel(changed)}
        onChange={setChannel}
      />
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(id, channel)}>
        <PermissionMatrixTable
          modules={modules}
          grants={grants}
          changed={changed}
          disabled={disabled}
          channelLabel={channelLabel(channel)}
          onFlag={(key, flag, on) => edit((current) => setFlag(current, key, flag, on))}
          onRow={(key, on) => edit((current) => setRow(current, key, on))}
          onColumn={(keys, flag, on) => edit((current) => setColumn(current, keys, flag, on))}
        />
      </div>
      {saveError ? (
        <p className="bo-alert bo-perm-error" role="alert">
          {saveError}
        </p>
      ) : null}
      {reason ? null : (
        <div className="bo-perm-actions">
          <p
            className={changed.size > 0 ? 'bo-perm-status bo-perm-status-dirty' : 'bo-perm-status'}
            role="status"
          >
            {changesText(changed.size)}
          </p>
          <div className="bo-button-row">
            <button
              type="button"
              className="bo-btn"
              disabled={changed.size === 0 || save.isPending}
              onClick={() => {
                setDraft(null);
                setSaveError(null);
              }}
            >
              Discard changes
            </button>
            <button
              type="button"
              className="bo-btn bo-btn-primary"
              disabled={changed.size === 0 || save.isPending}
              onClick={() => save.mutate({ data, next: grants })}
            >
              {save.isPending ? 'Saving…' : 'Save permissions'}
            </button>
          </div>
        </div>
      )}
    </section>
  );
};
