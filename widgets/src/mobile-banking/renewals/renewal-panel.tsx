import type { RenewalMemberPage } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import type { RenewalTab, RenewalTabCounts } from '@backoffice/shared/mobile-banking/renewal-tabs';
import { RENEWAL_TAB_LABELS, RENEWAL_TABS } from '@backoffice/shared/mobile-banking/renewal-tabs';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { PageSizeSelect } from '../../ui/list/page-size-select.tsx';
import { Pagination } from '../../ui/list/pagination.tsx';
import { SearchBox } from '../../ui/list/search-box.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import type { RenewalListParams } from './renewal-list-call.ts';
import { RenewalMemberTable, type RenewLink } from './renewal-member-table.tsx';
import { needsPaging, pageSizeChoices, tabCountsOf, tabToShow } from './renewal-panel-state.ts';
import { RenewalTabBar, renewalTabId } from './renewal-tab-bar.tsx';

/** What the panel reads of a page load: react-query's result has this shape, and so has the element's own hook. */
export interface RenewalListState {
  data: RenewalMemberPage | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  /** The data shown belongs to the previous params while the new page loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export type UseRenewalList = (params: RenewalListParams) => RenewalListState;

interface RenewalPanelProps {
  /** Loads one tab's page; a hook, so the same function on every render. */
  useList: UseRenewalList;
  renewLink: RenewLink;
  /** Writes the Last Renewal Date. */
  formatDay: (value: string) => string;
  /** The counts a first look found (the dashboard's), shown until this panel's own answer. */
  initialCounts?: RenewalTabCounts | undefined;
  /** Without it the panel opens on Expired and moves to the first tab that has members. */
  initialTab?: RenewalTab | undefined;
  initialPageSize: number;
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * The renewal list (spec "Account Renew modal"): search, page size, the three tabs with their
 * counts (an empty one disabled), the members of the chosen tab and paging. The dashboard's modal
 * and the <bo-renewals> element both show it.
 */
export const RenewalPanel = ({
  useList,
  renewLink,
  formatDay,
  initialCounts,
  initialTab = RENEWAL_TABS[0],
  initialPageSize,
  searchRef,
}: RenewalPanelProps) => {
  const id = useId();
  const [query, setQuery] = useState('');
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [pageNo, setPageNo] = useState(1);
  const [tab, setTab] = useState<RenewalTab>(initialTab);
  const search = (text: string) => {
    setQuery(text);
    setPageNo(1);
  };
  const list = useList({ pageNo, pageSize, query, tab });
  const page = list.data;
  // The last counts known stay while a page loads or fails (an expired widget token): the tabs stay put.
  const knownCounts = useRef(initialCounts);
  if (page) knownCounts.current = tabCountsOf(page.TabCounts);
  const counts = knownCounts.current;
  // This answer's tab came out empty while another has members: the effect below moves there.
  const leaving =
    page !== undefined && !list.isPlaceholderData && tabToShow(tabCountsOf(page.TabCounts), tab) !== tab;

  // A search that empties the tab shown moves to the first tab that still has members.
  useEffect(() => {
    if (!page || list.isPlaceholderData) return;
    const next = tabToShow(tabCountsOf(page.TabCounts), tab);
    if (next !== tab) {
      setTab(next);
      setPageNo(1);
    }
  }, [page, list.isPlaceholderData, tab]);

  const rowTotal = page?.TotalCount ?? 0;
  return (
    <div className="bo-renewals">
      <div className="bo-renewals-toolbar">
        <SearchBox
          className="bo-renewals-search"
          inputRef={searchRef}
          label="Search members"
          placeholder="Name, phone or member no"
          onSearch={search}
        />
        <PageSizeSelect
          value={pageSize}
          onChange={(size) => {
            setPageSize(size);
            setPageNo(1);
          }}
          sizes={pageSizeChoices(initialPageSize)}
          className="bo-field bo-renewals-size"
        />
      </div>

      {counts ? (
        <RenewalTabBar
          idPrefix={id}
          counts={counts}
          active={tab}
          onChange={(next) => {
            setTab(next);
            setPageNo(1);
          }}
        />
      ) : null}
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={counts ? renewalTabId(id, tab) : undefined}>
        <p className="bo-sr-only" role="status">
          {list.isPending ? 'Loading members' : page ? `${rowTotal} ${RENEWAL_TAB_LABELS[tab]} members` : ''}
        </p>
        {list.isPending ? <Loader label="Loading members" /> : null}
        {list.isError ? <QueryProblem query={list} /> : null}
        {page && page.Items.length === 0 && !list.isPlaceholderData && !leaving ? (
          <p className="bo-empty">{query ? 'No members match your search' : 'No members to renew'}</p>
        ) : null}
        {page && page.Items.length > 0 ? (
          <div aria-busy={list.isPlaceholderData}>
            <RenewalMemberTable members={page.Items} renewLink={renewLink} formatDay={formatDay} />
            {needsPaging(rowTotal, pageSize) ? (
              <Pagination
                pageNo={pageNo}
                pageSize={pageSize}
                totalCount={rowTotal}
                onPageChange={setPageNo}
                label="Renewal pages"
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
};
