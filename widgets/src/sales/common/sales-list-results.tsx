import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { formatCount } from '@backoffice/shared/format/money.format';
import type { Page } from '@backoffice/shared/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { Pagination } from '../../ui/list/pagination.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';

/** A column head: its text, or `{ number: 'Amount' }` for a right-aligned amount or count. */
export type ListColumn = string | { number: string };

/** What a list calls its records: 'return' and 'returns', 'payment' and 'payments'. */
export interface ListNouns {
  one: string;
  many: string;
  /** Said while the first page loads: 'Loading collections'. */
  loading: string;
  /** The pagination's name: 'Collection pages'. */
  pages: string;
}

/** '3 returns', '1 payment'. */
export const countText = (count: number, nouns: Pick<ListNouns, 'one' | 'many'>): string =>
  `${formatCount(count)} ${count === 1 ? nouns.one : nouns.many}`;

interface SalesListResultsProps<T extends { Id: number }> {
  list: UseQueryResult<Page<T>>;
  nouns: ListNouns;
  /** Whether filters narrow the list, for the empty message. */
  searching: boolean;
  /** Said when nothing is there at all; 'No returns yet' unless the screen says how to start. */
  emptyText?: string;
  /** The screen's own table class ('bo-money-table'), for its column widths. */
  tableClassName: string;
  pageNo: number;
  onPageChange: (pageNo: number) => void;
  /** The column heads, in order; an amount or count column is right-aligned. */
  columns: readonly ListColumn[];
  /** One record's cells. */
  cells: (item: T) => ReactNode;
}

/**
 * The results part of the sales lists (returns, collections, beat plans): the count for screen
 * readers, loading, a failed load with Retry, the empty message, the table (busy while the next
 * page loads) and pages.
 */
export const SalesListResults = <T extends { Id: number }>({
  list,
  nouns,
  searching,
  emptyText,
  tableClassName,
  pageNo,
  onPageChange,
  columns,
  cells,
}: SalesListResultsProps<T>) => {
  const data = list.data;
  return (
    <>
      <p className="bo-sr-only" role="status">
        {list.isPending ? nouns.loading : data ? `${formatCount(data.TotalCount)} ${nouns.many} found` : ''}
      </p>
      {list.isPending ? <Loader label={nouns.loading} /> : null}
      {list.isError ? <QueryProblem query={list} /> : null}
      {data && data.Items.length === 0 ? (
        <p className="bo-empty">
          {searching ? `No ${nouns.many} match your search` : (emptyText ?? `No ${nouns.many} yet`)}
        </p>
      ) : null}
      {data && data.Items.length > 0 ? (
        <>
          <div className="bo-table-wrap" aria-busy={list.isPlaceholderData}>
            <table className={`bo-table bo-order-table ${tableClassName}`}>
              <thead>
                <tr>
                  {columns.map((column) =>
                    typeof column === 'string' ? (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ) : (
                      <NumberColumn key={column.number}>{column.number}</NumberColumn>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {data.Items.map((item) => (
                  <tr key={item.Id}>{cells(item)}</tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            pageNo={pageNo}
            pageSize={DEFAULT_PAGE_SIZE}
            totalCount={data.TotalCount}
            onPageChange={onPageChange}
            label={nouns.pages}
          />
        </>
      ) : null}
    </>
  );
};
