import type { Page } from '@backoffice/shared/paging';

export { PAGE_MESSAGES, pageQueryShape, pagingShape } from '@backoffice/shared/paging';

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
