import type { Page } from '@backoffice/shared/paging';
import type { OrderSummary } from '@backoffice/shared/sales/orders/order.contract';
import { ORDER_STATUS_LABELS } from '@backoffice/shared/sales/orders/order-pipeline';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { csvRows, downloadExport, readWorkbook, sheetValues } from '../../test-support/export-download.js';
import { startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';

const HEADER = ['Order no', 'Date', 'Party', 'Sales person', 'Status', 'Amount'];

let app: TestApp;
let admin: string;
let coop: string;
beforeAll(async () => {
  ({ app, admin, coop } = await startSalesTestApp());
});
afterAll(async () => app.close());

const listed = async (query: string, token = admin): Promise<OrderSummary[]> =>
  (await app.get<Page<OrderSummary>>(`${API}/order/list?pageSize=5000&${query}`, { token, companyId: 1 }))
    .body.Data?.Items ?? [];

describe('GET /order/export', () => {
  it('writes the rows the list shows under the same filters and sort, with its columns', async () => {
    const query = 'Status=notConfirmed,confirmed&SortBy=OrderNo&SortType=asc';
    const orders = await listed(query);
    expect(orders.length).toBeGreaterThan(1);
    const rows = csvRows(await downloadExport(app, `order/export?${query}`, { token: admin, companyId: 1 }));
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[4], row[5]])).toEqual(
      orders.map((order) => [
        order.OrderNo,
        order.OrderDate,
        ORDER_STATUS_LABELS[order.Status],
        String(order.TotalAmount),
      ]),
    );
  });

  it('writes a workbook the library reads back, dates as dates and amounts as numbers', async () => {
    const orders = await listed('Filter=open');
    const download = await downloadExport(app, 'order/export?Filter=open&format=xlsx', {
      token: admin,
      companyId: 1,
    });
    expect(download.disposition).toMatch(/filename=orders-\d{4}-\d{2}-\d{2}\.xlsx/);
    const sheet = await readWorkbook(download);
    const values = sheetValues(sheet);
    expect(values[0]).toEqual(HEADER);
    expect(values.slice(1).map((row) => row[0])).toEqual(orders.map((order) => order.OrderNo));
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toEqual(new Date(`${orders[0]?.OrderDate}T00:00:00Z`));
    expect(first.getCell(6).value).toBe(orders[0]?.TotalAmount);
    expect(first.getCell(6).numFmt).toBe('#,##0.00');
  });

  it("never writes another company's orders", async () => {
    const rows = csvRows(await downloadExport(app, 'order/export', { token: coop, companyId: 2 }));
    expect(rows).toEqual([HEADER]);
  });

  it('gives a delivery person only the orders assigned to them', async () => {
    const [delivery] = await app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'delivery'));
    const mine = (await listed('Filter=notConfirmed'))[0];
    await app.post(`${API}/order/assign?id=${mine?.Id}`, {
      token: admin,
      companyId: 1,
      json: { DeliveryUserId: delivery?.id, AssignDate: '2026-11-23' },
    });
    const token = await signInAs(app, 'delivery', 'Delivery@123');
    const own = await listed('', token);
    expect(own.map((order) => order.OrderNo)).toContain(mine?.OrderNo);
    expect(own.length).toBeLessThan((await listed('')).length);
    const rows = csvRows(await downloadExport(app, 'order/export', { token, companyId: 1 }));
    expect(rows.slice(1).map((row) => row[0])).toEqual(own.map((order) => order.OrderNo));
  });

  it('refuses a format it does not write', async () => {
    const download = await downloadExport(app, 'order/export?format=docx', { token: admin, companyId: 1 });
    expect(download.status).toBe(400);
    expect(download.text).toContain('format must be one of: csv, xlsx, pdf');
  });
});
