import type { Page } from '@backoffice/shared/paging';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesPersonsTable } from '../../db/schema/index.js';
import { startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let staff: string;
let coop: string;
beforeAll(async () => {
  ({ app, admin, staff, coop } = await startSalesTestApp());
});
afterAll(async () => app.close());

const get = <T>(path: string, token = admin, companyId = 1) =>
  app.get<T>(`${API}/salesperson/${path}`, { token, companyId });
const idOf = async (fullName: string): Promise<number> => {
  const [row] = await app.deps.db
    .select({ id: salesPersonsTable.id })
    .from(salesPersonsTable)
    .where(and(eq(salesPersonsTable.companyId, 1), eq(salesPersonsTable.FullName, fullName)));
  if (!row) throw new Error(`no sales person ${fullName}`);
  return Number(row.id);
};
type Member = { Id: number; FullName: string; Level: number };

describe('sales person pickers and team', () => {
  it('lists approved, active sales persons for pickers, by name', async () => {
    const answer = await get<{ FullName: string }[]>('activelist');
    expect(answer.body.Data?.map((row) => row.FullName)).toEqual([
      'Bikash Shrestha',
      'Hari Gurung',
      'Maya Rai',
    ]);
  });

  it('lists every sales person for a filter, the active ones first, one pending or inactive marked', async () => {
    const answer = await get<{ FullName: string; Name: string; IsActive: boolean }[]>('filterlist');
    expect(answer.body.Data?.slice(0, 4).map((row) => [row.Name, row.IsActive])).toEqual([
      ['Bikash Shrestha', true],
      ['Hari Gurung', true],
      ['Maya Rai', true],
      ['Suman Tamang (pending)', false],
    ]);
    expect((await get('filterlist', staff)).status).toBe(403);
    // The sales person select (orders' and beat plans' filters, the forms) offers them so too.
    const options = await get<{ Name: string }[]>('autocomplete?limit=50');
    expect(options.body.Data?.map((option) => option.Name).slice(0, 4)).toEqual([
      'Bikash Shrestha',
      'Hari Gurung',
      'Maya Rai',
      'Suman Tamang (inactive)',
    ]);
  });

  it("answers a supervisor's whole team by level, and grows with a new member under a member", async () => {
    const bikash = await idOf('Bikash Shrestha');
    const direct = await get<Member[]>(`children?id=${bikash}`);
    expect(direct.body.Data?.map((row) => [row.FullName, row.Level])).toEqual([
      ['Hari Gurung', 1],
      ['Maya Rai', 1],
      ['Suman Tamang', 1],
    ]);
    const saved = await app.post<{ Id: number }>(`${API}/salesperson/save`, {
      token: admin,
      companyId: 1,
      form: {
        FullName: 'Nabin Magar',
        EmployeeCode: 'EMP-004',
        Type: 'merchandiser',
        Phone: '+977 9801000004',
        SupervisorId: String(await idOf('Maya Rai')),
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const deeper = await get<Member[]>(`children?id=${bikash}`);
    expect(deeper.body.Data?.find((row) => row.FullName === 'Nabin Magar')?.Level).toBe(2);
  });

  it('refuses a reporting loop: oneself, or someone in one’s own team, as supervisor', async () => {
    const bikash = await idOf('Bikash Shrestha');
    const save = (supervisor: number) =>
      app.post(`${API}/salesperson/save`, {
        token: admin,
        companyId: 1,
        form: { Id: String(bikash), SupervisorId: String(supervisor) },
      });
    expect((await save(bikash)).body).toMatchObject({
      Code: 400,
      Errors: [{ Field: 'SupervisorId', Message: 'Supervisor cannot be the sales person themselves' }],
    });
    expect((await save(await idOf('Maya Rai'))).body).toMatchObject({
      Code: 400,
      Errors: [
        { Field: 'SupervisorId', Message: 'Supervisor cannot be Maya Rai, who reports to this sales person' },
      ],
    });
    const [row] = await app.deps.db
      .select({ supervisor: salesPersonsTable.SupervisorId })
      .from(salesPersonsTable)
      .where(eq(salesPersonsTable.id, bikash));
    expect(row?.supervisor).toBeNull();
  });

  it("lists a sales person's parties", async () => {
    const parties = await get<Page<{ Name: string }>>(`parties?id=${await idOf('Maya Rai')}&pageSize=20`);
    expect(parties.body.Data?.Items.map((party) => party.Name)).toEqual([
      'Asan Wholesale Centre',
      'Bishnu Traders',
      'Shrestha General Store',
    ]);
    expect(parties.body.Data?.TotalCount).toBe(3);
  });

  it('answers the types and the members who could be linked', async () => {
    expect((await get<{ Value: string }[]>('types')).body.Data?.map((type) => type.Value)).toEqual([
      'salesPerson',
      'supervisor',
      'merchandiser',
    ]);
    const field = await get<{ UserName: string }[]>('activeusers');
    expect(field.body.Data?.map((user) => user.UserName).sort()).toEqual(['sales1', 'sales2']);
    const office = await get<{ UserName: string }[]>('activeadminusers');
    expect(office.body.Data?.map((user) => user.UserName)).toEqual(
      expect.arrayContaining(['admin', 'staff']),
    );
  });

  it("refuses staff, and treats another company's sales person as missing", async () => {
    expect((await get('activelist', staff)).status).toBe(403);
    const maya = await idOf('Maya Rai');
    expect((await get(`children?id=${maya}`, coop, 2)).status).toBe(404);
    expect((await get(`parties?id=${maya}`, coop, 2)).status).toBe(404);
  });
});
