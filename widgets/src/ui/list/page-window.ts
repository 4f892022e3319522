import { PAGINATION_WINDOW } from '@backoffice/shared/constants';

/** How many pages a list of `totalCount` rows has at `pageSize` rows a page (at least one). */
export const pageCount = (totalCount: number, pageSize: number): number =>
  Math.max(1, Math.ceil(totalCount / Math.max(1, pageSize)));

/**
 * The page numbers to show around the current one (spec section 9: five at a time). The window
 * slides with the current page and keeps its full width near either end: pages 1 to 3 all show
 * 1 2 3 4 5, page 4 shows 2 to 6, and the last pages show the last five.
 */
export const pageWindow = (
  current: number,
  totalPages: number,
  size: number = PAGINATION_WINDOW,
): number[] => {
  const width = Math.min(size, totalPages);
  const first = Math.min(Math.max(1, current - Math.floor(width / 2)), totalPages - width + 1);
  return Array.from({ length: width }, (_, index) => first + index);
};
