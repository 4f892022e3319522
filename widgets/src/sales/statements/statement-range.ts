/**
 * The statement's date range. It opens on the last 90 days: long enough to show a party's recent
 * orders and their payments together, short enough to fit a printed page or two. (The Nepali
 * fiscal year start would be the accountant's choice; the range boxes take any dates.)
 */
import type { PartyStatement } from '@backoffice/shared/sales/statements/party-statement.contract';

export const DEFAULT_STATEMENT_DAYS = 90;

export interface StatementRange {
  /** YYYY-MM-DD, or '' for open. */
  fromDate: string;
  toDate: string;
}

/** YYYY-MM-DD of the browser's calendar day (the day a person means by "today"). */
const localIsoDate = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * From `days` days before today, with the end left open: "up to today" is the company's today on
 * the server, which the browser's clock (another time zone, a wrong clock) cannot be trusted with.
 */
export function defaultStatementRange(today: Date, days = DEFAULT_STATEMENT_DAYS): StatementRange {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
  return { fromDate: localIsoDate(from), toDate: '' };
}

/** The range's problem, or null: a start after the end selects nothing and is surely a slip. */
export const rangeProblem = (range: StatementRange): string | null =>
  range.fromDate !== '' && range.toDate !== '' && range.fromDate > range.toDate
    ? 'The start date is after the end date'
    : null;

/**
 * The row above a page's lines: the opening balance on the first page, the balance brought forward
 * from the page before on later ones (the server's PageOpening).
 */
export const openingRow = (statement: Pick<PartyStatement, 'PageNo' | 'Opening' | 'PageOpening'>) =>
  statement.PageNo <= 1
    ? { label: 'Opening balance', balance: statement.Opening }
    : { label: 'Brought forward', balance: statement.PageOpening };

/** A balance in words for a reader who is not an accountant: who owes whom. */
export const balanceSide = (balance: number): 'owed' | 'advance' | 'settled' =>
  balance > 0 ? 'owed' : balance < 0 ? 'advance' : 'settled';
