/**
 * The one engine behind every state machine: the hand-written ones (orders, returns, cheques, beat
 * plans, activation requests, support tickets) and the declared entities' actions. Each machine is
 * a plain table of rules, so the docs, the API's 409 answers and the screens' buttons all read the
 * same data, and a refused action says why.
 */

import { withIndefiniteArticle } from '../text/indefinite-article.js';

export interface TransitionRule<Status extends string, Action extends string> {
  /** The wire name: the last segment of the POST path. */
  action: Action;
  /** The button text. */
  label: string;
  /** How a sentence says the action was done to the record: 'verified', 'made ready to dispatch'. */
  done: string;
  from: readonly Status[];
  to: Status;
  /** The action needs remarks (a reason), kept in the transition record. */
  remarksRequired: boolean;
  /**
   * A declared entity's field the action takes from the body with the state change (AdminRemarks
   * and the like); the hand-written machines keep remarks in their transition history instead.
   */
  remarksField?: string;
  /** Asked in the portal before the action runs. */
  confirm?: string;
}

export type TransitionResult<Status extends string> =
  | { ok: true; to: Status }
  | { ok: false; message: string };

export interface StateMachine<Status extends string, Action extends string> {
  readonly rules: readonly TransitionRule<Status, Action>[];
  /** The rule of an action, or undefined for a name the table does not have. */
  ruleOf(action: string): TransitionRule<Status, Action> | undefined;
  /** The actions a record in this status may take, in table order. */
  allowedActions(status: Status): Action[];
  /** Where the action takes a record in this status, or why it may not (answered as 409). */
  nextStatus(current: Status, action: Action): TransitionResult<Status>;
}

/** Why a rule does not apply to a record in `current`: the sentence of the 409 answer. */
export type RefusalMessage<Status extends string, Action extends string> = (
  rule: TransitionRule<Status, Action>,
  current: Status,
) => string;

export interface StateMachineDefinition<Status extends string, Action extends string> {
  /** The record in a sentence, lower case: 'order', 'return', 'cheque'. */
  noun: string;
  statusLabels: Readonly<Record<Status, string>>;
  rules: readonly TransitionRule<Status, Action>[];
  /**
   * The refusal sentence, when the machine's routes already answer another one than the default
   * "An order that is dispatched cannot be verified; it can be delivered.".
   */
  refusal?: RefusalMessage<Status, Action>;
}

/** 'a', 'a or b', 'a, b or c'. */
export function joinAlternatives(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** 'An order', 'A user': the sentence starts with the record. */
const withArticle = (noun: string): string => {
  const phrase = withIndefiniteArticle(noun);
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
};

export function createStateMachine<Status extends string, Action extends string>(
  definition: StateMachineDefinition<Status, Action>,
): StateMachine<Status, Action> {
  const { noun, statusLabels, rules } = definition;
  const rulesFrom = (status: Status) => rules.filter((rule) => rule.from.includes(status));

  const whatItCanDo = (status: Status): string => {
    const possible = rulesFrom(status).map((rule) => rule.done);
    return possible.length === 0
      ? 'no further action is possible'
      : `it can be ${joinAlternatives(possible)}`;
  };

  const defaultRefusal: RefusalMessage<Status, Action> = (rule, current) => {
    const status = statusLabels[current].toLowerCase();
    if (rule.to === current) return `The ${noun} is already ${status}; ${whatItCanDo(current)}.`;
    return `${withArticle(noun)} that is ${status} cannot be ${rule.done}; ${whatItCanDo(current)}.`;
  };
  const refusal = definition.refusal ?? defaultRefusal;

  const ruleOf = (action: string) => rules.find((candidate) => candidate.action === action);

  return {
    rules,
    ruleOf,
    allowedActions: (status) => rulesFrom(status).map((rule) => rule.action),
    nextStatus(current, action) {
      const rule = ruleOf(action);
      // Only reachable when a caller casts an unchecked string; the message still names it.
      if (!rule) return { ok: false, message: `There is no ${noun} action "${action}".` };
      if (rule.from.includes(current)) return { ok: true, to: rule.to };
      return { ok: false, message: refusal(rule, current) };
    },
  };
}
