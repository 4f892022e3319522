import { DEALER_RETAILER } from '@backoffice/shared/entities/sales/dealer-retailer.entity';
import { LEAVE } from '@backoffice/shared/entities/sales/leave.entity';
import { EXPENSE } from '@backoffice/shared/entities/workforce/expense.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { Page } from '@backoffice/shared/paging';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingSettingsTable, leavesTable } from '../db/schema/index.js';
import { companyToday } from '../modules/orders/company-today.js';
import { userIdByName } from '../test-support/entity-id.js';
import { csvRows, downloadExport } from '../test-support/export-download.js';
import { grantEverything } from '../test-support/grant-everything.js';
import { API, signInAs } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { entityTable } from './entity-table.js';

type Row = Record<string, unknown>;

let app: TestApp;
let admin: string;
let sales1: string;
let dealer: string;
let me: number;
let other: number;

const leave = entityTable(LEAVE);

/** A leave of sales2's, pending: what sales1 must neither see nor touch. */
const othersLeave = async (): Promise<number> => {
  const [row] = await app.deps.db
    .select({ id: leave.id })
    .from(leavesTable)
    .where(and(eq(leave.companyId, 1), eq(leave.UserId, other), eq(leave.Status, 'pending')))
    .limit(1);
  return Number(row?.id ?? 0);
};

beforeAll(async () => {
  app = await startTestApp();
  [admin, sales1, dealer] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'sales1', 'Sales@123'),
    signInAs(app, 'dealer', 'Dealer@123', { door: 'dealer' }),
  ]);
  [me, other] = await Promise.all([userIdByName(app, 'sales1'), userIdByName(app, 'sales2')]);
  // The role may do anything with leaves: being a field user still keeps them to their own.
  await grantEverything(app, 'Sales Person', PAGE_CODES.Leave);
  // A pending leave of sales2's, filed by the office.
  const filed = await app.post<Row>(`${API}/leave/save`, {
    token: admin,
    companyId: 1,
    json: { UserId: other, LeaveType: 'sick', FromDate: '2031-03-02', ToDate: '2031-03-03', Reason: 'Fever' },
  });
  expect(filed.status, filed.body.Message).toBe(200);
});
afterAll(async () => app.close());

const get = <T>(token: string, path: string) => app.get<T>(`${API}/${path}`, { token, companyId: 1 });
const post = <T>(token: string, path: string, json: object = {}) =>
  app.post<T>(`${API}/${path}`, { token, companyId: 1, json });

describe('an entity with an owner (leaves), for a field user', () => {
  it('lists, exports and autocompletes only their own records', async () => {
    const list = await get<Page<Row>>(sales1, 'leave/list?pageSize=100');
    const items = list.body.Data?.Items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((record) => record.UserId === me)).toBe(true);
    // Asking for another's by the filter narrows nothing open: still only theirs, so none.
    const asked = await get<Page<Row>>(sales1, `leave/list?UserId=${other}`);
    expect(asked.body.Data?.TotalCount).toBe(0);
    const office = await get<Page<Row>>(admin, 'leave/list?pageSize=100');
    expect(office.body.Data?.Items.some((record) => record.UserId === other)).toBe(true);
    const file = await downloadExport(app, 'leave/export?format=csv', { token: sales1, companyId: 1 });
    expect(csvRows(file).length - 1).toBe(items.length);
    const options = await get<{ Id: number }[]>(sales1, 'leave/autocomplete?limit=50');
    const ids = new Set(items.map((record) => record.Id));
    expect(options.body.Data?.every((option) => ids.has(option.Id))).toBe(true);
  });

  it("answers 404 for another's record on detail, audit, save, action and delete, and changes nothing", async () => {
    const id = await othersLeave();
    const before = await app.deps.db.select().from(leavesTable).where(eq(leave.id, id));
    expect((await get(sales1, `leave/detail?id=${id}`)).status).toBe(404);
    expect((await get(sales1, `leave/audit?id=${id}`)).status).toBe(404);
    expect((await post(sales1, 'leave/save', { Id: id, Reason: 'Changed' })).status).toBe(404);
    expect((await post(sales1, `leave/approve?id=${id}`)).status).toBe(404);
    expect((await post(sales1, `leave/delete?id=${id}`)).status).toBe(404);
    expect(await app.deps.db.select().from(leavesTable).where(eq(leave.id, id))).toEqual(before);
  });

  it('files a record for them when the owner is left out, and refuses one for another', async () => {
    const leaveOf = { LeaveType: 'casual', FromDate: '2031-04-06', ToDate: '2031-04-06', Reason: 'Errand' };
    const saved = await post<Row>(sales1, 'leave/save', leaveOf);
    expect(saved.status, saved.body.Message).toBe(200);
    expect(saved.body.Data?.UserId).toBe(me);
    const refused = await post<Row>(sales1, 'leave/save', {
      ...leaveOf,
      FromDate: '2031-05-04',
      ToDate: '2031-05-04',
      UserId: other,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toBe('You may file leave requests only for yourself.');
    // Their own record still takes their changes.
    const changed = await post<Row>(sales1, 'leave/save', { Id: saved.body.Data?.Id, Reason: 'Bank errand' });
    expect(changed.body.Data?.Reason).toBe('Bank errand');
    const stolen = await post<Row>(sales1, 'leave/save', { Id: saved.body.Data?.Id, UserId: other });
    expect(stolen.status).toBe(403);
    const [row] = await app.deps.db
      .select({ userId: leave.UserId })
      .from(leavesTable)
      .where(eq(leave.id, Number(saved.body.Data?.Id)));
    expect(row?.userId).toBe(me);
  });

  it('keeps an office user to no owner: they file for anyone', async () => {
    const saved = await post<Row>(admin, 'leave/save', {
      UserId: other,
      LeaveType: 'annual',
      FromDate: '2031-06-01',
      ToDate: '2031-06-02',
      Reason: 'Trek',
    });
    expect(saved.body.Data?.UserId).toBe(other);
  });
});

describe("a dealer's retailers", () => {
  it("lists only the mappings that name them; another dealer's is 404", async () => {
    const dealerId = await userIdByName(app, 'dealer');
    const list = await get<Page<Row>>(dealer, 'dealerretailer/list?pageSize=100');
    expect(list.status).toBe(200);
    expect(list.body.Data?.Items.length).toBeGreaterThan(0);
    expect(list.body.Data?.Items.every((record) => record.DealerUserId === dealerId)).toBe(true);
    const mapping = entityTable(DEALER_RETAILER);
    const [others] = await app.deps.db
      .select({ id: mapping.id })
      .from(mapping)
      .where(and(eq(mapping.companyId, 1), ne(mapping.DealerUserId, dealerId)))
      .limit(1);
    if (others) expect((await get(dealer, `dealerretailer/detail?id=${others.id}`)).status).toBe(404);
  });
});

describe("an office-only field (an expense's Paid from), for a field user", () => {
  let claim: Row;
  let cash: number;
  beforeAll(async () => {
    await grantEverything(app, 'Sales Person', PAGE_CODES.Expense);
    const [setting] = await app.deps.db
      .select({ id: accountingSettingsTable.LedgerId })
      .from(accountingSettingsTable)
      .where(and(eq(accountingSettingsTable.companyId, 1), eq(accountingSettingsTable.Key, 'CASH_LEDGER')));
    cash = Number(setting?.id);
    const type = await post<Row>(admin, 'expensetype/save', { Name: 'Office-only test', IsActive: true });
    expect(type.status, type.body.Message).toBe(200);
    const today = await companyToday(app.deps.db, 1, app.clock.now());
    claim = { ExpenseTypeId: type.body.Data?.Id, ExpenseDate: today, Amount: 120, Description: 'Tea' };
  });

  it('refuses a value for it from a field user with 400 on that field; without it the claim is filed', async () => {
    const refused = await post<Row>(sales1, 'expense/save', { ...claim, PaidFromLedgerId: cash });
    expect(refused.status).toBe(400);
    expect(refused.body.Errors).toEqual([
      {
        Field: 'PaidFromLedgerId',
        Message: `${EXPENSE.fields.PaidFromLedgerId.label} is filled in by the office`,
      },
    ]);
    const filed = await post<Row>(sales1, 'expense/save', claim);
    expect(filed.status, filed.body.Message).toBe(200);
    expect(filed.body.Data).toMatchObject({ UserId: me, PaidFromLedgerId: null });
  });

  it("lets the office set it, and a field user's update keeps it", async () => {
    const filed = await post<Row>(admin, 'expense/save', { ...claim, UserId: me, PaidFromLedgerId: cash });
    expect(filed.status, filed.body.Message).toBe(200);
    expect(filed.body.Data?.PaidFromLedgerId).toBe(cash);
    const id = filed.body.Data?.Id;
    const changed = await post<Row>(sales1, 'expense/save', {
      Id: id,
      Description: 'Tea and snacks',
      PaidFromLedgerId: '',
    });
    expect(changed.status, changed.body.Message).toBe(200);
    expect(changed.body.Data).toMatchObject({ Description: 'Tea and snacks', PaidFromLedgerId: cash });
    const resent = await post<Row>(sales1, 'expense/save', { Id: id, PaidFromLedgerId: cash });
    expect(resent.status).toBe(400);
  });
});
