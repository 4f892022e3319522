import { Writable } from 'node:stream';
import { API_KEY } from '@backoffice/shared/entities/administration/api-key.entity';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeysTable, users } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { API_KEY_USER_MESSAGES } from './api-key-guards.js';
import { findOverreachingKeys, reportOverreachingKeys } from './api-key-overreach.check.js';

/** What the demo delivery person may do that demo staff may not: their orders and their own workday. */
const DELIVERY_RIGHTS_BEYOND_STAFF =
  'Advance Requests: view, Advance Requests: create, Attendance: view, Attendance: create, Day Logs: view, Day Logs: create, Expenses: view, Expenses: create, Orders: view';

const keyColumn = entityTable(API_KEY);

let app: TestApp;
let admin: string;
const ids: Record<string, number> = {};

const userIdOf = async (username: string): Promise<number> => {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};

/** A key saved by the administrator, then recorded as made by `maker`: a key from before the rule. */
const keyMadeBy = async (name: string, actingAs: string, maker: string): Promise<number> => {
  const saved = await app.post<{ Id: number }>(`${API}/apikey/save`, {
    token: admin,
    companyId: 1,
    form: { Name: name, UserId: String(ids[actingAs]) },
  });
  expect(saved.status, saved.body.Message).toBe(200);
  const id = Number(saved.body.Data?.Id);
  await app.deps.db
    .update(apiKeysTable)
    .set({ createdBy: ids[maker] })
    .where(and(eq(keyColumn.companyId, 1), eq(keyColumn.id, id)));
  return id;
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  for (const name of ['admin', 'staff', 'superadmin', 'delivery']) ids[name] = await userIdOf(name);
});
afterAll(async () => app.close());

describe('the start-up check of API keys', () => {
  it('names each usable key whose maker could not make it now, and only those', async () => {
    expect(await findOverreachingKeys(app.deps)).toEqual([]);
    const asAdmin = await keyMadeBy('Staff made, acts as admin', 'admin', 'staff');
    const asDelivery = await keyMadeBy('Staff made, acts as delivery', 'delivery', 'staff');
    await keyMadeBy('Staff made, acts as staff', 'staff', 'staff');
    await keyMadeBy('Admin made, acts as delivery', 'delivery', 'admin');
    const revoked = await keyMadeBy('Staff made, revoked', 'admin', 'staff');
    const revoke = await app.post(`${API}/apikey/revoke?id=${revoked}`, { token: admin, companyId: 1 });
    expect(revoke.status, revoke.body.Message).toBe(200);

    const found = await findOverreachingKeys(app.deps);
    expect(found).toEqual([
      {
        keyId: asAdmin,
        keyName: 'Staff made, acts as admin',
        companyId: 1,
        actingUserId: ids.admin,
        actingUser: 'admin',
        makerUserId: ids.staff,
        maker: 'staff',
        reason: API_KEY_USER_MESSAGES.administrator,
      },
      {
        keyId: asDelivery,
        keyName: 'Staff made, acts as delivery',
        companyId: 1,
        actingUserId: ids.delivery,
        actingUser: 'delivery',
        makerUserId: ids.staff,
        maker: 'staff',
        reason: API_KEY_USER_MESSAGES.rights(DELIVERY_RIGHTS_BEYOND_STAFF),
      },
    ]);
  });

  it('logs one warning per such key, naming key, company, acting user and maker', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const count = await reportOverreachingKeys({ ...app.deps, logger: pino({ level: 'info' }, sink) });
    expect(count).toBe(2);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      level: 40,
      keyName: 'Staff made, acts as admin',
      companyId: 1,
      actingUser: 'admin',
      maker: 'staff',
    });
    expect(String(entries[0]?.msg)).toContain('API key "Staff made, acts as admin"');
    expect(String(entries[0]?.msg)).toContain('company 1 acts as admin, beyond what its maker staff may do');
  });
});
