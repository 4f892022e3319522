import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, roles, users } from '../../db/schema/index.js';
import { API, signInAs, signInWithNewAuthenticator } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { displayNamesOf } from '../entity-display-names.js';
import type { AuditEntryView } from './entity-audit.js';

type Row = Record<string, unknown> & { Id: number };

let app: TestApp;
let admin: string;
let otherCompanyAdmin: string;
beforeAll(async () => {
  app = await startTestApp();
  [admin, otherCompanyAdmin] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', { companyId: 2, branchId: 3 }),
  ]);
});
afterAll(async () => app.close());

const save = async (apiPath: string, form: Record<string, string>, token = admin, companyId = 1) => {
  const saved = await app.post<Row>(`${API}/${apiPath}/save`, { token, companyId, form });
  expect(saved.status, saved.body.Message).toBe(200);
  if (!saved.body.Data) throw new Error(`${apiPath} not saved`);
  return saved.body.Data;
};

const template = (name: string, token = admin, companyId = 1) =>
  save(
    'pagenotificationsetuptemplate',
    { Name: name, Channel: 'inApp', Subject: `${name} subject`, Body: `${name} body` },
    token,
    companyId,
  );

const setupForm = (name: string, templateId: number) => ({
  Name: name,
  PageCode: '211',
  Event: 'created',
  TemplateId: String(templateId),
  NotifyCreator: 'true',
  NotifyAdmins: 'false',
  IsActive: 'true',
});

const trailOf = async (setupId: number) => {
  const trail = await app.get<AuditEntryView[]>(`${API}/pagenotificationsetup/audit?id=${setupId}`, {
    token: admin,
    companyId: 1,
  });
  expect(trail.status, trail.body.Message).toBe(200);
  return trail.body.Data ?? [];
};

describe('the audit trail names referenced records', () => {
  it('shows the template names before and after a change, and "(deleted)" for one that is gone', async () => {
    const first = await template('Dispatch notice');
    const second = await template('Delivery notice');
    const setup = await save('pagenotificationsetup', setupForm('Order dispatched', first.Id));
    await save('pagenotificationsetup', {
      ...setupForm('Order dispatched', second.Id),
      Id: String(setup.Id),
    });

    let [update, create] = await trailOf(setup.Id);
    expect(update?.Action).toBe('update');
    expect(update?.Changes).toEqual([
      {
        Field: 'TemplateId',
        Label: 'Template',
        Before: first.Id,
        After: second.Id,
        BeforeText: 'Dispatch notice',
        AfterText: 'Delivery notice',
      },
    ]);
    // Created from nothing: no name before, the first template's after.
    expect(create?.Changes.find((change) => change.Field === 'TemplateId')).toMatchObject({
      Before: null,
      BeforeText: null,
      AfterText: 'Dispatch notice',
    });
    // Plain fields carry no names.
    expect(create?.Changes.find((change) => change.Field === 'Name')).not.toHaveProperty('AfterText');

    const deleted = await app.post(`${API}/pagenotificationsetuptemplate/delete?id=${first.Id}`, {
      token: admin,
      companyId: 1,
    });
    expect(deleted.status, deleted.body.Message).toBe(200);
    [update, create] = await trailOf(setup.Id);
    expect(update?.Changes[0]).toMatchObject({
      Before: first.Id,
      BeforeText: `#${first.Id} (deleted)`,
      AfterText: 'Delivery notice',
    });
    expect(create?.Changes.find((change) => change.Field === 'TemplateId')?.AfterText).toBe(
      `#${first.Id} (deleted)`,
    );
  });

  it("never names another company's record, even when a picture holds its id", async () => {
    const theirs = await template('Their private template', otherCompanyAdmin, 2);
    const mine = await template('My template');
    const setup = await save('pagenotificationsetup', setupForm('Order cancelled', mine.Id));
    // A picture can only hold such an id by a bug or a hand edit: the name must still not leak.
    await app.deps.db.insert(auditLog).values({
      companyId: 1,
      actorUserId: null,
      action: 'update',
      entity: 'PageNotificationSetup',
      entityId: String(setup.Id),
      before: { TemplateId: theirs.Id },
      after: { TemplateId: mine.Id },
      at: app.clock.now(),
    });
    const [latest] = await trailOf(setup.Id);
    expect(latest?.Changes[0]).toMatchObject({
      BeforeText: `#${theirs.Id} (deleted)`,
      AfterText: 'My template',
    });
  });

  it('reads custom-storage entities from their own tables: users by membership and full name, roles by name', async () => {
    const db = app.deps.db;
    const people = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, ['admin', 'coopadmin']));
    const adminId = people.find((person) => person.username === 'admin')?.id ?? 0;
    const coopAdminId = people.find((person) => person.username === 'coopadmin')?.id ?? 0;
    const names = await displayNamesOf(db, USER, 1, new Set([adminId, coopAdminId, 999_999]));
    expect(names.get(adminId)).toBe('Ram Thapa');
    // coopadmin works for company 2 only: not a user of company 1.
    expect(names.has(coopAdminId)).toBe(false);
    expect(names.has(999_999)).toBe(false);

    const [staffRole] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.companyId, 1), eq(roles.name, 'Staff')));
    const roleNames = await displayNamesOf(db, ROLE, 1, new Set([staffRole?.id ?? 0]));
    expect([...roleNames.values()]).toEqual(['Staff']);
  });
});
