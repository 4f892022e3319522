import { type EntityDeclaration, fieldOf } from '@backoffice/shared/entities/entity-declaration';
import { entityNamed } from '@backoffice/shared/entities/entity-registry';
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { users } from '../db/schema/index.js';
import { containsPattern } from '../http/page-query.js';
import { entityColumn, entityTable } from './entity-table.js';

/** Lists count exactly up to here; past it they say "10,000+" instead of scanning everything. */
export const COUNT_CAP = 10_000;

export interface ListCriteria {
  query?: string | undefined;
  SortBy?: string | undefined;
  SortType?: 'asc' | 'desc' | undefined;
  filters: Record<string, unknown>;
}

/** The tenant condition comes first and nothing a client sends can replace it. */
export const listCondition = (entity: EntityDeclaration, companyId: number, criteria: ListCriteria): SQL => {
  const conditions: (SQL | undefined)[] = [eq(entityColumn(entity, 'companyId'), companyId)];
  const search = criteria.query?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(...entity.list.search.map((name) => ilike(entityColumn(entity, name), pattern))));
  }
  const addedBy = entity.list.addedByFilter ? criteria.filters[entity.list.addedByFilter] : undefined;
  if (typeof addedBy === 'number') conditions.push(eq(entityColumn(entity, 'createdBy'), addedBy));
  for (const name of entity.list.filters) {
    const field = fieldOf(entity, name);
    const column = entityColumn(entity, name);
    if (field.kind === 'date' || field.kind === 'datetime') {
      const from = criteria.filters[`${name}From`];
      const to = criteria.filters[`${name}To`];
      if (typeof from === 'string') conditions.push(gte(sql`${column}::date`, from));
      if (typeof to === 'string') conditions.push(lte(sql`${column}::date`, to));
      continue;
    }
    const value = criteria.filters[name];
    if (value !== undefined) conditions.push(eq(column, value));
  }
  return and(...conditions) as SQL;
};

export const orderOf = (entity: EntityDeclaration, criteria: ListCriteria): SQL[] => {
  const field = criteria.SortBy ?? entity.list.defaultSort.field;
  const direction = criteria.SortType ?? (criteria.SortBy ? 'asc' : entity.list.defaultSort.direction);
  const column = field === 'Id' ? entityColumn(entity, 'id') : entityColumn(entity, field);
  const id = entityColumn(entity, 'id');
  // The id breaks ties, so paging through equal values never repeats or skips a row.
  return direction === 'asc' ? [asc(column), asc(id)] : [desc(column), desc(id)];
};

/**
 * The select of a record: its columns, the display name of each reference (same company) and the
 * name of who created it.
 */
export const selectRecords = (db: Database, entity: EntityDeclaration) => {
  const table = entityTable(entity);
  const creator = alias(users, 'creator');
  const fields: Record<string, PgColumn | SQL.Aliased> = {
    ...(getTableColumns(table) as Record<string, PgColumn>),
    CreatedByName: sql<
      string | null
    >`nullif(trim(concat_ws(' ', ${creator.firstName}, ${creator.lastName})), '')`.as('created_by_name'),
  };
  const joins: { table: ReturnType<typeof alias>; on: SQL }[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.kind !== 'reference') continue;
    const target = entityNamed(field.entity);
    const joined = alias(entityTable(target), `ref_${name}`);
    const joinedColumns = joined as unknown as Record<string, PgColumn>;
    const display = joinedColumns[target.displayField];
    const joinedCompany = joinedColumns.companyId;
    const joinedId = joinedColumns.id;
    if (!display || !joinedCompany || !joinedId) throw new Error(`${target.name} cannot be joined`);
    fields[`${name}Display`] = sql<string | null>`${display}`.as(`${name}_display`);
    joins.push({
      table: joined,
      on: and(
        eq(joinedCompany, entityColumn(entity, 'companyId')),
        eq(joinedId, entityColumn(entity, name)),
      ) as SQL,
    });
  }
  let query = db
    .select(fields)
    .from(table)
    .leftJoin(creator, eq(creator.id, entityColumn(entity, 'createdBy')))
    .$dynamic();
  for (const join of joins) query = query.leftJoin(join.table, join.on);
  return query;
};

/**
 * An exact count up to the cap past the page's first row: cheap however large the table grows, and
 * a list paged deep into a capped count still sees the pages after it (the cap moves with it).
 */
export const cappedCount = async (
  db: Database,
  entity: EntityDeclaration,
  where: SQL,
  offset = 0,
): Promise<{ total: number; capped: boolean }> => {
  const cap = offset + COUNT_CAP;
  const limited = db
    .select({ one: sql`1`.as('one') })
    .from(entityTable(entity))
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ total: count() }).from(limited);
  const total = Number(row?.total ?? 0);
  return total > cap ? { total: cap, capped: true } : { total, capped: false };
};
