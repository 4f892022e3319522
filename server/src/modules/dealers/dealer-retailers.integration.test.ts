import type { Page } from '@backoffice/shared/paging';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyUsers, dealerRetailersTable, users } from '../../db/schema/index.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
});
afterAll(async () => app.close());

type Mapping = {
  Id: number;
  DealerUserIdDisplay: string;
  PartyId: number;
  PartyIdDisplay: string;
  IsActive: boolean;
};
const userId = async (username: string): Promise<number> => {
  const [found] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!found) throw new Error(`no user ${username}`);
  return found.id;
};
const list = (query: string) =>
  app.get<Page<Mapping>>(`${API}/dealerretailer/list?${query}`, { token: admin, companyId: 1 });
const save = (form: Record<string, string>) =>
  app.post<Mapping>(`${API}/dealerretailer/save`, { token: admin, companyId: 1, form });
const mappingCount = async () => (await app.deps.db.select().from(dealerRetailersTable)).length;

describe('dealer-retailer mappings', () => {
  it("lists the demo dealer's retailers by dealer (by full name), with both names", async () => {
    const dealer = await userId('dealer');
    const mine = await list(`DealerUserId=${dealer}&SortBy=Id&SortType=asc`);
    expect(
      mine.body.Data?.Items.map((row) => [row.DealerUserIdDisplay, row.PartyIdDisplay, row.IsActive]),
    ).toEqual(
      expect.arrayContaining([
        ['Bishnu Shrestha', 'Shrestha General Store', expect.any(Boolean)],
        ['Bishnu Shrestha', 'Everest Pharmacy', expect.any(Boolean)],
      ]),
    );
    expect(mine.body.Data?.TotalCount).toBe(3);
  });

  it('offers only dealers in the dealer select, by full name', async () => {
    const options = await app.get<{ Name: string }[]>(`${API}/user/autocomplete?UserType=dealer`, {
      token: admin,
      companyId: 1,
    });
    expect(options.body.Data?.map((option) => option.Name)).toEqual(['Bishnu Shrestha']);
  });

  it('takes only a dealer of the company as the dealer (400), and maps a pair once (409)', async () => {
    const before = await mappingCount();
    const [existing] = (await list('pageSize=1')).body.Data?.Items ?? [];
    if (!existing) throw new Error('no demo mapping');
    const sales = await userId('sales1');
    const notDealer = await save({ DealerUserId: String(sales), PartyId: String(existing.PartyId) });
    expect(notDealer.body).toMatchObject({
      Code: 400,
      Errors: [{ Field: 'DealerUserId', Message: `Dealer ${sales} does not exist or is not a dealer user` }],
    });
    // A member of the other company only: not a dealer here, however the other company calls them.
    const foreign = await userId('coopadmin');
    const elsewhere = await save({ DealerUserId: String(foreign), PartyId: String(existing.PartyId) });
    expect(elsewhere.body).toMatchObject({ Code: 400, Errors: [{ Field: 'DealerUserId' }] });
    const twice = await save({
      DealerUserId: String(await userId('dealer')),
      PartyId: String(existing.PartyId),
    });
    expect(twice.body).toMatchObject({
      Code: 409,
      Message: 'Another dealer-retailer mapping already has this Dealer and Retailer',
    });
    expect(await mappingCount()).toBe(before);
  });

  it('refuses to remove a dealer from the company while they are mapped (409), keeping the membership', async () => {
    const dealer = await userId('dealer');
    const removed = await app.post(`${API}/user/delete?id=${dealer}`, { token: admin, companyId: 1 });
    expect(removed.body).toMatchObject({ Code: 409 });
    expect(String(removed.body.Message)).toMatch(/dealer-retailer mappings/);
    const membership = await app.deps.db.select().from(companyUsers).where(eq(companyUsers.userId, dealer));
    expect(membership).toHaveLength(1);
    const mapped = await app.deps.db
      .select()
      .from(dealerRetailersTable)
      .where(eq(dealerRetailersTable.DealerUserId, dealer));
    expect(mapped).toHaveLength(3);
  });

  it('gives admins a Dealers and a Delivery persons list: the user list by type', async () => {
    const dealers = await app.get<Page<{ UserName: string }>>(`${API}/user/list?UserType=dealer`, {
      token: admin,
      companyId: 1,
    });
    expect(dealers.body.Data?.Items.map((user) => user.UserName)).toEqual(['dealer']);
    const delivery = await app.get<Page<{ UserName: string }>>(`${API}/user/list?UserType=deliveryPerson`, {
      token: admin,
      companyId: 1,
    });
    expect(delivery.body.Data?.Items.map((user) => user.UserName)).toEqual(['delivery']);
  });
});
