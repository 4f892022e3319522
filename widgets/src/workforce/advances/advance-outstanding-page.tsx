import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { booksAmount } from '../../accounting/vouchers/voucher-format.ts';
import { given } from '../../sales/common/document-queries.ts';
import { SalesListHead } from '../../sales/common/sales-list-head.tsx';
import { countText, type ListNouns, SalesListResults } from '../../sales/common/sales-list-results.tsx';
import { useListFilters } from '../../sales/common/use-list-filters.ts';
import { SearchBox } from '../../ui/list/search-box.tsx';
import { useAdvanceOutstanding } from './advance-outstanding-queries.ts';

interface OutstandingFilters {
  query: string;
}

const NO_FILTERS: OutstandingFilters = { query: '' };

const NOUNS: ListNouns = {
  one: 'person',
  many: 'people',
  loading: 'Loading outstanding advances',
  pages: 'Outstanding advances pages',
};

/**
 * What each person owes on approved advances (approved, repaid, outstanding), the most owed first,
 * searchable by name and paged, with the totals of every match. A field user sees only their own.
 */
export const AdvanceOutstandingPage = () => {
  const { filters, filterBy, pageNo, setPageNo, searching } = useListFilters<OutstandingFilters>(
    NO_FILTERS,
    {},
  );
  const list = useAdvanceOutstanding({
    pageNo,
    pageSize: DEFAULT_PAGE_SIZE,
    query: given(filters.query.trim()),
  });
  const data = list.data;
  return (
    <div className="bo-page bo-advance-outstanding-page">
      <SalesListHead
        title="Outstanding advances"
        count={data ? countText(data.TotalCount, NOUNS) : undefined}
      />
      <div className="bo-toolbar bo-entity-toolbar">
        <SearchBox
          label="Search people"
          placeholder="Name"
          initial={filters.query}
          onSearch={(text) => filterBy({ query: text })}
        />
      </div>
      <SalesListResults
        list={list}
        nouns={NOUNS}
        searching={searching}
        tableClassName="bo-advance-outstanding-table"
        emptyText="Nobody owes an advance: approved advances not yet repaid show here."
        pageNo={pageNo}
        onPageChange={setPageNo}
        columns={['Person', { number: 'Approved' }, { number: 'Repaid' }, { number: 'Outstanding' }]}
        cells={(row) => (
          <>
            <td>{row.UserName}</td>
            <td className="bo-cell-number">{booksAmount(row.Approved)}</td>
            <td className="bo-cell-number">{booksAmount(row.Repaid)}</td>
            <td className="bo-cell-number">{booksAmount(row.Outstanding)}</td>
          </>
        )}
      />
      {data && data.Items.length > 0 ? (
        <p className="bo-filter-note">
          Total outstanding: <strong>{booksAmount(data.Totals.Outstanding)}</strong> of{' '}
          {booksAmount(data.Totals.Approved)} approved
        </p>
      ) : null}
    </div>
  );
};
