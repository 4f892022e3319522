import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  TICKET_TYPE_LABELS,
  TICKET_TYPES,
  type TicketStatus,
} from '@backoffice/shared/support/support-ticket';
import { supportTicketContracts } from '@backoffice/shared/support/support-ticket.contract';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { SalesListHead } from '../sales/common/sales-list-head.tsx';
import { countText, type ListNouns, SalesListResults } from '../sales/common/sales-list-results.tsx';
import { SalesStatusTabs } from '../sales/common/sales-status-tabs.tsx';
import { ExportControl } from '../ui/export-control.tsx';
import { SearchBox } from '../ui/list/search-box.tsx';
import { useCalendarDay } from '../ui/use-calendar-day.ts';
import { ticketListQuery, useTicketList } from './support-queries.ts';
import { SupportStatusBadge } from './support-status-badge.tsx';
import { SupportTicketDetailModal } from './support-ticket-detail-modal.tsx';
import { SupportTicketFormModal } from './support-ticket-form-modal.tsx';

const NOUNS: ListNouns = {
  one: 'ticket',
  many: 'tickets',
  loading: 'Loading support tickets',
  pages: 'Support ticket pages',
};

interface SupportTicketListPageProps {
  /** company: the caller's company's tickets (page 207); desk: every company's (page 208). */
  scope: 'company' | 'desk';
  /** The ticket open in the detail (the address's ?id=), or null. */
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

/** The tickets in a table: status tabs, type, priority, search, pages; a row opens the ticket. */
export const SupportTicketListPage = ({ scope, selectedId, onSelect }: SupportTicketListPageProps) => {
  const id = useId();
  const day = useCalendarDay();
  const desk = scope === 'desk';
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const [type, setType] = useState('');
  const [priority, setPriority] = useState('');
  const [query, setQuery] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [filing, setFiling] = useState(false);
  const params = { pageNo, pageSize: DEFAULT_PAGE_SIZE, status, type, priority, query };
  const list = useTicketList(scope, params);
  const data = list.data;
  const searching = status !== '' || type !== '' || priority !== '' || query !== '';
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNo(1);
    };

  return (
    <div className="bo-page bo-support-page">
      <SalesListHead
        title={desk ? 'Support Desk' : 'Support Tickets'}
        count={data ? countText(data.TotalCount, NOUNS) : undefined}
      >
        <div className="bo-button-row">
          <ExportControl
            path={desk ? supportTicketContracts.adminExport.path : supportTicketContracts.export.path}
            query={ticketListQuery(params)}
            fileName={desk ? 'support-desk-tickets' : 'support-tickets'}
          />
          {desk ? null : (
            <button type="button" className="bo-btn bo-btn-primary" onClick={() => setFiling(true)}>
              <Plus size={18} aria-hidden="true" />
              New ticket
            </button>
          )}
        </div>
      </SalesListHead>
      <div className="bo-toolbar bo-support-toolbar">
        <SearchBox
          label="Search"
          placeholder={desk ? 'Ticket no, remarks, issuer, company' : 'Ticket no, remarks, issuer'}
          onSearch={filtered(setQuery)}
        />
        <div className="bo-field">
          <label htmlFor={`${id}-type`}>Type</label>
          <select
            id={`${id}-type`}
            className="bo-input"
            value={type}
            onChange={(event) => filtered(setType)(event.currentTarget.value)}
          >
            <option value="">Any type</option>
            {TICKET_TYPES.map((value) => (
              <option key={value} value={value}>
                {TICKET_TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={`${id}-priority`}>Priority</label>
          <select
            id={`${id}-priority`}
            className="bo-input"
            value={priority}
            onChange={(event) => filtered(setPriority)(event.currentTarget.value)}
          >
            <option value="">Any priority</option>
            {TICKET_PRIORITIES.map((value) => (
              <option key={value} value={value}>
                {TICKET_PRIORITY_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <SalesStatusTabs
        statuses={TICKET_STATUSES}
        value={status}
        label={(value) => TICKET_STATUS_LABELS[value]}
        onChange={filtered(setStatus)}
      />
      <SalesListResults
        list={list}
        nouns={NOUNS}
        searching={searching}
        emptyText={
          desk
            ? 'No support tickets from any company yet.'
            : 'No support tickets yet. Report a problem with New ticket.'
        }
        tableClassName="bo-support-table"
        pageNo={pageNo}
        onPageChange={setPageNo}
        columns={[
          'Ticket no',
          ...(desk ? ['Company'] : []),
          'Type',
          'Page',
          'Priority',
          'Remarks',
          'Status',
          'Assigned to',
          'Filed',
        ]}
        cells={(item) => (
          <>
            <td>
              <button type="button" className="bo-link-btn bo-order-no" onClick={() => onSelect(item.Id)}>
                {item.TicketNo}
              </button>
            </td>
            {desk ? <td>{item.CompanyName}</td> : null}
            <td>{TICKET_TYPE_LABELS[item.TicketType]}</td>
            <td>
              {item.PageName}
              <span className="bo-muted bo-support-module">{item.ModuleName}</span>
            </td>
            <td data-priority={item.PriorityLevel}>{TICKET_PRIORITY_LABELS[item.PriorityLevel]}</td>
            <td className="bo-support-cell-remarks">{item.Remarks}</td>
            <td>
              <SupportStatusBadge status={item.Status} />
            </td>
            <td>{item.AssigneeName ?? <span className="bo-muted">Nobody yet</span>}</td>
            <td className="bo-support-cell-filed">
              {day(item.CreatedAt)}
              <span className="bo-muted bo-support-module">{item.IssuerName}</span>
            </td>
          </>
        )}
      />
      {selectedId !== null ? (
        <SupportTicketDetailModal id={selectedId} desk={desk} onClose={() => onSelect(null)} />
      ) : null}
      {filing ? (
        <SupportTicketFormModal onClose={() => setFiling(false)} onSaved={(ticket) => onSelect(ticket.Id)} />
      ) : null}
    </div>
  );
};
