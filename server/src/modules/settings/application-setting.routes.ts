import {
  type ApplicationSettingRecord,
  applicationSettingContracts,
  settingExportQuery,
} from '@backoffice/shared/administration/application-setting.contract';
import { APPLICATION_SETTING } from '@backoffice/shared/entities/administration/application-setting.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { Page } from '@backoffice/shared/paging';
import { requirePermission } from '../../auth/permissions.js';
import { EXPORT_ROW_LIMIT } from '../../entities/entity-export.js';
import {
  autocompleteOptions,
  exportFile,
  readListPage,
  recordAuditTrail,
} from '../../entities/entity-read.js';
import { defineRoute, implementRoute } from '../../http/define-route.js';
import { APPLICATION_SETTING_SOURCE, findSetting } from './application-setting-record.js';
import { createSetting, deleteSetting, updateSetting } from './application-setting-save.service.js';

const page = PAGE_CODES.ApplicationSetting;
const source = APPLICATION_SETTING_SOURCE;

/**
 * The company's settings on the entity contract (list, detail, save, delete, export, autocomplete,
 * audit). The reads are the entity mechanism's over the settings table (APPLICATION_SETTING_SOURCE);
 * the saves stay here, as they check values against their keys' types and keep the table's
 * (company, key) identity the sign-in reads. GET /applicationsettings/valuebykey is in settings.routes.
 */
export const applicationSettingRoutes = [
  implementRoute(applicationSettingContracts.list, {
    handler: async (ctx, { query }) => {
      const records = await readListPage(ctx.deps.db, APPLICATION_SETTING, ctx.companyId, query, source);
      return { data: records as Page<ApplicationSettingRecord> };
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
    handler: async (ctx, { query }) => ({
      data: null,
      file: await exportFile(ctx.deps.db, APPLICATION_SETTING, ctx.companyId, query, ctx.now, source),
    }),
  }),
  implementRoute(applicationSettingContracts.autocomplete, {
    handler: async (ctx, { query }) => ({
      data: await autocompleteOptions(ctx.deps.db, APPLICATION_SETTING, ctx.companyId, query, source),
    }),
  }),
  implementRoute(applicationSettingContracts.audit, {
    handler: async (ctx, { query }) => ({
      data: await recordAuditTrail(ctx.deps.db, APPLICATION_SETTING, ctx.companyId, query.id, source),
    }),
  }),
];
