/**
 * Field schemas and answer shapes the sales contracts share (returns, collections, statements;
 * orders and beat plans take the dates and Version rules too).
 * Forms send strings and JSON clients numbers, so both are read; an empty string or null means
 * "not given", as a browser form sends an untouched control. Messages are the API's own.
 */
import { z } from 'zod';

export { optionalDate, optionalNumber, requiredNumber } from '../../form-fields.js';

/** FromDate and ToDate filters, either may be left out. */
export const datesInOrder = (value: { FromDate?: string | undefined; ToDate?: string | undefined }) =>
  value.FromDate === undefined || value.ToDate === undefined || value.FromDate <= value.ToDate;
export const DATES_MESSAGE = { error: 'FromDate must not be after ToDate', path: ['ToDate'] };

/** The multipart part that carries a return's or collection's photo or scan (PNG, GIF, JPEG or PDF). */
export const DOCUMENT_FILE_PART = { name: 'File', maxBytes: 5 * 1024 * 1024 } as const;

/** The optional Version of an action or save: refuses a stale screen (409). */
export const VERSION_MESSAGE = 'Version must be a whole number from 1';

/** One move of a return or a cheque: who, when, from where to where, and why. */
export const documentTransitionSchema = <A extends z.ZodType, S extends z.ZodType>(action: A, status: S) =>
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
export interface DocumentTransition<Action extends string, Status extends string> {
  Id: number;
  Action: Action;
  From: Status | null;
  To: Status;
  At: string;
  ActorName: string | null;
  Remarks: string | null;
}
