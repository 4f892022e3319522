import type { CompanyRecord } from '@backoffice/shared/companies/company.contract';
import type { Page } from '@backoffice/shared/paging';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, branches, companies, companyModules, roles } from '../../db/schema/index.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let superAdmin: string;
let admin: string;
let staff: string;
beforeAll(async () => {
  app = await startTestApp();
  [superAdmin, admin, staff] = await Promise.all([
    signInAs(app, 'superadmin', 'Super@123'),
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'staff', 'Staff@123'),
  ]);
});
afterAll(async () => app.close());

const NOT_SUPER = {
  Code: 403,
  Message: 'Only a super administrator can manage companies, their modules and packages.',
  Data: null,
};
const save = (form: Record<string, string>, token = superAdmin) =>
  app.post<CompanyRecord>(`${API}/company/save`, { token, companyId: 1, form });
const companyRow = async (id: number) =>
  (await app.deps.db.select().from(companies).where(eq(companies.id, id)))[0];

describe('company list and get all', () => {
  it('lists every company for the super administrator, searched', async () => {
    const result = await app.get<Page<CompanyRecord>>(`${API}/company/list`, {
      token: superAdmin,
      companyId: 1,
    });
    expect(result.body.Data).toMatchObject({ TotalCount: 2, PageNo: 1, PageSize: 20 });
    expect(result.body.Data?.Items.map((company) => company.Code)).toEqual(['HTL', 'SSCC']);
    expect(result.body.Data?.Items[1]).toEqual({
      Id: 2,
      Name: 'Sagarmatha Cooperative',
      Code: 'SSCC',
      LegalName: 'Sagarmatha Saving and Credit Cooperative Ltd.',
      Address: 'Baneshwor, Kathmandu',
      Phone: '+97714780011',
      Email: 'info@sagarmathacoop.example',
      PanNumber: '602345678',
      TimeZone: 'Asia/Kathmandu',
      IsActive: true,
      ActiveModules: ['Administration', 'Accounting', 'MobileBanking', 'Support'],
      CreatedAt: expect.any(String),
      UpdatedAt: expect.any(String),
    });
    const search = await app.get<Page<CompanyRecord>>(`${API}/company/list?query=saving`, {
      token: superAdmin,
      companyId: 1,
    });
    expect(search.body.Data?.Items.map((company) => company.Code)).toEqual(['SSCC']);
  });

  it('get all pages with offset and limit (default page 1 of 999)', async () => {
    const all = await app.get<Page<CompanyRecord>>(`${API}/company/getall`, {
      token: superAdmin,
      companyId: 1,
    });
    expect(all.body.Data).toMatchObject({ PageNo: 1, PageSize: 999, TotalCount: 2 });
    const second = await app.get<Page<CompanyRecord>>(`${API}/company/getall?offset=2&limit=1&query=a`, {
      token: superAdmin,
      companyId: 1,
    });
    expect(second.body.Data?.Items.map((company) => company.Code)).toEqual(['SSCC']);
  });

  it('refuses a company administrator and staff', async () => {
    for (const token of [admin, staff]) {
      expect((await app.get(`${API}/company/list`, { token, companyId: 1 })).body).toEqual(NOT_SUPER);
      expect((await app.get(`${API}/company/getall`, { token, companyId: 1 })).body).toEqual(NOT_SUPER);
    }
  });
});

describe('company save', () => {
  it('creates a usable company: a main branch and an Administrator role, audited', async () => {
    const result = await save({
      Name: 'Everest Distributors',
      Code: 'EVD',
      LegalName: 'Everest Distributors Pvt. Ltd.',
      Phone: '+977 1 5550100',
      Email: 'info@everest.example',
      PanNumber: '609988776',
    });
    expect(result.body).toMatchObject({
      Code: 200,
      Message: 'Company created.',
      // The phone is kept in its normal form, however it was typed.
      Data: {
        Name: 'Everest Distributors',
        Code: 'EVD',
        Phone: '+97715550100',
        Address: '',
        ActiveModules: [],
      },
    });
    const id = result.body.Data?.Id as number;
    expect(
      await app.deps.db.select({ isMain: branches.isMain }).from(branches).where(eq(branches.companyId, id)),
    ).toEqual([{ isMain: true }]);
    expect(
      await app.deps.db
        .select({ name: roles.name, isAdminRole: roles.isAdminRole })
        .from(roles)
        .where(eq(roles.companyId, id)),
    ).toEqual([{ name: 'Administrator', isAdminRole: true }]);
    const [audit] = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'Company'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ action: 'create', companyId: id, after: { Code: 'EVD' } });
    // The super administrator can now act for it.
    const detail = await app.get(`${API}/company/detail`, { token: superAdmin, companyId: id });
    expect(detail.body.Data).toMatchObject({ CompanyCode: 'EVD' });
  });

  it('updates the fields sent and keeps the rest', async () => {
    const result = await save({ Id: '2', Address: 'Koteshwor, Kathmandu' });
    expect(result.body.Data).toMatchObject({
      Code: 'SSCC',
      Name: 'Sagarmatha Cooperative',
      Address: 'Koteshwor, Kathmandu',
    });
    expect(await companyRow(2)).toMatchObject({
      address: 'Koteshwor, Kathmandu',
      legalName: 'Sagarmatha Saving and Credit Cooperative Ltd.',
    });
  });

  it('validates with field messages and refuses a used code', async () => {
    const invalid = await save({ Code: 'bad code', Email: 'nope', Phone: 'call me' });
    expect(invalid.body.Errors).toEqual([
      { Field: 'Name', Message: 'Name is required' },
      { Field: 'Code', Message: 'Code may hold only letters, digits, - and _' },
      { Field: 'LegalName', Message: 'Legal name is required' },
      {
        Field: 'Phone',
        Message:
          'Phone must be a phone number: a mobile such as 9812345678 or a landline with its area code such as 01-4780011',
      },
      { Field: 'Email', Message: 'Email must be an email address' },
    ]);
    const used = await save({ Name: 'Copy', Code: 'htl', LegalName: 'Copy Ltd.' });
    expect(used.body).toMatchObject({ Code: 409, Message: 'Code is already used' });
    const renamed = await save({ Id: '2', Code: 'HTL' });
    expect(renamed.status).toBe(409);
    expect((await companyRow(2))?.code).toBe('SSCC');
    expect((await save({ Id: '999', Name: 'Ghost' })).body.Message).toBe('Company 999 was not found.');
  });

  it('refuses a company administrator, and changes nothing', async () => {
    const result = await save({ Id: '1', Name: 'Mine now' }, admin);
    expect(result.body).toEqual(NOT_SUPER);
    expect((await companyRow(1))?.name).toBe('Himalayan Traders');
  });
});

describe('company modules', () => {
  const modulesOf = async (companyId: number) =>
    (
      await app.deps.db
        .select({ moduleId: companyModules.moduleId })
        .from(companyModules)
        .where(eq(companyModules.companyId, companyId))
    )
      .map((row) => row.moduleId)
      .sort();
  const change = (action: string, CompanyId: number, ModuleId: number, token = superAdmin) =>
    app.post<CompanyRecord>(`${API}/company/${action}`, {
      token,
      companyId: 1,
      form: { CompanyId: String(CompanyId), ModuleId: String(ModuleId) },
    });

  it("lists a company's modules by companyId, for holders of Module Permissions", async () => {
    const result = await app.get<{ Code: string; IsActive: boolean; AddedAt: string | null }[]>(
      `${API}/company/modules?companyId=1`,
      { token: admin },
    );
    expect(result.body.Data?.filter((module) => module.IsActive).map((module) => module.Code)).toEqual([
      'Core',
      'Administration',
      'SalesApp',
      'Accounting',
      'PurchaseAndSales',
      'Support',
    ]);
    const other = await app.get(`${API}/company/modules?companyId=2`, { token: admin, companyId: 1 });
    expect(other.body.Message).toBe('companyId does not match the CompanyId header.');
    expect((await app.get(`${API}/company/modules?companyId=1`, { token: staff })).status).toBe(403);
    // A super administrator may name any company; the answer is that company's modules.
    const any = await app.get<{ Code: string; IsActive: boolean }[]>(`${API}/company/modules?companyId=1`, {
      token: superAdmin,
    });
    expect(any.body.Data?.find((module) => module.Code === 'MobileBanking')?.IsActive).toBe(false);
  });

  it('adds and removes a module of any company for the super administrator, audited', async () => {
    const added = await change('addmodule', 2, 3);
    expect(added.body).toMatchObject({ Message: 'Module added to the company.', Data: { Id: 2 } });
    expect(added.body.Data?.ActiveModules).toContain('SalesApp');
    expect((await change('addmodule', 2, 3)).body.Message).toBe('The company already has this module.');
    const removed = await change('removemodule', 2, 3);
    expect(removed.body.Data?.ActiveModules).not.toContain('SalesApp');
    expect((await change('removemodule', 2, 3)).status).toBe(404);
    expect((await change('addmodule', 2, 1)).body.Message).toBe(
      'Core is part of every company and cannot be added or removed.',
    );
    expect((await change('addmodule', 2, 99)).body.Message).toBe('Module 99 was not found.');
    expect((await change('addmodule', 99, 3)).body.Message).toBe('Company 99 was not found.');
    const trail = await app.deps.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'Company'), eq(auditLog.entityId, '2')))
      .orderBy(auditLog.id);
    const moduleChanges = trail.filter((row) => row.action.endsWith('Module'));
    expect(moduleChanges.map((row) => row.action)).toEqual(['addModule', 'removeModule']);
    expect(moduleChanges[0]?.after).toEqual({
      ActiveModules: ['Administration', 'SalesApp', 'Accounting', 'MobileBanking', 'Support'],
    });
  });

  it('refuses a company administrator, even for their own company', async () => {
    const before = await modulesOf(1);
    expect((await change('removemodule', 1, 2, admin)).body).toEqual(NOT_SUPER);
    expect((await change('addmodule', 1, 5, admin)).body).toEqual(NOT_SUPER);
    expect((await change('addmodule', 1, 5, staff)).status).toBe(403);
    expect(await modulesOf(1)).toEqual(before);
  });
});
