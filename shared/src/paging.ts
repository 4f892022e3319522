import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.js';
import { optionalId, optionalText } from './form-fields.js';

/**
 * The answer of every paged list (Data of the envelope). TotalCount counts the rows matching the
 * filter, not the rows of this page, so a client can draw its pagination.
 */
export interface Page<T> {
  Items: T[];
  TotalCount: number;
  PageNo: number;
  PageSize: number;
}

/** The response schema of a paged list of `item` (a route contract's `response`). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    Items: z.array(item),
    TotalCount: z.number().int(),
    PageNo: z.number().int(),
    PageSize: z.number().int(),
  });

/**
 * A list the entity mechanism reads: past its counting limit TotalCount stops there and
 * TotalCountCapped says more rows follow (a count of every match would read them all).
 */
export const cappedPageSchema = <T extends z.ZodType>(item: T) =>
  pageSchema(item).extend({ TotalCountCapped: z.literal(true).optional() });

export const PAGE_MESSAGES = {
  pageNo: 'pageNo must be a positive whole number',
  pageSize: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
} as const;

/**
 * The spec's paging parameters. A page size over the maximum is refused rather than cut down, so
 * a client never mistakes a short page for the whole list.
 */
export const pagingShape = {
  pageNo: optionalId(PAGE_MESSAGES.pageNo).transform((value) => value ?? 1),
  pageSize: optionalId(PAGE_MESSAGES.pageSize)
    .refine((value) => value === undefined || value <= MAX_PAGE_SIZE, { error: PAGE_MESSAGES.pageSize })
    .transform((value) => value ?? DEFAULT_PAGE_SIZE),
};

/** Most lists: paging plus a free-text search (spec section 7: pageNo, pageSize, query). */
export const pageQueryShape = { ...pagingShape, query: optionalText(200) };
