import { SUPPORT_ROUTES } from '@backoffice/shared/support/support-ticket';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companyUsers, users } from '../../db/schema/index.js';
import { createNotification } from '../notifications/notification.service.js';
import type { TicketState } from './support-ticket-record.js';

type Audience = 'issuer' | 'desk';

/** Issuers follow their company's list; the desk works from its own screen. */
const linkFor = (audience: Audience, ticketId: number): string =>
  `${audience === 'issuer' ? SUPPORT_ROUTES.list : SUPPORT_ROUTES.admin}?id=${ticketId}`;

/**
 * Where a user's bell shows the notification: notifications belong to a company, and the bell
 * reads the company the user works in. A desk member who is not a member of the ticket's company
 * gets it in their own first company.
 */
const bellCompanyOf = async (db: Database, userId: number, preferred: number): Promise<number> => {
  const rows = await db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(and(eq(companyUsers.userId, userId), eq(companyUsers.isActive, true)))
    .orderBy(asc(companyUsers.companyId));
  if (rows.some((row) => row.companyId === preferred)) return preferred;
  return rows[0]?.companyId ?? preferred;
};

export interface TicketNotice {
  ticket: Pick<TicketState, 'id' | 'companyId' | 'ticketNo' | 'status'>;
  /** Who acted: never told of their own action. */
  actorUserId: number;
  title: string;
  at: Date;
}

/**
 * Tells one user, inside the caller's transaction (a rolled-back change tells no one). Answers who
 * was told, so the company's own setups do not tell them again.
 */
export const notifyTicketUser = async (
  tx: Database,
  userId: number | null,
  audience: Audience,
  notice: TicketNotice,
): Promise<number[]> => {
  if (userId === null || userId === notice.actorUserId) return [];
  const { ticket } = notice;
  await createNotification(tx, {
    companyId: await bellCompanyOf(tx, userId, ticket.companyId),
    userId,
    title: notice.title,
    link: linkFor(audience, ticket.id),
    jsonData: {
      kind: 'support-ticket',
      ticketId: ticket.id,
      ticketNo: ticket.ticketNo,
      status: ticket.status,
    },
    addedOn: notice.at,
  });
  return [userId];
};

/** The support desk: every active super administrator. */
export const supportDeskUsers = async (db: Database) =>
  db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(and(eq(users.isSuperAdmin, true), eq(users.status, 'active')))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));

/** A new ticket reaches the whole desk; the person who filed it is not told. */
export const notifySupportDesk = async (tx: Database, notice: TicketNotice): Promise<number[]> => {
  const told: number[] = [];
  for (const member of await supportDeskUsers(tx)) {
    told.push(...(await notifyTicketUser(tx, member.id, 'desk', notice)));
  }
  return told;
};
