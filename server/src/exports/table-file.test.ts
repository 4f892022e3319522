import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type TableSheet, tableFile } from './table-file.js';

interface Visit {
  at: string;
  left: string | null;
}

const SHEET: TableSheet<Visit> = {
  name: 'visits',
  sheetName: 'Visits',
  columns: [
    { label: 'In', kind: 'instant', value: (visit) => visit.at },
    { label: 'Out', kind: 'instant', value: (visit) => visit.left },
  ],
};
// 04:20 UTC is 10:05 in Kathmandu (UTC+5:45), and 23:30 UTC the next day there.
const ROWS: Visit[] = [
  { at: '2026-11-27T04:20:00.000Z', left: null },
  { at: '2026-11-26T23:30:00.000Z', left: '2026-11-27T00:15:00.000Z' },
];
const now = new Date('2026-11-27T06:00:00Z');

const lines = (body: string | Buffer) => String(body).replace('\uFEFF', '').trim().split('\r\n');

describe('tableFile', () => {
  it("writes instants on the company's clock when given its zone, as the list screens show them", async () => {
    const file = await tableFile(SHEET, ROWS, { format: 'csv', now, timeZone: 'Asia/Kathmandu' });
    expect(lines(file.body)).toEqual(['In,Out', '2026-11-27 10:05,', '2026-11-27 05:15,2026-11-27 06:00']);
  });

  it('writes a workbook date whose clock reads the same, since a workbook knows no zone', async () => {
    const file = await tableFile(SHEET, ROWS, { format: 'xlsx', now, timeZone: 'Asia/Kathmandu' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ExcelJS.Buffer);
    const row = workbook.worksheets[0]?.getRow(2);
    expect(row?.getCell(1).value).toEqual(new Date('2026-11-27T10:05:00Z'));
    expect(row?.getCell(2).value).toBeNull();
  });

  it('keeps the instants as they are without a zone', async () => {
    const file = await tableFile(SHEET, ROWS.slice(0, 1), { format: 'csv', now });
    expect(lines(file.body)).toEqual(['In,Out', '2026-11-27T04:20:00.000Z,']);
  });
});
