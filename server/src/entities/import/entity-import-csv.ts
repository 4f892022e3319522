import { CsvError, parse } from 'csv-parse/sync';
import { badRequest } from '../../http/api-error.js';

/** Record 0 is the header; the others are numbered as the import report numbers data rows. */
const rowName = (index: number): string => (index === 0 ? 'The header row' : `Row ${index}`);

/**
 * The records of a CSV text as RFC 4180 reads them (csv-parse): quoted cells with commas, "" and
 * line breaks; CRLF, LF or CR line ends. A quote inside an unquoted cell is kept as written
 * (5" pipe), as spreadsheets read it. A broken quote is a 400 that names the row.
 */
export const parseCsv = (text: string): string[][] => {
  try {
    return parse(text, {
      relax_quotes: true,
      relax_column_count: true,
      bom: true,
      // Files from different tools mix line ends; detection from the first line alone would not.
      record_delimiter: ['\r\n', '\n', '\r'],
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const record = typeof error.records === 'number' ? error.records : 0;
      throw badRequest(
        error.code === 'CSV_QUOTE_NOT_CLOSED'
          ? `${rowName(record)} has a quote that is never closed.`
          : `${rowName(record)} cannot be read as CSV: ${error.message}`,
      );
    }
    throw error;
  }
};

/** A row with no text in any cell: spreadsheets leave them at the end (",,,,"), people between groups. */
export const isBlankRecord = (record: readonly string[]): boolean =>
  record.every((cell) => cell.trim() === '');

const NOT_CSV = 'The file is not a CSV file. Save it from your spreadsheet as "CSV UTF-8" and upload that.';

/**
 * The text of an uploaded CSV, or a 400 that says why it is not one: a name that is not .csv, bytes a
 * text file never has (a zero byte: an Excel workbook, UTF-16), or bytes that are not UTF-8.
 */
export const csvTextOf = (file: { originalName: string; buffer: Buffer }): string => {
  if (!/\.csv$/i.test(file.originalName.trim())) throw badRequest(NOT_CSV);
  if (file.buffer.includes(0)) throw badRequest(NOT_CSV);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.buffer);
  } catch {
    throw badRequest(
      'The file is not UTF-8 text. Save it from your spreadsheet as "CSV UTF-8" and upload that.',
    );
  }
  // TextDecoder drops the byte-order mark the export writes for Excel.
  return text;
};
