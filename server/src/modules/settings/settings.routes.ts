import { optionalText, requiredText } from '@backoffice/shared/form-fields';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { z } from 'zod';
import { hasPermission } from '../../auth/permissions.js';
import { forbidden, notFound } from '../../http/api-error.js';
import { defineRoute } from '../../http/define-route.js';
import { readSetting } from './settings.repository.js';

export const settingsRoutes = [
  defineRoute({
    method: 'get',
    path: '/applicationsettings/valuebykey',
    summary:
      'One setting of the company. Public keys are readable before sign-in; others need view permission on Application Settings.',
    access: 'anonymous',
    query: z.object({ key: requiredText('key is required', 100), companyId: optionalText(12) }),
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
