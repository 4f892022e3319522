/**
 * Field schemas and answer shapes the money-in contracts share (returns, payments, statements).
 * Forms send strings and JSON clients numbers, so both are read; an empty string or null means
 * "not given", as a browser form sends an untouched control. Messages are the API's own.
 */
import { z } from 'zod';

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
const isCalendarDate = (text: string): boolean => {
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

export const optionalNumber = (message: string) =>
  z.preprocess(toNumber, z.number({ error: message }).optional());

export const requiredNumber = (required: string, message: string) =>
  z.preprocess(toNumber, z.number({ error: (issue) => (issue.input === undefined ? required : message) }));

/** FromDate and ToDate filters, either may be left out. */
export const datesInOrder = (value: { FromDate?: string | undefined; ToDate?: string | undefined }) =>
  value.FromDate === undefined || value.ToDate === undefined || value.FromDate <= value.ToDate;
export const DATES_MESSAGE = { error: 'FromDate must not be after ToDate', path: ['ToDate'] };

/** The multipart part that carries a return's or payment's photo or scan (PNG, GIF, JPEG or PDF). */
export const MONEY_FILE_PART = { name: 'File', maxBytes: 5 * 1024 * 1024 } as const;

/** The optional Version of an action or save: refuses a stale screen (409). */
export const VERSION_MESSAGE = 'Version must be a whole number from 1';

/** One move of a return or a cheque: who, when, from where to where, and why. */
export const moneyTransitionSchema = <A extends z.ZodType, S extends z.ZodType>(action: A, status: S) =>
  z.object({
    Id: z.number().int(),
    Action: action,
    /** Null on the row that records the creation. */
    From: status.nullable(),
    To: status,
    At: z.string(),
    ActorName: z.string().nullable(),
    Remarks: z.string().nullable(),
  });

/** One move as the history list shows it, whatever the record. */
export interface MoneyTransition<Action extends string, Status extends string> {
  Id: number;
  Action: Action;
  From: Status | null;
  To: Status;
  At: string;
  ActorName: string | null;
  Remarks: string | null;
}
