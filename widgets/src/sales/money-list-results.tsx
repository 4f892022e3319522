import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { formatCount } from '@backoffice/shared/format/money.format';
import type { Page } from '@backoffice/shared/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loader } from '../ui/loader.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { MoneyLoadProblem } from './money-load-problem.tsx';

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

interface MoneyListResultsProps<T extends { Id: number }> {
  list: UseQueryResult<Page<T>>;
  nouns: ListNouns;
  /** Whether filters narrow the list, for the empty message. */
  searching: boolean;
  pageNo: number;
  onPageChange: (pageNo: number) => void;
  /** The header cells. */
  columns: ReactNode;
  /** One record's cells. */
  cells: (item: T) => ReactNode;
}

/**
 * The results part of the returns and collections lists: the count for screen readers, loading,
 * a failed load with Retry, the empty message, the table (busy while the next page loads) and pages.
 */
export const MoneyListResults = <T extends { Id: number }>({
  list,
  nouns,
  searching,
  pageNo,
  onPageChange,
  columns,
  cells,
}: MoneyListResultsProps<T>) => {
  const data = list.data;
  return (
    <>
      <p className="bo-sr-only" role="status">
        {list.isPending ? nouns.loading : data ? `${formatCount(data.TotalCount)} ${nouns.many} found` : ''}
      </p>
      {list.isPending ? <Loader label={nouns.loading} /> : null}
      {list.isError ? (
        <MoneyLoadProblem error={list.error} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : null}
      {data && data.Items.length === 0 ? (
        <p className="bo-empty">
          {searching ? `No ${nouns.many} match your search` : `No ${nouns.many} yet`}
        </p>
      ) : null}
      {data && data.Items.length > 0 ? (
        <>
          <div className="bo-table-wrap" aria-busy={list.isPlaceholderData}>
            <table className="bo-table bo-order-table bo-money-table">
              <thead>
                <tr>{columns}</tr>
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
