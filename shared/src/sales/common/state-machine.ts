/**
 * The small engine behind the sales state machines (orders, returns, cheques). Each machine is a
 * plain table of rules, so the README, the API's 409 answers and the screens' buttons all read the
 * same data, and a refused action always says what the record can do instead.
 */

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
}

export type TransitionResult<Status extends string> =
  | { ok: true; to: Status }
  | { ok: false; message: string };

export interface StateMachine<Status extends string, Action extends string> {
  readonly rules: readonly TransitionRule<Status, Action>[];
  /** The actions a record in this status may take, in table order. */
  allowedActions(status: Status): Action[];
  /** Where the action takes a record in this status, or why it may not (answered as 409). */
  nextStatus(current: Status, action: Action): TransitionResult<Status>;
}

export interface StateMachineDefinition<Status extends string, Action extends string> {
  /** The record in a sentence, lower case: 'order', 'return', 'cheque'. */
  noun: string;
  statusLabels: Readonly<Record<Status, string>>;
  rules: readonly TransitionRule<Status, Action>[];
}

/** 'a', 'a or b', 'a, b or c'. */
export function joinAlternatives(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'An' : 'A'} ${noun}`;

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

  return {
    rules,
    allowedActions: (status) => rulesFrom(status).map((rule) => rule.action),
    nextStatus(current, action) {
      const rule = rules.find((candidate) => candidate.action === action);
      // Only reachable when a caller casts an unchecked string; the message still names it.
      if (!rule) return { ok: false, message: `There is no ${noun} action "${action}".` };
      if (rule.from.includes(current)) return { ok: true, to: rule.to };
      const status = statusLabels[current].toLowerCase();
      if (rule.to === current) {
        return { ok: false, message: `The ${noun} is already ${status}; ${whatItCanDo(current)}.` };
      }
      return {
        ok: false,
        message: `${withArticle(noun)} that is ${status} cannot be ${rule.done}; ${whatItCanDo(current)}.`,
      };
    },
  };
}
