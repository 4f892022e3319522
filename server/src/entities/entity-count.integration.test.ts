import { NOTICE } from '@backoffice/shared/entities/administration/notice.entity';
import type { Page } from '@backoffice/shared/paging';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, signInAs } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { COUNT_CAP, SEARCH_COUNT_CAP } from './entity-query.js';
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
  // A term matching more rows than a search counts on its first page, yet fewer than the list cap.
  await app.deps.db.execute(sql`
    insert into ${sql.identifier(NOTICE.table)} (company_id, title, description, notice_date, audience, is_active)
    select 1, 'Stock take ' || n, 'Quarterly', date '2026-01-01' + (n % 97), 'all', true
    from generate_series(1, ${STOCK_TAKES}::int) as n`);
});
const STOCK_TAKES = SEARCH_COUNT_CAP + 500;
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

  /** Every id a search finds, page by page, in the list's order. */
  const pagesOf = async (query: string, pageSize: number) => {
    const ids: number[] = [];
    let total = -1;
    for (let pageNo = 1; ; pageNo++) {
      const page = await list(`${query}&pageNo=${pageNo}&pageSize=${pageSize}`);
      total = page?.TotalCount ?? -1;
      ids.push(...(page?.Items ?? []).map((item) => item.Id));
      if ((page?.Items.length ?? 0) < pageSize) break;
    }
    return { ids, total };
  };

  /** The same search straight in SQL: the order and count a list must show. */
  const expected = async (pattern: string, order: 'date' | 'title asc' | 'title desc') => {
    const table = entityTable(NOTICE);
    const id = entityColumn(NOTICE, 'id');
    const date = entityColumn(NOTICE, 'NoticeDate');
    const title = entityColumn(NOTICE, 'Title');
    const orderBy = {
      date: [desc(date), desc(id)],
      'title asc': [asc(title), asc(id)],
      'title desc': [desc(title), desc(id)],
    }[order];
    const rows = await app.deps.db
      .select({ id })
      .from(table)
      .where(
        and(
          eq(entityColumn(NOTICE, 'companyId'), 1),
          or(ilike(title, pattern), ilike(entityColumn(NOTICE, 'Description'), pattern)),
        ),
      )
      .orderBy(...orderBy);
    return rows.map((row) => Number(row.id));
  };

  it('pages a rare search (answered from its matches alone) in the list order, with an exact count', async () => {
    // "review 12" is 12, 120-129 and 1200-1299: 111 rows.
    const byDate = await pagesOf('query=review%2012', 20);
    const want = await expected('%review 12%', 'date');
    expect(want).toHaveLength(111);
    expect(byDate).toEqual({ ids: want, total: 111 });
    const byTitle = await pagesOf('query=review%2012&SortBy=Title&SortType=asc', 25);
    expect(byTitle.ids).toEqual(await expected('%review 12%', 'title asc'));
    // A page past the end is empty and still knows the count.
    expect(await list('query=review%2012&pageNo=9&pageSize=20')).toMatchObject({
      Items: [],
      TotalCount: 111,
    });
  });

  it('caps the count of a common search, moves the cap with the page, and pages it to its exact end', async () => {
    const first = await list('query=Stock%20take&SortBy=Title&SortType=desc&pageNo=1&pageSize=1000');
    expect(first).toMatchObject({ TotalCount: SEARCH_COUNT_CAP, TotalCountCapped: true });
    const found = await pagesOf('query=Stock%20take&SortBy=Title&SortType=desc', 1000);
    const want = await expected('%Stock take%', 'title desc');
    expect(want).toHaveLength(STOCK_TAKES);
    // Past the first page the cap (page's first row + 2,000) lies beyond the last match: exact.
    expect(found).toEqual({ ids: want, total: STOCK_TAKES });
  });

  it('walks the sort order for a search matching more rows than the list cap', async () => {
    const first = await list('query=Route%20review&pageNo=1&pageSize=20');
    expect(first).toMatchObject({ TotalCount: SEARCH_COUNT_CAP, TotalCountCapped: true });
    expect(first?.Items.map((item) => item.Id)).toEqual(
      (await expected('%Route review%', 'date')).slice(0, 20),
    );
  });

  it('counts a search exactly when it matches fewer rows than the cap', async () => {
    expect(await list('pageSize=20&query=Route%20review%2010042')).toMatchObject({ TotalCount: 1 });
  });
});
