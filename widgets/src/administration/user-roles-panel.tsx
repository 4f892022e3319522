import { USER_ROLE_MESSAGES } from '@backoffice/shared/administration/user-role.contract';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '../core/api-client.ts';
import { entityRecordKey, useActionPermission } from '../entities/entity-queries.ts';
import type { EntityRecord } from '../entities/entity-record.types.ts';
import type { FormPanelProps } from '../entities/form/entity-form-extensions.ts';
import { NO_REFERENCE, ReferenceSelect, type ReferenceValue } from '../entities/form/reference-select.tsx';
import { toast } from '../ui/toast.store.ts';
import { addUserRole, heldRoles, removeUserRole } from './administration-queries.ts';

type RoleChange = { kind: 'add' | 'remove'; roleId: number };

/**
 * The User edit form's roles: what the user holds as removable chips (userrole/delete), and a
 * searchable select of the company's roles to give one more (role/autocomplete, then userrole/add).
 * Each change is saved at once; the server refuses what the signed-in person may not hand out.
 */
export const UserRolesPanel = ({ record, refresh }: FormPanelProps) => {
  const id = useId();
  const queryClient = useQueryClient();
  const canEdit = useActionPermission(USER, 'edit');
  const [chosen, setChosen] = useState<ReferenceValue>(NO_REFERENCE);
  const [problem, setProblem] = useState<string | null>(null);
  const roles = heldRoles(record);

  const change = useMutation({
    mutationFn: ({ kind, roleId }: RoleChange) =>
      kind === 'add' ? addUserRole(record.Id, roleId) : removeUserRole(record.Id, roleId),
    onSuccess: (user, { kind }) => {
      // The answer is the user with its roles: the chips change now, the rest reloads with refresh.
      queryClient.setQueryData<EntityRecord>(entityRecordKey(USER, record.Id), (old) =>
        old ? { ...old, Roles: user.Roles } : old,
      );
      toast.success(kind === 'add' ? USER_ROLE_MESSAGES.added : USER_ROLE_MESSAGES.removed);
      setProblem(null);
      if (kind === 'add') setChosen(NO_REFERENCE);
      refresh();
    },
    onError: (error) => {
      const message = errorMessage(error);
      setProblem(message);
      toast.error(message);
    },
  });

  const add = () => {
    const roleId = Number(chosen.id);
    if (!Number.isInteger(roleId) || roleId <= 0) {
      setProblem('Choose a role to add.');
      return;
    }
    if (roles.some((role) => role.Id === roleId)) {
      setProblem(`This user already has the role ${chosen.name}.`);
      return;
    }
    change.mutate({ kind: 'add', roleId });
  };

  return (
    <section className="bo-card bo-user-roles" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bo-card-title">
        Roles
      </h2>
      {roles.length === 0 ? (
        <p className="bo-muted">No roles yet: this user may open only the pages everyone may.</p>
      ) : (
        <ul className="bo-chip-list bo-role-chips" aria-label="Roles held">
          {roles.map((role) => (
            <li key={role.Id} className="bo-chip bo-role-chip">
              <span>{role.Name}</span>
              {canEdit ? (
                <button
                  type="button"
                  className="bo-chip-remove"
                  aria-label={`Remove role ${role.Name}`}
                  disabled={change.isPending}
                  onClick={() => change.mutate({ kind: 'remove', roleId: role.Id })}
                >
                  <X size={14} aria-hidden="true" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <div className="bo-role-add">
          <div className="bo-field">
            <label htmlFor={`${id}-role`}>Add a role</label>
            <div className="bo-role-add-row">
              <ReferenceSelect
                id={`${id}-role`}
                label="Add a role"
                apiPath="role"
                value={chosen}
                describedBy={problem ? `${id}-problem` : undefined}
                invalid={problem !== null}
                onChange={(value) => {
                  setChosen(value);
                  setProblem(null);
                }}
              />
              <button
                type="button"
                className="bo-btn"
                disabled={chosen.id === '' || change.isPending}
                onClick={add}
              >
                <Plus size={16} aria-hidden="true" />
                {change.isPending && change.variables.kind === 'add' ? 'Adding…' : 'Add role'}
              </button>
            </div>
            {problem ? (
              <p id={`${id}-problem`} className="bo-field-error" role="alert">
                {problem}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
};
