import { z } from 'zod';

/**
 * Field schemas that accept both form-encoded strings and JSON values, because the spec's clients
 * post forms while newer ones post JSON. Empty strings count as missing, as a browser form sends them.
 */
const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const requiredText = (message: string, max = 200) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .trim()
      .min(1, { error: message })
      .max(max, { error: `At most ${max} characters are allowed` }),
  );

export const optionalText = (max = 200) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Must be text' })
      .trim()
      .max(max, { error: `At most ${max} characters are allowed` })
      .optional(),
  );

/** A secret typed by a person: never trimmed, since spaces may be part of it. */
export const requiredSecret = (message: string, max = 200) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: message })
      .min(1, { error: message })
      .max(max, { error: `At most ${max} characters are allowed` }),
  );

const toInteger = (value: unknown): unknown => {
  const blank = blankToUndefined(value);
  if (typeof blank === 'string' && /^-?\d+$/.test(blank.trim())) return Number(blank.trim());
  return blank;
};

/** The largest PostgreSQL integer: a larger id would be a database error, not a 400. */
export const MAX_INT4 = 2_147_483_647;

const positiveInt4 = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_INT4, { error: message });

/** A record id (?id=) or page number: a positive whole number that fits the integer key columns. */
export const requiredId = (message: string) => z.preprocess(toInteger, positiveInt4(message));

export const optionalId = (message: string) => z.preprocess(toInteger, positiveInt4(message).optional());

export const optionalBoolean = (message: string) =>
  z.preprocess((value) => {
    const blank = blankToUndefined(value);
    if (blank === 'true' || blank === '1') return true;
    if (blank === 'false' || blank === '0') return false;
    return blank;
  }, z.boolean({ error: message }).optional());
