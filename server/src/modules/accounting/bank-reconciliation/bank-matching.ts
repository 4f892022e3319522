import type { VoucherSide } from '@backoffice/shared/accounting/voucher';

/**
 * Which statement line goes with which line of the books, without the database. A deposit in the
 * bank is a debit on the bank ledger, a withdrawal a credit; the amounts must be equal and the bank
 * cannot clear a line before the voucher's day. A cheque number both sides carry makes a strong
 * match; otherwise the nearest day within the window wins.
 */

export interface StatementCandidate {
  id: number;
  date: string;
  description: string;
  reference: string | null;
  /** Paisa. */
  withdrawal: number;
  deposit: number;
}

export interface BookCandidate {
  voucherId: number;
  lineNo: number;
  side: VoucherSide;
  /** Paisa. */
  amount: number;
  date: string;
  chequeNo: string | null;
}

export type MatchStrength = 'cheque' | 'date';

export interface MatchPair {
  statement: StatementCandidate;
  book: BookCandidate;
  strength: MatchStrength;
  days: number;
}

/** A cheque number's digits without leading zeros ('000123' and 'CHQ 123' are one cheque); null for none. */
export const chequeKey = (text: string | null): string | null => {
  const digits = (text ?? '').replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 3 ? digits : null;
};

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const sideOf = (line: StatementCandidate): VoucherSide => (line.deposit > 0 ? 'Dr' : 'Cr');
const amountOf = (line: StatementCandidate): number => (line.deposit > 0 ? line.deposit : line.withdrawal);
const keyOf = (side: VoucherSide, amount: number) => `${side}:${amount}`;

/** The statement line's cheque numbers: its reference when it has one, else numbers in its text. */
const chequesOf = (line: StatementCandidate): Set<string> => {
  const fromReference = chequeKey(line.reference);
  if (fromReference) return new Set([fromReference]);
  const numbers = line.description.match(/\d{3,}/g) ?? [];
  return new Set(numbers.map(chequeKey).filter((key): key is string => key !== null));
};

/** How strongly two lines match, or null when they cannot. */
export const matchStrength = (
  statement: StatementCandidate,
  book: BookCandidate,
  windowDays: number,
): { strength: MatchStrength; days: number } | null => {
  if (sideOf(statement) !== book.side || amountOf(statement) !== book.amount) return null;
  const days = daysBetween(book.date, statement.date);
  if (days < 0) return null;
  const cheque = chequeKey(book.chequeNo);
  if (cheque && chequesOf(statement).has(cheque)) return { strength: 'cheque', days };
  return days <= windowDays ? { strength: 'date', days } : null;
};

const byStrength = (a: MatchPair, b: MatchPair): number =>
  (a.strength === b.strength ? 0 : a.strength === 'cheque' ? -1 : 1) ||
  a.days - b.days ||
  a.statement.id - b.statement.id ||
  a.book.voucherId - b.book.voucherId ||
  a.book.lineNo - b.book.lineNo;

/** Every pair that could match, strongest and nearest first. */
export const candidatePairs = (
  statements: readonly StatementCandidate[],
  books: readonly BookCandidate[],
  windowDays: number,
): MatchPair[] => {
  const booksByAmount = new Map<string, BookCandidate[]>();
  for (const book of books) {
    const key = keyOf(book.side, book.amount);
    booksByAmount.set(key, [...(booksByAmount.get(key) ?? []), book]);
  }
  const pairs: MatchPair[] = [];
  for (const statement of statements) {
    for (const book of booksByAmount.get(keyOf(sideOf(statement), amountOf(statement))) ?? []) {
      const found = matchStrength(statement, book, windowDays);
      if (found) pairs.push({ statement, book, ...found });
    }
  }
  return pairs.sort(byStrength);
};

/** One statement line to one book line: the strongest, nearest pairs taken first. */
export const chooseMatches = (
  statements: readonly StatementCandidate[],
  books: readonly BookCandidate[],
  windowDays: number,
): MatchPair[] => {
  const takenStatements = new Set<number>();
  const takenBooks = new Set<string>();
  const chosen: MatchPair[] = [];
  for (const pair of candidatePairs(statements, books, windowDays)) {
    const bookKey = `${pair.book.voucherId}:${pair.book.lineNo}`;
    if (takenStatements.has(pair.statement.id) || takenBooks.has(bookKey)) continue;
    takenStatements.add(pair.statement.id);
    takenBooks.add(bookKey);
    chosen.push(pair);
  }
  return chosen;
};
