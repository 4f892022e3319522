import type { ApplicationSettingRecord } from '@backoffice/shared/administration/application-setting.contract';
import { APPLICATION_SETTING } from '@backoffice/shared/entities/administration/application-setting.entity';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { applicationSettings } from '../../db/schema/index.js';
import { auditPicture } from '../../entities/entity-values.js';
import { notFound } from '../../http/api-error.js';
import { auditStamps } from '../users/audit-stamps.js';

// Who created a setting comes from the audit trail: the table predates created_by columns.
const stamps = auditStamps(
  APPLICATION_SETTING.name,
  applicationSettings.companyId,
  applicationSettings.id,
  applicationSettings.createdAt,
);

const settingColumns = {
  id: applicationSettings.id,
  key: applicationSettings.key,
  value: applicationSettings.value,
  isPublic: applicationSettings.isPublic,
  createdAt: applicationSettings.createdAt,
  updatedAt: applicationSettings.updatedAt,
  createdByName: stamps.createdByName,
};

export const selectSettings = (db: Database) =>
  db.select(settingColumns).from(applicationSettings).$dynamic();

type SettingRow = Awaited<ReturnType<ReturnType<typeof selectSettings>['execute']>>[number];

export const ownSetting = (companyId: number, id: number): SQL =>
  and(eq(applicationSettings.companyId, companyId), eq(applicationSettings.id, id)) as SQL;

export const toSettingRecord = (row: SettingRow): ApplicationSettingRecord => ({
  Id: row.id,
  Key: row.key,
  Value: row.value,
  IsPublic: row.isPublic,
  CreatedAt: row.createdAt.toISOString(),
  UpdatedAt: row.updatedAt.toISOString(),
  CreatedByName: row.createdByName,
});

export const settingPicture = (record: ApplicationSettingRecord): Record<string, unknown> =>
  auditPicture(APPLICATION_SETTING, { ...record });

/** A setting of the caller's company, or 404: another company's looks exactly like a missing one. */
export const findSetting = async (
  db: Database,
  companyId: number,
  id: number,
): Promise<ApplicationSettingRecord> => {
  const [row] = await selectSettings(db).where(ownSetting(companyId, id)).limit(1);
  if (!row) throw notFound(`Application setting ${id} was not found.`);
  return toSettingRecord(row);
};
