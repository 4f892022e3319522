import { wallClockOf } from '@backoffice/shared/format/date.format';
import { EXPORT_CONTENT_TYPES, type ExportFormat } from '@backoffice/shared/http/export-format';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { tablePdf } from './table-pdf.js';

/**
 * How a column's values are written: text as text; numbers, money (two decimals) and dates stay
 * numbers and dates in a workbook, so a spreadsheet can sum and sort them.
 */
export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'instant' | 'boolean';

export interface TableColumn<R> {
  label: string;
  kind: ColumnKind;
  value: (row: R) => unknown;
}

export interface TableFile {
  contentType: string;
  fileName: string;
  body: string | Buffer;
}

/**
 * A spreadsheet opens a cell that starts with = + - @ as a formula; a leading apostrophe keeps
 * an exported name from running as one.
 */
const safeText = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'number' ? String(value) : safeText(String(value));
};

const asNumber = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

/** A YYYY-MM-DD date is a calendar day: written at midnight UTC, the day a workbook shows. */
const asDate = (value: unknown): Date | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * An instant as a clock in the zone reads it, as a date whose UTC fields are that reading: a
 * workbook's dates have no zone, so the cell shows the company's time, not the server's.
 */
const onWallClock = (value: unknown, timeZone: string): Date | null => {
  const instant = asDate(value);
  const clock = instant ? wallClockOf(instant, timeZone) : null;
  if (!clock?.time) return null;
  const { year, month, day, time } = clock;
  return new Date(Date.UTC(year, month - 1, day, time.hour, time.minute, time.second));
};

/** 'YYYY-MM-DD HH:mm', as the workbook's instant format shows it. */
const wallClockText = (clock: Date | null): string | null =>
  clock ? clock.toISOString().slice(0, 16).replace('T', ' ') : null;

/** With a zone, an instant column is written on its clock (CSV as text, a workbook as a date). */
const zonedColumns = <R>(columns: readonly TableColumn<R>[], timeZone: string, format: ExportFormat) =>
  columns.map((column): TableColumn<R> => {
    if (column.kind !== 'instant') return column;
    const onClock = (row: R) => onWallClock(column.value(row), timeZone);
    return { ...column, value: format === 'xlsx' ? onClock : (row) => wallClockText(onClock(row)) };
  });

const workbookCell = (kind: ColumnKind, value: unknown): ExcelJS.CellValue => {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'number':
    case 'money':
      return asNumber(value);
    case 'date':
    case 'instant':
      return asDate(value);
    case 'boolean':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    default:
      // A workbook's text cell is never a formula, so it keeps the text exactly.
      return String(value);
  }
};

const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
  instant: 'yyyy-mm-dd hh:mm',
};

const csvOf = <R>(columns: readonly TableColumn<R>[], rows: readonly R[]): string =>
  // The byte-order mark makes Excel read the file as UTF-8 (Nepali names stay readable).
  `\uFEFF${stringify(
    [
      columns.map((column) => column.label),
      ...rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
    ],
    { record_delimiter: 'windows' },
  )}`;

const workbookOf = async <R>(
  sheetName: string,
  columns: readonly TableColumn<R>[],
  rows: readonly R[],
): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.label,
    width: Math.min(40, Math.max(12, column.label.length + 2)),
    ...(NUMBER_FORMATS[column.kind] ? { style: { numFmt: NUMBER_FORMATS[column.kind] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => workbookCell(column.kind, column.value(row))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** What an export writes: the file's name before the day, its sheet's name, its columns. */
export interface TableSheet<R> {
  name: string;
  sheetName: string;
  columns: readonly TableColumn<R>[];
}

export interface TableFileRequest {
  format: ExportFormat;
  now: Date;
  timeZone?: string;
  /** A PDF's heading: its title (the sheet's name when left out) and lines such as the filters. */
  title?: string;
  headingLines?: readonly string[];
}

const bodyOf = async <R>(
  sheet: TableSheet<R>,
  columns: readonly TableColumn<R>[],
  rows: readonly R[],
  request: TableFileRequest,
): Promise<string | Buffer> => {
  switch (request.format) {
    case 'xlsx':
      return workbookOf(sheet.sheetName, columns, rows);
    case 'pdf':
      return tablePdf(
        {
          title: request.title ?? sheet.sheetName,
          lines: [...(request.headingLines ?? []), `Made ${request.now.toISOString().slice(0, 10)}`],
        },
        columns,
        rows,
      );
    default:
      return csvOf(columns, rows);
  }
};

/**
 * One export file: the labelled columns of the rows, as CSV, an Excel workbook or a PDF, named
 * after what it holds and the day (orders-2026-11-27.xlsx). Given the company's time zone, instants
 * are written on its clock, as the list screens show them; without one, as the instants they are.
 */
export const tableFile = async <R>(
  sheet: TableSheet<R>,
  rows: readonly R[],
  request: TableFileRequest,
): Promise<TableFile> => {
  const { format, now, timeZone } = request;
  const columns = timeZone === undefined ? sheet.columns : zonedColumns(sheet.columns, timeZone, format);
  return {
    contentType: EXPORT_CONTENT_TYPES[format],
    fileName: `${sheet.name}-${now.toISOString().slice(0, 10)}.${format}`,
    body: await bodyOf(sheet, columns, rows, request),
  };
};
