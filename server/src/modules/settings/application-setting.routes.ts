import {
  applicationSettingContracts,
  settingExportQuery,
} from '@backoffice/shared/administration/application-setting.contract';
import { APPLICATION_SETTING } from '@backoffice/shared/entities/administration/application-setting.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { and, asc, eq, ilike } from 'drizzle-orm';
import { requirePermission } from '../../auth/permissions.js';
import { applicationSettings } from '../../db/schema/index.js';
import { auditTrail } from '../../entities/entity-audit.js';
import { EXPORT_ROW_LIMIT, recordsToCsv } from '../../entities/entity-export.js';
import { defineRoute, implementRoute } from '../../http/define-route.js';
import { containsPattern, pageOffset, toPage } from '../../http/page-query.js';
import { countSettings, settingListCondition, settingOrder } from './application-setting-query.js';
import { findSetting, selectSettings, toSettingRecord } from './application-setting-record.js';
import { createSetting, deleteSetting, updateSetting } from './application-setting-save.service.js';

const page = PAGE_CODES.ApplicationSetting;

/**
 * The company's settings on the entity contract (list, detail, save, delete, export, autocomplete,
 * audit). GET /applicationsettings/valuebykey, which the login page reads, is in settings.routes.
 */
export const applicationSettingRoutes = [
  implementRoute(applicationSettingContracts.list, {
    handler: async (ctx, { query }) => {
      const where = settingListCondition(ctx.companyId, query);
      const [rows, total] = await Promise.all([
        selectSettings(ctx.deps.db)
          .where(where)
          .orderBy(...settingOrder(query))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        countSettings(ctx.deps.db, where),
      ]);
      return { data: toPage(rows.map(toSettingRecord), total, query) };
    },
  }),
  implementRoute(applicationSettingContracts.detail, {
    handler: async (ctx, { query }) => ({ data: await findSetting(ctx.deps.db, ctx.companyId, query.id) }),
  }),
  implementRoute(applicationSettingContracts.save, {
    handler: async (ctx, { body }) => {
      // Create or edit depends on the body, so the handler checks the one that applies.
      await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
      if (body.Id === undefined) {
        return { data: await createSetting(ctx, body), message: 'Application setting created.' };
      }
      return { data: await updateSetting(ctx, body.Id, body), message: 'Application setting saved.' };
    },
  }),
  implementRoute(applicationSettingContracts.delete, {
    handler: async (ctx, { query }) => {
      await deleteSetting(ctx, query.id);
      return { data: { Id: query.id }, message: 'Application setting deleted.' };
    },
  }),
  // A CSV download, not an envelope: no contract describes its answer, so it stays a plain route.
  defineRoute({
    method: 'get',
    path: `/${APPLICATION_SETTING.apiPath}/export`,
    summary: `Application settings matching the list's search and filters, as CSV (at most ${EXPORT_ROW_LIMIT.toLocaleString('en')} rows).`,
    access: 'user',
    tag: APPLICATION_SETTING.title,
    permission: { page, action: 'view' },
    query: settingExportQuery,
    handler: async (ctx, { query }) => {
      const rows = await selectSettings(ctx.deps.db)
        .where(settingListCondition(ctx.companyId, query))
        .orderBy(...settingOrder(query))
        .limit(EXPORT_ROW_LIMIT);
      const csv = recordsToCsv(
        APPLICATION_SETTING,
        rows.map((row) => ({ ...toSettingRecord(row) })),
      );
      const day = ctx.now.toISOString().slice(0, 10);
      return {
        data: null,
        file: {
          contentType: 'text/csv; charset=utf-8',
          fileName: `${APPLICATION_SETTING.apiPath}-${day}.csv`,
          body: csv,
        },
      };
    },
  }),
  implementRoute(applicationSettingContracts.autocomplete, {
    handler: async (ctx, { query }) => {
      const rows = await ctx.deps.db
        .select({ Id: applicationSettings.id, Name: applicationSettings.key })
        .from(applicationSettings)
        .where(
          and(
            eq(applicationSettings.companyId, ctx.companyId),
            query.query ? ilike(applicationSettings.key, containsPattern(query.query)) : undefined,
          ),
        )
        .orderBy(asc(applicationSettings.key), asc(applicationSettings.id))
        .limit(query.limit ?? 20);
      return { data: rows };
    },
  }),
  implementRoute(applicationSettingContracts.audit, {
    handler: async (ctx, { query }) => {
      await findSetting(ctx.deps.db, ctx.companyId, query.id);
      return { data: await auditTrail(ctx.deps.db, APPLICATION_SETTING, ctx.companyId, query.id) };
    },
  }),
];
