import { eq } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { supportTicketComments, supportTickets } from '../../db/schema/index.js';
import { conflict } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { isSupportDesk, SUPPORT_TICKET_ENTITY } from './support-ticket-access.js';
import { notifySupportDesk, notifyTicketUser } from './support-ticket-notify.js';
import { notifyTicketCompany } from './support-ticket-notify-event.js';
import { findTicketState } from './support-ticket-record.js';

/**
 * Adds a comment. The desk's comment tells the person who filed the ticket; the company's tells
 * the assignee, or the whole desk while nobody is assigned. A closed ticket takes no more: a new
 * problem is a new ticket.
 */
export const addTicketComment = async (ctx: UserContext, id: number, text: string): Promise<number> => {
  const { db } = ctx.deps;
  const desk = isSupportDesk(ctx);
  const ticket = await findTicketState(db, desk ? null : ctx.companyId, id);
  if (ticket.status === 'closed') {
    throw conflict('A closed ticket takes no more comments; file a new ticket instead.');
  }
  return db.transaction(async (transaction) => {
    const tx = transaction as Database;
    // Held until the comment is in: a close at the same moment waits, or this one sees it closed.
    const [locked] = await tx
      .select({ status: supportTickets.status })
      .from(supportTickets)
      .where(eq(supportTickets.id, id))
      .for('update');
    if (locked?.status === 'closed') {
      throw conflict('A closed ticket takes no more comments; file a new ticket instead.');
    }
    const [row] = await tx
      .insert(supportTicketComments)
      .values({
        companyId: ticket.companyId,
        ticketId: id,
        userId: ctx.user.userId,
        fromSupportDesk: desk,
        text,
        at: ctx.now,
      })
      .returning({ id: supportTicketComments.id });
    if (!row) throw new Error('comment not added');
    await writeAudit(tx, ctx, {
      companyId: ticket.companyId,
      actorUserId: ctx.user.userId,
      action: 'comment',
      entity: SUPPORT_TICKET_ENTITY,
      entityId: id,
      after: { CommentId: row.id, Text: text },
    });
    const notice = { ticket, actorUserId: ctx.user.userId, at: ctx.now };
    let alreadyTold: number[] = [];
    if (!desk) {
      const title = `New comment on support ticket ${ticket.ticketNo} of ${ticket.companyName}`;
      alreadyTold =
        ticket.assigneeUserId === null
          ? await notifySupportDesk(tx, { ...notice, title })
          : await notifyTicketUser(tx, ticket.assigneeUserId, 'desk', { ...notice, title });
    }
    // The desk's answer tells the person who filed it; a colleague's comment tells no one by default.
    await notifyTicketCompany(tx, ctx, {
      event: 'commented',
      ticketId: id,
      issuerTitle: desk ? `The support desk answered your ticket ${ticket.ticketNo}` : null,
      comment: text,
      alreadyTold,
    });
    return row.id;
  });
};
