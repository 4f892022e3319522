import type { ApplicationSettingRecord } from '@backoffice/shared/administration/application-setting.contract';
import { APPLICATION_SETTING } from '@backoffice/shared/entities/administration/application-setting.entity';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { applicationSettings } from '../../db/schema/index.js';
import { findRecord } from '../../entities/entity-repository.js';
import type { EntitySource } from '../../entities/entity-source.js';
import { auditPicture } from '../../entities/entity-values.js';
import { auditStamps } from '../users/audit-stamps.js';

// Who created a setting comes from the audit trail: the table predates created_by columns.
const stamps = auditStamps(
  APPLICATION_SETTING.name,
  applicationSettings.companyId,
  applicationSettings.id,
  applicationSettings.createdAt,
);

/**
 * Where the entity mechanism reads settings: the table the sign-in reads by key, keyed by
 * (company, key), with the record id beside it and the creator from the audit trail.
 */
export const APPLICATION_SETTING_SOURCE: EntitySource = {
  table: applicationSettings,
  columns: {
    id: applicationSettings.id,
    companyId: applicationSettings.companyId,
    Key: applicationSettings.key,
    Value: applicationSettings.value,
    IsPublic: applicationSettings.isPublic,
    createdAt: applicationSettings.createdAt,
    updatedAt: applicationSettings.updatedAt,
    CreatedByName: stamps.createdByName,
  },
};

export const ownSetting = (companyId: number, id: number): SQL =>
  and(eq(applicationSettings.companyId, companyId), eq(applicationSettings.id, id)) as SQL;

export const settingPicture = (record: ApplicationSettingRecord): Record<string, unknown> =>
  auditPicture(APPLICATION_SETTING, { ...record });

/** A setting of the caller's company, or 404: another company's looks exactly like a missing one. */
export const findSetting = async (
  db: Database,
  companyId: number,
  id: number,
): Promise<ApplicationSettingRecord> =>
  (await findRecord(
    db,
    APPLICATION_SETTING,
    companyId,
    id,
    APPLICATION_SETTING_SOURCE,
  )) as ApplicationSettingRecord;
