import { readFile } from 'node:fs/promises';
import { fiscalYearOf } from '@backoffice/shared/calendar/fiscal-year';
import { moduleIdOf } from '@backoffice/shared/catalogue/modules';
import { ACCOUNTING_LEDGER_KEYS } from '@backoffice/shared/entities/accounting/accounting-setting.entity';
import { LEDGER_GROUP } from '@backoffice/shared/entities/accounting/ledger-group.entity';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountingSettingsTable,
  companies,
  companyModules,
  fiscalYearsTable,
  ledgerGroupsTable,
  ledgersTable,
  partiesTable,
} from '../../db/schema/index.js';
import { idByName } from '../../test-support/entity-id.js';
import { createSample } from '../../test-support/entity-samples.js';
import { API, signInAs, signInWithNewAuthenticator } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { TEST_EPOCH } from '../../test-support/test-time.js';

type Row = Record<string, unknown>;

/** The day the demo was seeded, in Kathmandu: the companies' books open that day's fiscal year. */
const seededDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(TEST_EPOCH);

let app: TestApp;
let admin: string;
let coopAdmin: string;
let superAdmin: string;
beforeAll(async () => {
  app = await startTestApp();
  [admin, coopAdmin, superAdmin] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', { companyId: 2, branchId: 3 }),
    signInAs(app, 'superadmin', 'Super@123'),
  ]);
  await app.deps.db
    .insert(companyModules)
    .values([1, 2].map((companyId) => ({ companyId, moduleId: moduleIdOf('Accounting') })))
    .onConflictDoNothing();
});
afterAll(async () => app.close());

const save = (apiPath: string, form: Record<string, string>, token = admin, companyId = 1) =>
  app.post<Row>(`${API}/${apiPath}/save`, { token, companyId, form });
const remove = (apiPath: string, id: unknown) =>
  app.post<Row>(`${API}/${apiPath}/delete?id=${String(id)}`, { token: admin, companyId: 1 });
const groupId = (name: string, companyId = 1) => idByName(app, LEDGER_GROUP, name, companyId);

const groupsOf = async (companyId: number) => {
  const parent = ledgerGroupsTable;
  const rows = await app.deps.db
    .select({ id: parent.id, name: parent.Name, nature: parent.Nature, parentId: parent.ParentId })
    .from(parent)
    .where(and(eq(parent.companyId, companyId), eq(parent.IsSystem, true)))
    .orderBy(asc(parent.id));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nature: row.nature,
    under: row.parentId === null ? null : names.get(row.parentId),
  }));
};

const ledgerOf = async (companyId: number, condition: ReturnType<typeof eq>) => {
  const [row] = await app.deps.db
    .select({ id: ledgersTable.id, name: ledgersTable.Name, groupId: ledgersTable.GroupId })
    .from(ledgersTable)
    .where(and(eq(ledgersTable.companyId, companyId), condition));
  return row;
};

const PRIMARY = [
  ['Capital Account', 'equity'],
  ['Loans (Liability)', 'liability'],
  ['Current Liabilities', 'liability'],
  ['Fixed Assets', 'asset'],
  ['Investments', 'asset'],
  ['Current Assets', 'asset'],
  ['Branch / Divisions', 'liability'],
  ['Misc. Expenses (Asset)', 'asset'],
  ['Suspense A/c', 'liability'],
  ['Sales Accounts', 'income'],
  ['Purchase Accounts', 'expense'],
  ['Direct Incomes', 'income'],
  ['Direct Expenses', 'expense'],
  ['Indirect Incomes', 'income'],
  ['Indirect Expenses', 'expense'],
];
const SUB_GROUPS = [
  ['Reserves & Surplus', 'Capital Account', 'equity'],
  ['Bank OD A/c', 'Loans (Liability)', 'liability'],
  ['Secured Loans', 'Loans (Liability)', 'liability'],
  ['Unsecured Loans', 'Loans (Liability)', 'liability'],
  ['Duties & Taxes', 'Current Liabilities', 'liability'],
  ['Provisions', 'Current Liabilities', 'liability'],
  ['Sundry Creditors', 'Current Liabilities', 'liability'],
  ['Bank Accounts', 'Current Assets', 'asset'],
  ['Cash-in-Hand', 'Current Assets', 'asset'],
  ['Deposits (Asset)', 'Current Assets', 'asset'],
  ['Loans & Advances (Asset)', 'Current Assets', 'asset'],
  ['Stock-in-Hand', 'Current Assets', 'asset'],
  ['Sundry Debtors', 'Current Assets', 'asset'],
];

describe('a company starts its books with the defaults', () => {
  it('has the 28 system groups, 15 primary and 13 under them, each with its nature', async () => {
    const groups = await groupsOf(1);
    expect(groups.map(({ name, nature, under }) => [name, nature, under])).toEqual([
      ...PRIMARY.map(([name, nature]) => [name, nature, null]),
      ...SUB_GROUPS.map(([name, under, nature]) => [name, nature, under]),
    ]);
  });

  it('gives another company groups of its own, the same 28', async () => {
    const [mine, theirs] = await Promise.all([groupsOf(1), groupsOf(2)]);
    expect(theirs.map(({ name, nature, under }) => [name, nature, under])).toEqual(
      mine.map(({ name, nature, under }) => [name, nature, under]),
    );
    const myIds = new Set(mine.map((group) => group.id));
    expect(theirs.some((group) => myIds.has(group.id))).toBe(false);
    const list = await app.get<{ Items: Row[] }>(`${API}/ledgergroup/list?pageSize=5000`, {
      token: coopAdmin,
      companyId: 2,
    });
    expect(list.body.Data?.Items.map((item) => item.Id).sort()).toEqual(
      theirs.map((group) => group.id).sort(),
    );
  });

  it('wires a default ledger to every setting key, and opens the current fiscal year', async () => {
    const keys = await app.deps.db
      .select({ key: accountingSettingsTable.Key, ledger: ledgersTable.Name, group: ledgerGroupsTable.Name })
      .from(accountingSettingsTable)
      .innerJoin(
        ledgersTable,
        and(
          eq(ledgersTable.companyId, accountingSettingsTable.companyId),
          eq(ledgersTable.id, accountingSettingsTable.LedgerId),
        ),
      )
      .innerJoin(
        ledgerGroupsTable,
        and(
          eq(ledgerGroupsTable.companyId, ledgersTable.companyId),
          eq(ledgerGroupsTable.id, ledgersTable.GroupId),
        ),
      )
      .where(eq(accountingSettingsTable.companyId, 1));
    expect(keys.map((row) => row.key).sort()).toEqual([...ACCOUNTING_LEDGER_KEYS].sort());
    expect(keys).toEqual(
      expect.arrayContaining([
        { key: 'CASH_LEDGER', ledger: 'Cash', group: 'Cash-in-Hand' },
        { key: 'VAT_OUTPUT_LEDGER', ledger: 'VAT Output 13%', group: 'Duties & Taxes' },
        { key: 'PROFIT_AND_LOSS_LEDGER', ledger: 'Profit & Loss A/c', group: 'Reserves & Surplus' },
      ]),
    );
    const years = await app.deps.db
      .select({
        name: fiscalYearsTable.Name,
        start: fiscalYearsTable.StartDate,
        end: fiscalYearsTable.EndDate,
      })
      .from(fiscalYearsTable)
      .where(eq(fiscalYearsTable.companyId, 2));
    const today = seededDay();
    const current = fiscalYearOf(today);
    expect(years).toEqual([{ name: current.label, start: current.firstDay, end: current.lastDay }]);
  });

  it('gives a company created now its own books', async () => {
    const created = await save(
      'company',
      { Name: 'Books Test Traders', LegalName: 'Books Test Traders Pvt. Ltd.', Code: 'BTT' },
      superAdmin,
    );
    expect(created.status, created.body.Message).toBe(200);
    const groups = await groupsOf(Number(created.body.Data?.Id));
    expect(groups).toHaveLength(28);
    expect(groups.find((group) => group.name === 'Sundry Debtors')).toMatchObject({
      nature: 'asset',
      under: 'Current Assets',
    });
  });
});

describe('the migration', () => {
  it('gives a company that had no books its groups, the fiscal year of its start month and its parties their ledgers', async () => {
    const { db } = app.deps;
    const [company] = await db
      .insert(companies)
      .values({ code: 'OLD', name: 'Older Company', legalName: 'Older Company Pvt. Ltd.' })
      .returning({ id: companies.id });
    const companyId = Number(company?.id);
    // No books yet, so the party gets no ledger until the migration's statement runs.
    const [party] = await db
      .insert(partiesTable)
      .values({
        companyId,
        Name: 'Cash',
        Code: 'OLD-1',
        PartyType: 'retailer',
        Phone: '+9779800000001',
        Address: 'Pokhara',
      })
      .returning({ id: partiesTable.id });
    await db.execute(
      sql`insert into application_settings (company_id, key, value) values (${companyId}, 'FISCAL_YEAR_START_MONTH', '1')`,
    );
    const migration = await readFile(
      new URL('../../../drizzle/0029_accounting_masters.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('SELECT accounting_company_defaults(');
    await db.execute(sql.raw(backfill));
    await db.execute(sql.raw(backfill));

    expect(await groupsOf(companyId)).toHaveLength(28);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(new Date());
    const baisakh = fiscalYearOf(today, 1);
    const years = await db
      .select({ name: fiscalYearsTable.Name, start: fiscalYearsTable.StartDate })
      .from(fiscalYearsTable)
      .where(eq(fiscalYearsTable.companyId, companyId));
    expect(years).toEqual([{ name: baisakh.label, start: baisakh.firstDay }]);
    expect(await ledgerOf(companyId, eq(ledgersTable.PartyId, Number(party?.id)))).toMatchObject({
      name: 'Cash (OLD-1)',
      groupId: await groupId('Sundry Debtors', companyId),
    });
  });
});

describe('the group tree', () => {
  it('refuses to put a group under itself or one beneath it, on its Under field', async () => {
    const top = await save('ledgergroup', { Name: 'Tree top', Nature: 'asset' });
    const middle = await save('ledgergroup', { Name: 'Tree middle', ParentId: String(top.body.Data?.Id) });
    const leaf = await save('ledgergroup', { Name: 'Tree leaf', ParentId: String(middle.body.Data?.Id) });
    expect(leaf.status, leaf.body.Message).toBe(200);
    for (const parent of [leaf, top]) {
      const cycle = await save('ledgergroup', {
        Id: String(top.body.Data?.Id),
        ParentId: String(parent.body.Data?.Id),
      });
      expect(cycle.body).toMatchObject({
        Code: 400,
        Errors: [
          {
            Field: 'ParentId',
            Message:
              'Under cannot be this ledger group or one beneath it: a ledger group may not be under itself',
          },
        ],
      });
    }
  });

  it('refuses a cost center under one beneath it, as any tree', async () => {
    const region = await save('costcenter', { Name: 'Gandaki region' });
    const branch = await save('costcenter', {
      Name: 'Pokhara branch',
      ParentId: String(region.body.Data?.Id),
    });
    expect(branch.status, branch.body.Message).toBe(200);
    const cycle = await save('costcenter', {
      Id: String(region.body.Data?.Id),
      ParentId: String(branch.body.Data?.Id),
    });
    expect(cycle.body).toMatchObject({
      Code: 400,
      Errors: [
        {
          Field: 'ParentId',
          Message:
            'Under cannot be this cost center or one beneath it: a cost center may not be under itself',
        },
      ],
    });
  });

  it("gives a sub-group its primary group's nature, and passes a change down the tree", async () => {
    const debtors = await groupId('Sundry Debtors');
    const sub = await save('ledgergroup', {
      Name: 'Kathmandu debtors',
      ParentId: String(debtors),
      Nature: 'expense',
    });
    expect(sub.body.Data).toMatchObject({ Nature: 'asset', IsSystem: false });

    const top = await save('ledgergroup', { Name: 'Nature top', Nature: 'asset' });
    const child = await save('ledgergroup', { Name: 'Nature child', ParentId: String(top.body.Data?.Id) });
    const grandchild = await save('ledgergroup', {
      Name: 'Nature grandchild',
      ParentId: String(child.body.Data?.Id),
    });
    const changed = await save('ledgergroup', { Id: String(top.body.Data?.Id), Nature: 'expense' });
    expect(changed.body.Data).toMatchObject({ Nature: 'expense' });
    const after = await app.get<Row>(`${API}/ledgergroup/detail?id=${String(grandchild.body.Data?.Id)}`, {
      token: admin,
      companyId: 1,
    });
    expect(after.body.Data).toMatchObject({ Nature: 'expense' });
  });

  it("refuses to change a system group's nature, place or name", async () => {
    const debtors = String(await groupId('Sundry Debtors'));
    const nature = await save('ledgergroup', { Id: debtors, Nature: 'income' });
    expect(nature.body).toMatchObject({
      Code: 400,
      Errors: [{ Field: 'Nature', Message: 'Nature of a system ledger group cannot be changed' }],
    });
    const moved = await save('ledgergroup', { Id: debtors, ParentId: String(await groupId('Fixed Assets')) });
    expect(moved.body).toMatchObject({
      Code: 400,
      Errors: [{ Field: 'ParentId', Message: 'Under of a system ledger group cannot be changed' }],
    });
    const renamed = await save('ledgergroup', { Id: debtors, Name: 'Debtors' });
    expect(renamed.body).toMatchObject({ Code: 400, Errors: [{ Field: 'Name' }] });
  });

  it('refuses to delete a system group, and a group holding sub-groups or ledgers', async () => {
    const system = await remove('ledgergroup', await groupId('Sundry Debtors'));
    expect(system.body).toMatchObject({ Code: 409, Message: 'A system ledger group cannot be deleted.' });

    const parent = await save('ledgergroup', { Name: 'Holding parent', Nature: 'asset' });
    await save('ledgergroup', { Name: 'Held child', ParentId: String(parent.body.Data?.Id) });
    const withChild = await remove('ledgergroup', parent.body.Data?.Id);
    expect(withChild.body).toMatchObject({
      Code: 409,
      Message: 'This ledger group is used by other records and cannot be deleted.',
    });

    const holder = await save('ledgergroup', { Name: 'Holding ledgers', Nature: 'expense' });
    await save('ledger', { Name: 'Held ledger', GroupId: String(holder.body.Data?.Id) });
    const withLedger = await remove('ledgergroup', holder.body.Data?.Id);
    expect(withLedger.body).toMatchObject({ Code: 409 });
  });
});

describe('ledgers made by the server', () => {
  it("keeps a party's ledger under Sundry Debtors, renamed with it and gone with it", async () => {
    const { record } = await createSample(app, admin, PARTY);
    const partyId = Number(record.Id);
    const debtors = await groupId('Sundry Debtors');
    expect(await ledgerOf(1, eq(ledgersTable.PartyId, partyId))).toMatchObject({
      name: record.Name,
      groupId: debtors,
    });
    const renamed = await save('party', { Id: String(partyId), Name: 'Renamed Ledger Party' });
    expect(renamed.status, renamed.body.Message).toBe(200);
    expect(await ledgerOf(1, eq(ledgersTable.PartyId, partyId))).toMatchObject({
      name: 'Renamed Ledger Party',
    });

    // A name another ledger has takes the party's code, so that the party still saves.
    const cash = await save('party', { Id: String(partyId), Name: 'Cash' });
    expect(cash.status, cash.body.Message).toBe(200);
    expect(await ledgerOf(1, eq(ledgersTable.PartyId, partyId))).toMatchObject({
      name: `Cash (${String(record.Code)})`,
    });

    expect((await remove('party', partyId)).status).toBe(200);
    expect(await ledgerOf(1, eq(ledgersTable.PartyId, partyId))).toBeUndefined();
  });

  it('gives every demo party its ledger', async () => {
    const fewa = await idByName(app, PARTY, 'Fewa Grocery');
    expect(await ledgerOf(1, eq(ledgersTable.PartyId, fewa))).toMatchObject({ name: 'Fewa Grocery' });
  });

  it('makes a bank account its ledger under Bank Accounts', async () => {
    const bank = await save('bank', { Name: 'Himalayan Test Bank', Code: 'HTB' });
    const account = await save('bankaccount', {
      BankId: String(bank.body.Data?.Id),
      AccountNumber: '00112233445566',
      AccountName: 'HTB Current',
      Branch: 'Thamel',
    });
    expect(account.status, account.body.Message).toBe(200);
    const ledgerId = Number(account.body.Data?.LedgerId);
    expect(account.body.Data).toMatchObject({ LedgerIdDisplay: 'HTB Current' });
    expect(await ledgerOf(1, eq(ledgersTable.id, ledgerId))).toMatchObject({
      groupId: await groupId('Bank Accounts'),
    });
    // Sent by a client, the ledger is not taken: the server's stays.
    const sent = await save('bankaccount', { Id: String(account.body.Data?.Id), LedgerId: '1' });
    expect(sent.body.Data).toMatchObject({ LedgerId: ledgerId });
  });
});

describe('fiscal years', () => {
  it('refuses a year sharing days with another, naming it', async () => {
    const today = seededDay();
    const current = fiscalYearOf(today);
    const overlap = await save('fiscalyear', {
      Name: 'Overlapping year',
      StartDate: current.lastDay,
      EndDate: '2199-12-31',
    });
    expect(overlap.body).toMatchObject({
      Code: 400,
      Errors: [
        {
          Field: 'StartDate',
          Message: `These days overlap fiscal year ${current.label} (${current.firstDay} to ${current.lastDay}); fiscal years may not overlap`,
        },
      ],
    });
    const next = fiscalYearOf(
      new Date(Date.parse(`${current.lastDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
    );
    const following = await save('fiscalyear', {
      Name: next.label,
      StartDate: next.firstDay,
      EndDate: next.lastDay,
    });
    expect(following.status, following.body.Message).toBe(200);
  });
});
