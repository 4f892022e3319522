import { z } from 'zod';

/**
 * Field schemas the order inputs share. Forms send strings and JSON clients numbers, so both are
 * read; an empty string or null means "not given", as a browser form sends an untouched control.
 */
const blank = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const trimmedOrBlank = (value: unknown): unknown => {
  const given = blank(value);
  return typeof given === 'string' ? given.trim() : given;
};

const toNumber = (value: unknown): unknown => {
  const given = blank(value);
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

const canonicalWord = <T extends string>(values: readonly T[]) => {
  const byLower = new Map(values.map((value) => [value.toLowerCase(), value]));
  return (value: unknown): unknown => {
    const given = trimmedOrBlank(value);
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
    const given = blank(value);
    if (given === undefined) return undefined;
    const parts = (Array.isArray(given) ? given : [given])
      .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
      .map((part) => (typeof part === 'string' ? part.trim() : part))
      .filter((part) => part !== '');
    if (parts.length === 0) return undefined;
    return parts.map((part) => (typeof part === 'string' ? (byLower.get(part.toLowerCase()) ?? part) : part));
  }, z.array(z.enum(values, { error: message })).optional());
};
