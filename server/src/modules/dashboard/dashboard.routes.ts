import { dashboardContracts } from '@backoffice/shared/shell/dashboard.contract';
import { implementRoute } from '../../http/define-route.js';
import { todayFigures } from './dashboard.service.js';

export const dashboardRoutes = [
  implementRoute(dashboardContracts.today, {
    handler: async (ctx) => ({ data: await todayFigures(ctx) }),
  }),
];
