import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@backoffice/shared/constants';
import type { RenewalTab, RenewalTabCounts } from '@backoffice/shared/mobile-banking/renewal-tabs';
import { RENEWAL_TAB_LABELS } from '@backoffice/shared/mobile-banking/renewal-tabs';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { $currentCompanyId } from '../../core/company.store.ts';
import { MoneyLoadProblem } from '../../sales/money-load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useDebouncedCallback } from '../../ui/use-debounced-callback.ts';
import { useRenewalMembers } from '../activation-queries.ts';
import { RenewalMemberTable } from './renewal-member-table.tsx';
import { needsPaging, tabCountsOf, tabToShow } from './renewal-modal-state.ts';
import { RenewalTabBar, renewalTabId } from './renewal-tab-bar.tsx';

const SEARCH_DELAY_MS = 300;

interface AccountRenewModalProps {
  /** The counts the dashboard's first look found, until this modal's own answer comes. */
  initialCounts: RenewalTabCounts;
  initialTab: RenewalTab;
  onClose: () => void;
}

/**
 * The Account Renew modal (spec): search, page size, the three tabs with their counts, the
 * members of the chosen tab and paging. A native modal dialog keeps focus inside; Escape closes.
 */
export const AccountRenewModal = ({ initialCounts, initialTab, onClose }: AccountRenewModalProps) => {
  const id = useId();
  const companyId = useStore($currentCompanyId) ?? '';
  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState('');
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [pageNo, setPageNo] = useState(1);
  const [tab, setTab] = useState<RenewalTab>(initialTab);
  const searchRef = useRef<HTMLInputElement>(null);
  // After the dialog's own layout effect has opened it: searching is the first thing to do here.
  useEffect(() => searchRef.current?.focus(), []);
  const search = (text: string) => {
    setQuery(text);
    setPageNo(1);
  };
  const searchLater = useDebouncedCallback(search, SEARCH_DELAY_MS);
  const list = useRenewalMembers({ pageNo, pageSize, query, tab }, true);
  const page = list.data;
  const counts = page ? tabCountsOf(page.TabCounts) : initialCounts;

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
    <Modal open title="Account Renew" onClose={onClose}>
      <div className="bo-renewals">
        <div className="bo-renewals-toolbar">
          <search className="bo-renewals-search">
            <form
              onSubmit={(event) => {
                event.preventDefault();
                search(searchText.trim());
              }}
            >
              <TextField
                inputRef={searchRef}
                label="Search members"
                type="search"
                name="query"
                placeholder="Name, phone or member no"
                value={searchText}
                onChange={(event) => {
                  setSearchText(event.currentTarget.value);
                  searchLater(event.currentTarget.value.trim());
                }}
              />
            </form>
          </search>
          <div className="bo-field bo-renewals-size">
            <label htmlFor={`${id}-size`}>Rows per page</label>
            <select
              id={`${id}-size`}
              className="bo-input"
              value={pageSize}
              onChange={(event) => {
                setPageSize(Number(event.currentTarget.value));
                setPageNo(1);
              }}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        </div>

        <RenewalTabBar
          idPrefix={id}
          counts={counts}
          active={tab}
          onChange={(next) => {
            setTab(next);
            setPageNo(1);
          }}
        />
        <div id={`${id}-panel`} role="tabpanel" aria-labelledby={renewalTabId(id, tab)}>
          <p className="bo-sr-only" role="status">
            {list.isPending
              ? 'Loading members'
              : page
                ? `${rowTotal} ${RENEWAL_TAB_LABELS[tab]} members`
                : ''}
          </p>
          {list.isPending ? <Loader label="Loading members" /> : null}
          {list.isError ? (
            <MoneyLoadProblem
              error={list.error}
              retrying={list.isFetching}
              onRetry={() => void list.refetch()}
            />
          ) : null}
          {page && page.Items.length === 0 ? (
            <p className="bo-empty">{query ? 'No members match your search' : 'No members to renew'}</p>
          ) : null}
          {page && page.Items.length > 0 ? (
            <div aria-busy={list.isPlaceholderData}>
              <RenewalMemberTable members={page.Items} companyId={companyId} />
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
    </Modal>
  );
};
