import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import type { BulkAnswer } from '@backoffice/shared/http/bulk-action';
import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTransitions } from '../../../db/schema/index.js';
import { idByName } from '../../../test-support/entity-id.js';
import { startSalesTestApp } from '../../../test-support/sales-test-app.js';
import { API } from '../../../test-support/sign-in.js';
import type { TestApp } from '../../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let staff: string;
let otherCompanyAdmin: string;
beforeAll(async () => {
  ({ app, admin, staff, coop: otherCompanyAdmin } = await startSalesTestApp());
});
afterAll(async () => app.close());

const newOrder = async (): Promise<OrderDetail> => {
  const saved = await app.post<OrderDetail>(`${API}/order/save`, {
    token: admin,
    companyId: 1,
    json: {
      PartyId: await idByName(app, PARTY, 'Koteshwor Suppliers'),
      Lines: [{ ProductId: await idByName(app, PRODUCT, 'Coca-Cola 500 ml'), Quantity: 12 }],
    },
  });
  expect(saved.status, saved.body.Message).toBe(200);
  return saved.body.Data as OrderDetail;
};
const bulk = (json: unknown, token = admin, companyId = 1) =>
  app.post<BulkAnswer>(`${API}/order/bulk`, { token, companyId, json });
const detail = async (id: number) =>
  (await app.get<OrderDetail>(`${API}/order/detail?id=${id}`, { token: admin, companyId: 1 })).body.Data;

describe('POST /order/bulk', () => {
  it('confirms each order that can be, refuses the others with the pipeline’s reason, in the order given', async () => {
    const [first, second, moved] = [await newOrder(), await newOrder(), await newOrder()];
    expect((await bulk({ Action: 'confirm', Ids: [moved.Id] })).body.Data?.Results[0]?.Done).toBe(true);

    const answer = await bulk({ Action: 'confirm', Ids: [first.Id, moved.Id, second.Id] });
    expect(answer.status, answer.body.Message).toBe(200);
    expect(answer.body.Data?.Results).toEqual([
      { Id: first.Id, Done: true, Message: `Order ${first.OrderNo} confirmed.` },
      {
        Id: moved.Id,
        Done: false,
        Code: 409,
        Message: 'The order is already confirmed; it can be verified or cancelled.',
      },
      { Id: second.Id, Done: true, Message: `Order ${second.OrderNo} confirmed.` },
    ]);
    for (const order of [first, second]) {
      expect(await detail(order.Id)).toMatchObject({ Status: 'confirmed', Version: order.Version + 1 });
      // The one-order route's history step, one per order.
      const steps = await app.deps.db
        .select()
        .from(orderTransitions)
        .where(eq(orderTransitions.orderId, order.Id));
      expect(steps.map((step) => step.action)).toContain('confirm');
    }

    const verified = await bulk({ Action: 'verify', Ids: [first.Id, second.Id, moved.Id] });
    expect(verified.body.Data?.Results.map((result) => result.Done)).toEqual([true, true, true]);
    expect(await detail(moved.Id)).toMatchObject({ Status: 'verified' });
  });

  it('refuses a cancel without its reason row by row, and cancels with it', async () => {
    const order = await newOrder();
    const refused = await bulk({ Action: 'cancel', Ids: [order.Id] });
    expect(refused.body.Data?.Results).toEqual([
      { Id: order.Id, Done: false, Code: 400, Message: 'A reason is required when an order is cancelled.' },
    ]);
    const cancelled = await bulk({ Action: 'cancel', Ids: [order.Id], Remarks: 'Customer called it off' });
    expect(cancelled.body.Data?.Results[0]).toMatchObject({ Done: true });
    expect(await detail(order.Id)).toMatchObject({ Status: 'cancelled' });
  });

  it("reports another company's order as not found and leaves it untouched", async () => {
    const order = await newOrder();
    const answer = await bulk({ Action: 'confirm', Ids: [order.Id] }, otherCompanyAdmin, 2);
    expect(answer.status, answer.body.Message).toBe(200);
    expect(answer.body.Data?.Results).toEqual([
      { Id: order.Id, Done: false, Code: 404, Message: expect.stringMatching(/not found/) },
    ]);
    expect(await detail(order.Id)).toMatchObject({ Status: 'notConfirmed', Version: order.Version });
  });

  it('answers 403 without edit permission on orders, and 400 to a list it cannot take', async () => {
    const order = await newOrder();
    expect((await bulk({ Action: 'confirm', Ids: [order.Id] }, staff)).status).toBe(403);
    for (const [body, message] of [
      [{ Action: 'confirm', Ids: [] }, 'Ids must name from 1 to 200 records'],
      [
        { Action: 'confirm', Ids: [order.Id, order.Id] },
        `Ids must not repeat a record (${order.Id} is given twice)`,
      ],
      [{ Action: 'pay', Ids: [order.Id] }, /^Action must be one of: confirm, verify/],
    ] as const) {
      const answer = await bulk(body);
      expect(answer.status).toBe(400);
      expect(answer.body.Message).toMatch(message);
    }
    expect(await detail(order.Id)).toMatchObject({ Status: 'notConfirmed' });
  });
});

describe('GET /order/export with Ids', () => {
  it('holds only the orders named', async () => {
    const [first, second] = [await newOrder(), await newOrder()];
    const response = await fetch(`${app.base}${API}/order/export?Ids=${first.Id}`, {
      headers: { Authorization: `Bearer ${admin}`, CompanyId: '1' },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(first.OrderNo);
    expect(text).not.toContain(second.OrderNo);
  });
});
