import type { Page } from '@backoffice/shared/paging';
import { RETURN_STATUS_LABELS } from '@backoffice/shared/sales/returns/order-return';
import type { OrderReturnSummary } from '@backoffice/shared/sales/returns/return.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows, downloadExport, readWorkbook, sheetValues } from '../../test-support/export-download.js';
import { returnsAndCollectionsKit } from '../../test-support/returns-and-collections-test-kit.js';
import { startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';

const HEADER = ['Return no', 'Date', 'Order', 'Party', 'Reason', 'Status', 'Amount'];

let app: TestApp;
let admin: string;
let coop: string;
let kit: ReturnType<typeof returnsAndCollectionsKit>;
beforeAll(async () => {
  ({ app, admin, coop } = await startSalesTestApp());
  kit = returnsAndCollectionsKit(app, () => admin);
  // Three returns: two pending, one verified.
  const order = await kit.deliveredOrder(await kit.newParty(), [['Coca-Cola 500 ml', 24]]);
  for (const quantity of [2, 3, 4]) await kit.saveReturn(order, [[0, quantity]]);
  const listed = await returns('');
  await kit.returnAction(listed[0]?.Id ?? 0, 'verify');
});
afterAll(async () => app.close());

async function returns(query: string): Promise<OrderReturnSummary[]> {
  const answer = await app.get<Page<OrderReturnSummary>>(`${API}/orderreturn/list?pageSize=5000&${query}`, {
    token: admin,
    companyId: 1,
  });
  return answer.body.Data?.Items ?? [];
}

describe('GET /orderreturn/export', () => {
  it('writes the rows the list shows under the same filters and sort, with its columns', async () => {
    const query = 'Status=pending&SortBy=ReturnNo&SortType=asc';
    const listed = await returns(query);
    expect(listed.length).toBeGreaterThan(1);
    const rows = csvRows(
      await downloadExport(app, `orderreturn/export?${query}`, { token: admin, companyId: 1 }),
    );
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1)).toEqual(
      listed.map((item) => [
        item.ReturnNo,
        item.ReturnDate,
        item.OrderNo,
        item.PartyName,
        item.ReasonName,
        RETURN_STATUS_LABELS[item.Status],
        String(item.TotalAmount),
      ]),
    );
  });

  it('writes a workbook the library reads back', async () => {
    const listed = await returns('');
    const sheet = await readWorkbook(
      await downloadExport(app, 'orderreturn/export?format=xlsx', { token: admin, companyId: 1 }),
    );
    const values = sheetValues(sheet);
    expect(values[0]).toEqual(HEADER);
    expect(values.slice(1).map((row) => [row[0], row[6]])).toEqual(
      listed.map((item) => [item.ReturnNo, item.TotalAmount]),
    );
    expect(sheet.getRow(2).getCell(2).value).toBeInstanceOf(Date);
  });

  it("never writes another company's returns", async () => {
    const rows = csvRows(await downloadExport(app, 'orderreturn/export', { token: coop, companyId: 2 }));
    expect(rows).toEqual([HEADER]);
  });

  it('refuses a format it does not write', async () => {
    const download = await downloadExport(app, 'orderreturn/export?format=ods', {
      token: admin,
      companyId: 1,
    });
    expect(download.status).toBe(400);
    expect(download.text).toContain('format must be one of: csv, xlsx');
  });
});
