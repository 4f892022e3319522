import { API_KEY } from '@backoffice/shared/entities/administration/api-key.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeysTable, rolePermissions, roles, users } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { API_KEY_USER_MESSAGES } from './api-key-guards.js';

/** What the demo delivery person may do that demo staff may not: their orders and their own workday. */
const DELIVERY_RIGHTS_BEYOND_STAFF =
  'Advance Requests: view, Advance Requests: create, Attendance: view, Attendance: create, Day Logs: view, Day Logs: create, Expenses: view, Expenses: create, Orders: view';

const keyColumn = entityTable(API_KEY);

let app: TestApp;
let admin: string;
let staff: string;
let superadmin: string;
const ids: Record<string, number> = {};

const userIdOf = async (username: string): Promise<number> => {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};

const saveKey = (token: string, form: Record<string, string>) =>
  app.post<{ Id: number; Secret?: string; UserId: number; Name: string }>(`${API}/apikey/save`, {
    token,
    companyId: 1,
    form,
  });

const keyRows = async () =>
  app.deps.db.select().from(apiKeysTable).where(eq(keyColumn.companyId, 1)).orderBy(keyColumn.id);

beforeAll(async () => {
  app = await startTestApp();
  [admin, staff, superadmin] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'staff', 'Staff@123'),
    signInAs(app, 'superadmin', 'Super@123'),
  ]);
  for (const name of ['admin', 'staff', 'superadmin', 'delivery']) ids[name] = await userIdOf(name);
  // The case found in the probe: a staff role given "API Keys" (view, create, edit) and nothing else of note.
  const [staffRole] = await app.deps.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, 1), eq(roles.name, 'Staff')));
  if (!staffRole) throw new Error('no Staff role');
  await app.deps.db.insert(rolePermissions).values({
    companyId: 1,
    roleId: staffRole.id,
    pageCode: PAGE_CODES.ApiKey,
    canView: true,
    canCreate: true,
    canEdit: true,
  });
});
afterAll(async () => app.close());

describe('whom a new key may act as', () => {
  it.each([
    ['the company administrator', 'admin', API_KEY_USER_MESSAGES.administrator],
    ['the super administrator', 'superadmin', API_KEY_USER_MESSAGES.superAdmin],
    [
      'a user with a right the maker lacks',
      'delivery',
      API_KEY_USER_MESSAGES.rights(DELIVERY_RIGHTS_BEYOND_STAFF),
    ],
  ])('refuses staff a key acting as %s (403, nothing saved)', async (_case, username, message) => {
    const before = await keyRows();
    const answer = await saveKey(staff, { Name: `Staff as ${username}`, UserId: String(ids[username]) });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ Code: 403, Message: message, Data: null });
    expect(await keyRows()).toEqual(before);
  });

  it('lets staff make a key acting as themselves, and shows its secret once', async () => {
    const answer = await saveKey(staff, { Name: 'Staff as staff', UserId: String(ids.staff) });
    expect(answer.status, answer.body.Message).toBe(200);
    expect(answer.body.Data?.UserId).toBe(ids.staff);
    expect(answer.body.Data?.Secret).toMatch(/^bo_/);
  });

  it('refuses a company administrator a key acting as the super administrator, and lets them act as anyone else', async () => {
    const refused = await saveKey(admin, { Name: 'Admin as super', UserId: String(ids.superadmin) });
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toBe(API_KEY_USER_MESSAGES.superAdmin);
    expect((await keyRows()).some((row) => row.Name === 'Admin as super')).toBe(false);
    for (const username of ['admin', 'delivery', 'staff']) {
      const answer = await saveKey(admin, { Name: `Admin as ${username}`, UserId: String(ids[username]) });
      expect(answer.status, `${username}: ${answer.body.Message}`).toBe(200);
    }
  });

  it('lets only a super administrator make a key acting as a super administrator', async () => {
    const answer = await saveKey(superadmin, { Name: 'Super as super', UserId: String(ids.superadmin) });
    expect(answer.status, answer.body.Message).toBe(200);
    expect(answer.body.Data?.UserId).toBe(ids.superadmin);
  });
});

describe("changing a key's user", () => {
  it("applies the same rule to an edit of the key's user, and not to an edit that keeps it", async () => {
    const made = await saveKey(staff, { Name: 'Staff key to edit', UserId: String(ids.staff) });
    const id = String(made.body.Data?.Id);
    for (const username of ['admin', 'superadmin', 'delivery']) {
      const before = await keyRows();
      const answer = await saveKey(staff, {
        Id: id,
        Name: 'Staff key to edit',
        UserId: String(ids[username]),
      });
      expect(answer.status, username).toBe(403);
      expect(answer.body.Data).toBeNull();
      expect(await keyRows()).toEqual(before);
    }
    const renamed = await saveKey(staff, { Id: id, Name: 'Staff key, renamed', UserId: String(ids.staff) });
    expect(renamed.status, renamed.body.Message).toBe(200);
    // An administrator may point it at the administrator; staff may then still rename it (the user
    // stays) but not choose a user again.
    const raised = await saveKey(admin, { Id: id, Name: 'Staff key, renamed', UserId: String(ids.admin) });
    expect(raised.status, raised.body.Message).toBe(200);
    const kept = await saveKey(staff, {
      Id: id,
      Name: 'Admin key, renamed by staff',
      UserId: String(ids.admin),
    });
    expect(kept.status, kept.body.Message).toBe(200);
    const lowered = await saveKey(staff, {
      Id: id,
      Name: 'Admin key, renamed by staff',
      UserId: String(ids.delivery),
    });
    expect(lowered.status).toBe(403);
    expect(lowered.body.Message).toBe(API_KEY_USER_MESSAGES.rights(DELIVERY_RIGHTS_BEYOND_STAFF));
  });
});
