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

/** Null, or text that is only spaces, means "not given"; other text is trimmed. */
const trimmedOrMissing = (value: unknown): unknown => {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const canonicalWord = <T extends string>(values: readonly T[]) => {
  const byLower = new Map(values.map((value) => [value.toLowerCase(), value]));
  return (value: unknown): unknown => {
    const given = trimmedOrMissing(value);
    return typeof given === 'string' ? (byLower.get(given.toLowerCase()) ?? given) : given;
  };
};

/** One of a list of words, matched without regard to case ('notconfirmed' is 'notConfirmed'). */
export const optionalOneOf = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.preprocess(canonicalWord(values), z.enum(values, { error: message }).optional());

export const requiredOneOf = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.preprocess(canonicalWord(values), z.enum(values, { error: message }));

/** Several of a list of words: comma separated, or the parameter repeated. */
export const someOf = <T extends string>(values: readonly [T, ...T[]], message: string) => {
  const byLower = new Map(values.map((value) => [value.toLowerCase(), value]));
  return z.preprocess((value) => {
    const given = value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
    if (given === undefined) return undefined;
    const parts = (Array.isArray(given) ? given : [given])
      .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
      .map((part) => (typeof part === 'string' ? part.trim() : part))
      .filter((part) => part !== '');
    if (parts.length === 0) return undefined;
    return parts.map((part) => (typeof part === 'string' ? (byLower.get(part.toLowerCase()) ?? part) : part));
  }, z.array(z.enum(values, { error: message })).optional());
};

// Dates and numbers: a form sends strings and a JSON client numbers, so both are read; an empty
// string or null means "not given", as a browser form sends an untouched control.
const blankOrNull = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const trimmedOrBlank = (value: unknown): unknown => {
  const given = blankOrNull(value);
  return typeof given === 'string' ? given.trim() : given;
};

const toNumber = (value: unknown): unknown => {
  const given = blankOrNull(value);
  if (typeof given === 'string' && /^-?\d+(\.\d+)?$/.test(given.trim())) return Number(given.trim());
  return given;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export const isCalendarDate = (text: string): boolean => {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

const dateMessage = (label: string) => `${label} must be a date (YYYY-MM-DD)`;

export const optionalDate = (label: string) =>
  z.preprocess(
    trimmedOrBlank,
    z
      .string({ error: dateMessage(label) })
      .refine(isCalendarDate, { error: dateMessage(label) })
      .optional(),
  );

export const requiredDate = (label: string) =>
  z.preprocess(
    trimmedOrBlank,
    z
      .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : dateMessage(label)) })
      .refine(isCalendarDate, { error: dateMessage(label) }),
  );

export const optionalNumber = (message: string) =>
  z.preprocess(toNumber, z.number({ error: message }).optional());

export const requiredNumber = (required: string, message: string) =>
  z.preprocess(toNumber, z.number({ error: (issue) => (issue.input === undefined ? required : message) }));
