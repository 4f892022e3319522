import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import {
  ACTIVATION_STATUS_LABELS,
  ACTIVATION_STATUSES,
  type ActivationStatus,
} from '@backoffice/shared/mobile-banking/activation-request-machine';
import { activationRequestContracts } from '@backoffice/shared/mobile-banking/mobile-banking.contract';
import type { ActivationRequestSummary } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { formatPhoneNumber } from '@backoffice/shared/text/phone-number';
import { useStore } from '@nanostores/react';
import { $currentCompanyId } from '../core/company.store.ts';
import { AppLink } from '../core/navigation.tsx';
import { SalesListHead } from '../sales/common/sales-list-head.tsx';
import { countText, type ListNouns, SalesListResults } from '../sales/common/sales-list-results.tsx';
import { SalesStatusTabs } from '../sales/common/sales-status-tabs.tsx';
import { useListFilters } from '../sales/common/use-list-filters.ts';
import { ExportControl } from '../ui/export-control.tsx';
import { useCalendarDay } from '../ui/use-calendar-day.ts';
import { activationDetailPath } from './activation-paths.ts';
import { statusListQuery, useActivationList } from './activation-queries.ts';
import { ActivationStatusBadge } from './activation-status-badge.tsx';
import { MobileBankingSearchBar } from './mobile-banking-search-bar.tsx';
import { dueDaysWords } from './renewals/renewal-panel-state.ts';

const NOUNS: ListNouns = {
  one: 'activation request',
  many: 'activation requests',
  loading: 'Loading activation requests',
  pages: 'Activation request pages',
};

const Expiry = ({ request }: { request: ActivationRequestSummary }) => {
  const day = useCalendarDay();
  if (!request.ExpiresOn) return <>—</>;
  return (
    <>
      {day(request.ExpiresOn)}
      {request.DueDays !== null && request.Status === 'activated' ? (
        <span className="bo-muted bo-due-words"> ({dueDaysWords(request.DueDays)})</span>
      ) : null}
    </>
  );
};

/**
 * The cooperative's activation requests, newest first (on the shared sales list parts): search by
 * member or phone, status tabs, pages. A row opens the request's detail at the spec's address.
 */
export const ActivationRequestListPage = () => {
  const day = useCalendarDay();
  const companyId = useStore($currentCompanyId) ?? '';
  const { filters, filterBy, pageNo, setPageNo, searching } = useListFilters<{
    query: string;
    status: ActivationStatus | '';
  }>({ query: '', status: '' });
  const params = { pageNo, pageSize: DEFAULT_PAGE_SIZE, ...filters };
  const list = useActivationList(params);
  const data = list.data;

  return (
    <div className="bo-page bo-activation-page">
      <SalesListHead title="Activation Requests" count={data ? countText(data.TotalCount, NOUNS) : undefined}>
        <div className="bo-button-row">
          <ExportControl
            path={activationRequestContracts.export.path}
            query={statusListQuery(params)}
            fileName="activation-requests"
          />
        </div>
      </SalesListHead>
      <MobileBankingSearchBar
        label="Search activation requests"
        placeholder="Member name, member no or phone"
        onSearch={(query) => filterBy({ query })}
      />
      <SalesStatusTabs
        statuses={ACTIVATION_STATUSES}
        value={filters.status}
        label={(value) => ACTIVATION_STATUS_LABELS[value]}
        onChange={(status) => filterBy({ status })}
      />
      <SalesListResults
        list={list}
        nouns={NOUNS}
        searching={searching}
        tableClassName="bo-activation-table"
        pageNo={pageNo}
        onPageChange={setPageNo}
        columns={['Member', 'Phone No.', 'Status', 'Requested', 'Last Renewal Date', 'Expires']}
        cells={(item) => (
          <>
            <td>
              <AppLink
                href={activationDetailPath(item.Id, item.PhoneNumber, companyId)}
                className="bo-order-no"
              >
                {item.MemberName}
              </AppLink>
              <span className="bo-muted bo-member-no">{item.MemberNo}</span>
            </td>
            <td>{formatPhoneNumber(item.PhoneNumber)}</td>
            <td>
              <ActivationStatusBadge status={item.Status} />
            </td>
            <td>{day(item.RequestedAt)}</td>
            <td>{item.ChargeDate ? day(item.ChargeDate) : '—'}</td>
            <td>
              <Expiry request={item} />
            </td>
          </>
        )}
      />
    </div>
  );
};
