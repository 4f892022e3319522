import { and, eq, gt, isNull, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, mobileBankingActivationRequests as requests, users } from '../../db/schema/index.js';
import { API, signInWithNewAuthenticator } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { notifyRenewalsDue } from '../mobile-banking/renewals/renewal-due-notice.js';

let app: TestApp;
let coop: string;
let since = 0;
beforeAll(async () => {
  app = await startTestApp();
  coop = await signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', { companyId: 2, branchId: 3 });
  const [last] = await app.deps.db.select({ id: max(notifications.id) }).from(notifications);
  since = last?.id ?? 0;
});
afterAll(async () => app.close());

const recorded = () =>
  app.deps.db
    .select({
      companyId: notifications.companyId,
      username: users.username,
      title: notifications.title,
      link: notifications.link,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(gt(notifications.id, since));

/** Makes `n` of company 2's activated services expire on `day`, and no other. */
const dueOn = async (day: string, n: number) => {
  const activated = await app.deps.db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.companyId, 2), eq(requests.status, 'activated')))
    .orderBy(requests.id);
  expect(activated.length).toBeGreaterThanOrEqual(n);
  for (const [index, row] of activated.entries()) {
    await app.deps.db
      .update(requests)
      .set({ expiresOn: index < n ? day : '2027-06-30' })
      .where(and(eq(requests.companyId, 2), eq(requests.id, row.id)));
  }
};

describe('renewals due today', () => {
  it("are told to the company's administrators on the first unread count of the day, once", async () => {
    // 04:15 UTC on 22 November is 10:00 that day in Kathmandu.
    await dueOn('2026-11-22', 2);
    const count = await app.get(`${API}/notification/count`, { token: coop, companyId: 2 });
    expect(count.status).toBe(200);
    const rows = await recorded();
    expect(rows).toEqual([
      {
        companyId: 2,
        username: 'coopadmin',
        title: '2 mobile banking renewals are due today',
        link: '/dashboard/admin',
      },
    ]);
    // The count already includes it: the check runs before counting.
    const [coopAdmin] = await app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'coopadmin'));
    const unread = await app.deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.companyId, 2),
          eq(notifications.userId, coopAdmin?.id ?? 0),
          isNull(notifications.readAt),
        ),
      );
    expect(count.body.Data).toEqual({ TotalCount: unread.length });

    // Hours later, the hourly check runs again but finds the day's record.
    app.clock.advance(3 * 3600);
    await app.get(`${API}/notification/count`, { token: coop, companyId: 2 });
    expect(await notifyRenewalsDue(app.deps.db, 2, app.clock.current)).toBe(0);
    expect(await recorded()).toHaveLength(1);
  });

  it('are told again the next day, and not at all on a day with none due', async () => {
    app.clock.advance(24 * 3600);
    await dueOn('2026-11-23', 1);
    expect(await notifyRenewalsDue(app.deps.db, 2, app.clock.current)).toBe(1);
    expect((await recorded()).map((row) => row.title)).toEqual([
      '2 mobile banking renewals are due today',
      '1 mobile banking renewal is due today',
    ]);
    app.clock.advance(24 * 3600);
    expect(await notifyRenewalsDue(app.deps.db, 2, app.clock.current)).toBe(0);
    // Company 1 has no mobile banking services: nothing there either.
    expect(await notifyRenewalsDue(app.deps.db, 1, app.clock.current)).toBe(0);
    expect(await recorded()).toHaveLength(2);
  });
});
