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
