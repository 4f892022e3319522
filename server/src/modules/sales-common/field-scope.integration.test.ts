import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { Page } from '@backoffice/shared/paging';
import type { BeatPlanSummary } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import type { PaymentSummary } from '@backoffice/shared/sales/collections/collection.contract';
import type { OrderDetail, OrderSummary } from '@backoffice/shared/sales/orders/order.contract';
import { ORDER_STATUSES } from '@backoffice/shared/sales/orders/order-pipeline';
import type { OrderReturnSummary } from '@backoffice/shared/sales/returns/return.contract';
import type { VisitSummary } from '@backoffice/shared/sales/tracking/tracking.contract';
import type { BusinessDashboard } from '@backoffice/shared/shell/dashboard.contract';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beatPlans, orders, payments, visits } from '../../db/schema/index.js';
import { idByName, userIdByName } from '../../test-support/entity-id.js';
import { grantEverything } from '../../test-support/grant-everything.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { OWN_ORDER_MESSAGES } from '../orders/order-assignee-scope.js';
import { salesPersonOfUser } from './field-scope.js';

let app: TestApp;
let admin: string;
let sales1: string;
let dealer: string;
let delivery: string;
let hari: number;
let maya: number;

const ALL = 'pageSize=100';

const salesPersonId = async (username: string): Promise<number> =>
  (await salesPersonOfUser(app.deps.db, 1, await userIdByName(app, username)))?.id ?? 0;

const get = <T>(token: string, path: string) => app.get<T>(`${API}/${path}`, { token, companyId: 1 });
const post = <T>(token: string, path: string, json: object = {}) =>
  app.post<T>(`${API}/${path}`, { token, companyId: 1, json });

/** An order that is not the field user's: the first whose column does not name them. */
const otherOrder = async (condition: SQL) => {
  const [row] = await app.deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.companyId, 1), condition))
    .limit(1);
  return row?.id ?? 0;
};

beforeAll(async () => {
  app = await startTestApp();
  [admin, sales1, dealer, delivery] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'sales1', 'Sales@123'),
    signInAs(app, 'dealer', 'Dealer@123', { door: 'dealer' }),
    signInAs(app, 'delivery', 'Delivery@123'),
  ]);
  [hari, maya] = await Promise.all([salesPersonId('sales1'), salesPersonId('sales2')]);
  for (const page of [PAGE_CODES.Order, PAGE_CODES.Payment, PAGE_CODES.BeatPlan, PAGE_CODES.OrderReturn]) {
    // The role also edits and deletes there: the scope holds whatever it permits.
    await grantEverything(app, 'Sales Person', page);
  }
});
afterAll(async () => app.close());

describe("a sales person's orders", () => {
  it('lists, searches and exports only the orders taken for them', async () => {
    const list = await get<Page<OrderSummary>>(sales1, `order/list?${ALL}`);
    expect(list.status).toBe(200);
    const items = list.body.Data?.Items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((order) => order.SalesPersonId))).toEqual(new Set([hari]));
    const office = await get<Page<OrderSummary>>(admin, `order/list?${ALL}`);
    expect(office.body.Data?.TotalCount ?? 0).toBeGreaterThan(list.body.Data?.TotalCount ?? 0);
    // The board and the record search read the same scope.
    const search = await get<{ Kind: string; Id: number }[]>(sales1, 'search/records?query=SO');
    const found = (search.body.Data ?? []).filter((hit) => hit.Kind === 'order').map((hit) => hit.Id);
    expect(found.every((id) => items.some((order) => order.Id === id))).toBe(true);
  });

  it("answers 404 for another sales person's order on detail, action and save, and changes nothing", async () => {
    const other = await otherOrder(ne(orders.salesPersonId, hari));
    const before = await app.deps.db.select().from(orders).where(eq(orders.id, other));
    expect((await get(sales1, `order/detail?id=${other}`)).status).toBe(404);
    expect((await post(sales1, `order/cancel?id=${other}`, { Remarks: 'Not mine' })).status).toBe(404);
    const save = await post(sales1, 'order/save', {
      Id: other,
      PartyId: await idByName(app, PARTY, 'Bishnu Traders'),
      Lines: [{ ProductId: await idByName(app, PRODUCT, 'Tokla Tea 500 g'), Quantity: 1 }],
    });
    expect(save.status).toBe(404);
    expect(await app.deps.db.select().from(orders).where(eq(orders.id, other))).toEqual(before);
  });

  it('searches the routes and areas the order list filters by (they take orders); a dealer does not', async () => {
    for (const path of ['route/autocomplete?query=', 'territory/autocomplete?query=']) {
      const found = await get<{ Id: number; Name: string }[]>(sales1, path);
      expect(found.status, path).toBe(200);
      expect(found.body.Data?.length, path).toBeGreaterThan(0);
      expect((await get(dealer, path)).status, path).toBe(403);
    }
  });

  it('files a new order as their own, and refuses one for another sales person', async () => {
    const order = {
      PartyId: await idByName(app, PARTY, 'Bishnu Traders'),
      Lines: [{ ProductId: await idByName(app, PRODUCT, 'Tokla Tea 500 g'), Quantity: 1 }],
    };
    const saved = await post<OrderDetail>(sales1, 'order/save', order);
    expect(saved.status, saved.body.Message).toBe(200);
    expect(saved.body.Data?.SalesPersonId).toBe(hari);
    const refused = await post(sales1, 'order/save', { ...order, SalesPersonId: maya });
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toBe(OWN_ORDER_MESSAGES.another);
  });
});

describe("a sales person's collections, returns, beat plans and visits", () => {
  it('lists only the payments they recorded; another is 404 on detail and delete', async () => {
    const saved = await post<PaymentSummary>(sales1, 'payment/save', {
      PartyId: await idByName(app, PARTY, 'Bishnu Traders'),
      Method: 'cash',
      Amount: 150,
    });
    expect(saved.status, saved.body.Message).toBe(200);
    const list = await get<Page<PaymentSummary>>(sales1, `payment/list?${ALL}`);
    expect(list.body.Data?.Items.map((payment) => payment.Id)).toEqual([saved.body.Data?.Id]);
    const [other] = await app.deps.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.companyId, 1), ne(payments.createdBy, await userIdByName(app, 'sales1'))))
      .limit(1);
    expect((await get(sales1, `payment/detail?id=${other?.id}`)).status).toBe(404);
    expect((await post(sales1, `payment/delete?id=${other?.id}`)).status).toBe(404);
    expect(
      await app.deps.db
        .select()
        .from(payments)
        .where(eq(payments.id, other?.id ?? 0)),
    ).toHaveLength(1);
  });

  it("refuses a payment naming another sales person's order as not found, and records nothing", async () => {
    const [theirs] = await app.deps.db
      .select({ id: orders.id, partyId: orders.partyId })
      .from(orders)
      .where(and(eq(orders.companyId, 1), ne(orders.salesPersonId, hari), ne(orders.status, 'cancelled')))
      .limit(1);
    if (!theirs) throw new Error('The demo has an order of another sales person');
    const before = await app.deps.db.select({ id: payments.id }).from(payments);
    const refused = await post(sales1, 'payment/save', {
      PartyId: theirs.partyId,
      Method: 'cash',
      Amount: 10,
      Orders: [{ OrderId: theirs.id }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toContain(`order ${theirs.id} was not found`);
    expect(await app.deps.db.select({ id: payments.id }).from(payments)).toHaveLength(before.length);
  });

  it('lists only the returns of their own orders', async () => {
    const list = await get<Page<OrderReturnSummary>>(sales1, `orderreturn/list?${ALL}`);
    expect(list.status).toBe(200);
    const own = await get<Page<OrderSummary>>(sales1, `order/list?${ALL}`);
    const ownOrders = new Set(own.body.Data?.Items.map((order) => order.Id));
    expect(list.body.Data?.Items.every((item) => ownOrders.has(item.OrderId))).toBe(true);
    const office = await get<Page<OrderReturnSummary>>(admin, `orderreturn/list?${ALL}`);
    const other = office.body.Data?.Items.find((item) => !ownOrders.has(item.OrderId));
    if (other) expect((await get(sales1, `orderreturn/detail?id=${other.Id}`)).status).toBe(404);
  });

  it("lists only their own beat plans; another's is 404 on detail and approve", async () => {
    const list = await get<Page<BeatPlanSummary>>(sales1, `beatplan/list?${ALL}`);
    expect(list.body.Data?.Items.length).toBeGreaterThan(0);
    expect(new Set(list.body.Data?.Items.map((plan) => plan.SalesPersonId))).toEqual(new Set([hari]));
    const [other] = await app.deps.db
      .select({ id: beatPlans.id })
      .from(beatPlans)
      .where(eq(beatPlans.salesPersonId, maya))
      .limit(1);
    expect((await get(sales1, `beatplan/detail?id=${other?.id}`)).status).toBe(404);
    expect((await post(sales1, `beatplan/approve?id=${other?.id}`)).status).toBe(404);
    const plan = await post(sales1, 'beatplan/save', {
      SalesPersonId: maya,
      Year: 2030,
      Month: 1,
      Lines: [],
    });
    expect(plan.status).toBe(403);
  });

  it("lists only their own visits, with the demo role's Visit view; another's is 404", async () => {
    const list = await get<Page<VisitSummary>>(sales1, `visit/list?${ALL}`);
    expect(list.status).toBe(200);
    expect(list.body.Data?.Items.every((visit) => visit.SalesPersonId === hari)).toBe(true);
    const [other] = await app.deps.db
      .select({ id: visits.id })
      .from(visits)
      .where(eq(visits.salesPersonId, maya))
      .limit(1);
    if (other) expect((await get(sales1, `visit/detail?id=${other.id}`)).status).toBe(404);
    expect(
      (await get(sales1, `visit/livelocation?userId=${await userIdByName(app, 'sales2')}&date=2026-11-22`))
        .status,
    ).toBe(404);
  });

  it('counts on the business dashboard what their lists show', async () => {
    const dashboard = await get<BusinessDashboard>(sales1, 'dashboard/business');
    expect(dashboard.body.Data?.Scope).toBe('own');
    const { From, To } = dashboard.body.Data?.Month ?? {};
    const counted = ORDER_STATUSES.filter((status) => status !== 'cancelled').join(',');
    const listed = await get<Page<OrderSummary>>(
      sales1,
      `order/list?pageSize=1&FromDate=${From}&ToDate=${To}&Status=${counted}`,
    );
    expect(dashboard.body.Data?.Orders?.Month.Count).toBe(listed.body.Data?.TotalCount);
  });
});

describe("a dealer's and a delivery person's orders", () => {
  it('lists only the orders assigned to each; another order is 404', async () => {
    const dealerId = await userIdByName(app, 'dealer');
    const deliveryId = await userIdByName(app, 'delivery');
    const dealerList = await get<Page<OrderSummary>>(dealer, `order/list?${ALL}`);
    expect(dealerList.body.Data?.Items.every((order) => order.DealerUserId === dealerId)).toBe(true);
    const deliveryList = await get<Page<OrderSummary>>(delivery, `order/list?${ALL}`);
    expect(deliveryList.body.Data?.Items.length).toBeGreaterThan(0);
    expect(deliveryList.body.Data?.Items.every((order) => order.DeliveryUserId === deliveryId)).toBe(true);
    const notDelivery = await otherOrder(sql`${orders.deliveryUserId} is distinct from ${deliveryId}`);
    expect((await get(delivery, `order/detail?id=${notDelivery}`)).status).toBe(404);
    const notDealer = await otherOrder(sql`${orders.dealerUserId} is distinct from ${dealerId}`);
    expect((await get(dealer, `order/detail?id=${notDealer}`)).status).toBe(404);
    expect((await get(delivery, `order/chalan?deliveryUserId=${deliveryId}&date=2026-11-22`)).status).toBe(
      200,
    );
    expect((await get(dealer, `order/chalan?deliveryUserId=${deliveryId}&date=2026-11-22`)).status).toBe(403);
  });
});
