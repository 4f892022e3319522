import { dashboardContracts } from '@backoffice/shared/shell/dashboard.contract';
import { implementRoute } from '../../http/define-route.js';
import { businessFigures } from './business-dashboard.service.js';
import { todayFigures } from './dashboard.service.js';

export const dashboardRoutes = [
  implementRoute(dashboardContracts.today, {
    handler: async (ctx) => ({ data: await todayFigures(ctx) }),
  }),
  implementRoute(dashboardContracts.business, {
    handler: async (ctx, { query }) => ({ data: await businessFigures(ctx, query.calendar ?? 'AD') }),
  }),
];
