import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@backoffice/shared/constants';
import { optionalId, optionalText } from '@backoffice/shared/form-fields';
import type { Page } from '@backoffice/shared/paging';

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

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

export const pageOffset = ({ pageNo, pageSize }: PageRequest): number => (pageNo - 1) * pageSize;

export const toPage = <T>(items: T[], totalCount: number, { pageNo, pageSize }: PageRequest): Page<T> => ({
  Items: items,
  TotalCount: totalCount,
  PageNo: pageNo,
  PageSize: pageSize,
});

/** A user's search text as a LIKE pattern that matches it literally (%, _ and \ escaped). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
