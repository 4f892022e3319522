/**
 * The server's field messages (Errors of a 400) put back under the controls of the return and
 * collection forms. The server names fields by their wire path ('Lines[1].Quantity',
 * 'orders.0.amount'); a form's controls are keyed by what they edit ('Line:57' for order line 57),
 * since the lines sent are only some of the lines shown.
 */
import type { FieldError } from '@backoffice/shared/envelope';

export type FormErrors = Record<string, string>;

/** 'Lines[1].Quantity' and 'lines.1.quantity' both → ['Lines', '1', 'Quantity'] once canonical. */
export const fieldPathParts = (field: string): string[] =>
  field
    .trim()
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);

/** The name among `known` that `name` spells, whatever its case. */
export const canonicalName = (name: string, known: readonly string[]): string | undefined =>
  known.find((candidate) => candidate.toLowerCase() === name.toLowerCase());

export interface MappedErrors {
  fields: FormErrors;
  /** Messages no control shows, to list above the form. */
  other: string[];
}

export interface FieldErrorMap {
  /** Top-level field names a control shows, as the server spells them. */
  fields: readonly string[];
  /** The list of rows the body sent ('Lines', 'Orders'), and the control key of row `index`. */
  rows?: FieldErrorRows;
}

interface FieldErrorRows {
  name: string;
  keyOf: (index: number) => string | null;
}

/** Rows sent in the order of `ids` (order lines, orders): row `index` is the control of its id. */
export const rowsByIds = (
  name: string,
  ids: readonly number[],
  keyOf: (id: number) => string,
): FieldErrorRows => ({
  name,
  keyOf: (index) => {
    const id = ids[index];
    return id === undefined ? null : keyOf(id);
  },
});

/**
 * Each message on its control (the first per control wins), the rest as text. A row's message
 * ('Lines[1].Quantity', or 'Lines[1]' itself) goes on that row's control.
 */
export function mapFieldErrors(errors: readonly FieldError[], map: FieldErrorMap): MappedErrors {
  const fields: FormErrors = {};
  const other: string[] = [];
  for (const error of errors) {
    const [head = '', index, ...rest] = fieldPathParts(error.Field);
    let key: string | null | undefined;
    if (map.rows && head.toLowerCase() === map.rows.name.toLowerCase() && index !== undefined) {
      key = /^\d+$/.test(index) && rest.length <= 1 ? map.rows.keyOf(Number(index)) : null;
    } else if (index === undefined) {
      key = canonicalName(head, [...map.fields, ...(map.rows ? [map.rows.name] : [])]);
    }
    if (key) fields[key] ??= error.Message;
    else other.push(error.Message);
  }
  return { fields, other };
}

/** A form's own check refused the values: messages by control, and those no control shows. */
export interface FormCheckFailure {
  ok: false;
  errors: FormErrors;
  problems: string[];
}

/** The errors without the ones of `keys`: a control edited loses its message. */
export const withoutErrors = (errors: FormErrors, ...keys: string[]): FormErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key)));
