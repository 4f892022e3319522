import type { ImportReport } from '@backoffice/shared/entities/entity-import';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { SALES_ROUTE } from '@backoffice/shared/entities/sales/sales-route.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { Page } from '@backoffice/shared/paging';
import { phoneNumberMessage } from '@backoffice/shared/text/phone-number';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, roles } from '../../db/schema/index.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { entityTable } from '../entity-table.js';

type Row = Record<string, unknown>;

let app: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  app = await startTestApp();
  [admin, staff] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'staff', 'Staff@123'),
  ]);
});
afterAll(async () => app.close());

const HEADER = ['Name', 'Code', 'Type', 'Party group', 'Phone', 'Address', 'Route', 'Area', 'Sales person'];

/** Cells joined as a spreadsheet saves them: quoted where needed, CRLF between rows. */
const csv = (rows: readonly (readonly string[])[]): string =>
  rows
    .map((cells) =>
      cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(','),
    )
    .join('\r\n');

const upload = (
  content: BlobPart,
  options: { fileName?: string; saveValid?: 'form' | 'query'; token?: string } = {},
) => {
  const form = new FormData();
  form.set('File', new Blob([content]), options.fileName ?? 'parties.csv');
  if (options.saveValid === 'form') form.set('saveValid', 'true');
  const query = options.saveValid === 'query' ? '?saveValid=true' : '';
  return app.post<ImportReport>(`${API}/party/import${query}`, {
    token: options.token ?? admin,
    companyId: 1,
    formData: form,
  });
};

const partiesNamed = async (text: string) =>
  (
    await app.get<Page<Row>>(`${API}/party/list?pageSize=50&query=${encodeURIComponent(text)}`, {
      token: admin,
      companyId: 1,
    })
  ).body.Data?.Items ?? [];

const partyCount = async () =>
  (await app.get<Page<Row>>(`${API}/party/list?pageSize=1`, { token: admin, companyId: 1 })).body.Data
    ?.TotalCount;

describe('CSV import of parties', () => {
  it('imports every row of a good file, names resolved to records, each audited as a save', async () => {
    const file = csv([
      // Labels and field names, in any case and order; a column of the export the server sets is passed over.
      [
        ...HEADER.slice(0, 3).map((label) => label.toUpperCase()),
        ...HEADER.slice(3),
        'creditlimit',
        'Active',
        'Created at',
      ],
      [
        'Import Good One',
        'IMP-G1',
        'Customer',
        'grocery',
        '9801000001',
        'Lakeside, Pokhara',
        'Lakeside',
        'Pokhara',
        'Hari Gurung',
        '1,500.50',
        'No',
        '2024-01-01',
      ],
      // An option's value, an empty reference, and the export's guard against formulas on the phone.
      [
        'Import Good Two',
        'IMP-G2',
        'retailer',
        '',
        "'+977 9801000002",
        'Asan, Kathmandu',
        'New Road – Asan',
        '',
        '',
        '',
        'Yes',
        '',
      ],
      ['', '', '', '', '', '', '', '', '', '', '', ''],
      [
        'Import Good "Three", Ltd',
        'IMP-G3',
        '',
        'Wholesale',
        '9801000003',
        'Line one\nline two',
        '',
        '',
        '',
        '',
        '',
        '',
      ],
    ]);
    const answer = await upload(file);
    expect(answer.status, answer.body.Message).toBe(200);
    expect(answer.body.Message).toBe('3 parties imported.');
    expect(answer.body.Data).toEqual({
      TotalRows: 3,
      ValidRows: 3,
      Saved: 3,
      Errors: [],
      IgnoredColumns: ['Created at'],
    });

    const [one] = await partiesNamed('Import Good One');
    expect(one).toMatchObject({
      Code: 'IMP-G1',
      PartyType: 'customer',
      PartyGroupIdDisplay: 'Grocery',
      RouteIdDisplay: 'Lakeside',
      AreaIdDisplay: 'Pokhara',
      SalesPersonIdDisplay: 'Hari Gurung',
      CreditLimit: 1500.5,
      IsActive: false,
    });
    const [two] = await partiesNamed('Import Good Two');
    expect(two).toMatchObject({
      PartyType: 'retailer',
      Phone: '+9779801000002',
      RouteIdDisplay: 'New Road – Asan',
      IsActive: true,
    });
    expect(two?.PartyGroupId).toBeNull();
    const [three] = await partiesNamed('Import Good "Three"');
    // A file without the Type in a row takes the declared default, as the form starts with it.
    expect(three).toMatchObject({
      Name: 'Import Good "Three", Ltd',
      Address: 'Line one\nline two',
      PartyType: 'retailer',
    });

    const trail = await app.get<{ Action: string; ActorName: string | null; Changes: { Field: string }[] }[]>(
      `${API}/party/audit?id=${String(one?.Id)}`,
      { token: admin, companyId: 1 },
    );
    expect(trail.body.Data).toHaveLength(1);
    expect(trail.body.Data?.[0]).toMatchObject({ Action: 'create', ActorName: expect.any(String) });
    expect(trail.body.Data?.[0]?.Changes.map((change) => change.Field)).toContain('RouteId');
  });

  it('saves nothing from a file with errors and reports each row and field', async () => {
    const before = await partyCount();
    const file = csv([
      HEADER.concat('Latitude'),
      ['Import Bad OK', 'IMP-B1', 'Retailer', '', '9801000011', 'Pokhara', 'Lakeside', '', '', ''],
      ['', 'IMP-B2', 'Wholesaler', '', 'call me', 'Pokhara', 'Nowhere', '', '', '95'],
      ['Import Bad Three', 'IMP-B3', '', 'No Such Group', '9801000013', '', '', '', '', ''],
    ]);
    const answer = await upload(file);
    expect(answer.status).toBe(200);
    expect(answer.body.Message).toBe(
      '2 of 3 rows have errors; nothing was saved. Correct them and upload the file again, or save the 1 row without errors.',
    );
    expect(answer.body.Data).toEqual({
      TotalRows: 3,
      ValidRows: 1,
      Saved: 0,
      IgnoredColumns: [],
      Errors: [
        { Row: 2, Field: 'Name', Message: 'Name is required' },
        { Row: 2, Field: 'PartyType', Message: 'Type must be one of: Retailer, Customer' },
        { Row: 2, Field: 'Phone', Message: phoneNumberMessage('Phone') },
        {
          Row: 2,
          Field: 'Latitude',
          Message: 'Latitude must be a number from -90 to 90 with at most 6 decimals',
        },
        { Row: 2, Field: 'RouteId', Message: 'Route "Nowhere" was not found' },
        { Row: 3, Field: 'PartyGroupId', Message: 'Party group "No Such Group" was not found' },
        { Row: 3, Field: 'Address', Message: 'Address is required' },
      ],
    });
    expect(await partyCount()).toBe(before);
    expect(await partiesNamed('Import Bad')).toEqual([]);
  });

  it('saves only the rows without errors when asked to, by form field or query', async () => {
    const rows = (suffix: string) =>
      csv([
        HEADER,
        [`Import Valid ${suffix}1`, '', 'Retailer', '', '9801000021', 'Pokhara', 'Lakeside', '', ''],
        [`Import Valid ${suffix}2`, '', 'Retailer', '', 'not a phone', 'Pokhara', '', '', ''],
        [`Import Valid ${suffix}3`, '', 'Customer', '', '9801000023', 'Pokhara', '', '', ''],
      ]);
    const byForm = await upload(rows('F'), { saveValid: 'form' });
    expect(byForm.status).toBe(200);
    expect(byForm.body.Message).toBe('2 parties imported; 1 row with errors skipped.');
    expect(byForm.body.Data).toMatchObject({ TotalRows: 3, ValidRows: 2, Saved: 2 });
    expect(byForm.body.Data?.Errors).toEqual([
      { Row: 2, Field: 'Phone', Message: phoneNumberMessage('Phone') },
    ]);
    expect((await partiesNamed('Import Valid F')).map((party) => party.Name)).toEqual([
      'Import Valid F1',
      'Import Valid F3',
    ]);
    const byQuery = await upload(rows('Q'), { saveValid: 'query' });
    expect(byQuery.body.Data?.Saved).toBe(2);

    const allBad = await upload(csv([HEADER, ['Import Valid X', '', '', '', '', 'Pokhara', '', '', '']]), {
      saveValid: 'form',
    });
    expect(allBad.status).toBe(200);
    expect(allBad.body.Message).toBe('The row has errors; nothing was saved.');
    expect(allBad.body.Data?.Saved).toBe(0);
  });

  it('refuses unknown, repeated and missing columns, and an Id column, naming each', async () => {
    const before = await partyCount();
    const unknown = await upload(
      csv([
        ['Name', 'Phone', 'Adress', 'Colour'],
        ['Import Col', '9801000031', 'x', 'red'],
      ]),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.Data).toBeNull();
    expect(unknown.body.Message).toBe(
      'The columns of the file do not fit: Unknown column "Adress"; Unknown column "Colour"; Missing column "Address".',
    );
    expect(unknown.body.Errors).toEqual([
      { Field: 'File', Message: 'Unknown column "Adress"' },
      { Field: 'File', Message: 'Unknown column "Colour"' },
      { Field: 'File', Message: 'Missing column "Address"' },
    ]);
    const missing = await upload(
      csv([
        ['Name', 'Address'],
        ['Import Col', 'Pokhara'],
      ]),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toBe('Missing column "Phone".');
    const twice = await upload(
      csv([
        ['Name', 'Phone', 'Address', 'address'],
        ['Import Col', '1', 'a', 'b'],
      ]),
    );
    expect(twice.body.Message).toBe('Columns "Address" and "address" are the same field.');

    // The export's own file: it names records by Id, which an import does not update.
    const exported = await fetch(`${app.base}${API}/party/export?query=Bishnu`, {
      headers: { Authorization: `Bearer ${admin}`, CompanyId: '1' },
    });
    const withId = await upload(await exported.text());
    expect(withId.status).toBe(400);
    expect(withId.body.Message).toBe('An import adds new parties; remove the Id column.');
    expect(await partyCount()).toBe(before);
  });

  it('reports a unique value repeated within the file or already used, and saves neither', async () => {
    const file = csv([
      ['Name', 'Code', 'PAN/VAT number', 'Phone', 'Address'],
      ['Import Dup 1', 'IMP-DUP', '600000001', '9801000041', 'Pokhara'],
      ['Import Dup 2', 'imp-dup ', '600000002', '9801000042', 'Pokhara'],
      ['Import Dup 3', 'IMP-D3', '600000001', '9801000043', 'Pokhara'],
    ]);
    const answer = await upload(file);
    expect(answer.body.Data?.Errors).toEqual([
      { Row: 2, Field: 'Code', Message: 'Code "imp-dup" is also in row 1' },
      { Row: 3, Field: 'PanVatNumber', Message: 'PAN/VAT number "600000001" is also in row 1' },
    ]);
    const saved = await upload(file, { saveValid: 'form' });
    expect(saved.body.Data?.Saved).toBe(1);
    // A code saved before is taken, as a save would say.
    const again = await upload(
      csv([
        ['Name', 'Code', 'Phone', 'Address'],
        ['Import Dup 4', 'IMP-DUP', '9801000044', 'x'],
      ]),
    );
    expect(again.body.Data?.Errors).toEqual([{ Row: 1, Field: 'Code', Message: 'Code is already used' }]);
  });

  it("resolves names only within the caller's company", async () => {
    const [hilltop] = await app.deps.db
      .insert(entityTable(SALES_ROUTE))
      .values({ companyId: 2, Name: 'Hilltop', IsActive: true, createdBy: 1, updatedBy: 1 })
      .returning();
    const otherId = String((hilltop as Row | undefined)?.id);
    const answer = await upload(
      csv([
        ['Name', 'Phone', 'Address', 'Route'],
        ['Import Iso 1', '9801000051', 'Pokhara', 'Hilltop'],
        ['Import Iso 2', '9801000052', 'Pokhara', otherId],
      ]),
    );
    expect(answer.body.Data?.Errors).toEqual([
      { Row: 1, Field: 'RouteId', Message: 'Route "Hilltop" was not found' },
      { Row: 2, Field: 'RouteId', Message: `Route ${otherId} does not exist` },
    ]);
    expect(await partiesNamed('Import Iso')).toEqual([]);
  });

  it('refuses what is not a CSV file with rows, saying why', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const cases: [BlobPart, string, string][] = [
      [
        png,
        'parties.csv',
        'The file is not a CSV file. Save it from your spreadsheet as "CSV UTF-8" and upload that.',
      ],
      [
        'Name,Phone,Address\r\nA,1,b',
        'parties.xlsx',
        'The file is not a CSV file. Save it from your spreadsheet as "CSV UTF-8" and upload that.',
      ],
      [
        Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0xe9, 0x0d, 0x0a]),
        'latin1.csv',
        'The file is not UTF-8 text. Save it from your spreadsheet as "CSV UTF-8" and upload that.',
      ],
      ['', 'parties.csv', 'The file is empty. Start from the template: its first row names the columns.'],
      ['Name,Phone,Address\r\n,,\r\n', 'parties.csv', 'The file has a header row but no rows of data.'],
      ['Name,Phone,Address\r\n"Open quote,1,b\r\n', 'parties.csv', 'Row 1 has a quote that is never closed.'],
    ];
    for (const [content, fileName, message] of cases) {
      const answer = await upload(content, { fileName });
      expect(answer.status, fileName).toBe(400);
      expect(answer.body.Message).toBe(message);
    }
    const noFile = await app.post(`${API}/party/import`, {
      token: admin,
      companyId: 1,
      form: { saveValid: 'true' },
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.Message).toBe('Choose a CSV file to import.');
    const tooMany = csv([
      ['Name', 'Phone', 'Address'],
      ...Array.from({ length: 5_001 }, (_, i) => [`P${i}`, '1', 'a']),
    ]);
    const big = await upload(tooMany);
    expect(big.body.Message).toBe(
      'The file has 5,001 rows; an import takes at most 5,000. Split it into smaller files.',
    );
  });

  it('gives a template whose columns import as they are', async () => {
    const template = await fetch(`${app.base}${API}/party/importtemplate`, {
      headers: { Authorization: `Bearer ${admin}`, CompanyId: '1' },
    });
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(template.headers.get('content-disposition')).toContain('party-import-template.csv');
    const text = await template.text();
    const [header, example] = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'Name,Code,Type,Party group,Contact person,Phone,Email,Address,PAN/VAT number,Latitude,Longitude,Route,Area,Sales person,Credit limit (NPR),Credit days,Active',
    );
    // Reference columns show a real name of the company, the way a cell names a record.
    expect(example).toBe(
      'Example party,Example,Retailer,Grocery,Example,9801234567,name@example.com,Example,123456789,0.000000,0.000000,Baneshwor – Koteshwor,Kathmandu Valley,Bikash Shrestha,1000.00,10,Yes',
    );
    const imported = await upload(text, { fileName: 'party-import-template.csv' });
    expect(imported.body.Data).toMatchObject({ TotalRows: 1, Saved: 1, Errors: [] });
  });

  it('is refused without create permission on the parties page', async () => {
    const file = csv([
      ['Name', 'Phone', 'Address'],
      ['Import Staff', '9801000061', 'Pokhara'],
    ]);
    expect((await upload(file, { token: staff })).status).toBe(403);
    const [staffRole] = await app.deps.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.companyId, 1), eq(roles.name, 'Staff')));
    if (!staffRole) throw new Error('the demo data has no Staff role');
    await app.deps.db
      .insert(rolePermissions)
      .values({ companyId: 1, roleId: staffRole.id, pageCode: PAGE_CODES[PARTY.page], canView: true });
    const viewOnly = await upload(file, { token: staff });
    expect(viewOnly.status).toBe(403);
    expect(viewOnly.body.Message).toMatch(/^You do not have permission to create /);
    const template = await app.get(`${API}/party/importtemplate`, { token: staff, companyId: 1 });
    expect(template.status).toBe(403);
    expect(await partiesNamed('Import Staff')).toEqual([]);
  });
});
