import {
  autocompleteSearchFields,
  type EntityDeclaration,
} from '@backoffice/shared/entities/entity-declaration';
import { referenceWhereFields } from '@backoffice/shared/entities/entity-registry';
import type { ExportFormat } from '@backoffice/shared/http/export-format';
import { and, asc, desc, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { tableFile } from '../exports/table-file.js';
import { containsPattern, type PageRequest, pageOffset, toPage } from '../http/page-query.js';
import { auditTrail } from './audit/entity-audit.js';
import { EXPORT_ROW_LIMIT, entityExportColumns } from './entity-export.js';
import { type ListCriteria, listCondition, listPage, orderOf, selectRecords } from './entity-query.js';
import { findRecord } from './entity-repository.js';
import {
  type EntitySource,
  equals,
  ownedBy,
  recordOf,
  sortColumn,
  sourceColumn,
  sourceTable,
  withJoins,
} from './entity-source.js';
import type { EntityRecord } from './entity-values.js';

// The read side of an entity's API (list, export, autocomplete, audit) as plain functions over its
// declared table or a source, so a custom-storage module answers them as the mechanism does.

/** Everything the list takes besides paging: search, sort and the declared filters. */
export const listCriteriaOf = (query: Record<string, unknown>): ListCriteria => ({
  query: typeof query.query === 'string' ? query.query : undefined,
  SortBy: typeof query.SortBy === 'string' ? query.SortBy : undefined,
  SortType: query.SortType === 'asc' || query.SortType === 'desc' ? query.SortType : undefined,
  filters: query,
});

/** GET /{path}/list: one page of records, with TotalCountCapped when the count stopped at its cap. */
export const readListPage = async (
  db: Database,
  entity: EntityDeclaration,
  companyId: number,
  query: PageRequest & Record<string, unknown>,
  source?: EntitySource,
  owner?: number,
) => {
  const found = await listPage(
    db,
    entity,
    companyId,
    { ...listCriteriaOf(query), owner },
    { limit: query.pageSize, offset: pageOffset(query) },
    source,
  );
  const items: EntityRecord[] = found.rows.map((row) => recordOf(entity, row, source));
  return {
    ...toPage(items, found.total, query),
    ...(found.capped ? { TotalCountCapped: true as const } : {}),
  };
};

/**
 * GET /{path}/export: the list's search and filters as a CSV or Excel file named after the path
 * and day.
 */
export const exportFile = async (
  db: Database,
  entity: EntityDeclaration,
  companyId: number,
  query: Record<string, unknown> & { format: ExportFormat },
  now: Date,
  source?: EntitySource,
  owner?: number,
) => {
  const criteria = { ...listCriteriaOf(query), owner };
  const rows = await selectRecords(db, entity, source)
    .where(listCondition(entity, companyId, criteria, source))
    .orderBy(...orderOf(entity, criteria, source))
    .limit(EXPORT_ROW_LIMIT);
  return tableFile(
    { name: entity.apiPath, sheetName: entity.title, columns: entityExportColumns(entity) },
    rows.map((row) => recordOf(entity, row, source)),
    { format: query.format, now },
  );
};

/**
 * GET /{path}/autocomplete: [{Id, Name}] whose search fields (or name shown) contain the query,
 * narrowed by the values a referencing field's `where` asks for; with `autocomplete.working`, the
 * records in use first and the others named "(inactive)".
 */
export const autocompleteOptions = async (
  db: Database,
  entity: EntityDeclaration,
  companyId: number,
  query: { query?: string | undefined; limit?: number | undefined } & Record<string, unknown>,
  source?: EntitySource,
  owner?: number,
): Promise<{ Id: number; Name: string }[]> => {
  const column = (name: string) => sourceColumn(entity, name, source);
  const display = source?.optionName ?? column(entity.displayField);
  const displayOrder = source?.optionName
    ? sql`lower(${source.optionName})`
    : sortColumn(entity, entity.displayField, source);
  // The values a referencing field's `where` asks for (a dealer select: UserType=dealer), exactly.
  const wanted = referenceWhereFields(entity.name).flatMap((name) => {
    const value = query[name];
    return typeof value === 'string' && value !== '' ? [equals(column(name), value)] : [];
  });
  const pattern = query.query ? containsPattern(query.query) : undefined;
  const inUse = and(
    ...Object.entries(entity.autocomplete?.working ?? {}).map(([name, value]) => equals(column(name), value)),
  );
  // Postgres takes no constant in an order by: without `working` every record is in use.
  const working = inUse ? sql<boolean>`coalesce(${inUse}, false)` : undefined;
  const rows = await withJoins(
    db
      .select({
        Id: column('id'),
        Name: sql<string | null>`(${display})::text`,
        working: working ?? sql<boolean>`true`,
      })
      .from(sourceTable(entity, source))
      .$dynamic(),
    source,
  )
    .where(
      and(
        ownedBy(entity, companyId, source, owner),
        pattern
          ? or(
              ...autocompleteSearchFields(entity).map((name) => ilike(column(name), pattern)),
              // "Hari Gurung" finds Hari by the whole name shown, not only by one of its parts.
              source?.optionName ? ilike(source.optionName, pattern) : undefined,
            )
          : undefined,
        ...wanted,
      ),
    )
    .orderBy(...(working ? [desc(working)] : []), asc(displayOrder), asc(column('id')))
    .limit(query.limit ?? 20);
  // A record whose display field is empty (an optional remark) still gets a name to choose it by.
  return rows.map((row) => {
    const name = row.Name ?? `#${row.Id}`;
    return { Id: Number(row.Id), Name: row.working ? name : `${name} (inactive)` };
  });
};

/** GET /{path}/audit: the record's trail, 404 for another company's record as for a missing one. */
export const recordAuditTrail = async (
  db: Database,
  entity: EntityDeclaration,
  companyId: number,
  id: number,
  source?: EntitySource,
  owner?: number,
) => {
  await findRecord(db, entity, companyId, id, source, owner);
  return auditTrail(db, entity, companyId, id);
};
