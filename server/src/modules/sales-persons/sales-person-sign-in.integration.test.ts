import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyUsers, salesPersonsTable, storesTable, users } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
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

type Body = Record<string, unknown>;
const person = entityTable(SALES_PERSON);
const row = async (fullName: string) => {
  const [found] = await app.deps.db
    .select({
      id: person.id,
      userId: person.UserId,
      deviceId: person.DeviceId,
      storeId: person.StoreId,
    })
    .from(salesPersonsTable)
    .where(and(eq(person.companyId, 1), eq(person.FullName, fullName)));
  if (!found) throw new Error(`no sales person ${fullName}`);
  return { id: Number(found.id), userId: found.userId, deviceId: found.deviceId, storeId: found.storeId };
};
const post = (path: string, form: Record<string, string> = {}, token = admin, companyId = 1) =>
  app.post<Body>(`${API}/${path}`, { token, companyId, form });
const userName = async (id: unknown) => {
  const [found] = await app.deps.db
    .select({ name: users.username })
    .from(users)
    .where(eq(users.id, Number(id)));
  return found?.name;
};
const lastAudit = async (entityId: number, action: string) =>
  (
    await app.deps.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'SalesPerson'),
          eq(auditLog.entityId, String(entityId)),
          eq(auditLog.action, action),
        ),
      )
  ).at(-1);

describe('sales person sign-in: linking a user', () => {
  it('names the linked user by full name in the detail, and the sign-in by the user name typed', async () => {
    const hari = await row('Hari Gurung');
    const detail = await app.get<Body>(`${API}/salesperson/detail?id=${hari.id}`, {
      token: admin,
      companyId: 1,
    });
    expect(detail.body.Data).toMatchObject({
      UserIdDisplay: 'Hari Gurung',
      DeviceId: 'android-5f2c9a41e7d03b68',
    });
    const signIn = await app.get<Body>(`${API}/salesperson/signin?id=${hari.id}`, {
      token: admin,
      companyId: 1,
    });
    expect(signIn.body.Data).toEqual({
      Id: hari.id,
      UserId: hari.userId,
      UserName: 'sales1',
      DeviceId: 'android-5f2c9a41e7d03b68',
    });
    const suman = await row('Suman Tamang');
    const none = await app.get<Body>(`${API}/salesperson/signin?id=${suman.id}`, {
      token: admin,
      companyId: 1,
    });
    expect(none.body.Data).toEqual({ Id: suman.id, UserId: null, UserName: null, DeviceId: null });
  });

  it('links only a member of type Sales person, and one user to one sales person', async () => {
    const suman = await row('Suman Tamang');
    const [dealer] = await app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'dealer'));
    const notSales = await post('salesperson/save', { Id: String(suman.id), UserId: String(dealer?.id) });
    expect(notSales.body).toMatchObject({
      Code: 400,
      Errors: [
        {
          Field: 'UserId',
          Message: `Sign-in user ${dealer?.id} does not exist or is not a sales person user`,
        },
      ],
    });
    const hari = await row('Hari Gurung');
    const taken = await post('salesperson/save', { Id: String(suman.id), UserId: String(hari.userId) });
    expect(taken.body).toMatchObject({
      Code: 409,
      Errors: [{ Field: 'UserId', Message: 'Sign-in user is already used' }],
    });
    expect((await row('Suman Tamang')).userId).toBeNull();
  });

  it('offers only sales users in the sign-in select, by full name, also to whoever edits sales persons', async () => {
    const options = await app.get<{ Name: string }[]>(`${API}/user/autocomplete?UserType=salesPerson`, {
      token: admin,
      companyId: 1,
    });
    expect(options.body.Data?.map((option) => option.Name)).toEqual(['Hari Gurung', 'Maya Rai']);
    // Found by user name, first or last name, or the whole name shown.
    for (const typed of ['sales1', 'hari', 'gurung', 'Hari Gurung']) {
      const found = await app.get<{ Name: string }[]>(
        `${API}/user/autocomplete?UserType=salesPerson&query=${encodeURIComponent(typed)}`,
        { token: admin, companyId: 1 },
      );
      expect(
        found.body.Data?.map((option) => option.Name),
        typed,
      ).toEqual(['Hari Gurung']);
    }
    const wrong = await app.get<Body>(`${API}/user/autocomplete?UserType=boss`, {
      token: admin,
      companyId: 1,
    });
    expect(wrong.status).toBe(400);
  });
});

describe('reset device', () => {
  it('clears the bound device, audited on the sales person; a second reset has nothing to clear', async () => {
    const hari = await row('Hari Gurung');
    const reset = await post(`salesperson/resetdevice?id=${hari.id}`);
    expect(reset.body).toEqual({
      Code: 200,
      Message: 'Device reset. The field app binds the next phone that signs in.',
      Data: { Id: hari.id, DeviceId: null },
    });
    expect((await row('Hari Gurung')).deviceId).toBeNull();
    expect(await lastAudit(hari.id, 'resetDevice')).toMatchObject({
      before: { DeviceId: 'android-5f2c9a41e7d03b68' },
      after: { DeviceId: null },
    });
    expect((await post(`salesperson/resetdevice?id=${hari.id}`)).body.Message).toBe(
      'No device was bound; nothing to reset.',
    );
  });
});

describe('sign-in actions: refusals', () => {
  it('is 404 without a linked user, and for another company’s sales person, changing nothing', async () => {
    const suman = await row('Suman Tamang');
    for (const action of ['resetdevice', 'resetpassword', 'changeusername']) {
      expect((await post(`salesperson/${action}?id=${suman.id}`, { UserName: 'suman' })).body).toEqual({
        Code: 404,
        Message: `Sales person ${suman.id} has no sign-in user. Choose one in the form first.`,
        Data: null,
      });
    }
    const maya = await row('Maya Rai');
    for (const action of ['resetdevice', 'resetpassword', 'changeusername']) {
      const answer = await post(`salesperson/${action}?id=${maya.id}`, { UserName: 'taken.over' }, coop, 2);
      expect(answer.body).toEqual({
        Code: 404,
        Message: `Sales person ${maya.id} was not found.`,
        Data: null,
      });
    }
    expect(await userName(maya.userId)).toBe('sales2');
  });

  it('is 403 without Sales Persons edit, and 400 for a bad id', async () => {
    const maya = await row('Maya Rai');
    for (const action of ['resetdevice', 'resetpassword', 'changeusername']) {
      expect((await post(`salesperson/${action}?id=${maya.id}`, { UserName: 'x.y.z' }, staff)).status).toBe(
        403,
      );
      expect((await post(`salesperson/${action}?id=abc`)).status).toBe(400);
    }
    expect(await userName(maya.userId)).toBe('sales2');
  });

  it('refuses a linked user who is no longer of type Sales person (409)', async () => {
    const maya = await row('Maya Rai');
    const membership = and(eq(companyUsers.companyId, 1), eq(companyUsers.userId, Number(maya.userId)));
    await app.deps.db.update(companyUsers).set({ userType: 'admin' }).where(membership);
    try {
      expect((await post(`salesperson/resetpassword?id=${maya.id}`)).status).toBe(409);
    } finally {
      await app.deps.db.update(companyUsers).set({ userType: 'salesPerson' }).where(membership);
    }
  });
});

describe('reset password', () => {
  it('makes a temporary password answered once, which signs the sales person in', async () => {
    const maya = await row('Maya Rai');
    const reset = await post(`salesperson/resetpassword?id=${maya.id}`);
    expect(reset.body).toMatchObject({
      Code: 200,
      Data: { Id: maya.id, UserId: maya.userId, UserName: 'sales2' },
    });
    const temporary = String(reset.body.Data?.TemporaryPassword);
    expect(temporary).toMatch(/^[A-Za-z2-9]{14}$/);
    expect(await signInAs(app, 'sales2', temporary)).toBeTruthy();
    expect(await lastAudit(maya.id, 'resetPassword')).toBeTruthy();
  });

  it('sets a chosen password, checked like the user form (400), never answering it', async () => {
    const maya = await row('Maya Rai');
    const short = await post(`salesperson/resetpassword?id=${maya.id}`, {
      NewPassword: 'short',
      ConfirmPassword: 'short',
    });
    expect(short.body).toMatchObject({ Code: 400, Errors: [{ Field: 'NewPassword' }] });
    const mismatch = await post(`salesperson/resetpassword?id=${maya.id}`, {
      NewPassword: 'Field@2026x',
      ConfirmPassword: 'Field@2026y',
    });
    expect(mismatch.body).toMatchObject({ Code: 400, Errors: [{ Field: 'ConfirmPassword' }] });
    const set = await post(`salesperson/resetpassword?id=${maya.id}`, {
      NewPassword: 'Field@2026x',
      ConfirmPassword: 'Field@2026x',
    });
    expect(set.body).toMatchObject({ Code: 200, Data: { UserName: 'sales2' } });
    expect(set.body.Data).not.toHaveProperty('TemporaryPassword');
    expect(await signInAs(app, 'sales2', 'Field@2026x')).toBeTruthy();
  });
});

describe('change user name', () => {
  it('renames the linked user, validated like the user form and unique across companies', async () => {
    const maya = await row('Maya Rai');
    const empty = await post(`salesperson/changeusername?id=${maya.id}`, {});
    expect(empty.body).toMatchObject({
      Code: 400,
      Errors: [{ Field: 'UserName', Message: 'User name is required' }],
    });
    const tooShort = await post(`salesperson/changeusername?id=${maya.id}`, { UserName: 'ab' });
    expect(tooShort.body).toMatchObject({ Code: 400, Errors: [{ Field: 'UserName' }] });
    // coopadmin works for the other company only: user names are unique across every company.
    const used = await post(`salesperson/changeusername?id=${maya.id}`, { UserName: 'COOPADMIN' });
    expect(used.body).toMatchObject({
      Code: 409,
      Errors: [{ Field: 'UserName', Message: 'User name is already used' }],
    });
    expect(await userName(maya.userId)).toBe('sales2');
    const renamed = await post(`salesperson/changeusername?id=${maya.id}`, { UserName: 'maya.rai' });
    expect(renamed.body).toEqual({
      Code: 200,
      Message: 'User name changed. The sales person signs in with the new one.',
      Data: { Id: maya.id, UserId: maya.userId, UserName: 'maya.rai' },
    });
    expect(await userName(maya.userId)).toBe('maya.rai');
    expect(await lastAudit(maya.id, 'changeUserName')).toMatchObject({
      before: { UserName: 'sales2' },
      after: { UserName: 'maya.rai' },
    });
  });
});

describe('assign store', () => {
  const store = async (companyId: number) => {
    const [found] = await app.deps.db
      .select({ id: storesTable.id })
      .from(storesTable)
      .where(eq(storesTable.companyId, companyId))
      .limit(1);
    return found ? Number(found.id) : undefined;
  };

  it('assigns a sales person the store they load from, audited as an update', async () => {
    const hari = await row('Hari Gurung');
    const storeId = await store(1);
    const assigned = await post(`store/assignstore?id=${hari.id}&storeId=${storeId}`);
    expect(assigned.body).toMatchObject({ Code: 200, Data: { Id: hari.id, StoreId: storeId } });
    expect((await row('Hari Gurung')).storeId).toBe(storeId);
  });

  it('is 400 for a missing or foreign store, 404 for another company’s sales person, 403 without edit', async () => {
    const hari = await row('Hari Gurung');
    const before = (await row('Hari Gurung')).storeId;
    const missing = await post(`store/assignstore?id=${hari.id}&storeId=999999`);
    expect(missing.body).toMatchObject({
      Code: 400,
      Errors: [{ Field: 'StoreId', Message: 'Store 999999 does not exist' }],
    });
    expect((await post(`store/assignstore?id=${hari.id}`)).status).toBe(400);
    const storeId = String(await store(1));
    expect((await post(`store/assignstore?id=${hari.id}&storeId=${storeId}`, {}, coop, 2)).status).toBe(404);
    expect((await post(`store/assignstore?id=${hari.id}&storeId=${storeId}`, {}, staff)).status).toBe(403);
    expect((await row('Hari Gurung')).storeId).toBe(before);
  });
});
