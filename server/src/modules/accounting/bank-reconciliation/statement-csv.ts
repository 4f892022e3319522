import type {
  ParsedStatementLine,
  StatementDateFormat,
  StatementMapping,
} from '@backoffice/shared/accounting/bank-reconciliation.contract';
import { STATEMENT_MAX_ROWS } from '@backoffice/shared/accounting/bank-reconciliation.contract';
import { bsToAd, calendarDateToIso } from '@backoffice/shared/calendar/bs-calendar';
import { isCalendarDate } from '@backoffice/shared/form-fields';
import { CsvError, parse } from 'csv-parse/sync';
import { badRequest } from '../../../http/api-error.js';

/**
 * A bank's statement file read without the database: its rows, a mapping guessed from its
 * headings, and each row read with a mapping into a line in paisa, or the reason it cannot be.
 */

export const NOT_CSV_MESSAGE =
  'The statement must be a CSV file (text with its columns separated by commas); this file is not.';

const CSV_NAME = /\.(csv|txt)$/i;

/** The file's text, or a 400: a CSV is named .csv (or .txt) and is UTF-8 text without NUL bytes. */
export const statementText = (fileName: string, bytes: Buffer): string => {
  if (!CSV_NAME.test(fileName) || bytes.includes(0)) throw badRequest(NOT_CSV_MESSAGE);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  // Replacement characters mean the bytes were not UTF-8 text (a workbook or a PDF renamed).
  if (text.includes('\uFFFD')) throw badRequest(NOT_CSV_MESSAGE);
  return text.replace(/^\uFEFF/, '');
};

/** The file's rows, cells trimmed, blank rows left out with their numbers kept. */
export interface CsvRow {
  row: number;
  cells: string[];
}

export const csvRows = (text: string): CsvRow[] => {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      trim: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(`The file cannot be read as CSV: ${error.message}`);
    throw error;
  }
  const rows = records
    .map((cells, index) => ({ row: index + 1, cells }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
  if (rows.length > STATEMENT_MAX_ROWS + 50)
    throw badRequest(
      `The file has ${rows.length.toLocaleString('en')} rows; at most ${STATEMENT_MAX_ROWS.toLocaleString('en')} can be imported at once: split it.`,
    );
  return rows;
};

// ---------------------------------------------------------------------------------------------
// Guessing a mapping from the headings

const HEADINGS: ReadonlyArray<[keyof StatementMapping, RegExp]> = [
  ['DateColumn', /^(txn |transaction |value |posting )?date$|^date\b/i],
  ['WithdrawalColumn', /withdraw|debit|\bdr\b|paid out|payments?$/i],
  ['DepositColumn', /deposit|credit|\bcr\b|paid in|receipts?$/i],
  ['BalanceColumn', /balance/i],
  ['ReferenceColumn', /cheque|chq|ref|instrument/i],
  ['AmountColumn', /amount/i],
  ['DescriptionColumn', /desc|particular|narration|remark|details/i],
];

const looksLikeHeadings = (cells: readonly string[]): boolean =>
  cells.some((cell) => /date/i.test(cell)) &&
  !cells.some((cell) => /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/.test(cell));

const guessDateFormat = (sample: string | undefined): StatementDateFormat => {
  if (!sample) return 'YYYY-MM-DD';
  if (/^\d{1,2}[-/ ][A-Za-z]{3}[-/ ]\d{4}$/.test(sample)) return 'DD-MMM-YYYY';
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(sample);
  // A year past the AD years a statement carries is a BS year (2080 and on).
  if (iso) return Number(iso[1]) >= 2070 ? 'BS YYYY-MM-DD' : 'YYYY-MM-DD';
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.]\d{4}$/.exec(sample);
  if (dmy && Number(dmy[2]) > 12) return 'MM/DD/YYYY';
  return 'DD/MM/YYYY';
};

/** A mapping read from the file's headings (the first row naming a date column), else the usual layout. */
export const guessMapping = (rows: readonly CsvRow[]): StatementMapping => {
  const headingIndex = rows.slice(0, 20).findIndex(({ cells }) => looksLikeHeadings(cells));
  const headings = headingIndex >= 0 ? (rows[headingIndex]?.cells ?? []) : [];
  const taken = new Set<number>();
  const found: Partial<Record<keyof StatementMapping, number>> = {};
  for (const [field, pattern] of HEADINGS) {
    const index = headings.findIndex((cell, at) => !taken.has(at) && pattern.test(cell));
    if (index >= 0) {
      taken.add(index);
      found[field] = index + 1;
    }
  }
  const separate = found.WithdrawalColumn !== undefined && found.DepositColumn !== undefined;
  const dateColumn = found.DateColumn ?? 1;
  const firstLine = rows[headingIndex + 1];
  return {
    DateColumn: dateColumn,
    DescriptionColumn: found.DescriptionColumn ?? (headings.length === 0 ? 2 : null),
    ReferenceColumn: found.ReferenceColumn ?? null,
    WithdrawalColumn: separate ? (found.WithdrawalColumn ?? null) : null,
    DepositColumn: separate ? (found.DepositColumn ?? null) : null,
    AmountColumn: separate ? null : (found.AmountColumn ?? (headings.length === 0 ? 3 : null)),
    BalanceColumn: found.BalanceColumn ?? null,
    DateFormat: guessDateFormat(firstLine?.cells[dateColumn - 1]),
    SkipRows: headingIndex >= 0 ? (rows[headingIndex]?.row ?? 0) : 0,
  };
};

/** What a mapping lacks to read a file, or null when it can. */
export const mappingProblem = (mapping: StatementMapping): string | null => {
  const separate = mapping.WithdrawalColumn !== null || mapping.DepositColumn !== null;
  if (separate && mapping.AmountColumn !== null)
    return 'Map either WithdrawalColumn and DepositColumn or one AmountColumn, not both.';
  if (!separate && mapping.AmountColumn === null)
    return 'Map WithdrawalColumn and DepositColumn, or one signed AmountColumn.';
  if (separate && (mapping.WithdrawalColumn === null || mapping.DepositColumn === null))
    return 'Map both WithdrawalColumn and DepositColumn (or one signed AmountColumn).';
  return null;
};

// ---------------------------------------------------------------------------------------------
// Reading a row

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** The AD day a cell names in the format, or null. */
export const readStatementDate = (text: string, format: StatementDateFormat): string | null => {
  const cell =
    text
      .trim()
      .split(/[ T]\d{1,2}:\d{2}/)[0]
      ?.trim() ?? '';
  let parts: [number, number, number] | null = null;
  if (format === 'YYYY-MM-DD' || format === 'BS YYYY-MM-DD') {
    const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(cell);
    if (match) parts = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if (format === 'DD-MMM-YYYY') {
    const match = /^(\d{1,2})[-/ ]([A-Za-z]{3})[A-Za-z]*[-/ ](\d{4})$/.exec(cell);
    const month = match ? MONTHS.indexOf(String(match[2]).toLowerCase()) + 1 : 0;
    if (match && month > 0) parts = [Number(match[3]), month, Number(match[1])];
  } else {
    const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(cell);
    if (match) {
      const [first, second] = [Number(match[1]), Number(match[2])];
      parts = format === 'DD/MM/YYYY' ? [Number(match[3]), second, first] : [Number(match[3]), first, second];
    }
  }
  if (!parts) return null;
  const [year, month, day] = parts;
  if (format === 'BS YYYY-MM-DD') {
    try {
      return calendarDateToIso(bsToAd({ year, month, day }));
    } catch {
      return null;
    }
  }
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return isCalendarDate(iso) ? iso : null;
};

/** Largest amount one line may carry: a hundred thousand crore rupees, in paisa. */
const MAX_PAISA = 1e17;

/**
 * Paisa of an amount cell ('1,23,456.78', '(500.00)', '-500', 'Rs. 500', '500.00 Dr'); 0 for a
 * blank cell; null when it is not an amount. Cr/Dr suffixes are left to the column's meaning.
 */
export const readPaisa = (text: string): number | null => {
  let cell = text
    .trim()
    .replace(/^(rs\.?|npr|inr)\s*/i, '')
    .replace(/\s*(dr|cr)\.?$/i, '');
  if (cell === '' || cell === '-') return 0;
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(cell);
  if (bracketed) {
    negative = true;
    cell = String(bracketed[1]);
  }
  if (cell.startsWith('-')) {
    negative = !negative;
    cell = cell.slice(1);
  }
  cell = cell.replace(/[, ]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cell)) return null;
  const [whole = '0', fraction = ''] = cell.split('.');
  const paisa = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(paisa) || paisa > MAX_PAISA) return null;
  return negative ? -paisa : paisa;
};

/** A line in paisa, as the importer writes it. */
export interface StatementRowLine {
  row: number;
  date: string;
  description: string;
  reference: string | null;
  withdrawal: number;
  deposit: number;
  balance: number | null;
}

export interface BadRow {
  Row: number;
  Message: string;
}

const cellOf = (cells: readonly string[], column: number | null): string =>
  column === null ? '' : (cells[column - 1] ?? '');

/** One row read with the mapping: a line, or why it cannot be. */
export const readRow = (row: CsvRow, mapping: StatementMapping): StatementRowLine | BadRow => {
  const bad = (Message: string): BadRow => ({ Row: row.row, Message });
  const dateCell = cellOf(row.cells, mapping.DateColumn);
  if (dateCell === '') return bad('The date is empty.');
  const date = readStatementDate(dateCell, mapping.DateFormat);
  if (date === null) return bad(`“${dateCell}” is not a date written ${mapping.DateFormat}.`);
  let withdrawal = 0;
  let deposit = 0;
  if (mapping.AmountColumn !== null) {
    const cell = cellOf(row.cells, mapping.AmountColumn);
    const amount = readPaisa(cell);
    if (amount === null) return bad(`“${cell}” is not an amount.`);
    if (amount < 0) withdrawal = -amount;
    else deposit = amount;
  } else {
    const out = readPaisa(cellOf(row.cells, mapping.WithdrawalColumn));
    const into = readPaisa(cellOf(row.cells, mapping.DepositColumn));
    if (out === null)
      return bad(`“${cellOf(row.cells, mapping.WithdrawalColumn)}” is not a withdrawal amount.`);
    if (into === null) return bad(`“${cellOf(row.cells, mapping.DepositColumn)}” is not a deposit amount.`);
    if (out < 0 || into < 0) return bad('A withdrawal or deposit cannot be negative.');
    if (out > 0 && into > 0) return bad('A line has both a withdrawal and a deposit.');
    withdrawal = out;
    deposit = into;
  }
  if (withdrawal === 0 && deposit === 0) return bad('The line has no amount.');
  const balanceCell = cellOf(row.cells, mapping.BalanceColumn);
  const balance = mapping.BalanceColumn === null || balanceCell === '' ? null : readPaisa(balanceCell);
  if (balanceCell !== '' && balance === null) return bad(`“${balanceCell}” is not a balance.`);
  const reference = cellOf(row.cells, mapping.ReferenceColumn);
  return {
    row: row.row,
    date,
    description: cellOf(row.cells, mapping.DescriptionColumn).slice(0, 500),
    reference: reference === '' ? null : reference.slice(0, 100),
    withdrawal,
    deposit,
    balance,
  };
};

export const isBadRow = (value: StatementRowLine | BadRow): value is BadRow => 'Message' in value;

/** The rows under the headings, read with the mapping: the lines and the bad rows. */
export const readStatement = (rows: readonly CsvRow[], mapping: StatementMapping) => {
  const body = rows.filter(({ row }) => row > mapping.SkipRows);
  if (body.length > STATEMENT_MAX_ROWS)
    throw badRequest(
      `The file has ${body.length.toLocaleString('en')} lines; at most ${STATEMENT_MAX_ROWS.toLocaleString('en')} can be imported at once: split it.`,
    );
  const read = body.map((row) => readRow(row, mapping));
  return {
    lines: read.filter((line): line is StatementRowLine => !isBadRow(line)),
    badRows: read.filter(isBadRow),
  };
};

/**
 * What makes a line the same line when a file is imported again: its day, amounts, reference and
 * text, and its place among identical lines of the file (two equal charges on one day are two).
 */
export const fingerprintsOf = (lines: readonly StatementRowLine[]): string[] => {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = [
      line.date,
      line.withdrawal,
      line.deposit,
      line.reference ?? '',
      line.description.replace(/\s+/g, ' ').toLowerCase(),
    ].join('|');
    const place = (seen.get(base) ?? 0) + 1;
    seen.set(base, place);
    return `${base}|${place}`;
  });
};

export const toParsedLine = (line: StatementRowLine): ParsedStatementLine => ({
  Row: line.row,
  Date: line.date,
  Description: line.description,
  Reference: line.reference,
  Withdrawal: line.withdrawal / 100,
  Deposit: line.deposit / 100,
  Balance: line.balance === null ? null : line.balance / 100,
});
