import type {
  EntityDeclaration,
  FieldDeclaration,
  FieldKind,
} from '@backoffice/shared/entities/entity-declaration';
import { entityNamed } from '@backoffice/shared/entities/entity-registry';
import {
  type $Type,
  and,
  type BuildColumns,
  type ColumnBuilderBase,
  eq,
  getTableColumns,
  type HasDefault,
  type NotNull,
  type SQL,
  sql,
} from 'drizzle-orm';
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

/**
 * The column builder of each storage kind. The runtime table and its static type both come from
 * these, so `entityTable(PARTY).Name` is a text column in the code that reads it, not a string key.
 */
const storageBuilders = {
  text: (column: string) => text(column),
  integer: (column: string) => integer(column),
  money: (column: string) => bigint(column, { mode: 'number' }),
  decimal: (column: string, precision = 1, scale = 0) =>
    numeric(column, { precision, scale, mode: 'number' }),
  boolean: (column: string) => boolean(column),
  date: (column: string) => date(column, { mode: 'string' }),
  datetime: (column: string) => timestamp(column, { withTimezone: true, mode: 'date' }),
};
type Storage = keyof typeof storageBuilders;

const STORAGE_OF = {
  text: 'text',
  longText: 'text',
  email: 'text',
  phone: 'text',
  url: 'text',
  origin: 'text',
  path: 'text',
  enum: 'text',
  file: 'text',
  password: 'text',
  integer: 'integer',
  reference: 'integer',
  money: 'money',
  decimal: 'decimal',
  boolean: 'boolean',
  date: 'date',
  datetime: 'datetime',
} as const satisfies Record<FieldKind, Storage>;

type StorageBuilder<S extends Storage> = ReturnType<(typeof storageBuilders)[S]>;
/** An enum column holds one of its declared values. */
type Typed<B extends ColumnBuilderBase, F> = F extends {
  kind: 'enum';
  options: readonly { value: infer V }[];
}
  ? $Type<B, V>
  : B;
type Required<B extends ColumnBuilderBase, F> = F extends { required: true } ? NotNull<B> : B;
/** The builder a field gets, as `columnFor` makes it: booleans always hold a value, a datetime may be empty. */
type FieldBuilder<F extends FieldDeclaration> = F['kind'] extends 'boolean'
  ? HasDefault<NotNull<StorageBuilder<'boolean'>>>
  : F['kind'] extends 'datetime'
    ? StorageBuilder<'datetime'>
    : Required<Typed<StorageBuilder<(typeof STORAGE_OF)[F['kind']]>, F>, F>;

const columnFor = (name: string, field: FieldDeclaration): PgColumnBuilderBase => {
  const column = columnName(name);
  const required = <B extends PgColumnBuilderBase & { notNull(): PgColumnBuilderBase }>(
    builder: B,
  ): PgColumnBuilderBase => (field.required ? builder.notNull() : builder);
  switch (field.kind) {
    case 'decimal': {
      // Digits before the point from the bound, so the column holds exactly the declared range.
      const whole = String(Math.trunc(Math.max(Math.abs(field.min), Math.abs(field.max)))).length;
      return required(storageBuilders.decimal(column, whole + field.scale, field.scale));
    }
    case 'boolean':
      return storageBuilders.boolean(column).notNull().default(field.default);
    case 'datetime':
      return storageBuilders.datetime(column);
    default:
      return required(storageBuilders[STORAGE_OF[field.kind]](column));
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

/** A declared table seen by code that works for any declaration: columns by name. */
export type AnyEntityTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: Record<string, PgColumn>;
  dialect: 'pg';
}>;

type SystemColumns = ReturnType<typeof systemColumns>;
/** The state column always holds a state: a new record starts in the declared initial one. */
type StateColumn<E extends EntityDeclaration> = E['state'] extends { field: infer S extends string }
  ? { [K in S]: HasDefault<NotNull<StorageBuilder<'text'>>> }
  : unknown;
type DeclaredBuilders<E extends EntityDeclaration> = SystemColumns & {
  [K in Exclude<keyof E['fields'] & string, StateField<E>>]: FieldBuilder<E['fields'][K]>;
} & StateColumn<E>;
type StateField<E extends EntityDeclaration> = E['state'] extends { field: infer S extends string }
  ? S
  : never;
type Flat<T> = { [K in keyof T]: T[K] };

/**
 * A declaration's table with one typed column per field (`Name`, `CreditLimit`) besides the system
 * columns (`companyId`, `id`, `createdAt`…). Code that holds only the wide `EntityDeclaration` (the
 * generic mechanism) gets columns by name instead.
 */
export type EntityTable<E extends EntityDeclaration> = string extends keyof E['fields']
  ? AnyEntityTable
  : PgTableWithColumns<{
      name: E['table'];
      schema: undefined;
      columns: BuildColumns<E['table'], Flat<DeclaredBuilders<E>>, 'pg'>;
      dialect: 'pg';
    }>;

const tables = new Map<string, AnyEntityTable>();

/**
 * The table of a declaration: company-scoped key (company_id, id), one column per field, references
 * as composite foreign keys within the company, an index per filter and for the default sort, and a
 * unique index per unique field (case-insensitive for text).
 */
export const entityTable = <E extends EntityDeclaration>(entity: E): EntityTable<E> => {
  const existing = tables.get(entity.name);
  if (existing) return existing as EntityTable<E>;
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
  }) as unknown as AnyEntityTable;
  tables.set(entity.name, table);
  return table as EntityTable<E>;
};

/** A declared table's column by field name or system name (companyId, id, createdAt…). */
export const entityColumn = (entity: EntityDeclaration, name: string): PgColumn => {
  const columns = getTableColumns(entityTable(entity)) as Record<string, PgColumn>;
  const column = columns[name] ?? columns[name.charAt(0).toLowerCase() + name.slice(1)];
  if (!column) throw new Error(`${entity.name} has no column ${name}`);
  return column;
};

/** One record of a declared table in its company: the condition every read or write of it names. */
export const ownEntityRecord = (entity: EntityDeclaration, companyId: number, id: number): SQL =>
  and(eq(entityColumn(entity, 'companyId'), companyId), eq(entityColumn(entity, 'id'), id)) as SQL;
