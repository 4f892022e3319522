import type { AttendanceSettings } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import type { AttendanceSettingsBody } from '@backoffice/shared/workforce/attendance/attendance-inputs.schema';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { attendanceSettings } from '../../db/schema/index.js';
import type { UserContext } from '../../http/request-context.js';
import { readAttendanceRules } from './attendance-rules-read.js';

const asSettings = (rules: Awaited<ReturnType<typeof readAttendanceRules>>): AttendanceSettings => ({
  OfficeStart: rules.OfficeStart,
  OfficeEnd: rules.OfficeEnd,
  LateAfterMinutes: rules.LateAfterMinutes,
  HalfDayMinutes: rules.HalfDayMinutes,
  WeeklyOff: [...rules.WeeklyOff],
  OutsidePolicy: rules.OutsidePolicy,
  PhotoRequired: rules.PhotoRequired,
  IsDefault: rules.IsDefault,
});

/** The company's rules as the settings screen and the field app read them. */
export const loadAttendanceSettings = async (db: Database, companyId: number): Promise<AttendanceSettings> =>
  asSettings(await readAttendanceRules(db, companyId));

/**
 * Saves the company's rules (one row per company) and audits what they replaced. OutsidePolicy
 * and PhotoRequired left out keep what the company had (or the defaults).
 */
export const saveAttendanceSettings = async (
  ctx: UserContext,
  body: AttendanceSettingsBody,
): Promise<AttendanceSettings> =>
  ctx.deps.db.transaction(async (tx) => {
    const before = await readAttendanceRules(tx as Database, ctx.companyId);
    const values = {
      officeStart: body.OfficeStart,
      officeEnd: body.OfficeEnd,
      lateAfterMinutes: body.LateAfterMinutes,
      halfDayMinutes: body.HalfDayMinutes,
      // None chosen: the company works every day of the week.
      weeklyOff: [...new Set(body.WeeklyOff ?? [])],
      outsidePolicy: body.OutsidePolicy ?? before.OutsidePolicy,
      photoRequired: body.PhotoRequired ?? before.PhotoRequired,
      updatedAt: ctx.now,
      updatedBy: ctx.user.userId,
    };
    await tx
      .insert(attendanceSettings)
      .values({ companyId: ctx.companyId, ...values })
      .onConflictDoUpdate({ target: attendanceSettings.companyId, set: values });
    // What was written is what the company now has: no need to read it back.
    const after: AttendanceSettings = {
      OfficeStart: values.officeStart,
      OfficeEnd: values.officeEnd,
      LateAfterMinutes: values.lateAfterMinutes,
      HalfDayMinutes: values.halfDayMinutes,
      WeeklyOff: values.weeklyOff,
      OutsidePolicy: values.outsidePolicy,
      PhotoRequired: values.photoRequired,
      IsDefault: false,
    };
    await writeUserAudit(tx as Database, ctx, {
      action: before.IsDefault ? 'create' : 'update',
      entity: 'AttendanceSettings',
      entityId: ctx.companyId,
      before: before.IsDefault ? null : asSettings(before),
      after,
    });
    return after;
  });
