import { NOTICE } from '@backoffice/shared/entities/administration/notice.entity';
import type { Page } from '@backoffice/shared/paging';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, signInAs } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { COUNT_CAP } from './entity-query.js';
import { entityColumn, entityTable } from './entity-table.js';

let app: TestApp;
let admin: string;
/** A little more than the cap, so the last pages lie past it. */
const ROWS = COUNT_CAP + 130;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  await app.deps.db.execute(sql`
    insert into ${sql.identifier(NOTICE.table)} (company_id, title, description, notice_date, audience, is_active)
    select 1, 'Route review ' || n, 'Weekly', date '2026-01-01' + (n % 300), 'all', true
    from generate_series(1, ${ROWS}::int) as n`);
});
afterAll(async () => app.close());

const list = async (query: string) => {
  const answer = await app.get<Page<{ Id: number }> & { TotalCountCapped?: boolean }>(
    `${API}/${NOTICE.apiPath}/list?${query}`,
    { token: admin, companyId: 1 },
  );
  expect(answer.status).toBe(200);
  return answer.body.Data;
};

describe('counts on large lists', () => {
  it('counts exactly up to the cap, then says more follow', async () => {
    const first = await list('pageNo=1&pageSize=20');
    expect(first).toMatchObject({ TotalCount: COUNT_CAP, TotalCountCapped: true });
    expect(first?.Items).toHaveLength(20);
  });

  it('moves the cap with the page, so the pages past 10,000 rows can be reached and end exactly', async () => {
    const [counted] = await app.deps.db
      .select({ n: count() })
      .from(entityTable(NOTICE))
      .where(eq(entityColumn(NOTICE, 'companyId'), 1));
    const exact = Number(counted?.n);
    expect(exact).toBeGreaterThan(COUNT_CAP);
    const lastPage = Math.ceil(exact / 20);
    const deep = await list(`pageNo=${lastPage - 1}&pageSize=20`);
    expect(deep?.TotalCount).toBe(exact);
    expect(deep?.TotalCountCapped).toBeUndefined();
    expect(deep?.Items).toHaveLength(20);
    const last = await list(`pageNo=${lastPage}&pageSize=20`);
    expect(last?.Items).toHaveLength(exact - (lastPage - 1) * 20);
  });

  it('counts a search exactly when it matches fewer rows than the cap', async () => {
    expect(await list('pageSize=20&query=Route%20review%2010042')).toMatchObject({ TotalCount: 1 });
  });
});
