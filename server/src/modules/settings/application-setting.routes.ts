import { applicationSettingContracts } from '@backoffice/shared/administration/application-setting.contract';
import { APPLICATION_SETTING } from '@backoffice/shared/entities/administration/application-setting.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { requirePermission } from '../../auth/permissions.js';
import { entityReadRoutes } from '../../entities/entity-routes.js';
import { implementRoute } from '../../http/define-route.js';
import { APPLICATION_SETTING_SOURCE } from './application-setting-record.js';
import { createSetting, deleteSetting, updateSetting } from './application-setting-save.service.js';

const page = PAGE_CODES.ApplicationSetting;
const source = APPLICATION_SETTING_SOURCE;
/** The entity mechanism's reads over the settings table. */
const read = entityReadRoutes(APPLICATION_SETTING, source);

/**
 * The company's settings on the entity contract (list, detail, save, delete, export, autocomplete,
 * audit). The reads are the entity mechanism's routes over the settings table
 * (APPLICATION_SETTING_SOURCE). The saves stay here, as they check values against their keys' types
 * and keep the table's (company, key) identity the sign-in reads. GET /applicationsettings/valuebykey
 * is in settings.routes.
 */
export const applicationSettingRoutes = [
  read.list,
  read.detail,
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
  read.export,
  read.autocomplete,
  read.audit,
];
