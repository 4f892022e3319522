import { requiredId } from '@backoffice/shared/form-fields';
import {
  PUSH_API_PATHS,
  PUSH_DELIVERY_STATUSES,
  type PushPublicKey,
  type PushUnsubscribed,
} from '@backoffice/shared/notifications/push-api.types';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { z } from 'zod';
import { badRequest } from '../../http/api-error.js';
import { defineRoute, type MountableRoute } from '../../http/define-route.js';
import { pagingShape } from '../../http/page-query.js';
import { listPushDeliveries } from './push-delivery-list.js';
import { pushDispatcherFor } from './push-dispatcher.js';
import { checkPushEndpoint } from './push-endpoint.js';
import { pushHostResolverFor } from './push-host-resolver.js';
import { removePushSubscription, savePushSubscription } from './push-subscription.service.js';
import { pushSubscribeBody, pushUnsubscribeBody } from './push-subscription.validators.js';
import { vapidKeysFor } from './vapid-keys.js';

export const PUSH_MESSAGES = {
  subscribed: 'Push notifications are on for this browser.',
  unsubscribed: 'Push notifications are off for this browser.',
  expired: 'ExpirationTime is in the past',
} as const;

const tag = 'PushSubscription';

/** The browser's push subscription for the signed-in user, and what page 210's sends delivered. */
export const pushNotificationRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'get',
    path: PUSH_API_PATHS.publicKey,
    summary:
      "The deployment's VAPID public key (base64url), the applicationServerKey a browser subscribes with.",
    access: 'user',
    tag,
    handler: async (ctx) => {
      const keys = await vapidKeysFor(ctx.deps.env);
      // A portal asks for the key at start: the dispatcher's poll runs from then on.
      pushDispatcherFor(ctx.deps);
      return { data: { PublicKey: keys.publicKey } satisfies PushPublicKey };
    },
  }),
  defineRoute({
    method: 'post',
    path: PUSH_API_PATHS.subscribe,
    summary:
      "Saves this browser's push subscription for the caller in the company (form or JSON): EndPoint (the push service's https URL on port 443; its host must resolve, and only to public addresses), P256dhKey (65 bytes) and Auth (16 bytes) in base64url, ExpirationTime (epoch ms, or empty). The same EndPoint again updates it; the same EndPoint under another user is taken from that user only when sent with the same P256dhKey and Auth (a browser that changed hands); with other keys that user's subscription is left as it is and the caller's is saved beside it. A user keeps at most 10 subscriptions in a company: beyond that the least recently used go.",
    access: 'user',
    tag,
    body: pushSubscribeBody,
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
  defineRoute({
    method: 'post',
    path: PUSH_API_PATHS.unsubscribe,
    summary:
      "Removes the caller's subscription for EndPoint (in every company); another user's is never touched. Removed is 0 when there was none.",
    access: 'user',
    tag,
    body: pushUnsubscribeBody,
    handler: async (ctx, { body }) => ({
      message: PUSH_MESSAGES.unsubscribed,
      data: { Removed: await removePushSubscription(ctx, body.EndPoint) } satisfies PushUnsubscribed,
    }),
  }),
  defineRoute({
    method: 'get',
    path: PUSH_API_PATHS.deliveries,
    summary:
      'The deliveries of one push notification (?id=), newest first: recipient, Status (queued, sent, failed, expired), Attempts, LastError, SentAt; pageNo, pageSize, Status.',
    access: 'user',
    tag: 'pushnotification',
    permission: { page: PAGE_CODES.PushNotification, action: 'view' },
    query: z.object({
      id: requiredId('id must be the number of a push notification'),
      ...pagingShape,
      Status: z.preprocess(
        (value) => (value === '' ? undefined : value),
        z
          .enum(PUSH_DELIVERY_STATUSES, { error: 'Status must be queued, sent, failed or expired' })
          .optional(),
      ),
    }),
    handler: async (ctx, { query }) => ({ data: await listPushDeliveries(ctx, query) }),
  }),
];
