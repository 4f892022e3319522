import { sql } from 'drizzle-orm';
import {
  boolean,
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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.js';
import { attendanceLocationsTable } from './entities.schema.js';
import { companyUsers, users } from './identity.schema.js';

/**
 * A person's day at work: one row per person per (company-local) day, opened by the check-in and
 * closed by the check-out. Late, half day and absent are not stored: they are computed from these
 * times, the company's attendance settings, holidays and approved leaves whenever they are read, so
 * a corrected office hour corrects every sheet.
 */
export const attendances = pgTable(
  'attendances',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    attendanceDate: date('attendance_date').notNull(),
    checkInAt: timestamp('check_in_at', { withTimezone: true }).notNull(),
    checkInLatitude: doublePrecision('check_in_latitude'),
    checkInLongitude: doublePrecision('check_in_longitude'),
    checkInAccuracy: real('check_in_accuracy'),
    /** The allowed place nearest the check-in, and how far it was (metres). */
    checkInLocationId: integer('check_in_location_id'),
    checkInDistanceM: integer('check_in_distance_m'),
    checkInPhoto: text('check_in_photo'),
    checkOutAt: timestamp('check_out_at', { withTimezone: true }),
    checkOutLatitude: doublePrecision('check_out_latitude'),
    checkOutLongitude: doublePrecision('check_out_longitude'),
    checkOutAccuracy: real('check_out_accuracy'),
    checkOutLocationId: integer('check_out_location_id'),
    checkOutDistanceM: integer('check_out_distance_m'),
    checkOutPhoto: text('check_out_photo'),
    /** What the office should look at: 'outside' (beyond every place), 'implausible' (a bad fix). */
    flags: text('flags').array().notNull().default(sql`'{}'::text[]`),
    /** 'field': the person's phone; 'office': entered for them by the office. */
    source: text('source', { enum: ['field', 'office'] }).notNull(),
    remarks: text('remarks'),
    status: text('status', { enum: ['pending', 'approved'] })
      .notNull()
      .default('pending'),
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    foreignKey({
      name: 'attendances_user_fk',
      columns: [t.companyId, t.userId],
      foreignColumns: [companyUsers.companyId, companyUsers.userId],
    }),
    foreignKey({
      name: 'attendances_check_in_location_fk',
      columns: [t.companyId, t.checkInLocationId],
      foreignColumns: [attendanceLocationsTable.companyId, attendanceLocationsTable.id],
    }),
    foreignKey({
      name: 'attendances_check_out_location_fk',
      columns: [t.companyId, t.checkOutLocationId],
      foreignColumns: [attendanceLocationsTable.companyId, attendanceLocationsTable.id],
    }),
    foreignKey({ name: 'attendances_approved_by_fk', columns: [t.approvedBy], foreignColumns: [users.id] }),
    uniqueIndex('attendances_user_day').on(t.companyId, t.userId, t.attendanceDate),
    index('attendances_company_day_idx').on(t.companyId, t.attendanceDate),
    check(
      'attendances_check_check',
      sql`(${t.checkOutAt} is null or ${t.checkOutAt} >= ${t.checkInAt})
        and (${t.checkInLatitude} is null or ${t.checkInLatitude} between -90 and 90)
        and (${t.checkInLongitude} is null or ${t.checkInLongitude} between -180 and 180)
        and (${t.checkOutLatitude} is null or ${t.checkOutLatitude} between -90 and 90)
        and (${t.checkOutLongitude} is null or ${t.checkOutLongitude} between -180 and 180)`,
    ),
  ],
);

/**
 * A company's attendance rules; a company without a row uses the defaults (10:00 to 17:00, late
 * after 15 minutes, half day under 4 hours, Saturday off, a check-in outside every place flagged).
 */
export const attendanceSettings = pgTable(
  'attendance_settings',
  {
    companyId: integer('company_id').notNull(),
    /** 'HH:MM' on the company's clock. */
    officeStart: text('office_start').notNull().default('10:00'),
    officeEnd: text('office_end').notNull().default('17:00'),
    lateAfterMinutes: integer('late_after_minutes').notNull().default(15),
    halfDayMinutes: integer('half_day_minutes').notNull().default(240),
    /** Weekday names ('saturday'), the weekly days off. */
    weeklyOff: text('weekly_off').array().notNull().default(sql`'{saturday}'::text[]`),
    outsidePolicy: text('outside_policy', { enum: ['flag', 'refuse'] })
      .notNull()
      .default('flag'),
    photoRequired: boolean('photo_required').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    check(
      'attendance_settings_check',
      sql`${t.officeStart} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.officeEnd} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
        and ${t.officeEnd} > ${t.officeStart} and ${t.lateAfterMinutes} between 0 and 600
        and ${t.halfDayMinutes} between 0 and 1440`,
    ),
  ],
);
