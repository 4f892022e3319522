import { createPublicKey } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  PushDeliveryItem,
  PushPublicKey,
  PushSubscriptionItem,
  PushUnsubscribed,
} from '@backoffice/shared/notifications/push.contract';
import type { PushPayload } from '@backoffice/shared/notifications/push-message';
import type { Page } from '@backoffice/shared/paging';
import { and, eq, sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { pushDeliveries, pushSubscriptions, users } from '../../db/schema/index.js';
import { API, signInAs, signInWithNewAuthenticator } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  PUSH_BATCH,
  PUSH_CLAIM_LEASE_MS,
  PUSH_PARALLEL,
  pushDispatcherFor,
  stopPushDispatcher,
} from './push-dispatcher.js';
import { PUSH_RESOLVE_TIMEOUT_MS, setPushHostResolver } from './push-host-resolver.js';
import { PUSH_REQUEST_TIMEOUT_MS } from './push-sender.js';
import { PUSH_SUBSCRIPTIONS_PER_USER } from './push-subscription.service.js';
import {
  decryptPushBody,
  makeBrowserKeys,
  startTestPushService,
  type TestBrowserKeys,
  tableResolver,
} from './push-test-kit.js';
import { VAPID_KEYS_FILE } from './vapid-keys.js';

const SUBJECT = 'mailto:push-test@backoffice.example';

let app: TestApp;
let admin: string;
let sales: string;
let pushService: Awaited<ReturnType<typeof startTestPushService>>;
/** Answers per endpoint path: a browser that is gone (410), a service in trouble (503), else 201. */
const statusOf = (path: string) =>
  path.startsWith('/gone') || path.startsWith('/reclaimed/gone')
    ? 410
    : path.startsWith('/down') || path.startsWith('/reclaimed/down')
      ? 503
      : 201;
/** What happens while a push to a path waits for its answer (another instance claims the row again). */
const whileAnswering = new Map<string, () => Promise<void>>();

beforeAll(async () => {
  app = await startTestApp({
    ownDataDir: 'push-test-',
    env: { PUSH_ALLOW_LOOPBACK: 'true', VAPID_SUBJECT: SUBJECT },
  });
  // No network in tests: the one host name these tests use resolves to a public address.
  setPushHostResolver(app.deps, tableResolver({ 'push.example.com': ['93.184.215.14'] }));
  pushService = await startTestPushService(statusOf, async (path) => whileAnswering.get(path)?.());
  [admin, sales] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'sales1', 'Sales@123'),
  ]);
});
afterAll(async () => {
  await stopPushDispatcher(app.deps);
  await pushService.close();
  await app.close();
});

const subscribe = (token: string, form: Record<string, string>) =>
  app.post<PushSubscriptionItem>(`${API}/pushsubscription/subscribe`, { token, companyId: 1, form });
const subscribeBrowser = (token: string, endpoint: string, keys: TestBrowserKeys) =>
  subscribe(token, { EndPoint: endpoint, P256dhKey: keys.p256dh, Auth: keys.auth, ExpirationTime: '' });
const unsubscribe = (token: string, endpoint: string) =>
  app.post<PushUnsubscribed>(`${API}/pushsubscription/unsubscribe`, {
    token,
    companyId: 1,
    form: { EndPoint: endpoint },
  });
const subscriptionsAt = (endpoint: string) =>
  app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
const userIdOf = async (username: string) => {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};

/** Staff writes a push notification for everyone and sends it; answers its id once the pushes went out. */
const sendPushNotification = async (
  title: string,
  body: string,
  link = '/core/notifications',
): Promise<number> => {
  const saved = await app.post<{ Id: number }>(`${API}/pushnotification/save`, {
    token: admin,
    companyId: 1,
    form: { Title: title, Body: body, Link: link, Audience: 'all' },
  });
  expect(saved.status, saved.body.Message).toBe(200);
  const id = saved.body.Data?.Id;
  if (!id) throw new Error('no id');
  const sent = await app.post(`${API}/pushnotification/send?id=${id}`, { token: admin, companyId: 1 });
  expect(sent.status, sent.body.Message).toBe(200);
  await pushDispatcherFor(app.deps).idle();
  return id;
};
const deliveriesOf = async (id: number, token = admin) =>
  app.get<Page<PushDeliveryItem>>(`${API}/pushnotification/deliveries?id=${id}`, { token, companyId: 1 });

describe('VAPID keys', () => {
  it('are made once in the data folder, readable by the server only, and handed out as the public key', async () => {
    const first = await app.get<PushPublicKey>(`${API}/pushsubscription/publickey`, {
      token: sales,
      companyId: 1,
    });
    expect(first.status).toBe(200);
    expect(first.body.Data?.PublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const file = join(app.deps.env.DATA_DIR, VAPID_KEYS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = await app.get<PushPublicKey>(`${API}/pushsubscription/publickey`, {
      token: admin,
      companyId: 1,
    });
    expect(again.body.Data?.PublicKey).toBe(first.body.Data?.PublicKey);
  });

  it('are not handed out without a sign-in', async () => {
    const anonymous = await app.get(`${API}/pushsubscription/publickey`, { companyId: 1 });
    expect(anonymous.status).toBe(401);
  });
});

describe('subscribe', () => {
  const keys = makeBrowserKeys();
  const valid = () => ({ EndPoint: `${pushService.base}/valid`, P256dhKey: keys.p256dh, Auth: keys.auth });

  it.each([
    ['an endpoint that is no URL', { EndPoint: 'not a url' }, 'EndPoint', 'EndPoint must be an https URL'],
    [
      'a plain http endpoint on the internet',
      { EndPoint: 'http://push.example.com/x' },
      'EndPoint',
      'EndPoint must be an https URL',
    ],
    [
      'an endpoint on a private network',
      { EndPoint: 'https://10.1.2.3/x' },
      'EndPoint',
      'EndPoint must be a push service on the internet',
    ],
    [
      'an endpoint on a public address but not the https port',
      { EndPoint: 'https://8.8.8.8:22/x' },
      'EndPoint',
      'EndPoint must use the standard https port (443)',
    ],
    [
      'a P256dhKey one byte short',
      { P256dhKey: keys.publicKey.subarray(1).toString('base64url') },
      'P256dhKey',
      'P256dhKey must be 65 bytes in base64url',
    ],
    [
      'a P256dhKey that is no point of the curve',
      { P256dhKey: Buffer.alloc(65, 4).toString('base64url') },
      'P256dhKey',
      'P256dhKey must be 65 bytes in base64url',
    ],
    [
      'an Auth of 15 bytes',
      { Auth: Buffer.alloc(15, 1).toString('base64url') },
      'Auth',
      'Auth must be 16 bytes in base64url',
    ],
    ['a missing Auth', { Auth: '' }, 'Auth', 'Auth is required'],
    [
      'an ExpirationTime that is no number',
      { ExpirationTime: 'soon' },
      'ExpirationTime',
      'ExpirationTime must be epoch milliseconds or empty',
    ],
    [
      'an ExpirationTime in the past',
      { ExpirationTime: '1000' },
      'ExpirationTime',
      'ExpirationTime is in the past',
    ],
  ])('refuses %s with 400 on the field', async (_name, change, field, message) => {
    const refused = await subscribe(admin, { ...valid(), ...change });
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toBe(message);
    expect(refused.body.Data).toBeNull();
    expect(JSON.stringify(refused.body)).toContain(field);
    expect(
      await subscriptionsAt((change as Record<string, string>).EndPoint ?? valid().EndPoint),
    ).toHaveLength(0);
  });

  it('saves once per user and endpoint: subscribing again updates the keys', async () => {
    const endpoint = `${pushService.base}/valid/twice`;
    const first = await subscribeBrowser(admin, endpoint, keys);
    expect(first.status, first.body.Message).toBe(200);
    const renewed = makeBrowserKeys();
    const expires = app.clock.current.getTime() + 86_400_000;
    const second = await subscribe(admin, {
      EndPoint: endpoint,
      // Standard base64 with padding is taken as well as base64url.
      P256dhKey: renewed.publicKey.toString('base64'),
      Auth: renewed.auth,
      ExpirationTime: String(expires),
    });
    expect(second.status).toBe(200);
    expect(second.body.Data).toMatchObject({
      Id: first.body.Data?.Id,
      EndPoint: endpoint,
      ExpirationTime: expires,
    });
    const rows = await subscriptionsAt(endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.p256dh).toBe(renewed.p256dh);
    await unsubscribe(admin, endpoint);
  });

  it("never lets a user remove another user's subscription", async () => {
    const endpoint = `${pushService.base}/valid/admins-browser`;
    expect((await subscribeBrowser(admin, endpoint, keys)).status).toBe(200);
    const bySales = await unsubscribe(sales, endpoint);
    expect(bySales.status).toBe(200);
    expect(bySales.body.Data).toEqual({ Removed: 0 });
    expect(await subscriptionsAt(endpoint)).toHaveLength(1);
    const byAdmin = await unsubscribe(admin, endpoint);
    expect(byAdmin.body.Data).toEqual({ Removed: 1 });
    expect(await subscriptionsAt(endpoint)).toHaveLength(0);
  });

  it('never lets another user, of this company or another, remove or change a subscription by sending its EndPoint', async () => {
    const endpoint = `${pushService.base}/valid/admins-own-browser`;
    onTestFinished(async () => {
      await app.deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    });
    expect((await subscribeBrowser(admin, endpoint, keys)).status).toBe(200);
    const adminId = await userIdOf('admin');
    const admins = async () => (await subscriptionsAt(endpoint)).filter((row) => row.userId === adminId);
    const before = await admins();
    expect(before).toHaveLength(1);
    const coop = await signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', {
      companyId: 2,
      branchId: 3,
    });
    // Only the endpoint is known (or the endpoint and the public key): the browser's auth secret is not.
    const otherAuth = Buffer.alloc(16, 7).toString('base64url');
    const changes = [
      { EndPoint: endpoint, P256dhKey: makeBrowserKeys().p256dh, Auth: otherAuth, ExpirationTime: '' },
      { EndPoint: endpoint, P256dhKey: keys.p256dh, Auth: otherAuth, ExpirationTime: '' },
      { EndPoint: endpoint, P256dhKey: makeBrowserKeys().p256dh, Auth: keys.auth, ExpirationTime: '' },
    ];
    for (const [token, companyId] of [
      [sales, 1],
      [coop, 2],
    ] as const) {
      const removal = await app.post<PushUnsubscribed>(`${API}/pushsubscription/unsubscribe`, {
        token,
        companyId,
        form: { EndPoint: endpoint },
      });
      expect(removal.status).toBe(200);
      expect(removal.body.Data).toEqual({ Removed: 0 });
      // Other keys save the caller's own subscription beside the admin's, which stays as it was
      // (refusing would let whoever saw an endpoint first lock its owner out).
      for (const form of changes) {
        const change = await app.post(`${API}/pushsubscription/subscribe`, { token, companyId, form });
        expect({ companyId, status: change.status }).toEqual({ companyId, status: 200 });
        expect(await admins()).toEqual(before);
      }
    }
    expect(await admins()).toEqual(before);
    // The admin's and coopadmin's: sales1's last keys were the ones coopadmin sent last too, which is
    // a browser changing hands, so that row went to coopadmin.
    const coopId = await userIdOf('coopadmin');
    expect((await subscriptionsAt(endpoint)).map((row) => row.userId).sort()).toEqual(
      [adminId, coopId].sort(),
    );
  });

  it("moves a browser's endpoint to the user who subscribes with it last", async () => {
    const endpoint = `${pushService.base}/valid/shared-browser`;
    await subscribeBrowser(admin, endpoint, keys);
    await subscribeBrowser(sales, endpoint, keys);
    const rows = await subscriptionsAt(endpoint);
    expect(rows.map((row) => row.userId)).toEqual([await userIdOf('sales1')]);
    await unsubscribe(sales, endpoint);
  });
});

describe('subscriptions per user', () => {
  it(`keeps ${PUSH_SUBSCRIPTIONS_PER_USER} per user in a company, dropping the least recently used`, async () => {
    const salesId = await userIdOf('sales1');
    const mine = and(eq(pushSubscriptions.companyId, 1), eq(pushSubscriptions.userId, salesId));
    await app.deps.db.delete(pushSubscriptions).where(mine);
    const adminsEndpoint = `${pushService.base}/cap/admin`;
    // Even after a failed expectation, later tests must not push to these browsers.
    onTestFinished(async () => {
      await app.deps.db.delete(pushSubscriptions).where(mine);
      await unsubscribe(admin, adminsEndpoint);
    });
    expect((await subscribeBrowser(admin, adminsEndpoint, makeBrowserKeys())).status).toBe(200);
    const keys = makeBrowserKeys();
    const endpoint = (n: number) => `${pushService.base}/cap/${n}`;
    const subscribeAt = async (n: number) => {
      app.clock.advance(1);
      const saved = await subscribeBrowser(sales, endpoint(n), keys);
      expect(saved.status, saved.body.Message).toBe(200);
    };
    for (let n = 0; n < PUSH_SUBSCRIPTIONS_PER_USER; n += 1) await subscribeAt(n);
    // The first browser got a push since: it is in use, unlike the next oldest.
    await app.deps.db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: app.clock.current })
      .where(and(mine, eq(pushSubscriptions.endpoint, endpoint(0))));
    await subscribeAt(PUSH_SUBSCRIPTIONS_PER_USER);
    await subscribeAt(PUSH_SUBSCRIPTIONS_PER_USER + 1);
    // Subscribing again with a kept endpoint adds nothing, so drops nothing.
    await subscribeAt(3);

    const kept = await app.deps.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(mine);
    const expected = [0, ...Array.from({ length: PUSH_SUBSCRIPTIONS_PER_USER - 1 }, (_, index) => index + 3)];
    expect(kept.map((row) => row.endpoint).sort()).toEqual(expected.map(endpoint).sort());
    // Another user's browsers are not counted with these.
    expect(await subscriptionsAt(adminsEndpoint)).toHaveLength(1);
  });
});

describe('sending a push notification', () => {
  it('delivers an encrypted, VAPID-signed message that the browser can read', async () => {
    const browser = makeBrowserKeys();
    const endpoint = `${pushService.base}/ok/admin`;
    expect((await subscribeBrowser(admin, endpoint, browser)).status).toBe(200);
    const before = pushService.received.length;
    const id = await sendPushNotification('Stock count', 'Count the shelves by 5 pm.');

    const requests = pushService.received.slice(before).filter((request) => request.path === '/ok/admin');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    if (!request) throw new Error('no request');
    expect(request.method).toBe('POST');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.ttl).toBe('86400');
    expect(request.headers.urgency).toBe('normal');

    const publicKey = (
      await app.get<PushPublicKey>(`${API}/pushsubscription/publickey`, { token: admin, companyId: 1 })
    ).body.Data?.PublicKey;
    const authorization = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(String(request.headers.authorization));
    expect(authorization?.[2]).toBe(publicKey);
    const point = Buffer.from(publicKey ?? '', 'base64url');
    const verifier = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const { payload: claims } = await jwtVerify(authorization?.[1] ?? '', verifier, {
      algorithms: ['ES256'],
    });
    expect(claims.aud).toBe(pushService.base);
    expect(claims.sub).toBe(SUBJECT);

    const message = JSON.parse(decryptPushBody(request.body, browser)) as PushPayload;
    expect(message).toEqual({
      title: 'Stock count',
      body: 'Count the shelves by 5 pm.',
      link: '/core/notifications',
      tag: `push-notification-1-${id}`,
    });

    const deliveries = await deliveriesOf(id);
    expect(deliveries.status).toBe(200);
    expect(deliveries.body.Data?.Items).toEqual([
      expect.objectContaining({
        UserId: await userIdOf('admin'),
        Status: 'sent',
        Attempts: 1,
        LastError: null,
      }),
    ]);
    const [subscription] = await subscriptionsAt(endpoint);
    expect(subscription?.lastSuccessAt).not.toBeNull();
    await unsubscribe(admin, endpoint);
  });

  it('removes a subscription the push service says is gone (410) and records the delivery as expired', async () => {
    const endpoint = `${pushService.base}/gone/sales`;
    await subscribeBrowser(sales, endpoint, makeBrowserKeys());
    const id = await sendPushNotification('Holiday', 'The office is closed on Friday.');
    expect(pushService.received.some((request) => request.path === '/gone/sales')).toBe(true);
    expect(await subscriptionsAt(endpoint)).toHaveLength(0);
    const deliveries = (await deliveriesOf(id)).body.Data?.Items ?? [];
    expect(deliveries).toEqual([
      expect.objectContaining({
        UserId: await userIdOf('sales1'),
        Status: 'expired',
        LastError: 'push service answered 410',
      }),
    ]);
  });

  it('tries again later when the push service is in trouble, counting failures on the subscription', async () => {
    const endpoint = `${pushService.base}/down/admin`;
    await subscribeBrowser(admin, endpoint, makeBrowserKeys());
    const id = await sendPushNotification('Price list', 'New prices from Sunday.');
    const [queued] = await app.deps.db
      .select()
      .from(pushDeliveries)
      .where(and(eq(pushDeliveries.companyId, 1), eq(pushDeliveries.pushNotificationId, id)));
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, lastError: 'push service answered 503' });
    expect((await subscriptionsAt(endpoint))[0]?.failureCount).toBe(1);

    const tries = () => pushService.received.filter((request) => request.path === '/down/admin').length;
    const before = tries();
    // Not due yet: a kick sends nothing.
    pushDispatcherFor(app.deps).kick();
    await pushDispatcherFor(app.deps).idle();
    expect(tries()).toBe(before);
    app.clock.advance(31);
    pushDispatcherFor(app.deps).kick();
    await pushDispatcherFor(app.deps).idle();
    expect(tries()).toBe(before + 1);
    const [retried] = await app.deps.db
      .select()
      .from(pushDeliveries)
      .where(and(eq(pushDeliveries.companyId, 1), eq(pushDeliveries.id, queued?.id ?? 0)));
    expect(retried).toMatchObject({ status: 'queued', attempts: 2 });
    await unsubscribe(admin, endpoint);
  });

  it('lists deliveries only with the page permission, and only for a record of the company', async () => {
    const id = await sendPushNotification('Nobody subscribed', 'No browser gets this.');
    expect((await deliveriesOf(id)).body.Data?.TotalCount).toBe(0);
    expect((await deliveriesOf(id, sales)).status).toBe(403);
    expect((await deliveriesOf(999_999)).status).toBe(404);
  });
});

describe('a delivery claimed again while it is being sent', () => {
  it('holds its claim longer than a whole batch can take at its worst', () => {
    const worstBatch =
      Math.ceil(PUSH_BATCH / PUSH_PARALLEL) * (PUSH_RESOLVE_TIMEOUT_MS + PUSH_REQUEST_TIMEOUT_MS);
    expect(PUSH_CLAIM_LEASE_MS).toBeGreaterThan(worstBatch);
  });

  it.each([
    ['sent', '/reclaimed/ok', { lastSuccess: true, failureCount: 0, subscriptionKept: true }],
    ['refused for now', '/reclaimed/down', { lastSuccess: false, failureCount: 0, subscriptionKept: true }],
    ['gone', '/reclaimed/gone', { lastSuccess: false, failureCount: 0, subscriptionKept: false }],
  ])('leaves a push %s to the sender that claimed it last', async (_outcome, path, expected) => {
    const endpoint = `${pushService.base}${path}`;
    await subscribeBrowser(admin, endpoint, makeBrowserKeys());
    const [subscription] = await subscriptionsAt(endpoint);
    const ofThisBrowser = eq(pushDeliveries.subscriptionId, subscription?.id ?? 0);
    // Settled afterwards, so no later round sends it, whatever this test found.
    onTestFinished(async () => {
      whileAnswering.delete(path);
      await app.deps.db.update(pushDeliveries).set({ status: 'expired' }).where(ofThisBrowser);
      await unsubscribe(admin, endpoint);
    });
    let leaseLeft = 0;
    whileAnswering.set(path, async () => {
      const [claimed] = await app.deps.db.select().from(pushDeliveries).where(ofThisBrowser);
      leaseLeft = (claimed?.nextAttemptAt.getTime() ?? 0) - app.clock.current.getTime();
      // Another instance's claim, as its drain makes it: one more attempt, a new lease.
      await app.deps.db
        .update(pushDeliveries)
        .set({ attempts: sql`${pushDeliveries.attempts} + 1` })
        .where(ofThisBrowser);
    });
    await sendPushNotification('Reclaimed', 'Sent by whoever holds the claim.');

    expect(pushService.received.filter((request) => request.path === path)).toHaveLength(1);
    expect(leaseLeft).toBe(PUSH_CLAIM_LEASE_MS);
    const [delivery] = await app.deps.db.select().from(pushDeliveries).where(ofThisBrowser);
    expect(delivery).toMatchObject({ status: 'queued', attempts: 2, lastError: null, sentAt: null });
    const [after] = await subscriptionsAt(endpoint);
    expect(after !== undefined).toBe(expected.subscriptionKept);
    if (after) {
      expect(after.failureCount).toBe(expected.failureCount);
      expect(after.lastSuccessAt !== null).toBe(expected.lastSuccess);
    }
  });
});
