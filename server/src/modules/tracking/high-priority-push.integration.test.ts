import type { PushSubscriptionItem } from '@backoffice/shared/notifications/push.contract';
import type { PushPayload } from '@backoffice/shared/notifications/push-message';
import { visitContracts } from '@backoffice/shared/sales/tracking/tracking.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDeliveries, users } from '../../db/schema/index.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { pushDispatcherFor, stopPushDispatcher } from '../push-notifications/push-dispatcher.js';
import {
  decryptPushBody,
  makeBrowserKeys,
  startTestPushService,
} from '../push-notifications/push-test-kit.js';

let app: TestApp;
let admin: string;
let sales: string;
let pushService: Awaited<ReturnType<typeof startTestPushService>>;

beforeAll(async () => {
  app = await startTestApp({
    ownDataDir: 'high-priority-push-',
    env: {
      PUSH_ALLOW_LOOPBACK: 'true',
      VAPID_SUBJECT: 'mailto:push-test@backoffice.example',
    },
  });
  pushService = await startTestPushService(() => 201);
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

const userIdOf = async (username: string) => {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};
const sendHighPriority = async (userId: number, Title: string, Message: string): Promise<number> => {
  const sent = await app.post<{ Id: number }>(
    `${API}${visitContracts.highPriorityNotification.path}?userId=${userId}`,
    { token: admin, companyId: 1, form: { Title, Message } },
  );
  expect(sent.status, sent.body.Message).toBe(200);
  await pushDispatcherFor(app.deps).idle();
  return sent.body.Data?.Id ?? 0;
};

describe('a high-priority notification', () => {
  it("goes as an urgent web push to the user's subscribed browser", async () => {
    const browser = makeBrowserKeys();
    const subscribed = await app.post<PushSubscriptionItem>(`${API}/pushsubscription/subscribe`, {
      token: sales,
      companyId: 1,
      form: {
        EndPoint: `${pushService.base}/sales-phone`,
        P256dhKey: browser.p256dh,
        Auth: browser.auth,
        ExpirationTime: '',
      },
    });
    expect(subscribed.status, subscribed.body.Message).toBe(200);
    const before = pushService.received.length;

    const id = await sendHighPriority(
      await userIdOf('sales1'),
      'Call the office',
      'Koteshwor order is urgent',
    );

    const requests = pushService.received.slice(before);
    expect(requests.map((request) => request.path)).toEqual(['/sales-phone']);
    const [request] = requests;
    if (!request) throw new Error('no request');
    expect(request.headers.urgency).toBe('high');
    const message = JSON.parse(decryptPushBody(request.body, browser)) as PushPayload;
    expect(message).toEqual({
      title: 'Call the office',
      body: 'Koteshwor order is urgent',
      link: '/core/notifications',
      tag: `high-priority-1-${id}`,
    });
    const deliveries = await app.deps.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.userId, await userIdOf('sales1')));
    expect(deliveries).toEqual([expect.objectContaining({ status: 'sent', pushNotificationId: null })]);
  });

  it('sends nothing for a user with no subscriptions, and still records the notification', async () => {
    const before = pushService.received.length;
    const adminId = await userIdOf('admin');
    const id = await sendHighPriority(adminId, 'Stock check', 'Count the shelves');
    expect(id).toBeGreaterThan(0);
    expect(pushService.received.length).toBe(before);
    expect(await app.deps.db.select().from(pushDeliveries).where(eq(pushDeliveries.userId, adminId))).toEqual(
      [],
    );
  });
});
