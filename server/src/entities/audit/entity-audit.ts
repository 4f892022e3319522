import { type EntityDeclaration, visibleFields } from '@backoffice/shared/entities/entity-declaration';
import { entityNamed } from '@backoffice/shared/entities/entity-registry';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { auditLog, users } from '../../db/schema/index.js';
import { displayNamesOf } from '../entity-display-names.js';
import { personNameSql } from '../person-name.js';

export interface AuditChange {
  Field: string;
  Label: string;
  Before: unknown;
  After: unknown;
  /**
   * A reference field only: the referenced record's display name for Before / After (null when
   * the value is empty), "#12 (deleted)" when that record no longer exists. Before and After keep
   * the ids, as clients already read them.
   */
  BeforeText?: string | null;
  AfterText?: string | null;
}

export interface AuditEntryView {
  Id: number;
  Action: string;
  At: string;
  ActorName: string | null;
  /** Empty for a change in the actor's own session, else how they came ("widget: <key> (<subject>)"). */
  Via: string;
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

/** A stored reference value as an id; pictures hold numbers, older ones may hold digit strings. */
const referenceId = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return null;
};

/** The entity a changed field references, when it is a reference field of the declaration. */
const referencedEntity = (entity: EntityDeclaration, change: AuditChange): string | null => {
  const field = entity.fields[change.Field];
  return field?.kind === 'reference' ? field.entity : null;
};

/**
 * Names the records that reference fields pointed to before and after each change: the ids of a
 * trail are gathered first, so it costs one query per referenced entity, not one per change.
 */
const withReferenceNames = async (
  db: Database,
  entity: EntityDeclaration,
  companyId: number,
  entries: AuditEntryView[],
): Promise<AuditEntryView[]> => {
  const wanted = new Map<string, Set<number>>();
  for (const change of entries.flatMap((entry) => entry.Changes)) {
    const target = referencedEntity(entity, change);
    if (!target) continue;
    const ids = wanted.get(target) ?? new Set<number>();
    for (const value of [change.Before, change.After]) {
      const id = referenceId(value);
      if (id !== null) ids.add(id);
    }
    wanted.set(target, ids);
  }
  if (wanted.size === 0) return entries;
  const names = new Map(
    await Promise.all(
      [...wanted].map(
        async ([target, ids]) =>
          [target, await displayNamesOf(db, entityNamed(target), companyId, ids)] as const,
      ),
    ),
  );
  const nameOf = (target: string, value: unknown): string | null => {
    if (value === null || value === undefined || value === '') return null;
    const id = referenceId(value);
    if (id === null) return String(value);
    const found = names.get(target);
    if (!found?.has(id)) return `#${id} (deleted)`;
    // A record whose display field is empty still exists: its number names it.
    return found.get(id) || `#${id}`;
  };
  return entries.map((entry) => ({
    ...entry,
    Changes: entry.Changes.map((change) => {
      const target = referencedEntity(entity, change);
      return target
        ? { ...change, BeforeText: nameOf(target, change.Before), AfterText: nameOf(target, change.After) }
        : change;
    }),
  }));
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
      via: auditLog.via,
      actor: sql<string | null>`${personNameSql(users)}`,
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
  const entries = rows.map((row) => ({
    Id: row.id,
    Action: row.action,
    At: row.at.toISOString(),
    // Null without a user (a system step, or an actor since removed).
    ActorName: row.actor ?? null,
    Via: row.via,
    Changes: changesBetween(entity, row.before, row.after),
  }));
  return withReferenceNames(db, entity, companyId, entries);
};
