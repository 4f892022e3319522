import { BEAT_PLAN_ACTIONS, BEAT_PLAN_STATUSES } from '@backoffice/shared/sales/beat-plans/beat-plan';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.js';
import { partiesTable, salesPersonsTable } from './entities.schema.js';
import { users } from './identity.schema.js';
import { yearlyNumberSequences } from './record-keys.schema.js';
import { transitionColumns, transitionKeys } from './transition-history.schema.js';

/** Beat plans: a sales person's visits to parties, day by day, for one month. */

/** A transition row's action: the plan's creation, its saves while pending, and the machine's. */
export const BEAT_PLAN_HISTORY_ACTIONS = ['create', 'update', ...BEAT_PLAN_ACTIONS] as const;

/** Plan numbers BP-{year}-{serial}, without gaps, as order numbers. */
export const beatPlanNumberSequences = yearlyNumberSequences('beat_plan_number_sequences');

export const beatPlans = pgTable(
  'beat_plans',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    planNo: text('plan_no').notNull(),
    salesPersonId: integer('sales_person_id').notNull(),
    /** The Gregorian year and month (1-12) the plan covers. */
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    status: text('status', { enum: BEAT_PLAN_STATUSES }).notNull().default('pending'),
    remarks: text('remarks'),
    lineCount: integer('line_count').notNull(),
    /** Raised by every change; a write names the version it read and loses (409) if it moved. */
    version: integer('version').notNull().default(1),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    foreignKey({
      name: 'beat_plans_sales_person_fk',
      columns: [t.companyId, t.salesPersonId],
      foreignColumns: [salesPersonsTable.companyId, salesPersonsTable.id],
    }),
    foreignKey({ name: 'beat_plans_created_by_fk', columns: [t.createdBy], foreignColumns: [users.id] }),
    uniqueIndex('beat_plans_plan_no_key').on(t.companyId, t.planNo),
    // One live plan per sales person and month: two simultaneous saves cannot both make one.
    uniqueIndex('beat_plans_live_month_key')
      .on(t.companyId, t.salesPersonId, t.year, t.month)
      .where(sql`${t.status} <> 'cancelled'`),
    index('beat_plans_month_idx').on(t.companyId, t.year, t.month, t.salesPersonId),
    index('beat_plans_company_created_idx').on(t.companyId, t.createdAt),
    check('beat_plans_month_check', sql`${t.month} between 1 and 12 and ${t.year} between 2000 and 2100`),
  ],
);

/** One visit: a party on a day, in the order of visit (position from 1 within the day). */
export const beatPlanLines = pgTable(
  'beat_plan_lines',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    planId: integer('plan_id').notNull(),
    day: integer('day').notNull(),
    position: integer('position').notNull(),
    partyId: integer('party_id').notNull(),
    /** Set by the exclude action on an approved plan: the visit stays listed, marked, with why. */
    isExcluded: boolean('is_excluded').notNull().default(false),
    excludedAt: timestamp('excluded_at', { withTimezone: true }),
    excludedBy: integer('excluded_by'),
    excludeRemarks: text('exclude_remarks'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'beat_plan_lines_plan_fk',
      columns: [t.companyId, t.planId],
      foreignColumns: [beatPlans.companyId, beatPlans.id],
    }).onDelete('cascade'),
    // A party on a plan is kept (deleting it is refused): deactivate it instead.
    foreignKey({
      name: 'beat_plan_lines_party_fk',
      columns: [t.companyId, t.partyId],
      foreignColumns: [partiesTable.companyId, partiesTable.id],
    }),
    foreignKey({
      name: 'beat_plan_lines_excluded_by_fk',
      columns: [t.excludedBy],
      foreignColumns: [users.id],
    }),
    uniqueIndex('beat_plan_lines_party_day_key').on(t.companyId, t.planId, t.day, t.partyId),
    uniqueIndex('beat_plan_lines_position_key').on(t.companyId, t.planId, t.day, t.position),
    index('beat_plan_lines_party_idx').on(t.companyId, t.partyId),
    check('beat_plan_lines_day_check', sql`${t.day} between 1 and 31 and ${t.position} >= 1`),
  ],
);

/** Every move of a plan: created, saved, approved, cancelled, a visit excluded; who, when, why. */
export const beatPlanTransitions = pgTable(
  'beat_plan_transitions',
  {
    ...transitionColumns(BEAT_PLAN_HISTORY_ACTIONS, BEAT_PLAN_STATUSES),
    planId: integer('plan_id').notNull(),
    /** The excluded visit, for an exclusion; not a foreign key so the history outlives a re-save. */
    lineId: integer('line_id'),
  },
  (t) =>
    transitionKeys('beat_plan_transitions', t, {
      name: 'plan',
      column: t.planId,
      key: [beatPlans.companyId, beatPlans.id],
    }),
);
