import { dayLogActivityContracts } from '@backoffice/shared/workforce/day-logs/day-log-activity.contract';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import { loadDayLogActivity } from './day-log-activity.service.js';

/** Day logs beyond the generated routes: the day's activity the office reads beside a log. */
export const dayLogRoutes: readonly MountableRoute[] = [
  implementRoute(dayLogActivityContracts.activity, {
    handler: async (ctx, { query }) => ({ data: await loadDayLogActivity(ctx, query.id) }),
  }),
];
