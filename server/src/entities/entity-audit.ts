import { type EntityDeclaration, visibleFields } from '@backoffice/shared/entities/entity-declaration';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { auditLog, users } from '../db/schema/index.js';

export interface AuditChange {
  Field: string;
  Label: string;
  Before: unknown;
  After: unknown;
}

export interface AuditEntryView {
  Id: number;
  Action: string;
  At: string;
  ActorName: string | null;
  Changes: AuditChange[];
}

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The fields whose values differ between two pictures of a record, labelled for people. */
export const changesBetween = (entity: EntityDeclaration, before: unknown, after: unknown): AuditChange[] => {
  const old = asObject(before);
  const now = asObject(after);
  return visibleFields(entity).flatMap(([name, field]) => {
    const was = old[name] ?? null;
    const is = now[name] ?? null;
    return JSON.stringify(was) === JSON.stringify(is)
      ? []
      : [{ Field: name, Label: field.label, Before: was, After: is }];
  });
};

/** Newest first; the tenant condition keeps another company's history out even for a guessed id. */
export const auditTrail = async (
  db: Database,
  entity: EntityDeclaration,
  companyId: number,
  id: number,
): Promise<AuditEntryView[]> => {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      at: auditLog.at,
      before: auditLog.before,
      after: auditLog.after,
      actor: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
      username: users.username,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.companyId, companyId),
        eq(auditLog.entity, entity.name),
        eq(auditLog.entityId, String(id)),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(200);
  return rows.map((row) => ({
    Id: row.id,
    Action: row.action,
    At: row.at.toISOString(),
    ActorName: row.actor ?? row.username ?? null,
    Changes: changesBetween(entity, row.before, row.after),
  }));
};
