import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import type { TransitionRule } from '@backoffice/shared/state-machine/state-machine';
import type { RemarksAsked } from '../ui/dialogs/action-confirm-modal.tsx';
import type { EntityRecord } from './entity-record.types.ts';

export const stateOf = (entity: EntityDeclaration, record: EntityRecord): string =>
  entity.state ? String(record[entity.state.field] ?? '') : '';

/** Whether the declaration lets this record be deleted in its current state. */
export const deletableNow = (entity: EntityDeclaration, record: EntityRecord): boolean => {
  if (entity.deletable === false) return false;
  const states = entity.deletable?.fromStates;
  return !states || states.includes(stateOf(entity, record));
};

/** The remarks an action asks for, as its declared field names and limits them; none without one. */
export const remarksAskedOf = (
  entity: EntityDeclaration,
  action: TransitionRule<string, string>,
): RemarksAsked | undefined => {
  if (!action.remarksField) return undefined;
  const field = entity.fields[action.remarksField];
  return {
    label: field?.label ?? 'Remarks',
    required: action.remarksRequired,
    max: field && 'max' in field ? field.max : undefined,
  };
};
