import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  makeBrowserKeys,
  startTestPushService,
} from '../../server/src/modules/push-notifications/push-test-kit.js';
import { apiSignIn } from './support/api.js';
import { eventually } from './support/eventually.js';
import { portalForThisFile } from './support/portal-fixture.js';
import { signInToDashboard } from './support/sign-in.js';

const portal = portalForThisFile({ env: { PUSH_ALLOW_LOOPBACK: 'true' } });
/** A browser whose subscription the push service says is gone (410); any other is delivered (201). */
let pushService: Awaited<ReturnType<typeof startTestPushService>>;
beforeAll(async () => {
  pushService = await startTestPushService((path) => (path.startsWith('/gone') ? 410 : 201));
});
afterAll(async () => {
  await pushService.close();
});

interface Envelope<T> {
  Code: number;
  Message: string;
  Data: T;
}

const call = async <T>(token: string, path: string, form?: Record<string, string>): Promise<Envelope<T>> => {
  const answer = await fetch(`${portal.server.baseUrl}/api/v1${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${token}`, CompanyId: '1', Accept: 'application/json' },
    ...(form ? { body: new URLSearchParams(form) } : {}),
  });
  const envelope = (await answer.json()) as Envelope<T>;
  expect(answer.status, envelope.Message).toBe(200);
  return envelope;
};
const tokenOf = async (userName: string, password: string) => {
  const { token } = await apiSignIn(portal.server.baseUrl, userName, password);
  if (!token) throw new Error(`no sign-in for ${userName}`);
  return token;
};
const subscribe = (token: string, path: string) => {
  const keys = makeBrowserKeys();
  return call(token, '/pushsubscription/subscribe', {
    EndPoint: `${pushService.base}${path}`,
    P256dhKey: keys.p256dh,
    Auth: keys.auth,
    ExpirationTime: '',
  });
};

describe("a push notification's deliveries", () => {
  test('show who it reached and how, filter by status, and say when it was not sent yet', async () => {
    const admin = await tokenOf('admin', 'Admin@123');
    const sales = await tokenOf('sales1', 'Sales@123');
    await subscribe(admin, '/ok/admin');
    await subscribe(sales, '/gone/sales');
    const saved = await call<{ Id: number }>(admin, '/pushnotification/save', {
      Title: 'Stock count',
      Body: 'Count the shelves by 5 pm.',
      Link: '/core/notifications',
      Audience: 'all',
    });
    const id = saved.Data.Id;

    const page = await portal.newPage();
    await signInToDashboard(page, 'admin', 'Admin@123');
    await page.goto(`/admin/push-notifications/${id}`);
    const panel = page.locator('section.bo-push-deliveries');
    await panel.getByText('Not sent yet').waitFor();

    await call(admin, `/pushnotification/send?id=${id}`, {});
    // The dispatcher sends after the commit: both browsers have had their answer once none is queued.
    await eventually(async () => {
      const list = await call<{ Items: { Status: string }[] }>(
        admin,
        `/pushnotification/deliveries?id=${id}&Status=queued`,
      );
      return list.Data.Items.length;
    }).toBe(0);

    await panel.getByRole('button', { name: 'Refresh' }).click();
    const rows = panel.getByRole('table', { name: 'Deliveries' }).locator('tbody tr');
    await eventually(() => rows.count()).toBe(2);
    // Recipient, Status, Attempts, Last error, Sent at (the row order is the delivery order: not asserted).
    const cells = await Promise.all([0, 1].map((row) => rows.nth(row).locator('td').allTextContents()));
    const byStatus = cells.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(byStatus.map((row) => row.slice(1, 4))).toEqual([
      ['Expired', '1', 'push service answered 410'],
      ['Sent', '1', '—'],
    ]);
    expect(byStatus[0]?.[4]).toBe('—');
    expect(byStatus[1]?.[4]).not.toBe('—');
    await mkdir('/tmp/shots', { recursive: true });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots/push-deliveries.png' });

    await panel.getByLabel('Status').selectOption('expired');
    await eventually(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('push service answered 410');
    await panel.getByLabel('Status').selectOption('failed');
    await panel.getByText('No deliveries are failed.').waitFor();
  });

  test('show the error and retry when the list cannot be read', async () => {
    const admin = await tokenOf('admin', 'Admin@123');
    const saved = await call<{ Id: number }>(admin, '/pushnotification/save', {
      Title: 'Holiday',
      Body: 'Closed on Friday.',
      Audience: 'all',
    });
    const page = await portal.newPage();
    let failing = true;
    await page.route('**/pushnotification/deliveries**', (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ Code: 503, Message: 'The deliveries are not available.', Data: null }),
          })
        : route.continue(),
    );
    await signInToDashboard(page, 'admin', 'Admin@123');
    await page.goto(`/admin/push-notifications/${saved.Data.Id}`);
    const panel = page.locator('section.bo-push-deliveries');
    await panel.getByRole('alert').getByText('The deliveries are not available.').waitFor();
    failing = false;
    await panel.getByRole('button', { name: 'Retry' }).click();
    await panel.getByText('Not sent yet').waitFor();
  });
});
