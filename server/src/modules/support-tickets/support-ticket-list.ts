import { TICKET_PRIORITIES, TICKET_STATUSES } from '@backoffice/shared/support/support-ticket';
import type {
  SupportTicketPage,
  TicketExportQuery,
  TicketListQuery,
  TicketSortField,
} from '@backoffice/shared/support/support-ticket.contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companies, supportTickets } from '../../db/schema/index.js';
import { containsPattern, pageOffset, toPage } from '../../http/page-query.js';
import { selectTickets, ticketScope, toTicketSummary } from './support-ticket-record.js';

/** What the list and its export filter and sort by (everything but paging and the file's format). */
type TicketFilters = Omit<TicketListQuery, 'pageNo' | 'pageSize'> | TicketExportQuery;

/** The scope first (the caller's company, or every company for the desk); filters only narrow it. */
export const ticketCondition = (scope: number | null, query: TicketFilters): SQL | undefined => {
  const search = query.query?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    ticketScope(scope),
    scope === null && query.TicketCompanyId !== undefined
      ? eq(supportTickets.companyId, query.TicketCompanyId)
      : undefined,
    query.AssigneeUserId === undefined ? undefined : eq(supportTickets.assigneeUserId, query.AssigneeUserId),
    query.Status === undefined ? undefined : inArray(supportTickets.status, query.Status),
    query.TicketType === undefined ? undefined : inArray(supportTickets.ticketType, query.TicketType),
    query.PriorityLevel === undefined ? undefined : inArray(supportTickets.priority, query.PriorityLevel),
    query.ModuleId === undefined ? undefined : eq(supportTickets.moduleId, query.ModuleId),
    pattern === undefined
      ? undefined
      : or(
          ilike(supportTickets.ticketNo, pattern),
          ilike(supportTickets.remarks, pattern),
          ilike(supportTickets.issuerName, pattern),
          scope === null ? ilike(companies.name, pattern) : undefined,
        ),
  );
};

const rank = (values: readonly string[], column: SQL) =>
  sql`array_position(${sql.param([...values])}::text[], ${column})`;

const SORT_COLUMNS: Readonly<Record<TicketSortField, SQL>> = {
  CreatedAt: sql`${supportTickets.createdAt}`,
  UpdatedAt: sql`${supportTickets.updatedAt}`,
  TicketNo: sql`${supportTickets.ticketNo}`,
  PriorityLevel: rank(TICKET_PRIORITIES, sql`${supportTickets.priority}`),
  Status: rank(TICKET_STATUSES, sql`${supportTickets.status}`),
  CompanyName: sql`lower(${companies.name})`,
};

/** Newest first unless asked otherwise; the id breaks ties so pages never overlap. */
export const ticketSort = (query: TicketFilters) => {
  const by = query.SortBy ?? 'CreatedAt';
  const direction = query.SortType ?? (by === 'CreatedAt' || by === 'UpdatedAt' ? 'desc' : 'asc');
  return [SORT_COLUMNS[by], sql`${supportTickets.id}`].map((column) =>
    direction === 'asc' ? asc(column) : desc(column),
  );
};

/** One page of tickets: of one company (`scope`), or of all of them for the desk (null). */
export const loadTicketPage = async (
  db: Database,
  scope: number | null,
  query: TicketListQuery,
): Promise<SupportTicketPage> => {
  const where = ticketCondition(scope, query);
  const [rows, [total]] = await Promise.all([
    selectTickets(db)
      .where(where)
      .orderBy(...ticketSort(query))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(supportTickets)
      .innerJoin(companies, eq(companies.id, supportTickets.companyId))
      .where(where),
  ]);
  return toPage(rows.map(toTicketSummary), Number(total?.total ?? 0), query);
};
