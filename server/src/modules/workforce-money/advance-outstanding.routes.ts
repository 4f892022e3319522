import { advanceOutstandingContracts } from '@backoffice/shared/workforce/advances/advance-outstanding.contract';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import { loadAdvanceOutstanding } from './advance-outstanding.js';

export const advanceOutstandingRoutes: readonly MountableRoute[] = [
  implementRoute(advanceOutstandingContracts.outstanding, {
    handler: async (ctx, { query }) => ({ data: await loadAdvanceOutstanding(ctx, query) }),
  }),
];
