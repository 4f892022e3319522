import type { PushSubscriptionItem } from '@backoffice/shared/notifications/push.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDeliveries, pushSubscriptions } from '../../db/schema/index.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { PUSH_MAX_ATTEMPTS, pushDispatcherFor, stopPushDispatcher } from './push-dispatcher.js';
import { PUSH_ENDPOINT_MESSAGES, privateHostMessage } from './push-endpoint.js';
import { setPushHostResolver } from './push-host-resolver.js';
import { makeBrowserKeys, startTestPushService, tableResolver } from './push-test-kit.js';

/**
 * Host names of endpoints, answered by the test instead of DNS. `.test` names never resolve on a
 * real network, so a push that reaches the local service under one went to the address checked.
 */
const dns: Record<string, string[]> = {
  'internal.example': ['10.20.30.40'],
  'metadata.example': ['169.254.169.254'],
  'half-private.example': ['93.184.215.14', 'fd00::5'],
};

let app: TestApp;
let admin: string;
let pushService: Awaited<ReturnType<typeof startTestPushService>>;

beforeAll(async () => {
  // The loopback allowance lets the local push service in; it must not let private addresses in.
  app = await startTestApp({ env: { PUSH_ALLOW_LOOPBACK: 'true' } });
  setPushHostResolver(app.deps, tableResolver(dns));
  pushService = await startTestPushService(() => 201);
  admin = await signInAs(app, 'admin', 'Admin@123');
});
afterAll(async () => {
  await stopPushDispatcher(app.deps);
  await pushService.close();
  await app.close();
});

const port = () => new URL(pushService.base).port;
const subscribe = (endpoint: string) => {
  const keys = makeBrowserKeys();
  return app.post<PushSubscriptionItem>(`${API}/pushsubscription/subscribe`, {
    token: admin,
    companyId: 1,
    form: { EndPoint: endpoint, P256dhKey: keys.p256dh, Auth: keys.auth, ExpirationTime: '' },
  });
};
const unsubscribe = (endpoint: string) =>
  app.post(`${API}/pushsubscription/unsubscribe`, {
    token: admin,
    companyId: 1,
    form: { EndPoint: endpoint },
  });
const subscriptionsAt = (endpoint: string) =>
  app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
const requestsTo = (path: string) => pushService.received.filter((request) => request.path === path);

const sendAndWait = async (): Promise<number> => {
  const saved = await app.post<{ Id: number }>(`${API}/pushnotification/save`, {
    token: admin,
    companyId: 1,
    form: { Title: 'Stock count', Body: 'Count the shelves.', Link: '/core/notifications', Audience: 'all' },
  });
  const id = saved.body.Data?.Id;
  if (!id) throw new Error(`not saved: ${saved.body.Message}`);
  const sent = await app.post(`${API}/pushnotification/send?id=${id}`, { token: admin, companyId: 1 });
  expect(sent.status, sent.body.Message).toBe(200);
  await pushDispatcherFor(app.deps).idle();
  return id;
};
const deliveryOf = async (pushNotificationId: number, endpoint: string) => {
  const [subscription] = await subscriptionsAt(endpoint);
  const [delivery] = await app.deps.db
    .select()
    .from(pushDeliveries)
    .where(
      and(
        eq(pushDeliveries.companyId, 1),
        eq(pushDeliveries.pushNotificationId, pushNotificationId),
        eq(pushDeliveries.subscriptionId, subscription?.id ?? 0),
      ),
    );
  if (!delivery) throw new Error(`no delivery to ${endpoint}`);
  return delivery;
};
const retryRound = async () => {
  app.clock.advance(60 * 60);
  pushDispatcherFor(app.deps).kick();
  await pushDispatcherFor(app.deps).idle();
};

describe('subscribing with a host name', () => {
  it.each([
    ['internal.example', privateHostMessage('internal.example')],
    ['metadata.example', privateHostMessage('metadata.example')],
    ['half-private.example', privateHostMessage('half-private.example')],
    ['nowhere.example', PUSH_ENDPOINT_MESSAGES.notFound],
  ])('refuses %s with 400 on EndPoint', async (host, message) => {
    const endpoint = `https://${host}/push/abc`;
    const refused = await subscribe(endpoint);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ Message: message, Data: null });
    expect(JSON.stringify(refused.body)).toContain('"EndPoint"');
    expect(await subscriptionsAt(endpoint)).toHaveLength(0);
  });
});

describe('sending to a host name', () => {
  it('sends to the address checked, not to a second DNS answer', async () => {
    dns['push-service.test'] = ['127.0.0.1'];
    const endpoint = `http://push-service.test:${port()}/pinned`;
    expect((await subscribe(endpoint)).status).toBe(200);
    const id = await sendAndWait();
    // The system's resolver knows no push-service.test: the request went to the checked 127.0.0.1.
    const [request] = requestsTo('/pinned');
    expect(request?.headers.host).toBe(`push-service.test:${port()}`);
    expect(await deliveryOf(id, endpoint)).toMatchObject({ status: 'sent', lastError: null });
    await unsubscribe(endpoint);
  });

  it('refuses a host that now leads to a private address: failed at once, never sent, not retried', async () => {
    dns['rebind.test'] = ['127.0.0.1'];
    const endpoint = `http://rebind.test:${port()}/rebind`;
    expect((await subscribe(endpoint)).status).toBe(200);
    dns['rebind.test'] = ['127.0.0.1', '10.0.0.7'];
    const id = await sendAndWait();
    expect(requestsTo('/rebind')).toHaveLength(0);
    const expected = {
      status: 'failed',
      attempts: 1,
      lastError: `Not sent: ${privateHostMessage('rebind.test')}`,
    };
    expect(await deliveryOf(id, endpoint)).toMatchObject(expected);
    expect((await subscriptionsAt(endpoint))[0]?.failureCount).toBe(1);
    await retryRound();
    expect(await deliveryOf(id, endpoint)).toMatchObject(expected);
    await unsubscribe(endpoint);
  });

  it('tries a host that no longer resolves again, up to the attempts, then records it failed', async () => {
    dns['vanishing.test'] = ['127.0.0.1'];
    const endpoint = `http://vanishing.test:${port()}/vanishing`;
    expect((await subscribe(endpoint)).status).toBe(200);
    delete dns['vanishing.test'];
    const id = await sendAndWait();
    const notFound = `Not sent: ${PUSH_ENDPOINT_MESSAGES.notFound}`;
    expect(await deliveryOf(id, endpoint)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: notFound,
    });
    for (let round = 2; round <= PUSH_MAX_ATTEMPTS; round += 1) await retryRound();
    expect(await deliveryOf(id, endpoint)).toMatchObject({
      status: 'failed',
      attempts: PUSH_MAX_ATTEMPTS,
      lastError: notFound,
    });
    expect(requestsTo('/vanishing')).toHaveLength(0);
    await unsubscribe(endpoint);
  });
});
