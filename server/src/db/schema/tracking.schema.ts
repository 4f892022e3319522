import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.js';
import { partiesTable, salesPersonsTable, visitPurposesTable } from './entities.schema.js';
import { users } from './identity.schema.js';

/** Location tracking and visits: the field app's fixes and its visits to parties. */

/**
 * One fix of a sales person's phone. device_at is the instant of the phone's local Nepal date and
 * time (kept as sent too, for the maps); a resent batch hits the unique key and stores nothing twice.
 */
export const locationPoints = pgTable(
  'location_points',
  {
    companyId: integer('company_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    salesPersonId: integer('sales_person_id').notNull(),
    deviceAt: timestamp('device_at', { withTimezone: true }).notNull(),
    deviceDate: date('device_date', { mode: 'string' }).notNull(),
    deviceTime: time('device_time').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Metres, as the phone reported; null when it did not. */
    accuracy: real('accuracy'),
    locationName: text('location_name'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    foreignKey({ name: 'location_points_user_fk', columns: [t.userId], foreignColumns: [users.id] }),
    foreignKey({
      name: 'location_points_sales_person_fk',
      columns: [t.companyId, t.salesPersonId],
      foreignColumns: [salesPersonsTable.companyId, salesPersonsTable.id],
    }),
    // Idempotent batches, and a user's day in time order (live location, travel history).
    uniqueIndex('location_points_user_time_key').on(t.companyId, t.userId, t.deviceAt),
    // The live map: the newest point of each sales person.
    index('location_points_sales_person_time_idx').on(t.companyId, t.salesPersonId, t.deviceAt),
    // The retention purge: everything of a company older than a cut-off.
    index('location_points_company_time_idx').on(t.companyId, t.deviceAt),
    check(
      'location_points_position_check',
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
);

/** A visit: where and when a sales person checked in (at a party or elsewhere) and out. */
export const visits = pgTable(
  'visits',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    salesPersonId: integer('sales_person_id').notNull(),
    userId: integer('user_id').notNull(),
    partyId: integer('party_id'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    locationName: text('location_name'),
    checkInAt: timestamp('check_in_at', { withTimezone: true }).notNull(),
    checkOutAt: timestamp('check_out_at', { withTimezone: true }),
    remarks: text('remarks'),
    /** Why the visit was made, from the company's visit purposes. */
    purposeId: integer('purpose_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    foreignKey({
      name: 'visits_purpose_fk',
      columns: [t.companyId, t.purposeId],
      foreignColumns: [visitPurposesTable.companyId, visitPurposesTable.id],
    }),
    foreignKey({ name: 'visits_user_fk', columns: [t.userId], foreignColumns: [users.id] }),
    foreignKey({
      name: 'visits_sales_person_fk',
      columns: [t.companyId, t.salesPersonId],
      foreignColumns: [salesPersonsTable.companyId, salesPersonsTable.id],
    }),
    foreignKey({
      name: 'visits_party_fk',
      columns: [t.companyId, t.partyId],
      foreignColumns: [partiesTable.companyId, partiesTable.id],
    }),
    index('visits_sales_person_time_idx').on(t.companyId, t.salesPersonId, t.checkInAt),
    index('visits_company_time_idx').on(t.companyId, t.checkInAt),
    index('visits_party_idx').on(t.companyId, t.partyId),
    check(
      'visits_position_check',
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180 and (${t.checkOutAt} is null or ${t.checkOutAt} >= ${t.checkInAt})`,
    ),
  ],
);

/** The files of a visit (photos of the shelf, a signed form), stored through the uploads folder. */
export const visitFiles = pgTable(
  'visit_files',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    visitId: integer('visit_id').notNull(),
    fileName: text('file_name').notNull(),
    /** The public path the uploads folder serves (/uploads/{company}/{random}.{ext}). */
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'visit_files_visit_fk',
      columns: [t.companyId, t.visitId],
      foreignColumns: [visits.companyId, visits.id],
    }).onDelete('cascade'),
    index('visit_files_visit_idx').on(t.companyId, t.visitId),
  ],
);
