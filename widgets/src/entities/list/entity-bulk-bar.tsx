import { bulkActionsOf, entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { type EntityDeclaration, pluralOf } from '@backoffice/shared/entities/entity-declaration';
import { entityStateMachine } from '@backoffice/shared/entities/entity-state-machine';
import type { BulkRowResult } from '@backoffice/shared/http/bulk-action';
import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../core/contract-client.ts';
import { $calendarMode } from '../../core/preferences.store.ts';
import { type BulkChoice, BulkSelectionBar } from '../../ui/list/bulk-selection-bar.tsx';
import type { RowSelection } from '../../ui/list/use-row-selection.ts';
import { recordName } from '../entity-format.ts';
import { refreshEntity, useActionPermission } from '../entity-queries.ts';
import type { EntityRecord } from '../entity-record.types.ts';
import { deletableNow, remarksAskedOf, stateOf } from '../entity-record-state.ts';

/** Whether a declared list offers row selection: its entity has a bulk route. */
export const selectableList = (entity: EntityDeclaration): boolean =>
  entityContracts(entity).bulk !== undefined && bulkActionsOf(entity).length > 0;

/**
 * The declared actions and Delete that at least one selected record allows in its state, as far
 * as the caller's permissions go.
 */
const choicesOf = (
  entity: EntityDeclaration,
  records: readonly EntityRecord[],
  may: { edit: boolean; delete: boolean },
): BulkChoice[] => {
  const machine = entityStateMachine(entity);
  const actions = may.edit
    ? (machine?.rules ?? [])
        .filter((rule) =>
          records.some((record) => machine?.allowedActions(stateOf(entity, record)).includes(rule.action)),
        )
        .map((rule) => ({
          name: rule.action,
          label: rule.label,
          confirm: rule.confirm,
          remarks: remarksAskedOf(entity, rule),
        }))
    : [];
  const deletable = may.delete && records.some((record) => deletableNow(entity, record));
  return deletable ? [...actions, { name: 'delete', label: 'Delete', danger: true }] : actions;
};

export interface EntityBulkBarProps {
  entity: EntityDeclaration;
  selection: RowSelection<EntityRecord>;
  /** The list's sort, which the selection's export keeps. */
  sort: { SortBy: string; SortType: string };
}

/** A declared list's selection bar: its actions run through POST /{apiPath}/bulk. */
export const EntityBulkBar = ({ entity, selection, sort }: EntityBulkBarProps) => {
  const queryClient = useQueryClient();
  const may = {
    edit: useActionPermission(entity, 'edit'),
    delete: useActionPermission(entity, 'delete'),
  };
  const calendarMode = useStore($calendarMode);
  const records = [...selection.selected.values()];
  const contract = entityContracts(entity).bulk;
  if (!contract) return null;
  return (
    <BulkSelectionBar
      ids={records.map((record) => record.Id)}
      choices={choicesOf(entity, records, may)}
      plural={pluralOf(entity)}
      nameOf={(id) => {
        const record = selection.selected.get(id);
        return record ? recordName(entity, record, calendarMode) : `${entity.singular} #${id}`;
      }}
      run={(choice, ids, remarks) =>
        callContract(contract, { body: { Action: choice.name, Ids: [...ids], Remarks: remarks } })
      }
      onRan={(results: readonly BulkRowResult[]) => {
        selection.drop(results.filter((result) => result.Done).map((result) => result.Id));
        void refreshEntity(queryClient, entity);
      }}
      onClear={selection.clear}
      exportPath={entityContracts(entity).export.path}
      exportQuery={sort}
      fileName={entity.apiPath}
    />
  );
};
