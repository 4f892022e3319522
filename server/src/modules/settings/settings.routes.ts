import { applicationSettingContracts } from '@backoffice/shared/administration/application-setting.contract';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { hasPermission } from '../../auth/permissions.js';
import { forbidden, notFound } from '../../http/api-error.js';
import { implementRoute } from '../../http/define-route.js';
import { readSetting } from './settings.repository.js';

export const settingsRoutes = [
  implementRoute(applicationSettingContracts.valueByKey, {
    handler: async (ctx, { query }) => {
      const setting = await readSetting(ctx.deps.db, ctx.companyId, query.key);
      if (!setting) throw notFound(`No setting named ${query.key}.`);
      if (!setting.isPublic) {
        const principal = ctx.principal;
        const allowed =
          principal.kind === 'user' &&
          (await hasPermission(
            { deps: ctx.deps, user: principal, companyId: ctx.companyId },
            PAGE_CODES.ApplicationSetting,
            'view',
          ));
        if (!allowed) throw forbidden('This setting is not public.');
      }
      return { data: { Key: setting.key, Value: setting.value } };
    },
  }),
];
