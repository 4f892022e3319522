import { EXPORT_CONTENT_TYPES } from '@backoffice/shared/http/export-format';
import type { Page } from '@backoffice/shared/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows, downloadExport, readWorkbook, sheetValues } from '../test-support/export-download.js';
import { API, signInAs, signInWithNewAuthenticator } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let app: TestApp;
let admin: string;
let coop: string;
beforeAll(async () => {
  app = await startTestApp();
  [admin, coop] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', { companyId: 2, branchId: 3 }),
  ]);
});
afterAll(async () => app.close());

const asAdmin = {
  get token() {
    return admin;
  },
  companyId: 1,
};

describe('entity list export', () => {
  it('stays CSV without a format, as before', async () => {
    const download = await downloadExport(app, 'role/export?IsAdminRole=true', asAdmin);
    expect(download.contentType).toBe(EXPORT_CONTENT_TYPES.csv);
    expect(download.disposition).toMatch(/filename=role-\d{4}-\d{2}-\d{2}\.csv/);
    expect(csvRows(download).map((row) => row[1])).toEqual(['Name', 'Administrator']);
  });

  it('writes the same rows as a workbook: bold frozen header, numbers, money and dates as such', async () => {
    const list = await app.get<Page<{ Id: number; Name: string; Price: number }>>(
      `${API}/product/list?pageSize=1000`,
      {
        token: admin,
        companyId: 1,
      },
    );
    const csv = csvRows(await downloadExport(app, 'product/export', asAdmin));
    const download = await downloadExport(app, 'product/export?format=XLSX', asAdmin);
    expect(download.status).toBe(200);
    expect(download.contentType).toBe(EXPORT_CONTENT_TYPES.xlsx);
    expect(download.disposition).toMatch(/filename=product-\d{4}-\d{2}-\d{2}\.xlsx/);
    const sheet = await readWorkbook(download);
    const values = sheetValues(sheet);
    expect(values[0]).toEqual(csv[0]);
    expect(values).toHaveLength(csv.length);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = values[0] ?? [];
    const priceColumn = header.indexOf('Price (NPR)') + 1;
    const createdColumn = header.indexOf('Created at') + 1;
    const first = sheet.getRow(2);
    const product = list.body.Data?.Items.find((item) => item.Id === first.getCell(1).value);
    expect(product).toBeDefined();
    expect(first.getCell(priceColumn).value).toBe(product?.Price);
    expect(first.getCell(priceColumn).numFmt).toBe('#,##0.00');
    expect(first.getCell(createdColumn).value).toBeInstanceOf(Date);
  });

  it("gives another company's caller only that company's rows", async () => {
    const ours = csvRows(await downloadExport(app, 'role/export', asAdmin)).map((row) => row[0]);
    const theirs = csvRows(await downloadExport(app, 'role/export', { token: coop, companyId: 2 })).map(
      (row) => row[0],
    );
    expect(theirs.length).toBeGreaterThan(1);
    expect(theirs.slice(1).filter((id) => ours.includes(id))).toEqual([]);
  });

  it('refuses a format it does not write', async () => {
    const download = await downloadExport(app, 'role/export?format=docx', asAdmin);
    expect(download.status).toBe(400);
    expect(download.text).toContain('format must be one of: csv, xlsx, pdf');
  });
});
