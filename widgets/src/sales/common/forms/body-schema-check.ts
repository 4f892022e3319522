/**
 * A form's body checked by its route's own body schema, before anything is sent: the messages the
 * server would answer, on the controls that show them, so a form repeats none of the body's rules.
 */
import { toFieldErrors } from '@backoffice/shared/http/field-errors';
import type { z } from 'zod';
import { type FieldErrorMap, type FormErrors, mapFieldErrors } from './form-field-errors.ts';

/** `problems`: the schema's messages for fields no control shows, to list above the form. */
export type BodyCheck<T> =
  | { ok: true; body: T; errors: FormErrors; problems: [] }
  | { ok: false; errors: FormErrors; problems: string[] };

/**
 * The body as the schema reads it (trimmed, numbers as numbers, a field not given left out rather
 * than sent as undefined), or the schema's messages by control (`map`, as for the server's) and
 * the rest as problems, so no refusal is silent.
 */
export function checkBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  map: FieldErrorMap,
): BodyCheck<z.output<S>> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const mapped = mapFieldErrors(toFieldErrors(parsed.error), map);
    return { ok: false, errors: mapped.fields, problems: mapped.other };
  }
  const data: unknown = parsed.data;
  const given =
    data !== null && typeof data === 'object' && !Array.isArray(data)
      ? Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined))
      : data;
  return { ok: true, body: given as z.output<S>, errors: {}, problems: [] };
}
