import type { EntityDeclaration, FieldDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { entityNamed } from '@backoffice/shared/entities/entity-registry';
import { getTableColumns, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  type ExtraConfigColumn,
  foreignKey,
  index,
  integer,
  numeric,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../db/schema/companies.schema.js';
import { companyUsers } from '../db/schema/identity.schema.js';

/** PascalCase API names become snake_case columns: NoticeDate -> notice_date, TemplateId -> template_id. */
export const columnName = (field: string): string =>
  field
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

const columnFor = (name: string, field: FieldDeclaration): PgColumnBuilderBase => {
  const column = columnName(name);
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'url':
    case 'origin':
    case 'path':
    case 'enum':
    case 'file':
    case 'password':
      return field.required ? text(column).notNull() : text(column);
    case 'integer':
    case 'reference':
      return field.required ? integer(column).notNull() : integer(column);
    case 'money':
      return field.required
        ? bigint(column, { mode: 'number' }).notNull()
        : bigint(column, { mode: 'number' });
    case 'decimal': {
      // Digits before the point from the bound, so the column holds exactly the declared range.
      const whole = String(Math.trunc(Math.max(Math.abs(field.min), Math.abs(field.max)))).length;
      const type = numeric(column, { precision: whole + field.scale, scale: field.scale, mode: 'number' });
      return field.required ? type.notNull() : type;
    }
    case 'boolean':
      return boolean(column).notNull().default(field.default);
    case 'date':
      return field.required ? date(column, { mode: 'string' }).notNull() : date(column, { mode: 'string' });
    case 'datetime':
      return timestamp(column, { withTimezone: true, mode: 'date' });
  }
};

/** Stamps every declared table carries besides its fields. */
const systemColumns = () => ({
  companyId: integer('company_id').notNull(),
  id: integer('id').notNull().generatedByDefaultAsIdentity(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

/**
 * The (company, id) key a reference to a custom-storage entity points at, where its declared table
 * is not where its records live: a user is referenced through their membership of the company, so
 * a reference can only name a member, and removing the member is refused while records use them.
 */
const CUSTOM_REFERENCE_KEYS: Readonly<Record<string, () => [PgColumn, PgColumn]>> = {
  User: () => [companyUsers.companyId, companyUsers.userId],
};

/** The key columns a reference to `target` names: its custom key, else its table's (company_id, id). */
const referencedKey = (target: EntityDeclaration): [PgColumn, PgColumn] | null => {
  const custom = CUSTOM_REFERENCE_KEYS[target.name];
  if (custom) return custom();
  const columns = entityTable(target) as unknown as Record<string, PgColumn>;
  return columns.companyId && columns.id ? [columns.companyId, columns.id] : null;
};

type AnyTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: Record<string, PgColumn>;
  dialect: 'pg';
}>;

const tables = new Map<string, AnyTable>();

/**
 * The table of a declaration: company-scoped key (company_id, id), one column per field, references
 * as composite foreign keys within the company, an index per filter and for the default sort, and a
 * unique index per unique field (case-insensitive for text).
 */
export const entityTable = (entity: EntityDeclaration): AnyTable => {
  const existing = tables.get(entity.name);
  if (existing) return existing;
  const columns: Record<string, PgColumnBuilderBase> = { ...systemColumns() };
  for (const [name, field] of Object.entries(entity.fields)) columns[name] = columnFor(name, field);
  // The state is never missing: a new record starts in the declared initial state.
  if (entity.state)
    columns[entity.state.field] = text(columnName(entity.state.field))
      .notNull()
      .default(entity.state.initial);
  const table = pgTable(entity.table, columns, (t) => {
    const c = t as unknown as Record<string, PgColumn>;
    const col = (name: string): PgColumn => {
      const found = c[name];
      if (!found) throw new Error(`${entity.name}.${name} has no column`);
      return found;
    };
    const indexed = new Set<string>([...entity.list.filters, entity.list.defaultSort.field]);
    indexed.delete('CreatedAt');
    return [
      primaryKey({ columns: [col('companyId'), col('id')] }),
      foreignKey({ columns: [col('companyId')], foreignColumns: [companies.id] }),
      index(`${entity.table}_company_created_idx`).on(col('companyId'), col('createdAt')),
      ...(entity.list.addedByFilter
        ? [index(`${entity.table}_created_by_idx`).on(col('companyId'), col('createdBy'))]
        : []),
      ...[...indexed].map((name) =>
        index(`${entity.table}_${columnName(name)}_idx`).on(col('companyId'), col(name)),
      ),
      // "Contains" search on large lists: a trigram index on the field alone. With company_id as a
      // btree_gin key in front, every search read the whole company's posting list (ten times
      // slower on 40,000 rows); the company condition is cheaper as a recheck of the few matches.
      ...entity.list.search.map((name) =>
        index(`${entity.table}_${columnName(name)}_trgm_idx`)
          .using('gin', (c[name] as unknown as ExtraConfigColumn).op('gin_trgm_ops'))
          // No pending list: PGlite has no autovacuum to merge one, and while it grows the planner
          // (rightly) gives up on the index and filters the company's rows instead (60 ms vs 4 ms).
          .with({ fastupdate: false }),
      ),
      ...Object.entries(entity.fields)
        .filter(([, field]) => field.unique)
        .map(([name, field]) =>
          uniqueIndex(`${entity.table}_${columnName(name)}_key`).on(
            col('companyId'),
            field.kind === 'text' ? sql`lower(${col(name)})` : col(name),
          ),
        ),
      // A constraint, not an index, for NULLS NOT DISTINCT: two rows both leaving a field empty
      // (a route worked every day) repeat each other too.
      ...(entity.uniqueTogether ?? []).map((names) =>
        unique(`${entity.table}_${names.map(columnName).join('_')}_key`)
          .on(col('companyId'), ...names.map(col))
          .nullsNotDistinct(),
      ),
      ...Object.entries(entity.fields).flatMap(([name, field]) => {
        if (field.kind !== 'reference') return [];
        const key = referencedKey(entityNamed(field.entity));
        if (!key) return [];
        return [
          foreignKey({
            name: `${entity.table}_${columnName(name)}_fk`,
            columns: [col('companyId'), col(name)],
            foreignColumns: key,
          }),
        ];
      }),
    ];
  }) as unknown as AnyTable;
  tables.set(entity.name, table);
  return table;
};

/** A declared table's column by field name or system name (companyId, id, createdAt…). */
export const entityColumn = (entity: EntityDeclaration, name: string): PgColumn => {
  const columns = getTableColumns(entityTable(entity)) as Record<string, PgColumn>;
  const column = columns[name] ?? columns[name.charAt(0).toLowerCase() + name.slice(1)];
  if (!column) throw new Error(`${entity.name} has no column ${name}`);
  return column;
};
