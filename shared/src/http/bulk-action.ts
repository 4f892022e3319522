import { z } from 'zod';
import { MAX_INT4, optionalText, requiredOneOf } from '../form-fields.js';

/** The most records one bulk call acts on: a screen's selection, not a batch job. */
export const BULK_MAX_IDS = 200;

const countMessage = `Ids must name from 1 to ${BULK_MAX_IDS} records`;
const idMessage = 'Each of Ids must be the number of a record';

/** The first id given more than once, if any. */
const repeatedId = (ids: readonly number[]): number | undefined => {
  const seen = new Set<number>();
  return ids.find((id) => {
    if (seen.has(id)) return true;
    seen.add(id);
    return false;
  });
};

/** 1 to BULK_MAX_IDS distinct record numbers; the answer keeps their order. */
export const bulkIdsSchema = z
  .array(
    z.number({ error: idMessage }).int({ error: idMessage }).positive({ error: idMessage }).max(MAX_INT4),
    {
      error: countMessage,
    },
  )
  .min(1, { error: countMessage })
  .max(BULK_MAX_IDS, { error: countMessage })
  .superRefine((ids, ctx) => {
    const repeated = repeatedId(ids);
    if (repeated !== undefined)
      ctx.addIssue({ code: 'custom', message: `Ids must not repeat a record (${repeated} is given twice)` });
  });

/** The body of a bulk route: one of its actions, the records, and remarks for every one of them. */
export const bulkBodySchema = <A extends string>(actions: readonly [A, ...A[]]) =>
  z.object({
    Action: requiredOneOf(actions, `Action must be one of: ${actions.join(', ')}`),
    Ids: bulkIdsSchema,
    Remarks: optionalText(500),
  });

/** What became of one record: done, or refused with the status and sentence its own route answers. */
export const bulkRowResultSchema = z.object({
  Id: z.number().int(),
  Done: z.boolean(),
  Code: z.number().int().optional(),
  Message: z.string().optional(),
});
export type BulkRowResult = z.output<typeof bulkRowResultSchema>;

export const bulkAnswerSchema = z.object({ Results: z.array(bulkRowResultSchema) });
export type BulkAnswer = z.output<typeof bulkAnswerSchema>;

/** What a bulk route's summary says of how it runs. */
export const bulkRouteText = (what: string): string =>
  `${what} for each of Ids (JSON {Action, Ids: 1 to ${BULK_MAX_IDS} distinct ids, Remarks?}), one record at a time in its own transaction, exactly as the one-record route does it (its checks, audit and notices). Answers {Results: [{Id, Done, Code?, Message?}]} in the order of Ids: a refused record (its state, validation, another company's id as not found) is Done false with the status and message its own route would answer, and leaves the others as they are. Without the permission for the action: 403 for the whole request. No ids, more than ${BULK_MAX_IDS}, or an id given twice: 400.`;

/** "2 done, 1 refused." */
export const bulkOutcomeText = (results: readonly BulkRowResult[]): string => {
  const done = results.filter((result) => result.Done).length;
  const refused = results.length - done;
  return refused === 0 ? `${done} done.` : `${done} done, ${refused} refused.`;
};

/**
 * `Ids` of a list export: the records a screen has selected, comma separated (or repeated); the
 * export holds those of them the list's filters also match.
 */
export const selectedIdsShape = {
  Ids: z.preprocess(
    (value) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
        return undefined;
      return (Array.isArray(value) ? value : [value])
        .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
        .map((part) => (typeof part === 'string' && /^\s*\d+\s*$/.test(part) ? Number(part) : part));
    },
    z
      .array(
        z.number({ error: idMessage }).int({ error: idMessage }).positive({ error: idMessage }).max(MAX_INT4),
      )
      .max(BULK_MAX_IDS, { error: `Ids may name at most ${BULK_MAX_IDS} records` })
      .optional(),
  ),
};
