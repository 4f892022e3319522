import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyUsers, notifications, salesPersonsTable, users } from '../../db/schema/index.js';
import { beatPlanKit } from '../../test-support/beat-plan-test-kit.js';
import { signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let kit: ReturnType<typeof beatPlanKit>;
let person: number;
let party: number;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  kit = beatPlanKit(app, () => admin);
  person = await kit.newSalesPerson();
  party = await kit.newParty();
  // The sales person signs in as a member of their own.
  const [user] = await app.deps.db
    .insert(users)
    .values({ username: 'planned1', firstName: 'Bina', lastName: 'Shrestha' })
    .returning({ id: users.id });
  await app.deps.db
    .insert(companyUsers)
    .values({ companyId: 1, userId: Number(user?.id), userType: 'salesPerson' });
  await app.deps.db
    .update(salesPersonsTable)
    .set({ UserId: user?.id })
    .where(and(eq(salesPersonsTable.companyId, 1), eq(salesPersonsTable.id, person)));
});
afterAll(async () => app.close());

const told = async (since: number) =>
  app.deps.db
    .select({ username: users.username, title: notifications.title, link: notifications.link })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(gt(notifications.id, since));
const lastId = async () =>
  (await app.deps.db.select({ id: max(notifications.id) }).from(notifications))[0]?.id ?? 0;

describe('beat plan decisions', () => {
  it('tell the sales person when their plan is approved or cancelled, never the one who decided', async () => {
    const plan = await kit.saveOk({
      SalesPersonId: person,
      Year: 2027,
      Month: 3,
      Lines: [{ Day: 2, PartyId: party }],
    });
    const beforeApprove = await lastId();
    expect((await kit.act('approve', `id=${plan.Id}`)).status).toBe(200);
    expect(await told(beforeApprove)).toEqual([
      {
        username: 'planned1',
        title: `Beat plan ${plan.PlanNo} for March 2027: Approved`,
        // A member with no role may not open the plan: told without a link.
        link: null,
      },
    ]);
    // Excluding a visit keeps the plan approved: no status change, nobody told.
    const beforeExclude = await lastId();
    const line = plan.Lines[0]?.Id;
    expect(
      (await kit.act('exclude', `id=${plan.Id}`, { LineId: String(line), Remarks: 'Shop closed' })).status,
    ).toBe(200);
    expect(await told(beforeExclude)).toEqual([]);
    const beforeCancel = await lastId();
    expect((await kit.act('cancel', `id=${plan.Id}`, { Remarks: 'Route changed' })).status).toBe(200);
    expect((await told(beforeCancel)).map((row) => row.title)).toEqual([
      `Beat plan ${plan.PlanNo} for March 2027: Cancelled`,
    ]);
  });
});
