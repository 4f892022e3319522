import { PAGE_CODES } from '@backoffice/shared/page-codes';
import {
  SUPPORT_ROUTES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
} from '@backoffice/shared/support/support-ticket';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { companies, supportTickets, users } from '../../db/schema/index.js';
import { personNameSql } from '../../entities/person-name.js';
import type { UserContext } from '../../http/request-context.js';
import { type NotificationEvent, notifyEvent } from '../notifications/notify-event.js';

/** The ticket events a company's notification setups on the SupportTicket page (207) may name. */
export type TicketEvent = Extract<NotificationEvent, 'created' | 'assigned' | 'stateChanged' | 'commented'>;

export interface TicketCompanyNotice {
  event: TicketEvent;
  ticketId: number;
  /**
   * What the person who filed the ticket is told when the company has no setup for the event, or
   * null when the default leaves them out (they filed it, or a colleague commented).
   */
  issuerTitle: string | null;
  /** The comment's text, for {{Comment}}. */
  comment?: string;
  /** Desk members the desk's own notice told already: a company setup does not tell them twice. */
  alreadyTold?: readonly number[];
}

const assignee = alias(users, 'ticket_notice_assignee');

/**
 * The company's side of a ticket event, through its notification setups (page 207) inside the
 * caller's transaction. Setups come from the TICKET's company (a desk member acting from another
 * company changes nothing) and reach only that company's members; "the people of the record" is
 * the person who filed it whenever the default tells them. Without a setup the default title goes
 * to that person alone, as before. The support desk's own notices are the platform's and never
 * governed by a company setup (see support-ticket-notify.ts).
 * Placeholders: {{TicketNo}} (also {{RecordName}}), {{Status}}, {{Priority}}, {{Remarks}},
 * {{AssigneeName}}, {{CompanyName}}, {{Comment}} (comments only), {{ActorName}}, {{UserName}}.
 */
export const notifyTicketCompany = async (
  tx: Database,
  ctx: UserContext,
  notice: TicketCompanyNotice,
): Promise<number> => {
  const [ticket] = await tx
    .select({
      companyId: supportTickets.companyId,
      ticketNo: supportTickets.ticketNo,
      status: supportTickets.status,
      priority: supportTickets.priority,
      remarks: supportTickets.remarks,
      createdBy: supportTickets.createdBy,
      assigneeName: personNameSql(assignee),
      companyName: companies.name,
    })
    .from(supportTickets)
    .innerJoin(companies, eq(companies.id, supportTickets.companyId))
    .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeUserId))
    .where(eq(supportTickets.id, notice.ticketId));
  if (!ticket) return 0;
  return notifyEvent(
    tx,
    {
      companyId: ticket.companyId,
      now: ctx.now,
      actor: { userId: ctx.user.userId, name: ctx.user.username },
    },
    {
      event: notice.event,
      pageCode: PAGE_CODES.SupportTicket,
      record: { id: notice.ticketId, name: ticket.ticketNo },
      values: {
        TicketNo: ticket.ticketNo,
        Status: TICKET_STATUS_LABELS[ticket.status],
        Priority: TICKET_PRIORITY_LABELS[ticket.priority],
        Remarks: ticket.remarks,
        AssigneeName: ticket.assigneeName ?? '',
        CompanyName: ticket.companyName,
        ...(notice.comment === undefined ? {} : { Comment: notice.comment }),
      },
      link: `${SUPPORT_ROUTES.list}?id=${notice.ticketId}`,
      defaultTitle: notice.issuerTitle ?? '',
      audience: { userIds: notice.issuerTitle === null ? [] : [ticket.createdBy] },
      except: notice.alreadyTold ?? [],
    },
  );
};
