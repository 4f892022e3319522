import type { Page } from '@backoffice/shared/paging';
import type { VisitSummary } from '@backoffice/shared/sales/tracking/tracking.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitPurposesTable, visits } from '../../db/schema/index.js';
import { startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';
import { VISIT_PURPOSE_MESSAGES } from './visit-save.service.js';

let app: TestApp;
let admin: string;
let maya: string;

/** A demo purpose of company 1 by name. */
const purposeId = async (name: string, companyId = 1): Promise<number> => {
  const [row] = await app.deps.db
    .select({ id: visitPurposesTable.id })
    .from(visitPurposesTable)
    .where(and(eq(visitPurposesTable.companyId, companyId), eq(visitPurposesTable.Name, name)));
  if (!row) throw new Error(`no purpose ${name}`);
  return Number(row.id);
};

const saveVisit = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ Latitude: '27.7', Longitude: '85.3', ...fields }))
    form.append(name, value);
  return app.post<VisitSummary>(`${API}/visit/save`, { token: maya, formData: form });
};

beforeAll(async () => {
  ({ app, admin } = await startSalesTestApp());
  maya = await signInAs(app, 'sales2', 'Sales@123');
});
afterAll(async () => app.close());

describe('visit purposes', () => {
  it('stores the purpose of a visit and answers its name; the list filters by it', async () => {
    const complaint = await purposeId('Complaint');
    const saved = await saveVisit({ PurposeId: String(complaint), Remarks: 'Short supply' });
    expect(saved.status, saved.body.Message).toBe(200);
    expect(saved.body.Data).toMatchObject({ PurposeId: complaint, PurposeName: 'Complaint' });
    const [stored] = await app.deps.db
      .select({ purposeId: visits.purposeId })
      .from(visits)
      .where(and(eq(visits.companyId, 1), eq(visits.id, saved.body.Data?.Id ?? 0)));
    expect(stored?.purposeId).toBe(complaint);

    const without = await saveVisit({ Remarks: 'No purpose' });
    expect(without.body.Data).toMatchObject({ PurposeId: null, PurposeName: null });

    const listed = await app.get<Page<VisitSummary>>(
      `${API}/visit/list?pageSize=500&purposeId=${complaint}`,
      {
        token: admin,
      },
    );
    expect(listed.status).toBe(200);
    const items = listed.body.Data?.Items ?? [];
    expect(items.map((visit) => visit.Id)).toContain(saved.body.Data?.Id);
    expect(items.every((visit) => visit.PurposeName === 'Complaint')).toBe(true);
  });

  it('refuses a retired purpose (400) and another company’s (404)', async () => {
    const created = await app.post<{ Id: number }>(`${API}/visitpurpose/save`, {
      token: admin,
      companyId: 1,
      form: { Name: 'Old scheme', IsActive: 'false' },
    });
    expect(created.status, created.body.Message).toBe(200);
    const retired = await saveVisit({ PurposeId: String(created.body.Data?.Id) });
    expect(retired.status).toBe(400);
    expect(retired.body.Message).toBe(VISIT_PURPOSE_MESSAGES.inactive);
    expect(retired.body.Errors).toEqual([{ Field: 'PurposeId', Message: VISIT_PURPOSE_MESSAGES.inactive }]);

    const [foreign] = await app.deps.db
      .insert(visitPurposesTable)
      .values({ companyId: 2, Name: 'Coop purpose', IsActive: true })
      .returning({ id: visitPurposesTable.id });
    const other = await saveVisit({ PurposeId: String(foreign?.id) });
    expect(other.status).toBe(404);
    expect(other.body.Message).toBe(VISIT_PURPOSE_MESSAGES.notFound);
  });
});
