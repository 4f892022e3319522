import { foreignKey, index, integer, type PgColumn, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.schema.js';

type Words = readonly [string, ...string[]];

/**
 * The columns every status history shares (orders, returns, cheques, beat plans): who moved the
 * record, when, from which status to which, and why. Spread into the table beside its record's id.
 */
export const transitionColumns = <A extends Words, S extends Words>(actions: A, statuses: S) => ({
  companyId: integer('company_id').notNull(),
  id: integer('id').notNull().generatedByDefaultAsIdentity(),
  action: text('action', { enum: actions }).notNull(),
  fromStatus: text('from_status', { enum: statuses }),
  toStatus: text('to_status', { enum: statuses }).notNull(),
  byUserId: integer('by_user_id'),
  at: timestamp('at', { withTimezone: true }).notNull(),
  remarks: text('remarks'),
});

interface TransitionKeyColumns {
  companyId: PgColumn;
  id: PgColumn;
  byUserId: PgColumn;
  at: PgColumn;
}

/**
 * Its keys, named `{table}_{record}_fk` and so on: (company, id); the record it belongs to, whose
 * deletion takes its history along; who moved it; and the record's history in time order.
 */
export const transitionKeys = (
  table: string,
  t: TransitionKeyColumns,
  record: { name: string; column: PgColumn; key: readonly [PgColumn, PgColumn] },
) => [
  primaryKey({ columns: [t.companyId, t.id] }),
  foreignKey({
    name: `${table}_${record.name}_fk`,
    columns: [t.companyId, record.column],
    foreignColumns: [record.key[0], record.key[1]],
  }).onDelete('cascade'),
  foreignKey({ name: `${table}_user_fk`, columns: [t.byUserId], foreignColumns: [users.id] }),
  index(`${table}_${record.name}_idx`).on(t.companyId, record.column, t.at),
];
