import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import type { Page } from '@backoffice/shared/paging';
import type { ChalanSheet, OrderDetail, OrderSummary } from '@backoffice/shared/sales/orders/order.contract';
import { allowedActions, nextStatus, type OrderAction } from '@backoffice/shared/sales/orders/order-pipeline';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, orderTransitions, users } from '../../../db/schema/index.js';
import { idByName } from '../../../test-support/entity-id.js';
import { API, signInAs } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
});
afterAll(async () => app.close());

const idOf = (entity: EntityDeclaration, name: string): Promise<number> => idByName(app, entity, name);
const userId = async (username: string): Promise<number> => {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};
const newOrder = async (party = 'Koteshwor Suppliers'): Promise<OrderDetail> => {
  const saved = await app.post<OrderDetail>(`${API}/order/save`, {
    token: admin,
    companyId: 1,
    json: {
      PartyId: await idOf(PARTY, party),
      Lines: [{ ProductId: await idOf(PRODUCT, 'Coca-Cola 500 ml'), Quantity: 48 }],
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.Data as OrderDetail;
};
const act = (id: number, action: OrderAction, form: Record<string, string> = {}, token = admin) =>
  app.post<OrderDetail>(`${API}/order/${action}?id=${id}`, { token, companyId: 1, form });
const transitionsOf = (id: number) =>
  app.deps.db.select().from(orderTransitions).where(eq(orderTransitions.orderId, id));

describe('POST /order/{action}', () => {
  it('takes an order along the main path, each move answered with the order and kept in its history', async () => {
    const order = await newOrder();
    const path: OrderAction[] = ['confirm', 'verify', 'readytodispatch', 'dispatch', 'deliver', 'complete'];
    let { Status: status, Version: version } = order;
    for (const action of path) {
      const moved = await act(order.Id, action, { Version: String(version) });
      expect(moved.status, `${action}: ${moved.body.Message}`).toBe(200);
      const to = nextStatus(status, action);
      if (!to.ok) throw new Error(to.message);
      expect(moved.body.Data).toMatchObject({
        Status: to.to,
        Version: version + 1,
        AllowedActions: allowedActions(to.to),
      });
      status = to.to;
      version += 1;
    }
    const done = await app.get<OrderDetail>(`${API}/order/detail?id=${order.Id}`, {
      token: admin,
      companyId: 1,
    });
    expect(done.body.Data).toMatchObject({ Status: 'completed', AllowedActions: [], Version: 7 });
    expect(done.body.Data?.History.map((step) => [step.Action, step.From, step.To, step.ActorName])).toEqual([
      ['create', null, 'notConfirmed', 'Ram Thapa'],
      ['confirm', 'notConfirmed', 'confirmed', 'Ram Thapa'],
      ['verify', 'confirmed', 'verified', 'Ram Thapa'],
      ['readytodispatch', 'verified', 'readyToDispatch', 'Ram Thapa'],
      ['dispatch', 'readyToDispatch', 'dispatched', 'Ram Thapa'],
      ['deliver', 'dispatched', 'delivered', 'Ram Thapa'],
      ['complete', 'delivered', 'completed', 'Ram Thapa'],
    ]);
  });

  it("refuses a move the pipeline does not allow with 409 and the pipeline's words, changing nothing", async () => {
    const order = await newOrder();
    const early = await act(order.Id, 'dispatch');
    const expected = nextStatus('notConfirmed', 'dispatch');
    expect(early.body).toMatchObject({ Code: 409, Message: expected.ok ? '' : expected.message, Data: null });
    for (const action of ['confirm', 'verify', 'readytodispatch', 'dispatch'] as const) {
      expect((await act(order.Id, action)).status).toBe(200);
    }
    const cancel = await act(order.Id, 'cancel', { Remarks: 'Too late' });
    expect(cancel.body).toMatchObject({
      Code: 409,
      Message: 'An order that is dispatched cannot be cancelled; it can be delivered.',
    });
    const [row] = await app.deps.db.select().from(orders).where(eq(orders.id, order.Id));
    expect(row?.status).toBe('dispatched');
    expect(await transitionsOf(order.Id)).toHaveLength(5);
  });

  it('cancels before dispatch only with a reason, kept in the history', async () => {
    const order = await newOrder();
    const silent = await act(order.Id, 'cancel');
    expect(silent.body).toMatchObject({
      Code: 400,
      Message: 'A reason is required when an order is cancelled.',
      Errors: [{ Field: 'Remarks', Message: 'A reason is required when an order is cancelled.' }],
    });
    const cancelled = await act(order.Id, 'cancel', { Remarks: 'Party closed for Dashain' });
    expect(cancelled.body.Message).toBe(`Order ${order.OrderNo} cancelled.`);
    expect(cancelled.body.Data?.History.at(-1)).toMatchObject({
      Action: 'cancel',
      From: 'notConfirmed',
      To: 'cancelled',
      Remarks: 'Party closed for Dashain',
    });
    expect((await act(order.Id, 'confirm')).body.Message).toBe(
      'An order that is cancelled cannot be confirmed; no further action is possible.',
    );
  });

  it('lets exactly one of two simultaneous moves through; the other gets 409', async () => {
    const order = await newOrder();
    const answers = await Promise.all([act(order.Id, 'confirm'), act(order.Id, 'confirm')]);
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.Message).toBe(
      'The order is already confirmed; it can be verified or cancelled.',
    );
    const moves = (await transitionsOf(order.Id)).filter((row) => row.action === 'confirm');
    expect(moves).toHaveLength(1);

    // Dispatched, an order cannot be cancelled; cancelled, it cannot be dispatched: one of the two wins.
    await act(order.Id, 'verify');
    await act(order.Id, 'readytodispatch');
    const race = await Promise.all([
      act(order.Id, 'dispatch'),
      act(order.Id, 'cancel', { Remarks: 'Changed mind' }),
    ]);
    expect(race.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
    expect(await transitionsOf(order.Id)).toHaveLength(5);
  });

  it('refuses a move from a stale screen (an older Version) with 409', async () => {
    const order = await newOrder();
    await act(order.Id, 'confirm');
    const stale = await act(order.Id, 'cancel', { Remarks: 'No', Version: String(order.Version) });
    expect(stale.body).toMatchObject({
      Code: 409,
      Message: 'This order was changed by someone else; reload it.',
    });
  });
});

describe('POST /order/assign and the delivery sheet', () => {
  it('refuses someone who is not a delivery person (or not a dealer) of the company with 400', async () => {
    const order = await newOrder();
    const wrong = await app.post(`${API}/order/assign?id=${order.Id}`, {
      token: admin,
      companyId: 1,
      form: { DeliveryUserId: String(await userId('dealer')), AssignDate: '2026-11-22' },
    });
    expect(wrong.body).toMatchObject({
      Code: 400,
      Errors: [
        { Field: 'DeliveryUserId', Message: expect.stringContaining('is not an active delivery person') },
      ],
    });
    const noOne = await app.post(`${API}/order/assign?id=${order.Id}`, {
      token: admin,
      companyId: 1,
      form: { AssignDate: '2026-11-22' },
    });
    expect(noOne.body.Errors).toEqual([
      { Field: 'DeliveryUserId', Message: 'Choose a delivery person or a dealer.' },
    ]);
    const outsider = await app.post(`${API}/order/assign?id=${order.Id}`, {
      token: admin,
      companyId: 1,
      form: { DealerUserId: String(await userId('coopadmin')), AssignDate: '2026-11-22' },
    });
    expect(outsider.body.Errors?.[0]?.Field).toBe('DealerUserId');
  });

  it('refuses an assign date more than a year from today, and any assignment from delivery on', async () => {
    const order = await newOrder();
    const delivery = String(await userId('delivery'));
    const assign = (AssignDate: string) =>
      app.post<OrderDetail>(`${API}/order/assign?id=${order.Id}`, {
        token: admin,
        companyId: 1,
        form: { DeliveryUserId: delivery, AssignDate },
      });
    for (const day of ['1900-01-01', '2027-11-23']) {
      expect((await assign(day)).body).toMatchObject({
        Code: 400,
        Errors: [
          {
            Field: 'AssignDate',
            Message: 'Assign date must be from 2025-11-22 to 2027-11-22 (within a year of today).',
          },
        ],
      });
    }
    for (const action of ['confirm', 'verify', 'readytodispatch', 'dispatch'] as const)
      await act(order.Id, action);
    // On the road it may still change hands; once delivered there is nobody left to send.
    expect((await assign('2026-11-22')).status).toBe(200);
    await act(order.Id, 'deliver');
    expect((await assign('2026-11-22')).body).toMatchObject({
      Code: 409,
      Message: 'An order that is delivered cannot be assigned.',
    });
  });

  it("assigns for a day, audited, and the order appears on that day's chalan once packed", async () => {
    const order = await newOrder('Shrestha General Store');
    const delivery = await userId('delivery');
    const assigned = await app.post<OrderDetail>(`${API}/order/assign?id=${order.Id}`, {
      token: admin,
      companyId: 1,
      form: { DeliveryUserId: String(delivery), AssignDate: '2026-11-25' },
    });
    expect(assigned.body.Data).toMatchObject({
      DeliveryUserId: delivery,
      DeliveryUserName: 'Kiran Magar',
      AssignedDate: '2026-11-25',
      Version: 2,
    });
    const [audit] = await app.deps.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'Order'),
          eq(auditLog.action, 'assign'),
          eq(auditLog.entityId, String(order.Id)),
        ),
      );
    expect(audit).toMatchObject({
      before: { DeliveryUserId: null, AssignedDate: null },
      after: { DeliveryUserId: delivery, AssignedDate: '2026-11-25' },
    });

    const chalan = () =>
      app.get<ChalanSheet>(`${API}/order/chalan?deliveryUserId=${delivery}&date=2026-11-25`, {
        token: admin,
        companyId: 1,
      });
    expect((await chalan()).body.Data?.Orders).toEqual([]);
    for (const action of ['confirm', 'verify', 'readytodispatch'] as const) await act(order.Id, action);
    const sheet = (await chalan()).body.Data as ChalanSheet;
    expect(sheet).toMatchObject({
      DeliveryUserId: delivery,
      DeliveryUserName: 'Kiran Magar',
      Date: '2026-11-25',
      OrderCount: 1,
      TotalAmount: order.TotalAmount,
      VatAmount: order.VatAmount,
      Products: [{ ProductName: 'Coca-Cola 500 ml', UnitSymbol: 'pcs', Quantity: 48 }],
    });
    expect(sheet.Orders[0]).toMatchObject({
      OrderNo: order.OrderNo,
      PartyName: 'Shrestha General Store',
      PartyAddress: 'New Baneshwor, Kathmandu',
      PartyPhone: expect.stringMatching(/^\+977/),
      RouteName: 'Baneshwor – Koteshwor',
      Lines: [
        {
          ProductName: 'Coca-Cola 500 ml',
          Quantity: 48,
          UnitPrice: 53.1,
          LineTotal: order.Lines[0]?.LineTotal,
        },
      ],
    });
  });

  it("sums today's demo sheet: the packed and the dispatched orders, totals the sum of the orders'", async () => {
    const delivery = await userId('delivery');
    const sheet = (
      await app.get<ChalanSheet>(`${API}/order/chalan?deliveryUserId=${delivery}&date=2026-11-22`, {
        token: admin,
        companyId: 1,
      })
    ).body.Data as ChalanSheet;
    expect(sheet.Orders.map((order) => [order.PartyName, order.Status])).toEqual([
      ['Koteshwor Suppliers', 'readyToDispatch'],
      ['Lakeside Mart', 'dispatched'],
    ]);
    const cents = (amounts: number[]) =>
      amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
    expect(sheet.TotalAmount).toBe(cents(sheet.Orders.map((order) => order.TotalAmount)));
    expect(sheet.OrderCount).toBe(2);
  });

  it('answers 404 for a delivery person outside the company, 400 for a bad date', async () => {
    const outsider = await userId('coopadmin');
    const get = (query: string) => app.get(`${API}/order/chalan?${query}`, { token: admin, companyId: 1 });
    expect((await get(`deliveryUserId=${outsider}&date=2026-11-22`)).status).toBe(404);
    expect((await get(`deliveryUserId=${outsider}&date=2026-02-30`)).body.Message).toBe(
      'date must be a date (YYYY-MM-DD)',
    );
  });
});

describe('GET /order/dealerorderlist', () => {
  it('lists the orders assigned to a dealer or a delivery person, the caller’s own by default', async () => {
    const order = await newOrder('Bishnu Traders');
    const dealer = await userId('dealer');
    await app.post(`${API}/order/assign?id=${order.Id}`, {
      token: admin,
      companyId: 1,
      json: { DealerUserId: dealer, AssignDate: '2026-11-23' },
    });
    const list = (query: string, token = admin) =>
      app.get<Page<OrderSummary>>(`${API}/order/dealerorderlist?${query}`, { token, companyId: 1 });
    const theirs = (await list(`userType=dealer&userId=${dealer}&pageSize=100`)).body.Data;
    expect(theirs?.Items.map((item) => item.Id)).toContain(order.Id);
    expect(theirs?.Items.every((item) => item.DealerUserId === dealer)).toBe(true);
    const delivering = (await list('userType=deliveryPerson&pageSize=100')).body.Data;
    expect(delivering?.Items.map((item) => item.Id)).not.toContain(order.Id);
    expect(delivering?.Items.every((item) => item.DeliveryUserId !== null)).toBe(true);
    expect((await list('userType=customer')).body.Message).toBe('userType must be dealer or deliveryPerson');

    // The demo Dealer role may view orders; the dealer sees their own without naming themselves.
    const dealerToken = await signInAs(app, 'dealer', 'Dealer@123', { door: 'dealer' });
    const own = await list('userType=dealer&pageSize=100', dealerToken);
    expect(own.status, own.body.Message).toBe(200);
    expect(own.body.Data?.TotalCount).toBe(theirs?.TotalCount);
    expect(own.body.Data?.Items.every((item) => item.AllowedActions.length === 0)).toBe(true);
    expect((await list(`userType=dealer&userId=${dealer}`, dealerToken)).status).toBe(200);
  });

  it('keeps a dealer or delivery person to their own orders; office users may name anyone', async () => {
    const order = await newOrder('Bishnu Traders');
    const [dealer, delivery] = [await userId('dealer'), await userId('delivery')];
    await app.post(`${API}/order/assign?id=${order.Id}`, {
      token: admin,
      companyId: 1,
      json: { DeliveryUserId: delivery, AssignDate: '2026-11-23' },
    });
    const list = (query: string, token: string) =>
      app.get<Page<OrderSummary>>(`${API}/order/dealerorderlist?${query}`, { token, companyId: 1 });
    const dealerToken = await signInAs(app, 'dealer', 'Dealer@123', { door: 'dealer' });
    const deliveryToken = await signInAs(app, 'delivery', 'Delivery@123');
    const refused = 'You may list only the orders assigned to you.';
    // Another assignee, by id or by the other user type: 403, never their list.
    const byId = await list(`userType=deliveryPerson&userId=${delivery}`, dealerToken);
    expect([byId.status, byId.body.Message]).toEqual([403, refused]);
    const otherDealer = await list(`userType=dealer&userId=${delivery}`, dealerToken);
    expect([otherDealer.status, otherDealer.body.Message]).toEqual([403, refused]);
    const notTheirs = await list(`userType=dealer&userId=${dealer}`, deliveryToken);
    expect([notTheirs.status, notTheirs.body.Message]).toEqual([403, refused]);
    // The delivery person's own list holds the order assigned to them.
    const own = await list('userType=deliveryPerson&pageSize=100', deliveryToken);
    expect(own.status, own.body.Message).toBe(200);
    expect(own.body.Data?.Items.map((item) => item.Id)).toContain(order.Id);
    expect(own.body.Data?.Items.every((item) => item.DeliveryUserId === delivery)).toBe(true);
    // The office names whoever it likes.
    const office = await list(`userType=deliveryPerson&userId=${delivery}&pageSize=100`, admin);
    expect(office.body.Data?.Items.map((item) => item.Id)).toContain(order.Id);
  });

  it('keeps a dealer or delivery person to their own orders in every other read and write too', async () => {
    const [mine, other] = [await newOrder('Bishnu Traders'), await newOrder('Bishnu Traders')];
    const delivery = await userId('delivery');
    await app.post(`${API}/order/assign?id=${mine.Id}`, {
      token: admin,
      companyId: 1,
      json: { DeliveryUserId: delivery, AssignDate: '2026-11-23' },
    });
    const deliveryToken = await signInAs(app, 'delivery', 'Delivery@123');
    const get = <T>(path: string) => app.get<T>(`${API}${path}`, { token: deliveryToken, companyId: 1 });
    const listed = await get<Page<OrderSummary>>('/order/list?pageSize=500');
    expect(listed.status, listed.body.Message).toBe(200);
    expect(listed.body.Data?.Items.map((item) => item.Id)).toContain(mine.Id);
    expect(listed.body.Data?.Items.every((item) => item.DeliveryUserId === delivery)).toBe(true);
    expect((await get(`/order/detail?id=${mine.Id}`)).status).toBe(200);
    const hidden = await get(`/order/detail?id=${other.Id}`);
    expect([hidden.status, hidden.body.Message]).toEqual([404, `Order ${other.Id} was not found.`]);
    const notConfirmed = await get<Page<OrderSummary>>('/order/notconfirmedlist?pageSize=500');
    expect(notConfirmed.body.Data?.Items.map((item) => item.Id)).not.toContain(other.Id);
    const board = await get<{ Columns: { Count: number }[] }>('/order/board');
    expect(board.status, board.body.Message).toBe(200);
    const onBoard = board.body.Data?.Columns.reduce((sum, column) => sum + column.Count, 0);
    expect(onBoard).toBe(listed.body.Data?.TotalCount);
    const ownChalan = await get(`/order/chalan?deliveryUserId=${delivery}&date=2026-11-23`);
    expect(ownChalan.status, ownChalan.body.Message).toBe(200);
    const adminId = await userId('admin');
    const otherChalan = await get(`/order/chalan?deliveryUserId=${adminId}&date=2026-11-23`);
    expect([otherChalan.status, otherChalan.body.Message]).toEqual([
      403,
      'You may see only your own chalan.',
    ]);
    // The office still sees both.
    const office = await app.get(`${API}/order/detail?id=${other.Id}`, { token: admin, companyId: 1 });
    expect(office.status).toBe(200);
  });
});
