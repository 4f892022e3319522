import {
  nextTicketStatus,
  STATUS_CHANGE_ACTIONS,
  type StatusChangeTarget,
  TICKET_STATUS_LABELS,
  TICKET_TRANSITIONS,
  type TicketAction,
} from '@backoffice/shared/support/support-ticket';
import { personName } from '@backoffice/shared/text/person-name';
import { and, eq } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { supportTickets, supportTicketTransitions } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { SUPPORT_TICKET_ENTITY } from './support-ticket-access.js';
import { notifyTicketUser, supportDeskUsers } from './support-ticket-notify.js';
import { notifyTicketCompany } from './support-ticket-notify-event.js';
import { findTicketState, type TicketState } from './support-ticket-record.js';

const STALE = 'The ticket was changed by someone else meanwhile; reload it and try again.';

interface Move {
  action: TicketAction;
  remarks?: string | undefined;
  /** For an assignment: whom to. */
  assignee?: { id: number; name: string };
}

const titleFor = (ticket: TicketState, move: Move, to: TicketState['status']) => {
  if (move.action === 'assign')
    return `Your support ticket ${ticket.ticketNo} was assigned to ${move.assignee?.name}`;
  if (move.action === 'close') return `Your support ticket ${ticket.ticketNo} was closed`;
  return `Your support ticket ${ticket.ticketNo} is now ${TICKET_STATUS_LABELS[to].toLowerCase()}`;
};

/**
 * A desk move on any company's ticket, atomic as order actions are: the update matches only while
 * the ticket is still in the status read; the history row, the audit entry and the notifications
 * (the issuer; for an assignment, the assignee) land in the same transaction.
 */
const moveTicket = async (ctx: UserContext, id: number, move: Move): Promise<TicketState> => {
  const { db } = ctx.deps;
  const current = await findTicketState(db, null, id);
  const next = nextTicketStatus(current.status, move.action);
  if (!next.ok) throw conflict(next.message);
  const remarks = move.remarks?.trim() || null;
  const rule = TICKET_TRANSITIONS.find((candidate) => candidate.action === move.action);
  if (rule?.remarksRequired && remarks === null) {
    const message = `A reason is required when a ticket is ${rule.done}.`;
    throw badRequest(message, [{ Field: 'Remarks', Message: message }]);
  }
  const moved = await db.transaction(async (transaction) => {
    const tx = transaction as Database;
    const [row] = await tx
      .update(supportTickets)
      .set({
        status: next.to,
        ...(move.assignee ? { assigneeUserId: move.assignee.id } : {}),
        ...(next.to === current.status ? {} : { statusChangedAt: ctx.now }),
        updatedAt: ctx.now,
        updatedBy: ctx.user.userId,
      })
      .where(
        and(
          eq(supportTickets.companyId, current.companyId),
          eq(supportTickets.id, id),
          eq(supportTickets.status, current.status),
        ),
      )
      .returning({ id: supportTickets.id });
    if (!row) return false;
    await tx.insert(supportTicketTransitions).values({
      companyId: current.companyId,
      ticketId: id,
      action: move.action,
      fromStatus: current.status,
      toStatus: next.to,
      byUserId: ctx.user.userId,
      at: ctx.now,
      remarks,
      assigneeUserId: move.assignee?.id ?? null,
    });
    await writeAudit(tx, ctx, {
      companyId: current.companyId,
      actorUserId: ctx.user.userId,
      action: move.action,
      entity: SUPPORT_TICKET_ENTITY,
      entityId: id,
      before: { Status: current.status, AssigneeUserId: current.assigneeUserId },
      after: {
        Status: next.to,
        Remarks: remarks,
        ...(move.assignee ? { AssigneeUserId: move.assignee.id } : {}),
      },
    });
    const ticket = { ...current, status: next.to };
    const notice = { ticket, actorUserId: ctx.user.userId, at: ctx.now };
    const alreadyTold = move.assignee
      ? await notifyTicketUser(tx, move.assignee.id, 'desk', {
          ...notice,
          title: `Support ticket ${current.ticketNo} of ${current.companyName} was assigned to you`,
        })
      : await notifyTicketUser(tx, current.assigneeUserId, 'desk', {
          ...notice,
          title: `Support ticket ${current.ticketNo} of ${current.companyName} is now ${TICKET_STATUS_LABELS[next.to].toLowerCase()}`,
        });
    await notifyTicketCompany(tx, ctx, {
      event: move.assignee ? 'assigned' : 'stateChanged',
      ticketId: id,
      issuerTitle: titleFor(current, move, next.to),
      alreadyTold,
    });
    return true;
  });
  if (!moved) throw conflict(STALE);
  return { ...current, status: next.to };
};

/** Assigns (or reassigns) a ticket to a member of the support desk. */
export const assignTicket = async (
  ctx: UserContext,
  id: number,
  input: { AssigneeUserId: number; Remarks?: string | undefined },
): Promise<TicketState> => {
  const desk = await supportDeskUsers(ctx.deps.db);
  const member = desk.find((user) => user.id === input.AssigneeUserId);
  if (!member) {
    const message = 'AssigneeUserId must be an active member of the support desk (a super administrator).';
    throw badRequest(message, [{ Field: 'AssigneeUserId', Message: message }]);
  }
  const name = personName({
    FirstName: member.firstName,
    LastName: member.lastName,
    UserName: member.username,
  });
  return moveTicket(ctx, id, { action: 'assign', remarks: input.Remarks, assignee: { id: member.id, name } });
};

/** Moves a ticket to the status named (in progress, resolved, reopened, closed). */
export const changeTicketStatus = async (
  ctx: UserContext,
  id: number,
  input: { Status: StatusChangeTarget; Remarks?: string | undefined },
): Promise<TicketState> => {
  const action = STATUS_CHANGE_ACTIONS[input.Status];
  if (!action) throw badRequest(`Status ${input.Status} is not reached by a status change.`);
  return moveTicket(ctx, id, { action, remarks: input.Remarks });
};

export const closeTicket = async (
  ctx: UserContext,
  id: number,
  input: { Remarks?: string | undefined },
): Promise<TicketState> => moveTicket(ctx, id, { action: 'close', remarks: input.Remarks });
