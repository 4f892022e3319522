import { trackingContracts } from '@backoffice/shared/sales/tracking/tracking.contract';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import { saveLocationBatch } from './location-batch.service.js';
import { loadCurrentLocations, loadDayTrack } from './location-query.js';
import { loadLocationSettings, saveLocationSettings } from './location-settings.service.js';
import { checkCid, requireTrackedUser, trackedUsersOf } from './tracking-access.js';
import { loadTravelHistory } from './travel-history.service.js';

/** The field app's location batches, the retention setting, and the reads of the live and travel maps. */
export const trackingRoutes: readonly MountableRoute[] = [
  implementRoute(trackingContracts.saveLocations, {
    handler: async (ctx, { body }) => {
      const result = await saveLocationBatch(ctx, body);
      return { data: result, message: `${result.Accepted} location points saved.` };
    },
  }),
  implementRoute(trackingContracts.settings, {
    handler: async (ctx) => ({ data: await loadLocationSettings(ctx) }),
  }),
  implementRoute(trackingContracts.saveSettings, {
    handler: async (ctx, { body }) => {
      await saveLocationSettings(ctx, body.RetentionDays);
      return { data: await loadLocationSettings(ctx), message: 'Location settings saved.' };
    },
  }),
  implementRoute(trackingContracts.currentLocation, {
    handler: async (ctx, { query }) => {
      checkCid(ctx, query.cid);
      const spuid = trackedUsersOf(ctx, query.spuid);
      return { data: await loadCurrentLocations(ctx.deps.db, ctx.companyId, spuid) };
    },
  }),
  implementRoute(trackingContracts.usersTracking, {
    handler: async (ctx, { query }) => {
      checkCid(ctx, query.cid);
      return {
        data: await loadTravelHistory(ctx, {
          fromDate: query.fromDate,
          toDate: query.toDate,
          userId: query.spuid ?? query.uid,
        }),
      };
    },
  }),
  implementRoute(trackingContracts.liveLocation, {
    handler: async (ctx, { query }) => {
      await requireTrackedUser(ctx, query.userId);
      return { data: await loadDayTrack(ctx.deps.db, ctx.companyId, query.userId, query.date) };
    },
  }),
];
