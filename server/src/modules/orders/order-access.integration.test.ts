import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { Page } from '@backoffice/shared/paging';
import type {
  CurrentPrice,
  OrderBoard,
  OrderDetail,
  OrderSummary,
} from '@backoffice/shared/sales/orders/order.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderTransitions, rolePermissions, users } from '../../db/schema/index.js';
import { callRoute } from '../../test-support/call-route.js';
import { idByName } from '../../test-support/entity-id.js';
import { staffRoleId, startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';
import { orderRoutes } from './order.routes.js';
import { orderWriteRoutes } from './order-write.routes.js';
import { currentPriceRoutes } from './pricing/current-price.routes.js';
import { orderVatRateRoutes } from './pricing/order-vat-rate.routes.js';

let app: TestApp;
let admin: string;
let staff: string;
let coop: string;
let order: OrderDetail;
beforeAll(async () => {
  ({ app, admin, staff, coop } = await startSalesTestApp());
  const saved = await app.post<OrderDetail>(`${API}/order/save`, {
    token: admin,
    companyId: 1,
    json: {
      PartyId: await idOf(PARTY, 'Bishnu Traders'),
      Lines: [{ ProductId: await idOf(PRODUCT, 'Tokla Tea 500 g'), Quantity: 2 }],
    },
  });
  order = saved.body.Data as OrderDetail;
});
afterAll(async () => app.close());

function idOf(entity: EntityDeclaration, name: string): Promise<number> {
  return idByName(app, entity, name);
}
const userId = async (username: string) =>
  (await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? 0;

const ORDER_API = [...orderRoutes, ...orderWriteRoutes, ...currentPriceRoutes, ...orderVatRateRoutes];

/** A call of every order route about company 1's order, its party, product and delivery person. */
const callEach = async (token: string, companyId: number) => {
  const party = await idOf(PARTY, 'Bishnu Traders');
  const product = await idOf(PRODUCT, 'Tokla Tea 500 g');
  const delivery = await userId('delivery');
  const query = `id=${order.Id}&deliveryUserId=${delivery}&date=2026-11-22&userType=dealer&productId=${product}&partyId=${party}`;
  const body = {
    Id: order.Id,
    PartyId: party,
    Lines: [{ ProductId: product, Quantity: 1 }],
    Remarks: 'Attempt',
    DeliveryUserId: delivery,
    AssignDate: '2026-11-22',
    Action: 'confirm',
    Ids: [order.Id],
  };
  const answers: [string, number][] = [];
  for (const route of ORDER_API) {
    answers.push(await callRoute(app, route, { token, companyId, query, body }));
  }
  return answers;
};

const snapshot = async () => ({
  order: (await app.deps.db.select().from(orders).where(eq(orders.id, order.Id)))[0],
  transitions: await app.deps.db
    .select()
    .from(orderTransitions)
    .where(eq(orderTransitions.orderId, order.Id)),
});

describe('order permissions', () => {
  it('refuses every order route to staff without a grant on Orders (403), changing nothing', async () => {
    const before = await snapshot();
    const answers = await callEach(staff, 1);
    expect(answers.length).toBe(20);
    expect(answers.filter(([, status]) => status !== 403)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a view-only role read, with no actions offered, and refuses its writes', async () => {
    const grant = { companyId: 1, roleId: await staffRoleId(app), pageCode: PAGE_CODES.Order, canView: true };
    await app.deps.db.insert(rolePermissions).values(grant);
    try {
      const listed = await app.get<Page<OrderSummary>>(`${API}/order/list`, { token: staff, companyId: 1 });
      expect(listed.status).toBe(200);
      expect(listed.body.Data?.Items.every((item) => item.AllowedActions.length === 0)).toBe(true);
      const board = await app.get<OrderBoard>(`${API}/order/board`, { token: staff, companyId: 1 });
      expect(board.body.Data?.Columns[0]?.Orders[0]?.AllowedActions).toEqual([]);
      expect(
        (await app.post(`${API}/order/confirm?id=${order.Id}`, { token: staff, companyId: 1 })).status,
      ).toBe(403);
      expect(
        (
          await app.get(`${API}/partyproductpricing/currentprice?productId=1&partyId=1`, {
            token: staff,
            companyId: 1,
          })
        ).status,
      ).toBe(403);
    } finally {
      await app.deps.db
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleId, grant.roleId), eq(rolePermissions.pageCode, PAGE_CODES.Order)));
    }
  });
});

describe('tenancy', () => {
  it("answers 404 to another company for company 1's order, party, product and delivery person, and changes nothing", async () => {
    const before = await snapshot();
    const answers = await callEach(coop, 2);
    const byRoute = new Map(answers);
    for (const path of [
      'get /order/detail',
      'get /order/chalan',
      'get /partyproductpricing/currentprice',
      'post /order/save',
      'post /order/confirm',
      'post /order/cancel',
      'post /order/assign',
    ]) {
      expect(byRoute.get(path), path).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("never lists company 1's orders to company 2", async () => {
    const listed = await app.get<Page<OrderSummary>>(`${API}/order/list?pageSize=5000`, {
      token: coop,
      companyId: 2,
    });
    expect(listed.body.Data?.TotalCount).toBe(0);
    const board = await app.get<OrderBoard>(`${API}/order/board`, { token: coop, companyId: 2 });
    expect(board.body.Data?.Columns.every((column) => column.Count === 0)).toBe(true);
    const created = await app.post(`${API}/order/save`, {
      token: coop,
      companyId: 2,
      json: { PartyId: order.PartyId, Lines: [{ ProductId: order.Lines[0]?.ProductId, Quantity: 1 }] },
    });
    expect(created.body.Errors?.[0]).toEqual({
      Field: 'PartyId',
      Message: `Party ${order.PartyId} was not found.`,
    });
  });
});

describe('GET /partyproductpricing/currentprice', () => {
  const price = (productId: number, partyId: number, date?: string) =>
    app.get<CurrentPrice>(
      `${API}/partyproductpricing/currentprice?productId=${productId}&partyId=${partyId}${date ? `&date=${date}` : ''}`,
      { token: admin, companyId: 1 },
    );

  it("answers the party's own price while it holds, else the product's", async () => {
    const asan = await idOf(PARTY, 'Asan Wholesale Centre');
    const waiWai = await idOf(PRODUCT, 'Wai Wai Noodles 75 g');
    const own = await price(waiWai, asan);
    expect(own.body.Data).toEqual({ Price: 20, Source: 'party', PartyProductPricingId: expect.any(Number) });
    expect((await price(waiWai, asan, '2025-06-01')).body.Data).toEqual({
      Price: 22.12,
      Source: 'product',
      PartyProductPricingId: null,
    });
    expect((await price(waiWai, await idOf(PARTY, 'Bishnu Traders'))).body.Data?.Source).toBe('product');
    expect((await price(99_999, asan)).status).toBe(404);
  });
});
