import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { BusinessDashboard } from '@backoffice/shared/shell/dashboard.contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, roles, users } from '../../db/schema/index.js';
import { startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let staff: string;
let coop: string;
beforeAll(async () => {
  ({ app, admin, staff, coop } = await startSalesTestApp());
});
afterAll(async () => app.close());

const business = async (token: string, query = '', companyId = 1) => {
  const answer = await app.get<BusinessDashboard>(`${API}/dashboard/business${query}`, { token, companyId });
  expect(answer.status, answer.body.Message).toBe(200);
  const data = answer.body.Data;
  if (!data) throw new Error('No dashboard');
  return data;
};

/** One figure counted straight from the tables, amounts in rupees. */
const counted = async (query: ReturnType<typeof sql>) => {
  const rows = await app.deps.db.execute<{ n: number | string; amount: number | string | null }>(query);
  const row = (Array.isArray(rows) ? rows[0] : (rows as { rows: unknown[] }).rows[0]) as {
    n: number | string;
    amount: number | string | null;
  };
  return { Count: Number(row.n), Amount: Number(row.amount ?? 0) / 100 };
};

const ordersBetween = (from: string, to: string, extra = sql`true`) =>
  counted(sql`select count(*) as n, sum(total_amount) as amount from orders
    where company_id = 1 and status <> 'cancelled' and order_date between ${from} and ${to} and ${extra}`);

const countOf = async (query: ReturnType<typeof sql>) => (await counted(query)).Count;

const grantView = async (roleName: string, pageCode: number) => {
  const [role] = await app.deps.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, 1), eq(roles.name, roleName)));
  await app.deps.db
    .insert(rolePermissions)
    .values({ companyId: 1, roleId: role?.id ?? 0, pageCode, canView: true })
    // The demo's field roles already view their own pages.
    .onConflictDoNothing();
};

describe('the business dashboard', () => {
  it("answers the admin the company's figures for the AD month", async () => {
    const data = await business(admin);
    expect(data).toMatchObject({ Date: '2026-11-22', Month: { From: '2026-11-01', To: '2026-11-30' } });
    expect(data.Scope).toBe('company');

    const orders = data.Orders;
    if (!orders) throw new Error('The admin sees orders');
    const month = await ordersBetween('2026-11-01', '2026-11-30');
    expect(month.Count).toBeGreaterThan(0);
    expect(orders.Month).toEqual(month);
    expect(orders.Today).toEqual(await ordersBetween('2026-11-22', '2026-11-22'));
    const all = await countOf(
      sql`select count(*) as n, 0 as amount from orders where company_id = 1 and order_date between '2026-11-01' and '2026-11-30'`,
    );
    expect(orders.ByStatus.reduce((sum, row) => sum + row.Count, 0)).toBe(all);
    expect(orders.ByStatus).toHaveLength(9);
    expect(orders.ByDay.map((row) => row.Date)).toEqual(
      Array.from({ length: 22 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`),
    );
    const byDay = orders.ByDay.reduce((sum, row) => sum + row.Count, 0);
    expect(byDay).toBe((await ordersBetween('2026-11-01', '2026-11-22')).Count);

    expect(data.Collections?.Month).toEqual(
      await counted(sql`select count(*) as n, sum(amount) as amount from payments
        where company_id = 1 and payment_date between '2026-11-01' and '2026-11-30'`),
    );
    // The party statement's balance, party by party; only what is owed to us adds up.
    expect(data.Collections?.Outstanding).toEqual({
      Count: await countOf(
        sql`select count(*) as n from orders where company_id = 1 and status = 'delivered'`,
      ),
      Amount: (
        await counted(sql`select 0 as n, sum(greatest(balance, 0)) as amount from (
          select party_id, sum(x) as balance from (
            select party_id, total_amount as x from orders
              where company_id = 1 and status in ('delivered', 'paid', 'completed')
            union all select party_id, -total_amount from order_returns
              where company_id = 1 and status = 'verified'
            union all select party_id, case when method <> 'cheque' or cheque_status = 'cleared' then -amount
              when cheque_status = 'bounced' then bounce_charge else 0 end from payments where company_id = 1
          ) entries group by party_id) balances`)
      ).Amount,
    });
    expect(data.Collections?.ChequesDue).toEqual(
      await counted(sql`select count(*) as n, sum(amount) as amount from payments
        where company_id = 1 and method = 'cheque' and cheque_status in ('received', 'deposited')
          and cheque_date <= '2026-11-29'`),
    );
    expect(data.Collections?.ChequesBounced).toEqual(
      await counted(sql`select count(*) as n, sum(amount) as amount from payments p where company_id = 1
        and exists (select 1 from payment_transitions t where t.company_id = 1 and t.payment_id = p.id
          and t.action = 'bounce' and t.day between '2026-11-01' and '2026-11-30')`),
    );
    expect(data.Collections?.Today).toEqual(
      await counted(sql`select count(*) as n, sum(amount) as amount from payments
        where company_id = 1 and payment_date = '2026-11-22'`),
    );
    expect(data.Approvals).toEqual({
      Leaves: await countOf(
        sql`select count(*) as n from leaves where company_id = 1 and status = 'pending'`,
      ),
      BeatPlans: await countOf(
        sql`select count(*) as n from beat_plans where company_id = 1 and status = 'pending'`,
      ),
      Returns: await countOf(
        sql`select count(*) as n from order_returns where company_id = 1 and status = 'pending'`,
      ),
      // Company 1 has no mobile banking: its pages are closed to everyone there.
      ActivationRequests: null,
    });
    expect(data.Renewals).toBeNull();
    expect(data.Company).toEqual({ ActiveUsers: 7, SignInsToday: expect.any(Number) });
    expect(data.Field).toMatchObject({ ActiveSalesPersons: expect.any(Number) });
  });

  it('makes this month the BS month with calendar=BS (Mangsir 2083)', async () => {
    const data = await business(admin, '?calendar=BS');
    expect(data.Month).toEqual({ From: '2026-11-17', To: '2026-12-15' });
    expect(data.Orders?.Month).toEqual(await ordersBetween('2026-11-17', '2026-12-15'));
    expect(data.Orders?.ByDay.map((row) => row.Date)).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it("gives a sales person their own orders' figures and no company part", async () => {
    await grantView('Sales Person', PAGE_CODES.Order);
    await grantView('Sales Person', PAGE_CODES.User);
    await grantView('Sales Person', PAGE_CODES.Payment);
    const sales1 = await signInAs(app, 'sales1', 'Sales@123');
    const data = await business(sales1);
    expect(data.Scope).toBe('own');
    expect(data.Company).toBeNull();
    const [user] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, 'sales1'));
    const own = sql`sales_person_id = (select id from sales_persons where company_id = 1 and user_id = ${user?.id ?? 0})`;
    const mine = await ordersBetween('2026-11-01', '2026-11-30', own);
    expect(data.Orders?.Month).toEqual(mine);
    expect(data.Collections?.Outstanding.Count).toBe(
      await countOf(
        sql`select count(*) as n from orders where company_id = 1 and status = 'delivered' and ${own}`,
      ),
    );
    // Payments they recorded: the demo's were recorded by the office.
    expect(data.Collections?.Month).toEqual(
      await counted(sql`select count(*) as n, sum(amount) as amount from payments
        where company_id = 1 and created_by = ${user?.id ?? 0} and payment_date between '2026-11-01' and '2026-11-30'`),
    );
    expect(mine.Count).toBeLessThan((await ordersBetween('2026-11-01', '2026-11-30')).Count);
    // Their own requests waiting, as their leave and beat plan lists show them, never the company's:
    // a colleague's pending leave is not theirs to count.
    await app.deps.db.execute(sql`insert into leaves (company_id, user_id, leave_type, from_date, to_date, reason)
      values (1, (select id from users where username = 'sales2'), 'casual', '2027-01-10', '2027-01-11', 'Family puja')`);
    const afterLeave = await business(sales1);
    expect(afterLeave.Approvals.Leaves).toBe(
      await countOf(
        sql`select count(*) as n from leaves where company_id = 1 and status = 'pending' and user_id = ${user?.id ?? 0}`,
      ),
    );
    expect(afterLeave.Approvals.Leaves).toBe(data.Approvals.Leaves);
    expect(afterLeave.Approvals.BeatPlans).toBe(
      await countOf(
        sql`select count(*) as n from beat_plans where company_id = 1 and status = 'pending' and ${own}`,
      ),
    );
  });

  it('gives a dealer the orders assigned to them', async () => {
    const dealer = await signInAs(app, 'dealer', 'Dealer@123', { door: 'dealer' });
    const data = await business(dealer);
    const [user] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, 'dealer'));
    expect(data.Scope).toBe('own');
    expect(data.Orders?.Month).toEqual(
      await ordersBetween('2026-11-01', '2026-11-30', sql`dealer_user_id = ${user?.id ?? 0}`),
    );
    // The demo dealer's role views orders only.
    expect(data).toMatchObject({ Collections: null, Field: null, Company: null });
  });

  it('leaves out what the caller may not view', async () => {
    const data = await business(staff);
    expect(data).toMatchObject({
      Scope: 'company',
      Orders: null,
      Collections: null,
      Field: null,
      Renewals: null,
      Company: null,
      Approvals: { Leaves: null, BeatPlans: null, Returns: null, ActivationRequests: null },
    });
  });

  it("never counts another company's orders", async () => {
    const data = await business(coop, '', 2);
    const theirs = await countOf(sql`select count(*) as n from orders where company_id = 2`);
    expect(data.Orders?.ByStatus.reduce((sum, row) => sum + row.Count, 0)).toBe(theirs);
    expect(data.Orders?.Month.Count).toBeLessThan((await ordersBetween('2026-11-01', '2026-11-30')).Count);
    const renewals = (when: string) =>
      countOf(sql`select count(*) as n from mobile_banking_activation_requests
        where company_id = 2 and status = 'activated' and ${sql.raw(when)}`);
    expect(data.Renewals).toEqual({
      DueSoon: await renewals(`expires_on between '${data.Date}' and date '${data.Date}' + 30`),
      Overdue: await renewals(`expires_on < '${data.Date}'`),
    });
    expect(data.Approvals.ActivationRequests).toBe(
      await countOf(sql`select count(*) as n from mobile_banking_activation_requests
        where company_id = 2 and status = 'requested'`),
    );
  });

  it('refuses an unknown calendar', async () => {
    const answer = await app.get(`${API}/dashboard/business?calendar=XX`, { token: admin, companyId: 1 });
    expect(answer.status).toBe(400);
    expect(answer.body.Message).toContain('calendar must be AD or BS');
  });
});
