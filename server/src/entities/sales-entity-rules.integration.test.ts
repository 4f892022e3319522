import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { ROUTE_PARTY, ROUTE_SALES_PERSON } from '@backoffice/shared/entities/sales/route-assignment.entity';
import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { SALES_ROUTE } from '@backoffice/shared/entities/sales/sales-route.entity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idByName } from '../test-support/entity-id.js';
import { startSalesTestApp } from '../test-support/sales-test-app.js';
import { API } from '../test-support/sign-in.js';
import type { TestApp } from '../test-support/test-app.js';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  ({ app, admin } = await startSalesTestApp());
});
afterAll(async () => app.close());

const save = (apiPath: string, form: Record<string, string>) =>
  app.post<Record<string, unknown>>(`${API}/${apiPath}/save`, { token: admin, companyId: 1, form });

describe('route parties and route sales persons: each pair once', () => {
  it('refuses a party put on a route it is already on, with 409', async () => {
    // The demo puts Fewa Grocery on Lakeside.
    const pair = {
      RouteId: String(await idByName(app, SALES_ROUTE, 'Lakeside')),
      PartyId: String(await idByName(app, PARTY, 'Fewa Grocery')),
    };
    const again = await save(ROUTE_PARTY.apiPath, { ...pair, Sequence: '9' });
    expect(again.body).toMatchObject({
      Code: 409,
      Message: 'Another route party already has this Route and Party',
    });
    const elsewhere = await save(ROUTE_PARTY.apiPath, {
      ...pair,
      RouteId: String(await idByName(app, SALES_ROUTE, 'New Road – Asan')),
      Sequence: '9',
    });
    expect(elsewhere.status, elsewhere.body.Message).toBe(200);
  });

  it('refuses a sales person put on a route for a weekday they already work it, every day counting as one', async () => {
    const route = await save(SALES_ROUTE.apiPath, { Name: 'Weekday Test Loop' });
    expect(route.status, route.body.Message).toBe(200);
    const idOfHari = await idByName(app, SALES_PERSON, 'Hari Gurung');
    const assignment = (weekday: string) =>
      save(ROUTE_SALES_PERSON.apiPath, {
        RouteId: String(route.body.Data?.Id),
        SalesPersonId: String(idOfHari),
        Weekday: weekday,
      });
    const repeated = 'Another route assignment already has this Route and Sales person and Weekday';
    expect((await assignment('sunday')).status).toBe(200);
    expect((await assignment('wednesday')).status).toBe(200);
    expect((await assignment('sunday')).body).toMatchObject({ Code: 409, Message: repeated });
    // No weekday: every day; a second such row repeats the first.
    expect((await assignment('')).status).toBe(200);
    expect((await assignment('')).body).toMatchObject({ Code: 409, Message: repeated });
  });
});

describe('declared defaults on create', () => {
  it('saves a party without its type as the declared default, a retailer', async () => {
    const saved = await save(PARTY.apiPath, {
      Name: 'Default Type Kirana',
      Phone: '+977 9812345670',
      Address: 'Lakeside, Pokhara',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.Data).toMatchObject({ PartyType: 'retailer', IsActive: true });
    const blank = await save(PARTY.apiPath, {
      Name: 'Blank Type Kirana',
      Phone: '+977 9812345671',
      Address: 'Lakeside, Pokhara',
      PartyType: '',
    });
    expect(blank.body.Data).toMatchObject({ PartyType: 'retailer' });
  });
});
