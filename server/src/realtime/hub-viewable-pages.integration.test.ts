import { PAGE_CODES, type PageName } from '@backoffice/shared/page-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission } from '../auth/permissions.js';
import { users } from '../db/schema/index.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { viewablePages } from './hub-viewable-pages.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const userNamed = async (username: string) => {
  const [row] = await app.deps.db
    .select({ id: users.id, isSuperAdmin: users.isSuperAdmin })
    .from(users)
    .where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return { userId: row.id, isSuperAdmin: row.isSuperAdmin };
};

/**
 * The hubs decide who receives a page's events with their own batch query; it must say exactly what
 * hasPermission(…, 'view') says, page by page, or a push would reach someone the API refuses.
 */
describe("the hubs' view rights", () => {
  const cases: [string, number][] = [
    ['admin', 1],
    ['staff', 1],
    ['sales1', 1],
    ['dealer', 1],
    ['superadmin', 1],
    ['superadmin', 2],
    ['coopadmin', 2],
    ['admin', 2],
  ];
  it.each(cases)('agree with hasPermission for %s in company %i', async (username, companyId) => {
    const who = await userNamed(username);
    const batch = await viewablePages(app.deps.db, companyId, who);
    const ctx = {
      deps: app.deps,
      companyId,
      user: { kind: 'user' as const, ...who, sessionId: 's', username, secondFactor: true },
    };
    const names = Object.keys(PAGE_CODES) as PageName[];
    const oneByOne = new Set<string>();
    for (const name of names) if (await hasPermission(ctx, PAGE_CODES[name], 'view')) oneByOne.add(name);
    expect([...batch].sort()).toEqual([...oneByOne].sort());
  });

  it('differ between people, so the comparison means something', async () => {
    const staff = await viewablePages(app.deps.db, 1, await userNamed('staff'));
    const admin = await viewablePages(app.deps.db, 1, await userNamed('admin'));
    expect(admin.has('Visit')).toBe(true);
    expect(staff.has('Visit')).toBe(false);
  });
});
