import { APPLICATION_SETTING } from '@backoffice/shared/entities/administration/application-setting.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { and, asc, eq, ilike } from 'drizzle-orm';
import { requirePermission } from '../../auth/permissions.js';
import { applicationSettings } from '../../db/schema/index.js';
import { auditTrail } from '../../entities/entity-audit.js';
import { EXPORT_ROW_LIMIT, recordsToCsv } from '../../entities/entity-export.js';
import { defineRoute } from '../../http/define-route.js';
import { containsPattern, pageOffset, toPage } from '../../http/page-query.js';
import {
  settingAutocompleteQuery,
  settingExportQuery,
  settingIdQuery,
  settingListQuery,
  settingSaveBody,
} from './application-setting.validators.js';
import { countSettings, settingListCondition, settingOrder } from './application-setting-query.js';
import { findSetting, selectSettings, toSettingRecord } from './application-setting-record.js';
import { createSetting, deleteSetting, updateSetting } from './application-setting-save.service.js';

const page = PAGE_CODES.ApplicationSetting;
const tag = APPLICATION_SETTING.title;
const base = `/${APPLICATION_SETTING.apiPath}`;

/**
 * The company's settings on the entity contract (list, detail, save, delete, export, autocomplete,
 * audit). GET /applicationsettings/valuebykey, which the login page reads, stays in settings.routes.
 */
export const applicationSettingRoutes = [
  defineRoute({
    method: 'get',
    path: `${base}/list`,
    summary:
      'Application settings of the company: one page, searched by key and value, filtered (IsPublic) and sorted.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: settingListQuery,
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
  defineRoute({
    method: 'get',
    path: `${base}/detail`,
    summary: 'One application setting of the company by id.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: settingIdQuery,
    handler: async (ctx, { query }) => ({ data: await findSetting(ctx.deps.db, ctx.companyId, query.id) }),
  }),
  defineRoute({
    method: 'post',
    path: `${base}/save`,
    summary:
      'Without Id: creates a setting (Key unique in the company, Value, IsPublic; needs create permission). With Id: updates it (needs edit permission); fields left out keep their values. When Application Setting Keys declares the key, Value must have its type, and a new setting takes its default value and public flag when they are left out.',
    access: 'user',
    tag,
    body: settingSaveBody,
    handler: async (ctx, { body }) => {
      // Create or edit depends on the body, so the handler checks the one that applies.
      await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
      if (body.Id === undefined) {
        return { data: await createSetting(ctx, body), message: 'Application setting created.' };
      }
      return { data: await updateSetting(ctx, body.Id, body), message: 'Application setting saved.' };
    },
  }),
  defineRoute({
    method: 'post',
    path: `${base}/delete`,
    summary: 'Deletes an application setting (a flag that is missing reads as off).',
    access: 'user',
    tag,
    permission: { page, action: 'delete' },
    query: settingIdQuery,
    handler: async (ctx, { query }) => {
      await deleteSetting(ctx, query.id);
      return { data: { Id: query.id }, message: 'Application setting deleted.' };
    },
  }),
  defineRoute({
    method: 'get',
    path: `${base}/export`,
    summary: `Application settings matching the list's search and filters, as CSV (at most ${EXPORT_ROW_LIMIT.toLocaleString('en')} rows).`,
    access: 'user',
    tag,
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
  defineRoute({
    method: 'get',
    path: `${base}/autocomplete`,
    summary:
      'Settings whose key contains the query, for a searchable select: [{Id, Name}] (Name is the key).',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: settingAutocompleteQuery,
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
  defineRoute({
    method: 'get',
    path: `${base}/audit`,
    summary: 'Who changed an application setting, when, and what changed (newest first).',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: settingIdQuery,
    handler: async (ctx, { query }) => {
      await findSetting(ctx.deps.db, ctx.companyId, query.id);
      return { data: await auditTrail(ctx.deps.db, APPLICATION_SETTING, ctx.companyId, query.id) };
    },
  }),
];
