import type { DashboardToday } from '@backoffice/shared/shell/dashboard.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, branches, companies, users } from '../../db/schema/index.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
});
afterAll(async () => app.close());

const today = (token = admin) => app.get<DashboardToday>(`${API}/dashboard/today`, { token, companyId: 1 });

const userIdOf = async (username: string) => {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id ?? 0;
};

/** A session row opened at an instant, as a sign-in at that time would leave. */
const sessionAt = async (username: string, companyId: number, at: string) => {
  await app.deps.db.insert(authSessions).values({
    userId: await userIdOf(username),
    companyId,
    branchId: 1,
    loginKind: 'admin',
    createdAt: new Date(at),
    expiresAt: new Date(new Date(at).getTime() + 3_600_000),
  });
};

describe("today's figures", () => {
  it("counts from the company's data, today being Kathmandu's date", async () => {
    // 04:15 UTC is 10:00 in Kathmandu (UTC+05:45); its day began at 18:15 UTC the day before.
    await sessionAt('sales1', 1, '2026-11-21T18:14:59.999Z');
    await sessionAt('sales2', 1, '2026-11-21T18:15:00.000Z');
    await sessionAt('admin', 2, '2026-11-22T01:00:00.000Z');
    expect((await today()).body).toEqual({
      Code: 200,
      Message: 'Success',
      Data: {
        Date: '2026-11-22',
        // admin's sign-in above and sales2's at the first instant of the day.
        SignInsToday: 2,
        // superadmin, admin, staff, sales1, sales2, dealer, delivery.
        ActiveUsers: 7,
        Branches: 2,
        UnreadNotifications: 3,
      },
    });
  });

  it('leaves out disabled users, inactive branches and read notifications', async () => {
    await app.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'delivery'));
    await app.deps.db
      .update(branches)
      .set({ isActive: false })
      .where(and(eq(branches.companyId, 1), eq(branches.name, 'Pokhara Branch')));
    await app.post(`${API}/notification/markallread`, { token: admin, companyId: 1 });
    expect((await today()).body.Data).toMatchObject({ ActiveUsers: 6, Branches: 1, UnreadNotifications: 0 });
  });

  it("follows the company's time zone", async () => {
    await app.deps.db.update(companies).set({ timeZone: 'America/New_York' }).where(eq(companies.id, 1));
    // 04:15 UTC is 23:15 of the day before in New York; that day began at 05:00 UTC on the 21st.
    expect((await today()).body.Data).toMatchObject({ Date: '2026-11-21', SignInsToday: 3 });
    await app.deps.db.update(companies).set({ timeZone: 'Asia/Kathmandu' }).where(eq(companies.id, 1));
  });

  it('starts a new day at local midnight', async () => {
    app.clock.current = new Date('2026-11-22T18:15:00.000Z');
    const fresh = await signInAs(app, 'admin', 'Admin@123');
    expect((await today(fresh)).body.Data).toMatchObject({ Date: '2026-11-23', SignInsToday: 1 });
  });
});
