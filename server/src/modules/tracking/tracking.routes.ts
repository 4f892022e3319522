import { TRACKING_PATHS } from '@backoffice/shared/sales/tracking/tracking-api.types';
import { TRACKING_LIMITS } from '@backoffice/shared/sales/tracking/tracking-plausibility';
import { defineRoute, type MountableRoute } from '../../http/define-route.js';
import { saveLocationBatch } from './location-batch.service.js';
import { loadCurrentLocations, loadDayTrack } from './location-query.js';
import { PURGE_INTERVAL_MS } from './location-retention.js';
import { loadLocationSettings, saveLocationSettings } from './location-settings.service.js';
import {
  currentLocationQuery,
  liveLocationQuery,
  locationBatchBody,
  locationSettingsBody,
  RETENTION_LIMITS,
  usersTrackingQuery,
} from './tracking.validators.js';
import { checkCid, requireMember, TRACKING_TAG, VISIT_PAGE } from './tracking-access.js';
import { loadTravelHistory } from './travel-history.service.js';

const page = VISIT_PAGE;
const tag = TRACKING_TAG;
const purgeHours = PURGE_INTERVAL_MS / 3_600_000;

/** The field app's location batches, the retention setting, and the reads of the live and travel maps. */
export const trackingRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'post',
    path: TRACKING_PATHS.saveLocations,
    summary: `The field app's batch of fixes: JSON {Points: [{DeviceDate YYYY-MM-DD, DeviceTime HH:mm:ss (Nepal local time), Latitude, Longitude, Accuracy? (m), LocationName?}]}, 1 to ${TRACKING_LIMITS.maxBatchPoints} points. Only a sales person's own sign-in (a member of type salesPerson linked to an active sales person) sends them; anyone else is 403. Points are refused one by one, with their index and why: 0,0, latitude or longitude out of range, accuracy worse than ${TRACKING_LIMITS.maxAccuracyMetres} m, device time more than 10 minutes ahead of the server, a jump faster than ${TRACKING_LIMITS.maxSpeedKmh} km/h from the neighbouring accepted point (stored or in the batch; batches may come out of order). A point already stored (same user and device time: a resent batch) counts as a duplicate and is not stored twice. Answers {Accepted, Duplicates, Rejected: [{Index, Reason}]}; when the newest point moved forward, LocationUpdated goes to the company's users who may view Visits. Points older than the retention setting are purged at most every ${purgeHours} h, after a batch.`,
    access: 'user',
    tag,
    body: locationBatchBody,
    handler: async (ctx, { body }) => {
      const result = await saveLocationBatch(ctx, body);
      return { data: result, message: `${result.Accepted} location points saved.` };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/location/settings',
    summary: `The location retention: {RetentionDays, IsDefault, Default (${RETENTION_LIMITS.default}), Min, Max, MayEdit}. Points are kept this many days by device time, then purged.`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    handler: async (ctx) => ({ data: await loadLocationSettings(ctx) }),
  }),
  defineRoute({
    method: 'post',
    path: '/location/settings',
    summary: `Sets the location retention: RetentionDays, a whole number from ${RETENTION_LIMITS.min} to ${RETENTION_LIMITS.max} (400 otherwise). Needs Visits edit; audited. Answers the settings.`,
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    body: locationSettingsBody,
    handler: async (ctx, { body }) => {
      await saveLocationSettings(ctx, body.RetentionDays);
      return { data: await loadLocationSettings(ctx), message: 'Location settings saved.' };
    },
  }),
  defineRoute({
    method: 'get',
    path: TRACKING_PATHS.currentLocation,
    summary:
      "The live map: the newest point ever received of each active sales person of the company (DeviceDate and DeviceTime show how stale it is), by name: [LiveLocation]. spuid narrows to the sales person whose sign-in user id it is. auid (the asking user) is informational and never widens anything; cid, when given, must be this call's company (403 otherwise). Sales people without any point are left out. Open to widget tokens with scope tracking.maps.",
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    widgetScope: 'tracking.maps',
    query: currentLocationQuery,
    handler: async (ctx, { query }) => {
      checkCid(ctx, query.cid);
      return { data: await loadCurrentLocations(ctx.deps.db, ctx.companyId, query.spuid) };
    },
  }),
  defineRoute({
    method: 'get',
    path: TRACKING_PATHS.usersTracking,
    summary: `Travel history of one sales person: fromDate and toDate (YYYY-MM-DD, Nepal days, both included, at most ${TRACKING_LIMITS.maxHistoryDays} days: 400 beyond), spuid (the sales person's user id; uid is used when spuid is absent), cid (must be this call's company). {Routes: [{Longitude, Latitude, DeviceTime (YYYY-MM-DDTHH:mm:ss local), LocationName}] in time order, Visits: [{Longitude, Latitude, IsParty, PartyName, LocationName, UserName, VisitDuration (minutes, null while open), VisitDate, GeoLocationName}]}. A user of another company: 404. Open to widget tokens with scope tracking.maps.`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    widgetScope: 'tracking.maps',
    query: usersTrackingQuery,
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
  defineRoute({
    method: 'get',
    path: TRACKING_PATHS.liveLocation,
    summary:
      "A user's points of one day (date YYYY-MM-DD, Nepal day; userId): [{UserId, UserName, LocationName, DeviceDate, DeviceTime, Latitude, Longitude, Accuracy}] in time order. A user of another company: 404. Open to widget tokens with scope tracking.maps.",
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    widgetScope: 'tracking.maps',
    query: liveLocationQuery,
    handler: async (ctx, { query }) => {
      await requireMember(ctx, query.userId);
      return { data: await loadDayTrack(ctx.deps.db, ctx.companyId, query.userId, query.date) };
    },
  }),
];
