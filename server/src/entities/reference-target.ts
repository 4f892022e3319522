import type { ReferenceField } from '@backoffice/shared/entities/entity-declaration';
import { entityNamed } from '@backoffice/shared/entities/entity-registry';
import { and, eq, inArray, type SQL, type Subquery, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { companyUsers, users } from '../db/schema/identity.schema.js';
import { entityTable } from './entity-table.js';
import { personNameSql } from './person-name.js';

/**
 * What a reference points into, as something a query can join: the company and id it matches on,
 * the name it is shown by, and the columns its `where` may name.
 */
export interface ReferenceTarget {
  source: PgTable | Subquery;
  companyId: PgColumn | SQL;
  id: PgColumn | SQL;
  display: PgColumn | SQL;
  column: (name: string) => PgColumn | SQL | undefined;
}

type TargetBuilder = (aliasName: string) => ReferenceTarget;

/**
 * Custom-storage entities whose records are not rows of their declared table. A user is referenced
 * through their membership of the company: the membership's type is the `UserType` a reference may
 * require, and the shown name is the person's full name (as the user select and the audit trail show it).
 */
const CUSTOM_TARGETS: Readonly<Record<string, TargetBuilder>> = {
  User: (aliasName) => {
    const members = new QueryBuilder()
      .select({
        companyId: sql<number>`${companyUsers.companyId}`.as('company_id'),
        id: sql<number>`${companyUsers.userId}`.as('id'),
        display: personNameSql(users).as('display'),
        UserType: sql<string>`${companyUsers.userType}`.as('user_type'),
      })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .as(aliasName);
    // Qualified by hand: inside a sql template a subquery's field renders unqualified, which is
    // ambiguous beside the referencing table's own company_id and id.
    const qualified = (column: string): SQL => sql`${sql.identifier(aliasName)}.${sql.identifier(column)}`;
    const columns: Record<string, SQL> = { UserType: qualified('user_type') };
    return {
      source: members,
      companyId: qualified('company_id'),
      id: qualified('id'),
      display: qualified('display'),
      column: (name) => columns[name],
    };
  },
};

/** The target of a reference field, under its own alias (a record may reference one kind twice). */
export const referenceTarget = (field: ReferenceField, aliasName: string): ReferenceTarget => {
  const custom = CUSTOM_TARGETS[field.entity];
  if (custom) return custom(aliasName);
  const target = entityNamed(field.entity);
  const joined = alias(entityTable(target), aliasName);
  const columns = joined as unknown as Record<string, PgColumn>;
  const companyId = columns.companyId;
  const id = columns.id;
  const display = columns[target.displayField];
  if (!companyId || !id || !display) throw new Error(`${target.name} cannot be referenced`);
  return { source: joined, companyId, id, display, column: (name) => columns[name] };
};

/** The `where` of a reference as conditions on its target (unknown names fail loudly, at start-up). */
const whereConditions = (field: ReferenceField, target: ReferenceTarget): SQL[] =>
  Object.entries(field.where ?? {}).map(([name, value]) => {
    const column = target.column(name);
    if (!column) throw new Error(`A reference to ${field.entity} cannot require ${name}`);
    return sql`${column} = ${value}`;
  });

/** Of `ids`, those that name a record of the company the reference may point at (its `where` too). */
export const existingReferences = async (
  db: Database,
  field: ReferenceField,
  companyId: number,
  ids: readonly number[],
): Promise<Set<number>> => {
  const target = referenceTarget(field, 'target');
  const rows = await db
    .select({ id: sql<number>`${target.id}`.mapWith(Number) })
    .from(target.source)
    .where(
      and(
        sql`${target.companyId} = ${companyId}`,
        inArray(sql`${target.id}`, [...ids]),
        ...whereConditions(field, target),
      ),
    );
  return new Set(rows.map((row) => row.id));
};

/** How a refused reference is explained: "Dealer 12 does not exist" or "… is not a Dealer user". */
export const referenceProblem = (field: ReferenceField, id: number): string => {
  const where = Object.entries(field.where ?? {});
  if (where.length === 0) return `${field.label} ${id} does not exist`;
  const target = entityNamed(field.entity);
  const wanted = where
    .map(([name, value]) => {
      const declared = target.fields[name];
      return declared?.kind === 'enum'
        ? (declared.options.find((option) => option.value === value)?.label ?? value)
        : value;
    })
    .join(', ');
  return `${field.label} ${id} does not exist or is not a ${wanted.toLowerCase()} ${target.singular.toLowerCase()}`;
};
