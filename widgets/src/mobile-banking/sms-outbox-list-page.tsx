import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { SMS_STATUSES, type SmsStatus } from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import { formatPhoneNumber } from '@backoffice/shared/text/phone-number';
import { useStore } from '@nanostores/react';
import { $calendarMode } from '../core/preferences.store.ts';
import { SalesListHead } from '../sales/common/sales-list-head.tsx';
import { countText, type ListNouns, SalesListResults } from '../sales/common/sales-list-results.tsx';
import { SalesStatusTabs } from '../sales/common/sales-status-tabs.tsx';
import { useListFilters } from '../sales/common/use-list-filters.ts';
import { shownDay, shownTime } from '../ui/shown-dates.ts';
import { useSmsOutbox } from './activation-queries.ts';
import { MobileBankingSearchBar } from './mobile-banking-search-bar.tsx';

const NOUNS: ListNouns = {
  one: 'message',
  many: 'messages',
  loading: 'Loading messages',
  pages: 'Message pages',
};

const SMS_STATUS_LABELS: Readonly<Record<SmsStatus, string>> = {
  stored: 'Stored',
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

/**
 * Every SMS the module sent, newest first. Without a gateway the stored message is the delivery
 * and the server answers it whole, code included: whoever passes it on to the member needs it.
 */
export const SmsOutboxListPage = () => {
  const calendarMode = useStore($calendarMode);
  const { filters, filterBy, pageNo, setPageNo, searching } = useListFilters<{
    query: string;
    status: SmsStatus | '';
  }>({ query: '', status: '' });
  const list = useSmsOutbox({ pageNo, pageSize: DEFAULT_PAGE_SIZE, ...filters });
  const data = list.data;

  return (
    <div className="bo-page bo-sms-page">
      <SalesListHead title="SMS Outbox" count={data ? countText(data.TotalCount, NOUNS) : undefined} />
      <MobileBankingSearchBar
        label="Search messages"
        placeholder="Phone or text"
        onSearch={(query) => filterBy({ query })}
      />
      <SalesStatusTabs
        statuses={SMS_STATUSES}
        value={filters.status}
        label={(value) => SMS_STATUS_LABELS[value]}
        onChange={(status) => filterBy({ status })}
      />
      <SalesListResults
        list={list}
        nouns={NOUNS}
        searching={searching}
        emptyText="No messages yet. Activation and reset codes appear here once sent."
        tableClassName="bo-sms-table"
        pageNo={pageNo}
        onPageChange={setPageNo}
        columns={['When', 'Phone No.', 'Message', 'Status']}
        cells={(item) => (
          <>
            <td>
              <time dateTime={item.CreatedAt}>
                {shownDay(item.CreatedAt, calendarMode)}, {shownTime(item.CreatedAt)}
              </time>
            </td>
            <td>{formatPhoneNumber(item.PhoneNumber)}</td>
            <td className="bo-sms-text">
              {item.Message}
              {item.Error ? <span className="bo-field-error">{item.Error}</span> : null}
            </td>
            <td>
              <span className="bo-order-status bo-sms-status" data-status={item.Status}>
                {SMS_STATUS_LABELS[item.Status]}
              </span>
            </td>
          </>
        )}
      />
    </div>
  );
};
