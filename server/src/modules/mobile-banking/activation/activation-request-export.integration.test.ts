import type { ActivationRequestSummary } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import type { Page } from '@backoffice/shared/paging';
import { formatPhoneNumber } from '@backoffice/shared/text/phone-number';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobileBankingActivationRequests as requests } from '../../../db/schema/index.js';
import {
  csvRows,
  downloadExport,
  onCompanyClock,
  readWorkbook,
  sheetValues,
} from '../../../test-support/export-download.js';
import { MB, startMobileBankingTestApp } from '../../../test-support/mobile-banking-test-kit.js';
import type { TestApp } from '../../../test-support/test-app.js';

const HEADER = [
  'Member',
  'Member no',
  'Phone No.',
  'Status',
  'Requested',
  'Last renewal date',
  'Expires',
  'Due days',
];
const EXPORT = 'mobilebankingactivationrequest/export';

let app: TestApp;
let coop: string;
let coopStaff: string;
let other: string;
beforeAll(async () => {
  ({ app, coop, coopStaff, other } = await startMobileBankingTestApp());
});
afterAll(async () => app.close());

const listed = async (query: string): Promise<ActivationRequestSummary[]> =>
  (
    await app.get<Page<ActivationRequestSummary>>(`${MB}/list?pageSize=100&${query}`, {
      token: coop,
      companyId: 2,
    })
  ).body.Data?.Items ?? [];

/** A request as its CSV row: the list's fields as it shows them, requested on the company's clock. */
const csvRow = (request: ActivationRequestSummary): string[] => [
  request.MemberName,
  request.MemberNo,
  formatPhoneNumber(request.PhoneNumber),
  request.StatusLabel,
  onCompanyClock(request.RequestedAt),
  request.ChargeDate ?? '',
  request.ExpiresOn ?? '',
  request.Status === 'activated' && request.DueDays !== null ? String(request.DueDays) : '',
];

describe('GET /mobilebankingactivationrequest/export', () => {
  it('writes the requests the list shows under the same search and status, with its columns', async () => {
    const activated = await listed('Status=activated');
    expect(activated.length).toBeGreaterThan(1);
    const rows = csvRows(
      await downloadExport(app, `${EXPORT}?Status=activated`, { token: coop, companyId: 2 }),
    );
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1)).toEqual(activated.map(csvRow));
    const found = csvRows(
      await downloadExport(app, `${EXPORT}?query=krishna`, { token: coop, companyId: 2 }),
    );
    expect(found.slice(1)).toEqual((await listed('query=krishna')).map(csvRow));
    expect(found[1]?.slice(1, 2)).toEqual(['M-1004']);
    expect(found[1]?.[7]).toBe('10');
  });

  it('reveals no more than the list: never a device, code, PIN or password', async () => {
    const file = await downloadExport(app, EXPORT, { token: coop, companyId: 2 });
    const devices = await app.deps.db
      .select({ deviceId: requests.deviceId })
      .from(requests)
      .where(and(eq(requests.companyId, 2), isNotNull(requests.deviceId)));
    expect(devices.length).toBeGreaterThan(0);
    for (const { deviceId } of devices) expect(file.text).not.toContain(deviceId);
    const all = await listed('');
    expect(csvRows(file).slice(1)).toEqual(all.map(csvRow));
  });

  it('writes a workbook the library reads back, dates as dates and due days as numbers', async () => {
    const activated = await listed('Status=activated');
    const download = await downloadExport(app, `${EXPORT}?Status=activated&format=xlsx`, {
      token: coop,
      companyId: 2,
    });
    expect(download.disposition).toMatch(/filename=activation-requests-\d{4}-\d{2}-\d{2}\.xlsx/);
    const sheet = await readWorkbook(download);
    const values = sheetValues(sheet);
    expect(values[0]).toEqual(HEADER);
    expect(values.slice(1).map((row) => row[1])).toEqual(activated.map((request) => request.MemberNo));
    const first = sheet.getRow(2);
    expect(first.getCell(7).value).toEqual(new Date(`${activated[0]?.ExpiresOn}T00:00:00Z`));
    expect(first.getCell(8).value).toBe(activated[0]?.DueDays);
  });

  it("never writes another company's requests", async () => {
    const rows = csvRows(await downloadExport(app, EXPORT, { token: other, companyId: 1 }));
    expect(rows).toEqual([HEADER]);
  });

  it('refuses a member without the view grant (403) and a bad filter (400)', async () => {
    const refused = await downloadExport(app, EXPORT, { token: coopStaff, companyId: 2 });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('You do not have permission to view Activation Requests.');
    const bad = await downloadExport(app, `${EXPORT}?Status=lost`, { token: coop, companyId: 2 });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Status must be one of');
  });
});
