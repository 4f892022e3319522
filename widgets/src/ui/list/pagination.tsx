import { formatCount } from '@backoffice/shared/format/money.format';
import { ChevronLeftIcon, ChevronRightIcon } from '../inline-icons.tsx';
import { pageCount, pageWindow } from './page-window.ts';

export interface PaginationProps {
  pageNo: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (pageNo: number) => void;
  /** Names the navigation landmark, so two lists on one page can be told apart. */
  label?: string | undefined;
  /** The server stopped counting at totalCount (it counts exactly up to a limit): shown as '10,000+'. */
  totalCountCapped?: boolean | undefined;
}

/**
 * 'Showing 21–40 of 134' and, when the rows do not fit one page (spec section 9), Previous, five
 * page numbers and Next. Nothing at all for an empty list: the list shows its own empty state.
 */
export const Pagination = ({
  pageNo,
  pageSize,
  totalCount,
  onPageChange,
  label = 'Pagination',
  totalCountCapped = false,
}: PaginationProps) => {
  if (totalCount <= 0) return null;
  const totalPages = pageCount(totalCount, pageSize);
  const current = Math.min(Math.max(1, pageNo), totalPages);
  const from = (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, totalCount);
  return (
    <div className="bo-pagination">
      <p className="bo-pagination-summary bo-muted">
        Showing {formatCount(from)}–{formatCount(to)} of {formatCount(totalCount)}
        {totalCountCapped ? '+' : ''}
      </p>
      {totalPages > 1 ? (
        <nav aria-label={label}>
          <ul className="bo-pagination-list">
            <li>
              <button
                type="button"
                className="bo-page-btn"
                disabled={current === 1}
                onClick={() => onPageChange(current - 1)}
              >
                <ChevronLeftIcon size={16} />
                <span className="bo-page-btn-text">Previous</span>
              </button>
            </li>
            {pageWindow(current, totalPages).map((page) => (
              <li key={page}>
                <button
                  type="button"
                  className="bo-page-btn"
                  aria-label={`Page ${page}`}
                  aria-current={page === current ? 'page' : undefined}
                  onClick={() => {
                    if (page !== current) onPageChange(page);
                  }}
                >
                  {page}
                </button>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="bo-page-btn"
                disabled={current === totalPages}
                onClick={() => onPageChange(current + 1)}
              >
                <span className="bo-page-btn-text">Next</span>
                <ChevronRightIcon size={16} />
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
};
