import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { Page } from '@backoffice/shared/paging';
import type { OrderSummary } from '@backoffice/shared/sales/orders/order.contract';
import {
  RECORD_SEARCH_MESSAGES,
  type RecordHit,
  recordHitSchema,
} from '@backoffice/shared/search/record-search.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, users } from '../../db/schema/index.js';
import { staffRoleId, startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let staff: string;
let coop: string;
/** Company 1's orders as the admin's list shows them. */
let orders: OrderSummary[];
beforeAll(async () => {
  ({ app, admin, staff, coop } = await startSalesTestApp());
  const listed = await app.get<Page<OrderSummary>>(`${API}/order/list?pageSize=5000`, {
    token: admin,
    companyId: 1,
  });
  orders = listed.body.Data?.Items ?? [];
});
afterAll(async () => app.close());

const search = (query: string, token = admin, companyId = 1) =>
  app.get<RecordHit[]>(`${API}/search/records?${query}`, { token, companyId });

const hits = async (text: string, token = admin, companyId = 1): Promise<RecordHit[]> => {
  const answer = await search(`query=${encodeURIComponent(text)}&limit=10`, token, companyId);
  expect(answer.status, answer.body.Message).toBe(200);
  return recordHitSchema.array().parse(answer.body.Data);
};

const userId = async (username: string) =>
  (await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? 0;

describe('GET /search/records', () => {
  it('finds an order by part of its number, with its party and date and its page', async () => {
    const order = orders[0];
    if (!order) throw new Error('the demo has no orders');
    const part = order.OrderNo.slice(-5);
    const found = (await hits(part)).filter((hit) => hit.Kind === 'order');
    expect(found).toContainEqual({
      Kind: 'order',
      Id: order.Id,
      Title: order.OrderNo,
      Detail: order.PartyName,
      Date: order.OrderDate,
      Url: `/salesapp/orders/${order.Id}`,
    });
  });

  it('finds a party by name and an order by its party name, and keeps to the limit of each kind', async () => {
    const found = await hits('Bishnu');
    const party = found.find((hit) => hit.Kind === 'party' && hit.Title === 'Bishnu Traders');
    expect(party?.Url).toBe(`/salesapp/parties/${party?.Id}`);
    const ofBishnu = orders.filter((order) => order.PartyName === 'Bishnu Traders').map((order) => order.Id);
    expect(found.filter((hit) => hit.Kind === 'order').map((hit) => hit.Id)).toEqual(
      expect.arrayContaining(ofBishnu.slice(0, 1)),
    );
    const one = await search('query=an&limit=1');
    const kinds = (one.body.Data ?? []).map((hit) => hit.Kind);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('finds a user by first name, with their type', async () => {
    const found = (await hits('Bishnu')).find((hit) => hit.Kind === 'user' && hit.Title === 'dealer');
    expect(found).toMatchObject({
      Detail: expect.stringContaining('Dealer'),
      Url: `/admin/users/${await userId('dealer')}`,
    });
  });

  it('leaves out a kind the caller may not view, without refusing the search', async () => {
    const SALES_KINDS = ['order', 'party', 'product'];
    const before = await hits('Bishnu', staff);
    expect(before.filter((hit) => SALES_KINDS.includes(hit.Kind))).toEqual([]);
    const grant = { companyId: 1, roleId: await staffRoleId(app), pageCode: PAGE_CODES.Party, canView: true };
    await app.deps.db.insert(rolePermissions).values(grant);
    try {
      expect((await hits('Bishnu', staff)).map((hit) => hit.Title)).toContain('Bishnu Traders');
      expect((await hits('Tea')).some((hit) => hit.Kind === 'product')).toBe(true);
      expect((await hits('Tea', staff)).filter((hit) => hit.Kind !== 'party' && hit.Kind !== 'user')).toEqual(
        [],
      );
    } finally {
      await app.deps.db
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleId, grant.roleId), eq(rolePermissions.pageCode, PAGE_CODES.Party)));
    }
  });

  it('gives a dealer only the orders assigned to them', async () => {
    const [mine, other] = orders;
    if (!mine || !other) throw new Error('the demo has too few orders');
    await app.post(`${API}/order/assign?id=${mine.Id}`, {
      token: admin,
      companyId: 1,
      json: { DealerUserId: await userId('dealer'), AssignDate: '2026-11-23' },
    });
    const dealer = await signInAs(app, 'dealer', 'Dealer@123', { door: 'dealer' });
    const own = await app.get<Page<OrderSummary>>(
      `${API}/order/dealerorderlist?userType=dealer&pageSize=5000`,
      {
        token: dealer,
        companyId: 1,
      },
    );
    const ownIds = new Set((own.body.Data?.Items ?? []).map((order) => order.Id));
    expect(ownIds.has(mine.Id)).toBe(true);
    const prefix = mine.OrderNo.slice(0, 3);
    const found = (await hits(prefix, dealer)).filter((hit) => hit.Kind === 'order');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((hit) => ownIds.has(hit.Id))).toBe(true);
    if (!ownIds.has(other.Id)) {
      expect((await hits(other.OrderNo, dealer)).filter((hit) => hit.Kind === 'order')).toEqual([]);
    }
    // The office sees every order under the same search.
    expect((await hits(prefix)).filter((hit) => hit.Kind === 'order').length).toBeGreaterThanOrEqual(
      found.length,
    );
  });

  it("never answers another company's records", async () => {
    const order = orders[0];
    if (!order) throw new Error('the demo has no orders');
    const fromCoop = [
      ...(await hits('Bishnu', coop, 2)),
      ...(await hits(order.OrderNo, coop, 2)),
      ...(await hits('staff', coop, 2)),
    ];
    expect(fromCoop.filter((hit) => hit.Title === 'Bishnu Traders' || hit.Title === 'staff')).toEqual([]);
    expect(
      fromCoop.filter((hit) => hit.Kind === 'order' && hit.Title === order.OrderNo && hit.Id === order.Id),
    ).toEqual([]);
  });

  it.each([
    ['query=', RECORD_SEARCH_MESSAGES.query],
    ['', RECORD_SEARCH_MESSAGES.query],
    ['query=a', RECORD_SEARCH_MESSAGES.query],
    [`query=${'a'.repeat(101)}`, RECORD_SEARCH_MESSAGES.query],
    ['query=tea&limit=0', RECORD_SEARCH_MESSAGES.limit],
    ['query=tea&limit=11', RECORD_SEARCH_MESSAGES.limit],
  ])('refuses %s with the field message (400)', async (query, message) => {
    const answer = await search(query);
    expect([answer.status, answer.body.Message]).toEqual([400, message]);
  });
});
