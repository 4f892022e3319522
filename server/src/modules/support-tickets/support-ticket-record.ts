import type { SupportTicketSummary } from '@backoffice/shared/support/support-ticket.contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { companies, modules, pages, supportTickets, users } from '../../db/schema/index.js';
import { personNameSql } from '../../entities/person-name.js';
import { notFound } from '../../http/api-error.js';
import { outer } from '../users/audit-stamps.js';

export const TICKET_NOT_FOUND = 'There is no such support ticket.';

const creator = alias(users, 'ticket_creator');
const assignee = alias(users, 'ticket_assignee');

const commentCount = sql<number>`(select count(*)::int from support_ticket_comments c
  where c.company_id = ${outer(supportTickets.companyId)} and c.ticket_id = ${outer(supportTickets.id)})`;

/** A ticket with the names a list shows: company, module, page, assignee and who filed it. */
export const selectTickets = (db: Database) =>
  db
    .select({
      id: supportTickets.id,
      ticketNo: supportTickets.ticketNo,
      companyId: supportTickets.companyId,
      companyName: companies.name,
      ticketType: supportTickets.ticketType,
      moduleId: supportTickets.moduleId,
      moduleName: modules.name,
      pageCode: supportTickets.pageCode,
      pageName: pages.title,
      priority: supportTickets.priority,
      remarks: supportTickets.remarks,
      issuerName: supportTickets.issuerName,
      imagePath: supportTickets.imagePath,
      status: supportTickets.status,
      assigneeUserId: supportTickets.assigneeUserId,
      assigneeName: personNameSql(assignee),
      createdBy: supportTickets.createdBy,
      createdByName: personNameSql(creator),
      createdAt: supportTickets.createdAt,
      updatedAt: supportTickets.updatedAt,
      commentCount,
    })
    .from(supportTickets)
    .innerJoin(companies, eq(companies.id, supportTickets.companyId))
    .leftJoin(modules, eq(modules.id, supportTickets.moduleId))
    .leftJoin(pages, eq(pages.code, supportTickets.pageCode))
    .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeUserId))
    .leftJoin(creator, eq(creator.id, supportTickets.createdBy));

type TicketRow = Awaited<ReturnType<ReturnType<typeof selectTickets>['where']>>[number];

export const toTicketSummary = (row: TicketRow): SupportTicketSummary => ({
  Id: row.id,
  TicketNo: row.ticketNo,
  CompanyId: row.companyId,
  CompanyName: row.companyName,
  TicketType: row.ticketType,
  ModuleId: row.moduleId,
  ModuleName: row.moduleName ?? `Module ${row.moduleId}`,
  PageCode: row.pageCode,
  PageName: row.pageName ?? `Page ${row.pageCode}`,
  PriorityLevel: row.priority,
  Remarks: row.remarks,
  IssuerName: row.issuerName,
  ImagePath: row.imagePath,
  Status: row.status,
  AssigneeUserId: row.assigneeUserId,
  AssigneeName: row.assigneeUserId === null ? null : row.assigneeName,
  CreatedByUserId: row.createdBy,
  CreatedByName: row.createdBy === null ? null : row.createdByName,
  CreatedAt: row.createdAt.toISOString(),
  UpdatedAt: row.updatedAt.toISOString(),
  CommentCount: Number(row.commentCount),
});

/**
 * Which tickets a caller reaches: a company's users only their company's (another company's
 * ticket is 404, as if it did not exist); the support desk any company's (companyId null).
 */
export const ticketScope = (companyId: number | null, id?: number): SQL | undefined =>
  and(
    companyId === null ? undefined : eq(supportTickets.companyId, companyId),
    id === undefined ? undefined : eq(supportTickets.id, id),
  );

export interface TicketState {
  id: number;
  companyId: number;
  ticketNo: string;
  status: SupportTicketSummary['Status'];
  createdBy: number | null;
  assigneeUserId: number | null;
  companyName: string;
}

/** The ticket's key facts, or 404. Ids are unique across companies (one identity column). */
export const findTicketState = async (
  db: Database,
  companyId: number | null,
  id: number,
): Promise<TicketState> => {
  const [row] = await db
    .select({
      id: supportTickets.id,
      companyId: supportTickets.companyId,
      ticketNo: supportTickets.ticketNo,
      status: supportTickets.status,
      createdBy: supportTickets.createdBy,
      assigneeUserId: supportTickets.assigneeUserId,
      companyName: companies.name,
    })
    .from(supportTickets)
    .innerJoin(companies, eq(companies.id, supportTickets.companyId))
    .where(ticketScope(companyId, id))
    .limit(1);
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return row;
};
