import type { PackageRecord } from '@backoffice/shared/companies/package.contract';
import type { Page } from '@backoffice/shared/paging';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, packages } from '../../db/schema/index.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let superAdmin: string;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  [superAdmin, admin] = await Promise.all([
    signInAs(app, 'superadmin', 'Super@123'),
    signInAs(app, 'admin', 'Admin@123'),
  ]);
});
afterAll(async () => app.close());

const save = (form: Record<string, string>, token = superAdmin) =>
  app.post<PackageRecord>(`${API}/package/save`, { token, companyId: 1, form });
const list = (query = '', token = superAdmin) =>
  app.get<Page<PackageRecord>>(`${API}/package/list${query}`, { token, companyId: 1 });

describe('packages', () => {
  it('creates a package with an exact price in paisa, audited at system level', async () => {
    const result = await save({
      Name: 'Annual Standard',
      Price: '12,500.50',
      DurationMonths: '12',
      Description: 'Sales app',
    });
    expect(result.body).toMatchObject({
      Code: 200,
      Message: 'Package created.',
      Data: {
        Name: 'Annual Standard',
        Price: 12500.5,
        DurationMonths: 12,
        Description: 'Sales app',
        IsActive: true,
      },
    });
    const id = result.body.Data?.Id as number;
    expect((await app.deps.db.select().from(packages).where(eq(packages.id, id)))[0]?.pricePaisa).toBe(
      1_250_050,
    );
    const [audit] = await app.deps.db.select().from(auditLog).where(eq(auditLog.entity, 'Package'));
    expect(audit).toMatchObject({
      companyId: null,
      action: 'create',
      entityId: String(id),
      after: { Price: 12500.5 },
    });
  });

  it('updates what is sent, keeps the rest, and lists by name', async () => {
    const made = (await save({ Name: 'Monthly Basic', Price: '999', DurationMonths: '1' })).body
      .Data as PackageRecord;
    const updated = await save({ Id: String(made.Id), IsActive: 'false' });
    expect(updated.body.Data).toMatchObject({ Name: 'Monthly Basic', Price: 999, IsActive: false });
    expect((await list()).body.Data?.Items.map((item) => item.Name)).toEqual([
      'Annual Standard',
      'Monthly Basic',
    ]);
    expect((await list('?query=basic')).body.Data?.TotalCount).toBe(1);
  });

  it('validates price, duration and name', async () => {
    const result = await save({ Name: '', Price: '10.555', DurationMonths: '0' });
    expect(result.body.Errors).toEqual([
      { Field: 'Name', Message: 'Name is required' },
      {
        Field: 'Price',
        Message: 'Price (NPR) must be an amount from 0 to 10000000 with at most two decimals',
      },
      { Field: 'DurationMonths', Message: 'Duration (months) must be a whole number from 1 to 120' },
    ]);
    expect((await save({ Name: 'annual standard', Price: '1', DurationMonths: '1' })).body).toMatchObject({
      Code: 409,
      Message: 'Name is already used',
    });
  });

  it('is for the super administrator only', async () => {
    const count = (await app.deps.db.select().from(packages)).length;
    const message = 'Only a super administrator can manage companies, their modules and packages.';
    expect((await list('', admin)).body).toEqual({ Code: 403, Message: message, Data: null });
    expect((await save({ Name: 'Cheap', Price: '1', DurationMonths: '1' }, admin)).body.Message).toBe(
      message,
    );
    expect((await app.deps.db.select().from(packages)).length).toBe(count);
  });
});
