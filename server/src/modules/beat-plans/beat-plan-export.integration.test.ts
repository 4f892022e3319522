import type { Page } from '@backoffice/shared/paging';
import { BEAT_PLAN_STATUS_LABELS } from '@backoffice/shared/sales/beat-plans/beat-plan';
import type { BeatPlanSummary } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { monthLabel } from '@backoffice/shared/sales/beat-plans/beat-plan-lines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beatPlanKit } from '../../test-support/beat-plan-test-kit.js';
import { csvRows, downloadExport, readWorkbook, sheetValues } from '../../test-support/export-download.js';
import { startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';

const HEADER = ['Plan no', 'Sales person', 'Month', 'Visits', 'Status', 'Created', 'Created by'];

let app: TestApp;
let admin: string;
let coop: string;
let person: number;
beforeAll(async () => {
  ({ app, admin, coop } = await startSalesTestApp());
  const kit = beatPlanKit(app, () => admin);
  person = await kit.newSalesPerson();
  const party = await kit.newParty();
  for (const Month of [1, 2])
    await kit.saveOk({ SalesPersonId: person, Year: 2027, Month, Lines: [{ Day: 3, PartyId: party }] });
});
afterAll(async () => app.close());

const plans = async (query: string): Promise<BeatPlanSummary[]> =>
  (
    await app.get<Page<BeatPlanSummary>>(`${API}/beatplan/list?pageSize=5000&${query}`, {
      token: admin,
      companyId: 1,
    })
  ).body.Data?.Items ?? [];

describe('GET /beatplan/export', () => {
  it('writes the rows the list shows under the same filters, with its columns', async () => {
    const listed = await plans(`SalesPersonId=${person}`);
    expect(listed).toHaveLength(2);
    const rows = csvRows(
      await downloadExport(app, `beatplan/export?SalesPersonId=${person}`, { token: admin, companyId: 1 }),
    );
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).map((row) => row.slice(0, 5))).toEqual(
      listed.map((plan) => [
        plan.PlanNo,
        plan.SalesPersonName,
        monthLabel(plan.Year, plan.Month),
        String(plan.LineCount),
        BEAT_PLAN_STATUS_LABELS[plan.Status],
      ]),
    );
  });

  it('writes a workbook the library reads back', async () => {
    const listed = await plans(`SalesPersonId=${person}`);
    const sheet = await readWorkbook(
      await downloadExport(app, `beatplan/export?SalesPersonId=${person}&format=xlsx`, {
        token: admin,
        companyId: 1,
      }),
    );
    const values = sheetValues(sheet);
    expect(values[0]).toEqual(HEADER);
    expect(values.slice(1).map((row) => [row[0], row[3]])).toEqual(
      listed.map((plan) => [plan.PlanNo, plan.LineCount]),
    );
    expect(sheet.getRow(2).getCell(6).value).toBeInstanceOf(Date);
  });

  it("never writes another company's plans", async () => {
    const rows = csvRows(await downloadExport(app, 'beatplan/export', { token: coop, companyId: 2 }));
    expect(rows).toEqual([HEADER]);
  });

  it('refuses a format it does not write', async () => {
    const download = await downloadExport(app, 'beatplan/export?format=docx', { token: admin, companyId: 1 });
    expect(download.status).toBe(400);
  });
});
