import {
  createStateMachine,
  type StateMachine,
  type TransitionRule,
} from '../state-machine/state-machine.js';
import { actionVerb, type EntityDeclaration, stateLabelOf } from './entity-declaration.js';

/** A declaration known to have a state machine (a hand-written module's own entity). */
type StatefulEntity = EntityDeclaration & { state: NonNullable<EntityDeclaration['state']> };

const machines = new WeakMap<EntityDeclaration, StateMachine<string, string>>();

/**
 * A declared entity's actions on the shared engine. A refusal keeps the entity routes' own sentence
 * ("Cannot approve a leave that is cancelled."), which names the action's verb rather than the
 * machine's "cannot be approved; it can be …".
 */
export function entityStateMachine(entity: StatefulEntity): StateMachine<string, string>;
export function entityStateMachine(entity: EntityDeclaration): StateMachine<string, string> | null;
export function entityStateMachine(entity: EntityDeclaration): StateMachine<string, string> | null {
  const state = entity.state;
  if (!state) return null;
  const known = machines.get(entity);
  if (known) return known;
  const field = entity.fields[state.field];
  const options = field?.kind === 'enum' ? field.options : [];
  const machine = createStateMachine<string, string>({
    noun: entity.singular.toLowerCase(),
    statusLabels: Object.fromEntries(options.map((option) => [option.value, option.label])),
    rules: state.actions,
    refusal: (rule, current) =>
      `Cannot ${actionVerb(entity, rule.label)} a ${entity.singular.toLowerCase()} that is ${stateLabelOf(entity, current)}.`,
  });
  machines.set(entity, machine);
  return machine;
}

/** The declared rule of an action the caller knows the entity has (a hand-written module's route). */
export const entityActionRule = (
  entity: EntityDeclaration,
  action: string,
): TransitionRule<string, string> => {
  const rule = entityStateMachine(entity)?.ruleOf(action);
  if (!rule) throw new Error(`${entity.name} has no action ${action}`);
  return rule;
};
