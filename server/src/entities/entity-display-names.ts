import { USER } from '@backoffice/shared/entities/administration/user.entity';
import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { companyUsers, users } from '../db/schema/index.js';
import { entityColumn, entityTable } from './entity-table.js';
import { personNameSql } from './person-name.js';

interface NamedRow {
  id: number;
  name: string | null;
}

type NameLookup = (db: Database, companyId: number, ids: number[]) => Promise<NamedRow[]>;

/**
 * Custom-storage entities whose display field is not a column of their declared table. The others
 * (Role, Banner, ApplicationSetting) keep company_id, id and the display column under the declared
 * names, so the declared table reads them as it reads a generated one.
 */
const CUSTOM_LOOKUPS: Readonly<Record<string, NameLookup>> = {
  // An identity is shared between companies: only a member of this one is named, so a user removed
  // from the company reads as deleted here, as the user list no longer shows them either. A person
  // is named by their full name, not the user name they sign in with.
  [USER.name]: (db, companyId, ids) =>
    db
      .select({ id: users.id, name: personNameSql(users) })
      .from(users)
      .innerJoin(companyUsers, and(eq(companyUsers.userId, users.id), eq(companyUsers.companyId, companyId)))
      .where(inArray(users.id, ids)),
};

const declaredLookup =
  (target: EntityDeclaration): NameLookup =>
  (db, companyId, ids) => {
    const id = entityColumn(target, 'id');
    return db
      .select({
        id: sql<number>`${id}`.mapWith(Number),
        name: sql<string | null>`${entityColumn(target, target.displayField)}`,
      })
      .from(entityTable(target))
      .where(and(eq(entityColumn(target, 'companyId'), companyId), inArray(id, ids)) as SQL);
  };

/**
 * The display names of some records of `target` in the company, by id: one query however many ids.
 * An id missing from the answer has no record (any more) in this company.
 */
export const displayNamesOf = async (
  db: Database,
  target: EntityDeclaration,
  companyId: number,
  ids: ReadonlySet<number>,
): Promise<Map<number, string | null>> => {
  if (ids.size === 0) return new Map();
  const lookup = CUSTOM_LOOKUPS[target.name] ?? declaredLookup(target);
  const rows = await lookup(db, companyId, [...ids]);
  return new Map(rows.map((row) => [row.id, row.name]));
};

/** Every record of a declared (generated) entity in the company by its display name: name → id. */
export const idsByDisplayName = async (
  db: Database,
  target: EntityDeclaration,
  companyId: number,
): Promise<Map<string, number>> => {
  const rows = await db
    .select({
      id: sql<number>`${entityColumn(target, 'id')}`.mapWith(Number),
      name: sql<string | null>`${entityColumn(target, target.displayField)}`,
    })
    .from(entityTable(target))
    .where(eq(entityColumn(target, 'companyId'), companyId));
  return new Map(rows.flatMap((row) => (row.name === null ? [] : [[row.name, row.id]])));
};
