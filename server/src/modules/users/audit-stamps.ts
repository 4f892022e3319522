import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * An outer row's column written with its table name. Drizzle leaves columns unqualified in the
 * select list of a one-table query, where a correlated subquery would read its own column of
 * that name instead (company_id, id): the subqueries here always name the outer table.
 */
export const outer = (column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * Who created a record and when it last changed, read from the audit trail: users and roles live
 * in tables older than the entity mechanism, which carry no created_by / updated_at of their own
 * per company. Every write of the custom modules is audited, so the trail holds exactly that.
 * The inner tables get aliases of their own because the outer query may read `users` too.
 */
export const auditStamps = (
  entityName: string,
  companyId: PgColumn,
  entityId: PgColumn,
  createdAt: PgColumn,
) => {
  const ofThisRecord = sql`al.company_id = ${outer(companyId)} and al.entity = ${entityName} and al.entity_id = ${outer(entityId)}::text`;
  const createdByName: SQL<string | null> = sql<
    string | null
  >`(select coalesce(nullif(trim(concat_ws(' ', au.first_name, au.last_name)), ''), au.username)
    from audit_log al left join users au on au.id = al.actor_user_id
    where ${ofThisRecord} and al.action = 'create' order by al.id limit 1)`;
  // The drivers answer a raw timestamp as a Date or as text; both become a Date here.
  const updatedAt =
    sql`coalesce((select max(al.at) from audit_log al where ${ofThisRecord}), ${outer(createdAt)})`.mapWith(
      (value: Date | string) => new Date(value),
    );
  return { createdByName, updatedAt };
};
