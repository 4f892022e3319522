import { pushContracts as contracts } from '@backoffice/shared/notifications/push.contract';
import { badRequest } from '../../http/api-error.js';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import { listPushDeliveries } from './push-delivery-list.js';
import { pushDispatcherFor } from './push-dispatcher.js';
import { checkPushEndpoint } from './push-endpoint.js';
import { pushHostResolverFor } from './push-host-resolver.js';
import { removePushSubscription, savePushSubscription } from './push-subscription.service.js';
import { vapidKeysFor } from './vapid-keys.js';

export const PUSH_MESSAGES = {
  subscribed: 'Push notifications are on for this browser.',
  unsubscribed: 'Push notifications are off for this browser.',
  expired: 'ExpirationTime is in the past',
} as const;

/** The browser's push subscription for the signed-in user, and what page 210's sends delivered. */
export const pushNotificationRoutes: readonly MountableRoute[] = [
  implementRoute(contracts.publicKey, {
    handler: async (ctx) => {
      const keys = await vapidKeysFor(ctx.deps.env);
      // A portal asks for the key at start: the dispatcher's poll runs from then on.
      pushDispatcherFor(ctx.deps);
      return { data: { PublicKey: keys.publicKey } };
    },
  }),
  implementRoute(contracts.subscribe, {
    handler: async (ctx, { body }) => {
      const endpoint = await checkPushEndpoint(
        body.EndPoint,
        ctx.deps.env.PUSH_ALLOW_LOOPBACK,
        pushHostResolverFor(ctx.deps),
      );
      if (!endpoint.ok)
        throw badRequest(endpoint.problem, [{ Field: 'EndPoint', Message: endpoint.problem }]);
      if (body.ExpirationTime !== null && body.ExpirationTime <= ctx.now.getTime())
        throw badRequest(PUSH_MESSAGES.expired, [
          { Field: 'ExpirationTime', Message: PUSH_MESSAGES.expired },
        ]);
      const saved = await savePushSubscription(ctx, {
        endpoint: body.EndPoint,
        p256dh: body.P256dhKey,
        auth: body.Auth,
        expirationTime: body.ExpirationTime === null ? null : new Date(body.ExpirationTime),
      });
      pushDispatcherFor(ctx.deps);
      return { message: PUSH_MESSAGES.subscribed, data: saved };
    },
  }),
  implementRoute(contracts.unsubscribe, {
    handler: async (ctx, { body }) => ({
      message: PUSH_MESSAGES.unsubscribed,
      data: { Removed: await removePushSubscription(ctx, body.EndPoint) },
    }),
  }),
  implementRoute(contracts.deliveries, {
    handler: async (ctx, { query }) => ({ data: await listPushDeliveries(ctx, query) }),
  }),
];
