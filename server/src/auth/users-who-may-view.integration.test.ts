import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { hasPermission, usersWhoMayView } from './permissions.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

const PEOPLE = ['admin', 'staff', 'sales1', 'sales2', 'dealer', 'delivery', 'superadmin', 'coopadmin'];

/**
 * Notifications decide who may follow their link with one batch query; it must say what
 * hasPermission(…, 'view') says for every person and page, or a link would lead to a 403 (or be
 * withheld from someone who may open it).
 */
describe('usersWhoMayView', () => {
  it.each([1, 2])('agrees with hasPermission for every page in company %i', async (companyId) => {
    const people = await app.deps.db
      .select({ id: users.id, username: users.username, isSuperAdmin: users.isSuperAdmin })
      .from(users)
      .where(inArray(users.username, PEOPLE));
    expect(people).toHaveLength(PEOPLE.length);
    let granted = 0;
    for (const pageCode of Object.values(PAGE_CODES)) {
      const batch = await usersWhoMayView(
        app.deps.db,
        companyId,
        pageCode,
        people.map((person) => person.id),
      );
      for (const person of people) {
        const ctx = {
          deps: app.deps,
          companyId,
          user: {
            kind: 'user' as const,
            userId: person.id,
            isSuperAdmin: person.isSuperAdmin,
            sessionId: 's',
            username: person.username,
            secondFactor: true,
          },
        };
        const one = await hasPermission(ctx, pageCode, 'view');
        expect(batch.has(person.id), `${person.username} on page ${pageCode}`).toBe(one);
        if (one) granted += 1;
      }
    }
    // Some may and some may not: the comparison means something.
    expect(granted).toBeGreaterThan(0);
    expect(granted).toBeLessThan(people.length * Object.values(PAGE_CODES).length);
  });
});
