import type { Page } from '@backoffice/shared/paging';
import { PAYMENT_METHOD_LABELS } from '@backoffice/shared/sales/collections/cheque-lifecycle';
import type { PaymentSummary } from '@backoffice/shared/sales/collections/collection.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows, downloadExport, readWorkbook, sheetValues } from '../../test-support/export-download.js';
import { returnsAndCollectionsKit } from '../../test-support/returns-and-collections-test-kit.js';
import { startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';

const HEADER = ['Receipt no', 'Date', 'Party', 'Method', 'Cheque', 'Cheque status', 'Amount'];

let app: TestApp;
let admin: string;
let coop: string;
let party: number;
beforeAll(async () => {
  ({ app, admin, coop } = await startSalesTestApp());
  const kit = returnsAndCollectionsKit(app, () => admin);
  party = await kit.newParty();
  await kit.payOk({ PartyId: party, Method: 'cash', Amount: 150.5 });
  await kit.payOk({
    PartyId: party,
    Method: 'cheque',
    Amount: 900,
    ChequeNo: '=100200',
    ChequeBank: 'Nabil Bank',
  });
  await kit.payOk({ PartyId: await kit.newParty(), Method: 'cash', Amount: 75 });
});
afterAll(async () => app.close());

async function payments(query: string): Promise<PaymentSummary[]> {
  const answer = await app.get<Page<PaymentSummary>>(`${API}/payment/list?pageSize=5000&${query}`, {
    token: admin,
    companyId: 1,
  });
  return answer.body.Data?.Items ?? [];
}

describe('GET /payment/export', () => {
  it('writes the rows the list shows under the same filters, with its columns', async () => {
    const listed = await payments(`PartyId=${party}`);
    expect(listed).toHaveLength(2);
    const rows = csvRows(
      await downloadExport(app, `payment/export?PartyId=${party}`, { token: admin, companyId: 1 }),
    );
    expect(rows).toEqual([
      HEADER,
      ...listed.map((payment) => [
        payment.ReceiptNo,
        payment.PaymentDate,
        payment.PartyName,
        PAYMENT_METHOD_LABELS[payment.Method],
        // A cheque number that a spreadsheet would read as a formula stays text.
        payment.ChequeNo ? `'${payment.ChequeNo}` : '',
        payment.ChequeNo ? 'Received' : '',
        String(payment.Amount),
      ]),
    ]);
  });

  it('writes a workbook the library reads back, amounts as numbers with two decimals', async () => {
    const listed = await payments('Method=cash');
    const download = await downloadExport(app, 'payment/export?Method=cash&format=xlsx', {
      token: admin,
      companyId: 1,
    });
    expect(download.disposition).toMatch(/filename=payments-\d{4}-\d{2}-\d{2}\.xlsx/);
    const sheet = await readWorkbook(download);
    const values = sheetValues(sheet);
    expect(values[0]).toEqual(HEADER);
    expect(values.slice(1).map((row) => [row[0], row[6]])).toEqual(
      listed.map((payment) => [payment.ReceiptNo, payment.Amount]),
    );
    expect(sheet.getRow(2).getCell(7).numFmt).toBe('#,##0.00');
  });

  it("never writes another company's payments", async () => {
    const rows = csvRows(await downloadExport(app, 'payment/export', { token: coop, companyId: 2 }));
    expect(rows).toEqual([HEADER]);
  });

  it('refuses a format it does not write', async () => {
    const download = await downloadExport(app, 'payment/export?format=docx', { token: admin, companyId: 1 });
    expect(download.status).toBe(400);
  });
});
