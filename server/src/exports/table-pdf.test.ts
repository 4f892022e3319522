import { describe, expect, it } from 'vitest';
import { type TableSheet, tableFile } from './table-file.js';
import { tablePdf } from './table-pdf.js';

interface Line {
  name: string;
  amount: number;
}

const SHEET: TableSheet<Line> = {
  name: 'lines',
  sheetName: 'Lines',
  columns: [
    { label: 'Name', kind: 'text', value: (line) => line.name },
    { label: 'Amount', kind: 'money', value: (line) => line.amount },
  ],
};
const ROWS: Line[] = Array.from({ length: 120 }, (_, index) => ({
  name: `Row ${index + 1}`,
  amount: index === 0 ? 123456.78 : index,
}));

/** The text an uncompressed PDF shows: its TJ arrays' hex strings, decoded (kerning splits them). */
const shownText = (pdf: Buffer): string[] =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)].map((match) =>
    [...(match[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)]
      .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
      .join(''),
  );

const pageCount = (pdf: Buffer): number => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('tablePdf', () => {
  it('writes the heading, every row with money in Indian grouping, the header again and page numbers', async () => {
    const pdf = await tablePdf({ title: 'Ledger lines', lines: ['From 2026-07-17'] }, SHEET.columns, ROWS, {
      compress: false,
    });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const text = shownText(pdf);
    expect(text).toContain('Ledger lines');
    expect(text).toContain('From 2026-07-17');
    expect(text).toContain('1,23,456.78');
    expect(text).toContain('Row 120');
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(text.filter((shown) => shown === 'Amount')).toHaveLength(pages);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('is an export format of every table file', async () => {
    const file = await tableFile(SHEET, ROWS.slice(0, 3), {
      format: 'pdf',
      now: new Date('2026-11-27T06:00:00Z'),
    });
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toBe('lines-2026-11-27.pdf');
    expect(Buffer.isBuffer(file.body) && file.body.subarray(0, 4).toString()).toBe('%PDF');
  });
});
