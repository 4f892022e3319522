import { allowedTicketActions, canEditTicket } from '@backoffice/shared/support/support-ticket';
import type { SupportTicketDetail } from '@backoffice/shared/support/support-ticket.contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { supportTicketComments, supportTicketTransitions, users } from '../../db/schema/index.js';
import { personNameSql } from '../../entities/person-name.js';
import { notFound } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { toTransition, transitionColumns } from '../audit/transition-history.js';
import { isSupportDesk } from './support-ticket-access.js';
import { selectTickets, TICKET_NOT_FOUND, ticketScope, toTicketSummary } from './support-ticket-record.js';

const loadComments = async (db: Database, companyId: number, ticketId: number) => {
  const rows = await db
    .select({
      id: supportTicketComments.id,
      userId: supportTicketComments.userId,
      userName: personNameSql(users),
      fromSupportDesk: supportTicketComments.fromSupportDesk,
      text: supportTicketComments.text,
      at: supportTicketComments.at,
    })
    .from(supportTicketComments)
    .leftJoin(users, eq(users.id, supportTicketComments.userId))
    .where(and(eq(supportTicketComments.companyId, companyId), eq(supportTicketComments.ticketId, ticketId)))
    .orderBy(asc(supportTicketComments.at), asc(supportTicketComments.id));
  return rows.map((row) => ({
    Id: row.id,
    UserId: row.userId,
    UserName: row.userId === null ? null : row.userName,
    FromSupportDesk: row.fromSupportDesk,
    Text: row.text,
    At: row.at.toISOString(),
  }));
};

const loadHistory = async (db: Database, companyId: number, ticketId: number) => {
  const rows = await db
    .select(transitionColumns(supportTicketTransitions))
    .from(supportTicketTransitions)
    .leftJoin(users, eq(users.id, supportTicketTransitions.byUserId))
    .where(
      and(eq(supportTicketTransitions.companyId, companyId), eq(supportTicketTransitions.ticketId, ticketId)),
    )
    .orderBy(asc(supportTicketTransitions.at), asc(supportTicketTransitions.id));
  return rows.map(toTransition);
};

/**
 * One ticket with its comments and history. A company's users read their company's tickets only
 * (another's is 404); the desk reads any.
 */
export const loadTicketDetail = async (ctx: UserContext, id: number): Promise<SupportTicketDetail> => {
  const { db } = ctx.deps;
  const desk = isSupportDesk(ctx);
  const [row] = await selectTickets(db)
    .where(ticketScope(desk ? null : ctx.companyId, id))
    .limit(1);
  if (!row) throw notFound(TICKET_NOT_FOUND);
  const [comments, history] = await Promise.all([
    loadComments(db, row.companyId, id),
    loadHistory(db, row.companyId, id),
  ]);
  return {
    ...toTicketSummary(row),
    Comments: comments,
    History: history,
    CanEdit:
      canEditTicket(row.status) && row.createdBy === ctx.user.userId && row.companyId === ctx.companyId,
    IsSupportDesk: desk,
    AllowedActions: desk ? allowedTicketActions(row.status) : [],
  };
};
