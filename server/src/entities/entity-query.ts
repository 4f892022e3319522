import { type EntityDeclaration, fieldOf } from '@backoffice/shared/entities/entity-declaration';
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { users } from '../db/schema/index.js';
import { containsPattern } from '../http/page-query.js';
import {
  type EntitySource,
  equals,
  isAnyOf,
  ownedBy,
  sortColumn,
  sourceColumn,
  sourceTable,
  withJoins,
} from './entity-source.js';
import { entityColumn, entityTable } from './entity-table.js';
import { personNameSql } from './person-name.js';
import { phoneMatches } from './phone-search.js';
import { type ReferenceTarget, referenceTarget } from './reference-target.js';

/** Lists count exactly up to here; past it they say "10,000+" instead of scanning everything. */
export const COUNT_CAP = 10_000;

export interface ListCriteria {
  query?: string | undefined;
  SortBy?: string | undefined;
  SortType?: 'asc' | 'desc' | undefined;
  filters: Record<string, unknown>;
  /** A field user's own records only (ownerOf): the owner field must name them. */
  owner?: number | undefined;
}

/** The tenant condition comes first and nothing a client sends can replace it. */
export const listCondition = (
  entity: EntityDeclaration,
  companyId: number,
  criteria: ListCriteria,
  source?: EntitySource,
): SQL => {
  const column = (name: string) => sourceColumn(entity, name, source);
  const conditions: (SQL | undefined)[] = [ownedBy(entity, companyId, source, criteria.owner)];
  const search = criteria.query?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        ...entity.list.search.map((name) => ilike(column(name), pattern)),
        ...entity.list.search
          .filter((name) => entity.fields[name]?.kind === 'phone')
          .map((name) => phoneMatches(column(name), search)),
      ),
    );
  }
  const addedBy = entity.list.addedByFilter ? criteria.filters[entity.list.addedByFilter] : undefined;
  if (typeof addedBy === 'number') conditions.push(equals(column('createdBy'), addedBy));
  for (const name of entity.list.filters) {
    const field = fieldOf(entity, name);
    const filtered = column(name);
    if (field.kind === 'date' || field.kind === 'datetime') {
      const from = criteria.filters[`${name}From`];
      const to = criteria.filters[`${name}To`];
      if (typeof from === 'string') conditions.push(gte(sql`${filtered}::date`, from));
      if (typeof to === 'string') conditions.push(lte(sql`${filtered}::date`, to));
      continue;
    }
    const value = criteria.filters[name];
    if (value !== undefined) conditions.push(equals(filtered, value));
  }
  // A screen's selection (an export's Ids): those records, still only of the caller's company.
  const selected = criteria.filters.Ids;
  if (Array.isArray(selected)) conditions.push(isAnyOf(column('id'), selected));
  return and(...conditions) as SQL;
};

const sortOf = (entity: EntityDeclaration, criteria: ListCriteria, source: EntitySource | undefined) => {
  const field = criteria.SortBy ?? entity.list.defaultSort.field;
  const direction = criteria.SortType ?? (criteria.SortBy ? 'asc' : entity.list.defaultSort.direction);
  const column = sortColumn(entity, field === 'Id' ? 'id' : field, source);
  return { column, by: direction === 'asc' ? asc : desc };
};

export const orderOf = (entity: EntityDeclaration, criteria: ListCriteria, source?: EntitySource): SQL[] => {
  const { column, by } = sortOf(entity, criteria, source);
  // The id breaks ties, so paging through equal values never repeats or skips a row.
  return [by(column), by(sourceColumn(entity, 'id', source))];
};

/**
 * The select of a record: its columns, the display name of each reference (same company) and the
 * name of who created it. A source already holds the creator's name among its columns.
 */
export const selectRecords = (db: Database, entity: EntityDeclaration, source?: EntitySource) => {
  if (source) {
    const selected = db
      .select({ ...source.columns, ...source.answers })
      .from(source.table)
      .$dynamic();
    return withJoins(selected, source);
  }
  const table = entityTable(entity);
  const creator = alias(users, 'creator');
  const fields: Record<string, PgColumn | SQL.Aliased> = {
    ...(getTableColumns(table) as Record<string, PgColumn>),
    CreatedByName: sql<string | null>`${personNameSql(creator)}`.as('created_by_name'),
  };
  const joins: { table: ReferenceTarget['source']; on: SQL }[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.kind !== 'reference') continue;
    const target = referenceTarget(field, `ref_${name}`);
    fields[`${name}Display`] = sql<string | null>`${target.display}`.as(`${name}_display`);
    joins.push({
      table: target.source,
      on: sql`${target.companyId} = ${entityColumn(entity, 'companyId')} and ${target.id} = ${entityColumn(entity, name)}`,
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
  source?: EntitySource,
): Promise<{ total: number; capped: boolean }> => {
  const cap = offset + COUNT_CAP;
  const limited = withJoins(
    db
      .select({ one: sql`1`.as('one') })
      .from(sourceTable(entity, source))
      .$dynamic(),
    source,
  )
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ total: count() }).from(limited);
  const total = Number(row?.total ?? 0);
  return total > cap ? { total: cap, capped: true } : { total, capped: false };
};

/**
 * A search counts its matches exactly up to this many past the page's first row, then says "2,000+
 * found": within it the matches are the whole answer, collected through the trigram indexes, counted
 * and sorted in one query (sorting this many keys takes about a millisecond).
 */
export const SEARCH_COUNT_CAP = 2_000;

export interface ListPageRequest {
  limit: number;
  offset: number;
}

/**
 * One page of a list and its capped count.
 *
 * A search is the case the planner gets wrong: it cannot tell how many rows a `%term%` pattern
 * matches, so for a rare term it walks the sort index and filters most of the company's rows (tens
 * of milliseconds on 40,000). Collecting the matches behind a LIMIT (which the planner cannot
 * flatten, so it takes the trigram indexes) settles it: when they fit under the cap they are the
 * whole answer, sorted and counted at once; when more come, the term is common, the count is capped,
 * and walking the sort index finds a page of them quickly.
 */
export const listPage = async (
  db: Database,
  entity: EntityDeclaration,
  companyId: number,
  criteria: ListCriteria,
  page: ListPageRequest,
  source?: EntitySource,
) => {
  const column = (name: string) => sourceColumn(entity, name, source);
  const where = listCondition(entity, companyId, criteria, source);
  const ordered = () =>
    selectRecords(db, entity, source)
      .where(where)
      .orderBy(...orderOf(entity, criteria, source))
      .limit(page.limit)
      .offset(page.offset);
  if (criteria.query?.trim()) {
    const cap = page.offset + SEARCH_COUNT_CAP;
    const { column: sortedBy, by } = sortOf(entity, criteria, source);
    const matches = withJoins(
      db
        .select({ id: column('id'), sortKey: sql`${sortedBy}`.as('sort_key') })
        .from(sourceTable(entity, source))
        .$dynamic(),
      source,
    )
      .where(where)
      .limit(cap + 1)
      .as('matches');
    const found = await db
      .select({ id: matches.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(matches)
      .orderBy(by(matches.sortKey), by(matches.id))
      .limit(page.limit)
      .offset(page.offset);
    const total = found[0]?.total;
    if (total !== undefined && total > cap) return { rows: await ordered(), total: cap, capped: true };
    if (total !== undefined) {
      const ids = found.map((row) => row.id);
      const rows = await selectRecords(db, entity, source)
        .where(and(ownedBy(entity, companyId, source), isAnyOf(column('id'), ids)))
        .orderBy(...orderOf(entity, criteria, source));
      return { rows, total, capped: false };
    }
    // A page past the last match: the count alone says where the list ends.
  }
  const [rows, counted] = await Promise.all([ordered(), cappedCount(db, entity, where, page.offset, source)]);
  return { rows, total: counted.total, capped: counted.capped };
};
