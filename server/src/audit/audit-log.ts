import type { Database } from '../db/database.js';
import { auditLog } from '../db/schema/index.js';
import type { BaseContext, UserContext, UserPrincipal } from '../http/request-context.js';

/*
 * Every layer writes audit rows in the transaction of its change: the entity layer's generic saves
 * as much as the domain services. The writer is one insert into one table, so it lives here beside
 * the other infrastructure rather than behind a port each layer would be handed.
 */

export interface AuditEntry {
  companyId: number | null;
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** How the actor came, when not through their own session (an embedded widget's key). */
  via?: string;
}

/** Call with the transaction that makes the change, so the record and the change land together. */
export const writeAudit = async (db: Database, ctx: BaseContext, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values({
    companyId: entry.companyId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    via: entry.via ?? viaOf(ctx),
    ipAddress: ctx.ip,
    requestId: ctx.requestId,
    at: ctx.now,
  });
};

/** writeAudit for a signed-in user's change in the request's company: both come from ctx. */
export const writeUserAudit = async (
  db: Database,
  ctx: UserContext,
  entry: Omit<AuditEntry, 'companyId' | 'actorUserId'>,
): Promise<void> => writeAudit(db, ctx, { companyId: ctx.companyId, actorUserId: ctx.user.userId, ...entry });

const viaOf = (ctx: BaseContext): string => {
  const user = (ctx as Partial<UserContext>).user;
  return user ? widgetVia(user) : '';
};

/** "widget: <key name> (<subject>)" for a change made through an embedded widget, else empty. */
export const widgetVia = (user: UserPrincipal): string => {
  const grant = user.widget;
  if (!grant) return '';
  return `widget: ${grant.apiKeyName}${grant.subject ? ` (${grant.subject})` : ''}`;
};
