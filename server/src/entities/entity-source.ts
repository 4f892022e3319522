import type { DeclaredRecord } from '@backoffice/shared/entities/entity-contracts';
import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { and, eq, inArray, SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { entityColumn, entityTable } from './entity-table.js';
import { type EntityRecord, toRecord } from './entity-values.js';

/** A column, or an expression read like one (a stamp taken from the audit trail). */
export type SourceColumn = PgColumn | SQL;

/**
 * Where a custom-storage entity's records live when its table is older than the mechanism and
 * lacks the declared table's shape (no created_by, updated_at): the table, and for each field and
 * each stamp (id, companyId, createdAt, updatedAt, CreatedByName) the column or expression holding
 * it. The read side of the mechanism (list, detail, export, autocomplete, audit) works over a
 * source as over a declared table; without one it reads the declared table.
 */
export interface EntitySource {
  table: PgTable;
  /** Tables the record also reads, each joined on its condition (a user's identity beside the membership). */
  joins?: readonly { table: PgTable; on: SQL }[];
  /** A condition every read adds to the company's: a retired (anonymised) user is gone. */
  scope?: SQL;
  columns: Readonly<Record<string, SourceColumn>>;
  /** How a field sorts when not by its stored value: a name without regard to case. */
  sortKeys?: Readonly<Record<string, SQL>>;
  /** What the record answers besides its fields and stamps (a role's UserCount), selected with it. */
  answers?: Readonly<Record<string, SQL>>;
  /**
   * The name a select option shows when it is not the display field's value: a user is listed by
   * user name but chosen by their full name.
   */
  optionName?: SQL<string>;
}

export const sourceTable = (entity: EntityDeclaration, source: EntitySource | undefined): PgTable =>
  source?.table ?? entityTable(entity);

/**
 * A select from sourceTable with the source's joins. Inner joins add no rows' worth of nullability
 * to the fields a select names, so the query keeps its type.
 */
export const withJoins = <Q extends PgSelect>(query: Q, source: EntitySource | undefined): Q => {
  let joined = query;
  for (const join of source?.joins ?? []) joined = joined.innerJoin(join.table, join.on) as unknown as Q;
  return joined;
};

/** A column by field name or system name (companyId, id, createdAt…), as entityColumn reads one. */
export const sourceColumn = (
  entity: EntityDeclaration,
  name: string,
  source: EntitySource | undefined,
): SourceColumn => {
  if (!source) return entityColumn(entity, name);
  const column = source.columns[name] ?? source.columns[name.charAt(0).toLowerCase() + name.slice(1)];
  if (!column) throw new Error(`${entity.name} has no column ${name} in its source`);
  return column;
};

/** `column = value` for a column or an expression (drizzle types the two apart). */
export const equals = (column: SourceColumn, value: unknown): SQL =>
  column instanceof SQL ? eq(column, value) : eq(column, value);

export const isAnyOf = (column: SourceColumn, values: readonly unknown[]): SQL =>
  column instanceof SQL ? inArray(column, values) : inArray(column, values);

/** The key a list or select sorts a field by: the source's sort key, else the column itself. */
export const sortColumn = (
  entity: EntityDeclaration,
  name: string,
  source: EntitySource | undefined,
): SourceColumn => source?.sortKeys?.[name] ?? sourceColumn(entity, name, source);

/**
 * A record read for a declaration, typed as its contract answers it: toRecord built it from the
 * same declaration the contract's record schema comes from (the tests check the two agree).
 */
export const declaredRecordOf = <E extends EntityDeclaration>(
  _entity: E,
  record: EntityRecord,
): DeclaredRecord<E> => record as unknown as DeclaredRecord<E>;

/** A row as the API's record: the declared record, plus what the source answers besides. */
export const recordOf = (
  entity: EntityDeclaration,
  row: Record<string, unknown>,
  source: EntitySource | undefined,
): EntityRecord => {
  const record = toRecord(entity, row);
  for (const name of Object.keys(source?.answers ?? {})) record[name] = row[name] ?? null;
  return record;
};

/**
 * The records of the company a read may see: the tenant condition first, then the source's scope,
 * then, for a field user (`owner`, see entity-owner), only those the declared owner field names them in.
 */
export const ownedBy = (
  entity: EntityDeclaration,
  companyId: number,
  source: EntitySource | undefined,
  owner?: number,
): SQL =>
  and(
    equals(sourceColumn(entity, 'companyId', source), companyId),
    source?.scope,
    owner === undefined || entity.owner === undefined
      ? undefined
      : equals(sourceColumn(entity, entity.owner.field, source), owner),
  ) as SQL;
