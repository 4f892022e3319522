import type {
  SupportTicketPage,
  SupportTicketSummary,
} from '@backoffice/shared/support/support-ticket.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  csvRows,
  downloadExport,
  onCompanyClock,
  readWorkbook,
  sheetValues,
} from '../../test-support/export-download.js';
import { API } from '../../test-support/sign-in.js';
import {
  PNG,
  supportTicketSuite,
  ticketCalls,
  ticketForm,
  VALID,
} from '../../test-support/support-ticket-kit.js';
import type { TestApp } from '../../test-support/test-app.js';

const COLUMNS = [
  'Type',
  'Module',
  'Page',
  'Priority',
  'Remarks',
  'Status',
  'Assigned to',
  'Filed by',
  'Filed',
];
const HEADER = ['Ticket no', ...COLUMNS];
const DESK_HEADER = ['Ticket no', 'Company', ...COLUMNS];
/** Remarks no other test files, so each company's export can be searched for it. */
const MARKER = 'Export marker the stock report is slow';

const suite = supportTicketSuite();
const { save, fileTicket } = ticketCalls(suite);
let app: TestApp;
let staff: string;
let sales: string;
let admin: string;
let desk: string;
let coop: string;
beforeAll(async () => {
  ({ app, staff, sales, admin, desk, coop } = suite);
  await fileTicket(staff, { ...VALID, TicketType: 'N', PriorityLevel: 'L', Remarks: `${MARKER} one` });
  await fileTicket(staff, { ...VALID, TicketType: 'N', Remarks: `${MARKER} two` });
  await fileTicket(staff, { ...VALID, TicketType: 'B', Remarks: `${MARKER} three` });
  const coopTicket = await save(
    coop,
    ticketForm({ ...VALID, Remarks: 'Coop ledger question' }, { bytes: PNG, name: 'a.png' }),
    2,
  );
  expect(coopTicket.status, coopTicket.body.Message).toBe(200);
});

const listed = async (path: string, token: string, companyId = 1): Promise<SupportTicketSummary[]> =>
  (await app.get<SupportTicketPage>(`${API}/supportticket/${path}`, { token, companyId })).body.Data?.Items ??
  [];

describe('GET /supportticket/export', () => {
  it("writes the company's tickets the list shows under the same filters and sort, filed on the company's clock", async () => {
    const query = `query=${encodeURIComponent(MARKER)}&TicketType=N&SortBy=TicketNo&SortType=asc`;
    const tickets = await listed(`list?pageSize=100&${query}`, staff);
    expect(tickets.map((ticket) => ticket.Remarks)).toEqual([`${MARKER} one`, `${MARKER} two`]);
    const rows = csvRows(
      await downloadExport(app, `supportticket/export?${query}`, { token: staff, companyId: 1 }),
    );
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1)).toEqual(
      tickets.map((ticket) => [
        ticket.TicketNo,
        'New Feature',
        ticket.ModuleName,
        ticket.PageName,
        ticket.PriorityLevel === 'L' ? 'Low' : 'High',
        ticket.Remarks,
        'Open',
        '',
        'Gita Karki',
        onCompanyClock(ticket.CreatedAt),
      ]),
    );
  });

  it('writes a workbook the library reads back, the filing time a date on the company clock', async () => {
    const query = `query=${encodeURIComponent(MARKER)}&format=xlsx`;
    const tickets = await listed(`list?pageSize=100&${query}`, staff);
    const download = await downloadExport(app, `supportticket/export?${query}`, {
      token: staff,
      companyId: 1,
    });
    expect(download.disposition).toMatch(/filename=support-tickets-\d{4}-\d{2}-\d{2}\.xlsx/);
    const sheet = await readWorkbook(download);
    const values = sheetValues(sheet);
    expect(values[0]).toEqual(HEADER);
    expect(values.slice(1).map((row) => row[0])).toEqual(tickets.map((ticket) => ticket.TicketNo));
    const filed = sheet.getRow(2).getCell(10);
    expect(filed.value).toEqual(
      new Date(`${onCompanyClock(tickets[0]?.CreatedAt ?? '').replace(' ', 'T')}:00Z`),
    );
    expect(filed.numFmt).toBe('yyyy-mm-dd hh:mm');
  });

  it("never writes another company's tickets", async () => {
    const own = await listed('list?pageSize=100', coop, 2);
    const rows = csvRows(await downloadExport(app, 'supportticket/export', { token: coop, companyId: 2 }));
    expect(rows.slice(1).map((row) => row[5])).toEqual(own.map((ticket) => ticket.Remarks));
    expect(rows.some((row) => row[5]?.startsWith(MARKER))).toBe(false);
  });

  it('refuses a user without page 207 (403) and a bad filter (400)', async () => {
    const refused = await downloadExport(app, 'supportticket/export', { token: sales, companyId: 1 });
    expect(refused.status).toBe(403);
    const bad = await downloadExport(app, 'supportticket/export?Status=lost', { token: staff, companyId: 1 });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Status must be one or more of');
  });
});

describe('GET /supportticket/adminexport', () => {
  it("writes every company's tickets with their company for the desk, and narrows to one company", async () => {
    const tickets = await listed('adminlist?pageSize=100&SortBy=CompanyName', desk);
    const rows = csvRows(
      await downloadExport(app, 'supportticket/adminexport?SortBy=CompanyName', {
        token: desk,
        companyId: 1,
      }),
    );
    expect(rows[0]).toEqual(DESK_HEADER);
    expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual(
      tickets.map((ticket) => [ticket.TicketNo, ticket.CompanyName]),
    );
    expect(new Set(rows.slice(1).map((row) => row[1]))).toEqual(
      new Set(['Himalayan Traders', 'Sagarmatha Cooperative']),
    );
    const coopOnly = csvRows(
      await downloadExport(app, 'supportticket/adminexport?TicketCompanyId=2', { token: desk, companyId: 1 }),
    );
    expect(coopOnly.length).toBeGreaterThan(1);
    expect(coopOnly.slice(1).every((row) => row[1] === 'Sagarmatha Cooperative')).toBe(true);
  });

  it('refuses anyone but the desk (403, a company administrator too) and a bad filter (400)', async () => {
    for (const token of [admin, staff]) {
      const refused = await downloadExport(app, 'supportticket/adminexport', { token, companyId: 1 });
      expect(refused.status).toBe(403);
      expect(refused.text).toContain('You do not have permission to view Support Tickets (all companies).');
    }
    const bad = await downloadExport(app, 'supportticket/adminexport?TicketCompanyId=x', {
      token: desk,
      companyId: 1,
    });
    expect(bad.status).toBe(400);
  });
});
