import { recordSearchContracts } from '@backoffice/shared/search/record-search.contract';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import { searchRecords } from './record-search.service.js';

/** The portal's record search (its command palette). */
export const recordSearchRoutes: readonly MountableRoute[] = [
  implementRoute(recordSearchContracts.search, {
    handler: async (ctx, { query }) => ({ data: await searchRecords(ctx, query.query, query.limit) }),
  }),
];
