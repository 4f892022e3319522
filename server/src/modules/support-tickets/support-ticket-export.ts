import { EXPORT_ROW_LIMIT } from '@backoffice/shared/http/export-format';
import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_TYPE_LABELS,
} from '@backoffice/shared/support/support-ticket';
import type {
  SupportTicketSummary,
  TicketExportQuery,
} from '@backoffice/shared/support/support-ticket.contract';
import { type TableColumn, type TableSheet, tableFile } from '../../exports/table-file.js';
import type { UserContext } from '../../http/request-context.js';
import { companyTimeZone } from '../sales-common/company-calendar.js';
import { ticketCondition, ticketSort } from './support-ticket-list.js';
import { selectTickets, toTicketSummary } from './support-ticket-record.js';

type Column = TableColumn<SupportTicketSummary>;

const TICKET_NO: Column = { label: 'Ticket no', kind: 'text', value: (ticket) => ticket.TicketNo };
const COMPANY: Column = { label: 'Company', kind: 'text', value: (ticket) => ticket.CompanyName };
/** The list screen's columns after the ticket number (the desk's list puts the company between). */
const TICKET_COLUMNS: readonly Column[] = [
  { label: 'Type', kind: 'text', value: (ticket) => TICKET_TYPE_LABELS[ticket.TicketType] },
  { label: 'Module', kind: 'text', value: (ticket) => ticket.ModuleName },
  { label: 'Page', kind: 'text', value: (ticket) => ticket.PageName },
  { label: 'Priority', kind: 'text', value: (ticket) => TICKET_PRIORITY_LABELS[ticket.PriorityLevel] },
  { label: 'Remarks', kind: 'text', value: (ticket) => ticket.Remarks },
  { label: 'Status', kind: 'text', value: (ticket) => TICKET_STATUS_LABELS[ticket.Status] },
  { label: 'Assigned to', kind: 'text', value: (ticket) => ticket.AssigneeName },
  { label: 'Filed by', kind: 'text', value: (ticket) => ticket.IssuerName },
  { label: 'Filed', kind: 'instant', value: (ticket) => ticket.CreatedAt },
];

const COMPANY_EXPORT: TableSheet<SupportTicketSummary> = {
  name: 'support-tickets',
  sheetName: 'Support tickets',
  columns: [TICKET_NO, ...TICKET_COLUMNS],
};

const DESK_EXPORT: TableSheet<SupportTicketSummary> = {
  name: 'support-desk-tickets',
  sheetName: 'Support desk',
  columns: [TICKET_NO, COMPANY, ...TICKET_COLUMNS],
};

/**
 * GET /supportticket/export and /supportticket/adminexport: the tickets the list shows under its
 * filters and sort, of the caller's company (`scope`) or, for the desk, of every company (null).
 */
export const ticketExportFile = async (ctx: UserContext, scope: number | null, query: TicketExportQuery) => {
  const { db } = ctx.deps;
  const [rows, timeZone] = await Promise.all([
    selectTickets(db)
      .where(ticketCondition(scope, query))
      .orderBy(...ticketSort(query))
      .limit(EXPORT_ROW_LIMIT),
    companyTimeZone(db, ctx.companyId),
  ]);
  return tableFile(scope === null ? DESK_EXPORT : COMPANY_EXPORT, rows.map(toTicketSummary), {
    format: query.format,
    now: ctx.now,
    timeZone,
  });
};
