import type { FieldError } from '@backoffice/shared/envelope';
import {
  FORBIDDEN_CHARACTER_MESSAGES,
  forbiddenCharacterIn,
} from '@backoffice/shared/text/forbidden-characters';
import { badRequest } from './api-error.js';

/** No form of ours nests deeper than a few levels; 64 leaves room and keeps every later walk short. */
export const MAX_INPUT_DEPTH = 64;

export const INPUT_SAFETY_MESSAGES = {
  ...FORBIDDEN_CHARACTER_MESSAGES,
  tooDeep: `The request nests values more than ${MAX_INPUT_DEPTH} levels deep.`,
  listGap: 'A list in the request skips positions: number its items 0, 1, 2 and so on.',
} as const;

const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

interface Pending {
  value: unknown;
  path: string;
  depth: number;
  /** The key this value was found under (client text too). */
  key?: string;
}

/**
 * The first thing in client input that no route may take, in the order sent: a value nested beyond
 * MAX_INPUT_DEPTH (named by its top-level field), text or a key holding a forbidden character, or a
 * list with holes (a multipart name such as `Lines[999999999]` makes one, and a schema walking it
 * would allocate every position). Iterative, so no input can overflow the stack.
 */
export const unsafeInputOf = (input: unknown): FieldError | null => {
  const stack: Pending[] = [{ value: input, path: '', depth: 0 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value, path, depth, key } = next;
    const keyProblem = key === undefined ? null : forbiddenCharacterIn(key);
    if (keyProblem) return { Field: path, Message: INPUT_SAFETY_MESSAGES[keyProblem] };
    if (typeof value === 'string') {
      const found = forbiddenCharacterIn(value);
      if (found) return { Field: path || '(body)', Message: INPUT_SAFETY_MESSAGES[found] };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) {
      // The full path would be 64 segments long; the field the client filled in says enough.
      const field = Array.isArray(input) ? '' : path.split('.')[0];
      return { Field: field || '(body)', Message: INPUT_SAFETY_MESSAGES.tooDeep };
    }
    const entries = Object.entries(value);
    if (Array.isArray(value) && entries.length !== value.length)
      return { Field: path || '(body)', Message: INPUT_SAFETY_MESSAGES.listGap };
    // Pushed in reverse so the first field sent is the first one looked at.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [name, item] = entries[index] as [string, unknown];
      stack.push({ value: item, path: at(path, name), depth: depth + 1, key: name });
    }
  }
  return null;
};

/** Throws the 400 for unsafe input, naming the field; every route's query, body and file names pass here. */
export const refuseUnsafeInput = (input: unknown): void => {
  const problem = unsafeInputOf(input);
  if (problem) throw badRequest(problem.Message, [problem]);
};
