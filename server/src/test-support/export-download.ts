import { DEFAULT_TIME_ZONE } from '@backoffice/shared/calendar/time-zone';
import { wallClockOf } from '@backoffice/shared/format/date.format';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { API } from './sign-in.js';
import type { TestApp } from './test-app.js';

export interface ExportDownload {
  status: number;
  contentType: string;
  disposition: string;
  /** The CSV's rows (the header first), or the refusal's text. */
  text: string;
  body: Buffer;
}

/** GET an export route (path after the API prefix, with its query) as the caller. */
export const downloadExport = async (
  app: TestApp,
  path: string,
  caller: { token: string; companyId: number },
): Promise<ExportDownload> => {
  const response = await fetch(`${app.base}${API}/${path}`, {
    headers: { Authorization: `Bearer ${caller.token}`, CompanyId: String(caller.companyId) },
  });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    text: body.toString('utf8'),
    body,
  };
};

/** A CSV export's rows, read into cells as a spreadsheet would (the byte-order mark dropped). */
export const csvRows = (download: ExportDownload): string[][] => parse(download.text, { bom: true });

/** The first sheet of an xlsx export, read back with the library that wrote it. */
export const readWorkbook = async (download: ExportDownload): Promise<ExcelJS.Worksheet> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(download.body as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
};

/** A sheet's cell values row by row, the header first. */
export const sheetValues = (sheet: ExcelJS.Worksheet): unknown[][] => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

/** An instant as an export writes it on the company's clock (the demo companies' zone): 'YYYY-MM-DD HH:mm'. */
export const onCompanyClock = (iso: string, timeZone = DEFAULT_TIME_ZONE): string => {
  const clock = wallClockOf(iso, timeZone);
  if (!clock?.time) throw new Error(`${iso} is no instant`);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${clock.year}-${two(clock.month)}-${two(clock.day)} ${two(clock.time.hour)}:${two(clock.time.minute)}`;
};
