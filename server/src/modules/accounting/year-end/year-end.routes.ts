import { yearEndContracts } from '@backoffice/shared/accounting/year-end.contract';
import { implementRoute, type MountableRoute } from '../../../http/define-route.js';
import { closeYear } from './year-end-close.service.js';
import { readYearStatuses } from './year-end-list.js';
import { previewYearEnd } from './year-end-preview.js';
import { reopenYear } from './year-end-reopen.service.js';

/** Closing and reopening fiscal years, with the list of years and what a close would do. */
export const yearEndRoutes: readonly MountableRoute[] = [
  implementRoute(yearEndContracts.list, {
    handler: async (ctx) => ({ data: await readYearStatuses(ctx.deps.db, ctx.companyId) }),
  }),
  implementRoute(yearEndContracts.preview, {
    handler: async (ctx, { query }) => ({ data: await previewYearEnd(ctx, query.FiscalYearId) }),
  }),
  implementRoute(yearEndContracts.close, {
    handler: async (ctx, { body }) => {
      const data = await closeYear(ctx, body);
      return { data, message: `${data.Name} closed.` };
    },
  }),
  implementRoute(yearEndContracts.reopen, {
    handler: async (ctx, { body }) => {
      const data = await reopenYear(ctx, body);
      return { data, message: `${data.Name} reopened.` };
    },
  }),
];
