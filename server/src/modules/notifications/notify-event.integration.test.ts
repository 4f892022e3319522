import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import type { OrderAction } from '@backoffice/shared/sales/orders/order-pipeline';
import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  pageNotificationSetupsTable,
  pageNotificationTemplatesTable,
  salesPersonsTable,
} from '../../db/schema/entities.schema.js';
import { companyUsers, notifications, orders, users } from '../../db/schema/index.js';
import { idByName, userIdByName } from '../../test-support/entity-id.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
});
afterAll(async () => app.close());

const idOf = (entity: EntityDeclaration, name: string, companyId = 1): Promise<number> =>
  idByName(app, entity, name, companyId);
const userIdOf = (username: string): Promise<number> => userIdByName(app, username);
const roleIdOf = (name: string, companyId = 1) => idByName(app, ROLE, name, companyId);

/** Notifications recorded since the test began, as (company, username, title, link, body). */
let since = 0;
beforeEach(async () => {
  const [last] = await app.deps.db.select({ id: max(notifications.id) }).from(notifications);
  since = last?.id ?? 0;
  // Each test states its own setups: none is left from the one before.
  await app.deps.db.delete(pageNotificationSetupsTable);
});
const recorded = async () => {
  const rows = await app.deps.db
    .select({
      companyId: notifications.companyId,
      username: users.username,
      title: notifications.title,
      link: notifications.link,
      jsonData: notifications.jsonData,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(gt(notifications.id, since));
  return rows.sort((a, b) => a.username.localeCompare(b.username));
};
const recipients = async () => (await recorded()).map((row) => row.username);

const save = async (apiPath: string, form: Record<string, string>): Promise<number> => {
  const saved = await app.post<{ Id: number }>(`${API}/${apiPath}/save`, {
    token: admin,
    companyId: 1,
    form,
  });
  expect(saved.status, saved.body.Message).toBe(200);
  return saved.body.Data?.Id ?? 0;
};
const template = (
  name: string,
  subject: string,
  body = 'Body for {{UserName}}: {{Link}}',
  channel = 'inApp',
) => save('pagenotificationsetuptemplate', { Name: name, Channel: channel, Subject: subject, Body: body });
const setup = async (templateId: number, fields: Record<string, string>) =>
  save('pagenotificationsetup', {
    Name: `Setup ${templateId} ${Object.keys(fields).join(' ')}`,
    PageCode: String(PAGE_CODES.Order),
    Event: 'dispatched',
    TemplateId: String(templateId),
    NotifyCreator: 'false',
    NotifyAdmins: 'false',
    NotifyCompany: 'false',
    IsActive: 'true',
    ...fields,
  });

/**
 * A new order of company 1 taken by the admin, credited to sales1 and given to the delivery
 * person, moved up to ready to dispatch.
 */
const readyOrder = async (): Promise<OrderDetail> => {
  const saved = await app.post<OrderDetail>(`${API}/order/save`, {
    token: admin,
    companyId: 1,
    json: {
      PartyId: await idOf(PARTY, 'Koteshwor Suppliers'),
      Lines: [{ ProductId: await idOf(PRODUCT, 'Coca-Cola 500 ml'), Quantity: 12 }],
    },
  });
  expect(saved.status, saved.body.Message).toBe(200);
  const order = saved.body.Data as OrderDetail;
  const [salesPerson] = await app.deps.db
    .select({ id: salesPersonsTable.id })
    .from(salesPersonsTable)
    .where(and(eq(salesPersonsTable.companyId, 1), eq(salesPersonsTable.UserId, await userIdOf('sales1'))));
  await app.deps.db
    .update(orders)
    .set({ salesPersonId: Number(salesPerson?.id), deliveryUserId: await userIdOf('delivery') })
    .where(and(eq(orders.companyId, 1), eq(orders.id, order.Id)));
  for (const action of ['confirm', 'verify', 'readytodispatch'] as const) await act(order.Id, action);
  return order;
};
const act = async (id: number, action: OrderAction) => {
  const moved = await app.post(`${API}/order/${action}?id=${id}`, { token: admin, companyId: 1 });
  expect(moved.status, `${action}: ${moved.body.Message}`).toBe(200);
};

describe('order dispatched', () => {
  it("without a setup, tells the order's sales person and delivery person, not the admin who dispatched it", async () => {
    const order = await readyOrder();
    expect(await recipients()).toEqual([]);
    await act(order.Id, 'dispatch');
    const rows = await recorded();
    expect(rows).toEqual(
      ['delivery', 'sales1'].map((username) => ({
        companyId: 1,
        username,
        title: `Order ${order.OrderNo} for Koteshwor Suppliers was dispatched`,
        // Both roles view orders, and the order is each one's own: both get the link.
        link: `/salesapp/orders/${order.Id}`,
        jsonData: { kind: 'event', Event: 'dispatched', PageCode: PAGE_CODES.Order, RecordId: order.Id },
      })),
    );
  });

  it("renders a setup's template for its user and role holders, placeholders filled and unknown ones left", async () => {
    const templateId = await template(
      'Dispatch to staff',
      '{{RecordName}} ({{PartyName}}) left with {{ActorName}}, {{UserName}} {{Nope}}',
      'Open {{Link}}\nfor {{OrderNo}}',
    );
    await setup(templateId, {
      RecipientUserId: String(await userIdOf('staff')),
      RecipientRoleId: String(await roleIdOf('Delivery Person')),
    });
    const order = await readyOrder();
    await act(order.Id, 'dispatch');
    const rows = await recorded();
    expect(rows.map((row) => row.username)).toEqual(['delivery', 'staff']);
    expect(rows.find((row) => row.username === 'staff')).toEqual({
      companyId: 1,
      username: 'staff',
      title: `${order.OrderNo} (Koteshwor Suppliers) left with Ram Thapa, Gita Karki {{Nope}}`,
      // Staff may not view orders: told, without a link to a page they cannot open.
      link: null,
      jsonData: {
        kind: 'event',
        Event: 'dispatched',
        PageCode: PAGE_CODES.Order,
        RecordId: order.Id,
        Body: `Open \nfor ${order.OrderNo}`,
      },
    });
    expect(rows.find((row) => row.username === 'delivery')?.link).toBe(`/salesapp/orders/${order.Id}`);
    expect(rows.find((row) => row.username === 'delivery')?.title).toBe(
      `${order.OrderNo} (Koteshwor Suppliers) left with Ram Thapa, Kiran Magar {{Nope}}`,
    );
  });

  it("tells the record's people, the administrators, and each user once when several setups name them", async () => {
    const first = await template('People', 'First: {{RecordName}}');
    const second = await template('Admins', 'Second: {{RecordName}}');
    await setup(first, { NotifyCreator: 'true' });
    await setup(second, { NotifyAdmins: 'true', RecipientUserId: String(await userIdOf('sales1')) });
    const order = await readyOrder();
    await act(order.Id, 'dispatch');
    const rows = await recorded();
    // superadmin holds the Administrator role too; admin dispatched it, so is not told.
    expect(rows.map((row) => [row.username, row.title])).toEqual([
      ['delivery', `First: ${order.OrderNo}`],
      ['sales1', `First: ${order.OrderNo}`],
      ['superadmin', `Second: ${order.OrderNo}`],
    ]);
  });

  it('tells every active member of the company but the actor; a disabled membership is left out', async () => {
    await setup(await template('Everyone', 'All: {{RecordName}}'), { NotifyCompany: 'true' });
    const sales2 = await userIdOf('sales2');
    await app.deps.db
      .update(companyUsers)
      .set({ isActive: false })
      .where(and(eq(companyUsers.companyId, 1), eq(companyUsers.userId, sales2)));
    try {
      const order = await readyOrder();
      await act(order.Id, 'dispatch');
      const members = await app.deps.db
        .select({ username: users.username })
        .from(companyUsers)
        .innerJoin(users, eq(users.id, companyUsers.userId))
        .where(and(eq(companyUsers.companyId, 1), eq(companyUsers.isActive, true)));
      const expected = members
        .map((member) => member.username)
        .filter((name) => name !== 'admin')
        .sort((a, b) => a.localeCompare(b));
      expect(expected).toContain('dealer');
      expect(await recipients()).toEqual(expected);
      expect(expected).not.toContain('sales2');
    } finally {
      await app.deps.db
        .update(companyUsers)
        .set({ isActive: true })
        .where(and(eq(companyUsers.companyId, 1), eq(companyUsers.userId, sales2)));
    }
  });

  it("ignores inactive setups, setups of other events, SMS templates and another company's setups", async () => {
    const inApp = await template('Inactive', 'Inactive: {{RecordName}}');
    await setup(inApp, { NotifyCompany: 'true', IsActive: 'false' });
    await setup(inApp, { NotifyCompany: 'true', Event: 'created' });
    await setup(await template('By SMS', 'SMS: {{RecordName}}', 'x', 'sms'), { NotifyCompany: 'true' });
    // Company 2's own template and setup for the same page and event, written as its admin would.
    const db = app.deps.db;
    const [coopTemplate] = await db
      .insert(pageNotificationTemplatesTable)
      .values({ companyId: 2, Name: 'Coop', Channel: 'inApp', Subject: 'Coop: {{RecordName}}', Body: 'x' })
      .returning({ id: pageNotificationTemplatesTable.id });
    await db.insert(pageNotificationSetupsTable).values({
      companyId: 2,
      Name: 'Coop dispatch',
      PageCode: String(PAGE_CODES.Order),
      Event: 'dispatched',
      TemplateId: Number(coopTemplate?.id),
      NotifyCompany: true,
      NotifyCreator: true,
      NotifyAdmins: true,
      IsActive: true,
    });
    const order = await readyOrder();
    await act(order.Id, 'dispatch');
    const rows = await recorded();
    // None applies, so the defaults do, all in company 1.
    expect(rows.map((row) => [row.companyId, row.username, row.title])).toEqual([
      [1, 'delivery', `Order ${order.OrderNo} for Koteshwor Suppliers was dispatched`],
      [1, 'sales1', `Order ${order.OrderNo} for Koteshwor Suppliers was dispatched`],
    ]);
  });

  it("tells an order's people of every move through a 'Status changed' setup, with the new status", async () => {
    const templateId = await template('Order moved', '{{OrderNo}} is now {{Status}}');
    await setup(templateId, { Event: 'stateChanged', NotifyCreator: 'true' });
    const order = await readyOrder();
    // confirm, verify and ready to dispatch, each told to sales1 and the delivery person.
    const moves = await recorded();
    const titles = (username: string, rows: typeof moves) =>
      rows
        .filter((row) => row.username === username)
        .map((row) => row.title)
        .sort();
    expect(titles('sales1', moves)).toEqual([
      `${order.OrderNo} is now Confirmed`,
      `${order.OrderNo} is now Ready to dispatch`,
      `${order.OrderNo} is now Verified`,
    ]);
    expect(titles('delivery', moves)).toHaveLength(3);
    since = (await app.deps.db.select({ id: max(notifications.id) }).from(notifications))[0]?.id ?? 0;
    await act(order.Id, 'dispatch');
    // The dispatch has no setup of its own here, so its default title goes too.
    expect(titles('sales1', await recorded())).toEqual([
      `Order ${order.OrderNo} for Koteshwor Suppliers was dispatched`,
      `${order.OrderNo} is now Dispatched`,
    ]);
  });

  it('records nothing when the dispatch is refused', async () => {
    await setup(await template('Refused', 'Refused: {{RecordName}}'), { NotifyCompany: 'true' });
    const order = await readyOrder();
    await act(order.Id, 'dispatch');
    const before = (await recorded()).length;
    const again = await app.post(`${API}/order/dispatch?id=${order.Id}`, { token: admin, companyId: 1 });
    expect(again.status).toBe(409);
    expect((await recorded()).length).toBe(before);
  });
});

describe('notification setup records', () => {
  it('refuses a setup whose page never raises its event, and keeps record events for any page', async () => {
    const templateId = await template('Never', 'Never {{RecordName}}');
    const refused = await app.post(`${API}/pagenotificationsetup/save`, {
      token: admin,
      companyId: 1,
      form: {
        Name: 'Leave dispatched',
        PageCode: String(PAGE_CODES.Leave),
        Event: 'dispatched',
        TemplateId: String(templateId),
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      Message: 'Leaves never raises “Order dispatched”; choose another event or page',
      Data: null,
    });
    const kept = await app.post(`${API}/pagenotificationsetup/save`, {
      token: admin,
      companyId: 1,
      form: {
        Name: 'Leave created',
        PageCode: String(PAGE_CODES.Leave),
        Event: 'created',
        TemplateId: String(templateId),
      },
    });
    expect(kept.status, kept.body.Message).toBe(200);
  });

  it('save and show the recipient user and role by name, and refuse another company’s role', async () => {
    const templateId = await template('Shown', 'Shown');
    const roleId = await roleIdOf('Staff');
    const id = await setup(templateId, {
      RecipientUserId: String(await userIdOf('staff')),
      RecipientRoleId: String(roleId),
    });
    const detail = await app.get<Record<string, unknown>>(`${API}/pagenotificationsetup/detail?id=${id}`, {
      token: admin,
      companyId: 1,
    });
    expect(detail.body.Data).toMatchObject({
      RecipientUserIdDisplay: 'Gita Karki',
      RecipientRoleId: roleId,
      RecipientRoleIdDisplay: 'Staff',
      NotifyCompany: false,
    });
    const otherCompanyRole = await roleIdOf('Administrator', 2);
    const refused = await app.post(`${API}/pagenotificationsetup/save`, {
      token: admin,
      companyId: 1,
      form: {
        Name: 'Other role',
        PageCode: String(PAGE_CODES.Order),
        Event: 'dispatched',
        TemplateId: String(templateId),
        RecipientRoleId: String(otherCompanyRole),
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toContain(`${otherCompanyRole} does not exist`);
  });
});

describe('broadcast', () => {
  it('lands in the list of every active member of the company but the sender', async () => {
    const sent = await app.post(`${API}/notification/broadcast`, {
      token: admin,
      companyId: 1,
      form: { Message: 'Stock count\non Friday' },
    });
    expect(sent.status).toBe(200);
    const rows = await recorded();
    const members = await app.deps.db
      .select({ userId: companyUsers.userId })
      .from(companyUsers)
      .where(and(eq(companyUsers.companyId, 1), eq(companyUsers.isActive, true)));
    expect(rows).toHaveLength(members.length - 1);
    expect(rows.map((row) => row.username)).not.toContain('admin');
    expect(new Set(rows.map((row) => `${row.companyId} ${row.title} ${row.link}`))).toEqual(
      new Set(['1 Ram Thapa: Stock count on Friday null']),
    );
    const others = await app.deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(gt(notifications.id, since), eq(notifications.companyId, 2)));
    expect(others).toEqual([]);
  });
});
