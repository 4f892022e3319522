import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { SALES_ROUTE } from '@backoffice/shared/entities/sales/sales-route.entity';
import { TERRITORY } from '@backoffice/shared/entities/sales/territory.entity';
import type { Page } from '@backoffice/shared/paging';
import type { OrderBoard, OrderDetail, OrderSummary } from '@backoffice/shared/sales/orders/order.contract';
import { ORDER_STATUSES, type OrderStatus } from '@backoffice/shared/sales/orders/order-pipeline';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partiesTable } from '../../db/schema/entities.schema.js';
import { users } from '../../db/schema/index.js';
import { idByName } from '../../test-support/entity-id.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let admin: string;
/** Every order of the company, unfiltered, as the list answers it. */
let all: OrderSummary[];
/** Each party's area, which the summary does not carry. */
let areaOfParty: Map<number, number | null>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  // A few more orders besides the demo's, over several dates, parties and statuses.
  const lines = [{ ProductId: await idOf(PRODUCT, 'Wai Wai Noodles 75 g'), Quantity: 30 }];
  const made: OrderDetail[] = [];
  for (const [party, date, remarks] of [
    ['Fewa Grocery', '2026-10-01', 'Festival stock'],
    ['Bishnu Traders', '2026-11-01', null],
    ['Lakeside Mart', '2026-11-15', 'Call before coming'],
    ['Asan Wholesale Centre', '2026-11-22', null],
  ] as const) {
    const saved = await app.post<OrderDetail>(`${API}/order/save`, {
      token: admin,
      companyId: 1,
      json: {
        PartyId: await idOf(PARTY, party),
        OrderDate: date,
        Lines: lines,
        ...(remarks ? { Remarks: remarks } : {}),
      },
    });
    made.push(saved.body.Data as OrderDetail);
  }
  await app.post(`${API}/order/confirm?id=${made[0]?.Id}`, { token: admin, companyId: 1 });
  await app.post(`${API}/order/assign?id=${made[1]?.Id}`, {
    token: admin,
    companyId: 1,
    json: { DealerUserId: await dealerId(), AssignDate: '2026-11-02' },
  });
  all = (await list('pageSize=5000')).body.Data?.Items ?? [];
  const parties = await app.deps.db
    .select({ id: partiesTable.id, area: partiesTable.AreaId })
    .from(partiesTable)
    .where(eq(partiesTable.companyId, 1));
  areaOfParty = new Map(parties.map((row) => [Number(row.id), row.area === null ? null : Number(row.area)]));
});
afterAll(async () => app.close());

const idOf = (entity: EntityDeclaration, name: string): Promise<number> => idByName(app, entity, name);
async function dealerId(): Promise<number> {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, 'dealer'));
  return row?.id ?? 0;
}
function list(query: string, path = 'list') {
  return app.get<Page<OrderSummary>>(`${API}/order/${path}?${query}`, { token: admin, companyId: 1 });
}
const idsOf = (items: readonly OrderSummary[]) => items.map((item) => item.Id).toSorted((a, b) => a - b);
const listedIds = async (query: string, path = 'list') =>
  idsOf((await list(`pageSize=5000&${query}`, path)).body.Data?.Items ?? []);

describe('GET /order/list', () => {
  it('answers a page of summaries, newest order date first, with the full count', async () => {
    expect(all.length).toBe(12);
    const first = (await list('pageSize=5&pageNo=1')).body.Data;
    expect(first).toMatchObject({ TotalCount: 12, PageNo: 1, PageSize: 5 });
    expect(first?.Items.map((item) => item.OrderDate)).toEqual(all.slice(0, 5).map((item) => item.OrderDate));
    const dates = all.map((item) => item.OrderDate);
    expect(dates).toEqual(dates.toSorted().toReversed());
    const third = (await list('pageSize=5&pageNo=3')).body.Data;
    expect(third?.Items).toHaveLength(2);
  });

  it('narrows by each filter to exactly the orders that match it', async () => {
    const maya = await idOf(SALES_PERSON, 'Maya Rai');
    const lakeside = await idOf(PARTY, 'Lakeside Mart');
    const route = await idOf(SALES_ROUTE, 'Baneshwor – Koteshwor');
    const pokhara = await idOf(TERRITORY, 'Pokhara');
    const dealer = await dealerId();
    const cases: [string, (item: OrderSummary) => boolean][] = [
      [`SalesPersonId=${maya}`, (item) => item.SalesPersonId === maya],
      [`DealerId=${dealer}`, (item) => item.DealerUserId === dealer],
      [`PartyId=${lakeside}`, (item) => item.PartyId === lakeside],
      ['Status=confirmed', (item) => item.Status === 'confirmed'],
      ['Status=notConfirmed,Delivered', (item) => ['notConfirmed', 'delivered'].includes(item.Status)],
      ['Filter=notConfirmed', (item) => item.Status === 'notConfirmed'],
      ['Filter=open', (item) => !['completed', 'cancelled'].includes(item.Status)],
      ['Filter=tracking', (item) => ['dispatched', 'delivered'].includes(item.Status)],
      ['Filter=today', (item) => item.OrderDate === '2026-11-22'],
      [
        'FromDate=2026-11-01&ToDate=2026-11-15',
        (item) => item.OrderDate >= '2026-11-01' && item.OrderDate <= '2026-11-15',
      ],
      [`routeId=${route}`, (item) => item.RouteId === route],
      [`areaId=${pokhara}`, (item) => areaOfParty.get(item.PartyId) === pokhara],
      ['Query=lakeside', (item) => item.PartyName.toLowerCase().includes('lakeside')],
      [`Query=${all[3]?.OrderNo}`, (item) => item.OrderNo === all[3]?.OrderNo],
      ['Query=festival', (item) => item.OrderDate === '2026-10-01'],
      [
        `Filter=open&SalesPersonId=${maya}`,
        (item) => item.SalesPersonId === maya && !['completed', 'cancelled'].includes(item.Status),
      ],
    ];
    for (const [query, matches] of cases) {
      const expected = idsOf(all.filter(matches));
      expect(expected.length, query).toBeGreaterThan(0);
      expect(expected.length, query).toBeLessThan(all.length);
      expect(await listedIds(query), query).toEqual(expected);
    }
  });

  it('has the not-confirmed and tracking lists as views on top of the other filters', async () => {
    expect(await listedIds('', 'notconfirmedlist')).toEqual(await listedIds('Filter=notConfirmed'));
    expect(await listedIds('', 'trackinglist')).toEqual(await listedIds('Filter=tracking'));
    const lakeside = await idOf(PARTY, 'Lakeside Mart');
    expect(await listedIds(`PartyId=${lakeside}`, 'trackinglist')).toEqual(
      await listedIds(`PartyId=${lakeside}&Filter=tracking`),
    );
  });

  it('sorts by the named field, statuses in pipeline order, and pages without repeats', async () => {
    const byTotal = (await list('pageSize=5000&SortBy=TotalAmount&SortType=desc')).body.Data?.Items ?? [];
    const totals = byTotal.map((item) => item.TotalAmount);
    expect(totals).toEqual(totals.toSorted((a, b) => b - a));
    const byStatus = (await list('pageSize=5000&SortBy=status')).body.Data?.Items ?? [];
    const ranks = byStatus.map((item) => ORDER_STATUSES.indexOf(item.Status));
    expect(ranks).toEqual(ranks.toSorted((a, b) => a - b));
    const byParty = (await list('pageSize=5000&SortBy=PartyName')).body.Data?.Items ?? [];
    const names = byParty.map((item) => item.PartyName.toLowerCase());
    expect(names).toEqual(names.toSorted());
    const pages = [];
    for (const pageNo of [1, 2, 3, 4]) {
      pages.push(...((await list(`pageSize=3&pageNo=${pageNo}&SortBy=Status`)).body.Data?.Items ?? []));
    }
    expect(pages.map((item) => item.Id)).toEqual(byStatus.map((item) => item.Id));
  });

  it('refuses filters it cannot read with 400', async () => {
    expect((await list('Status=lost')).body.Message).toBe(
      `Status must be one or more of: ${ORDER_STATUSES.join(', ')}`,
    );
    expect((await list('FromDate=2026-11-20&ToDate=2026-11-01')).body.Message).toBe(
      'FromDate must not be after ToDate',
    );
    expect((await list('SortBy=Colour')).status).toBe(400);
    expect((await list('Filter=someday')).status).toBe(400);
    expect((await list('pageSize=5001')).status).toBe(400);
  });
});

describe('GET /order/board', () => {
  const board = async (query = '') =>
    (await app.get<OrderBoard>(`${API}/order/board?${query}`, { token: admin, companyId: 1 })).body
      .Data as OrderBoard;
  const rupees = (amounts: number[]) =>
    amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

  it('has every status column in pipeline order, its count and value equal to the list’s', async () => {
    const route = await idOf(SALES_ROUTE, 'New Road – Asan');
    for (const filter of ['', `routeId=${route}`, 'Filter=open', 'FromDate=2026-11-10']) {
      const answer = await board(filter);
      expect(answer.Columns.map((column) => column.Status)).toEqual([...ORDER_STATUSES]);
      for (const column of answer.Columns) {
        const listed = (await list(`pageSize=5000&Status=${column.Status}&${filter}`)).body.Data;
        expect(column.Count, `${column.Status} ${filter}`).toBe(listed?.TotalCount);
        expect(column.TotalAmount, `${column.Status} ${filter}`).toBe(
          rupees(listed?.Items.map((item) => item.TotalAmount) ?? []),
        );
      }
    }
  });

  it('shows the oldest of each column first, at most perColumn of them', async () => {
    const answer = await board('perColumn=1');
    const notConfirmed = answer.Columns.find(
      (column) => column.Status === ('notConfirmed' satisfies OrderStatus),
    );
    expect(notConfirmed?.Count).toBeGreaterThan(1);
    expect(notConfirmed?.Orders).toHaveLength(1);
    const oldest = all
      .filter((item) => item.Status === 'notConfirmed')
      .toSorted((a, b) => a.StatusChangedAt.localeCompare(b.StatusChangedAt) || a.Id - b.Id)[0];
    expect(notConfirmed?.Orders[0]?.Id).toBe(oldest?.Id);
    const full = await board();
    for (const column of full.Columns) {
      const ages = column.Orders.map((order) => order.StatusChangedAt);
      expect(ages).toEqual(ages.toSorted());
      expect(column.Orders.length).toBe(Math.min(column.Count, 20));
    }
    expect((await app.get(`${API}/order/board?perColumn=101`, { token: admin, companyId: 1 })).status).toBe(
      400,
    );
  });
});
