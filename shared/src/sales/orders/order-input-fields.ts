import { z } from 'zod';

/**
 * Field schemas the order inputs share beyond ../../form-fields.js: dates and numbers. Forms send
 * strings and JSON clients numbers, so both are read; an empty string or null means "not given",
 * as a browser form sends an untouched control.
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
