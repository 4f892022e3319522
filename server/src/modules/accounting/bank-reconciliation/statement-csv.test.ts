import { describe, expect, it } from 'vitest';
import { chequeKey, chooseMatches } from './bank-matching.js';
import { csvRows, fingerprintsOf, guessMapping, readPaisa, readStatementDate } from './statement-csv.js';

describe('statement cells', () => {
  it('reads amounts as banks write them, in paisa', () => {
    expect(readPaisa('1,23,456.78')).toBe(12_345_678);
    expect(readPaisa('(500.00)')).toBe(-50_000);
    expect(readPaisa('-12.5')).toBe(-1250);
    expect(readPaisa('Rs. 1,000 Cr')).toBe(100_000);
    expect(readPaisa('')).toBe(0);
    expect(readPaisa('12.345')).toBeNull();
    expect(readPaisa('ten')).toBeNull();
  });

  it('reads dates in each format, BS converted to AD, impossible days refused', () => {
    expect(readStatementDate('2026-11-22', 'YYYY-MM-DD')).toBe('2026-11-22');
    expect(readStatementDate('22/11/2026', 'DD/MM/YYYY')).toBe('2026-11-22');
    expect(readStatementDate('11/22/2026', 'MM/DD/YYYY')).toBe('2026-11-22');
    expect(readStatementDate('22-Nov-2026', 'DD-MMM-YYYY')).toBe('2026-11-22');
    expect(readStatementDate('2083-08-06', 'BS YYYY-MM-DD')).toBe('2026-11-22');
    expect(readStatementDate('2026-11-22 10:15', 'YYYY-MM-DD')).toBe('2026-11-22');
    expect(readStatementDate('31/02/2026', 'DD/MM/YYYY')).toBeNull();
    expect(readStatementDate('2083-13-01', 'BS YYYY-MM-DD')).toBeNull();
  });

  it('guesses the mapping from the headings and the first date', () => {
    const rows = csvRows('Title\nDate;Particulars;Chq No;Debit;Credit;Balance\n22/11/2026;x;1;2;;3\n');
    expect(guessMapping(rows)).toEqual({
      DateColumn: 1,
      DescriptionColumn: 2,
      ReferenceColumn: 3,
      WithdrawalColumn: 4,
      DepositColumn: 5,
      AmountColumn: null,
      BalanceColumn: 6,
      DateFormat: 'DD/MM/YYYY',
      SkipRows: 2,
    });
  });

  it('tells identical lines of one file apart by their place', () => {
    const line = {
      row: 1,
      date: '2026-11-22',
      description: 'Fee',
      reference: null,
      withdrawal: 100,
      deposit: 0,
      balance: null,
    };
    const [first, second] = fingerprintsOf([line, { ...line, row: 2 }]);
    expect(first).not.toBe(second);
  });
});

describe('choosing matches', () => {
  const statement = (id: number, date: string, deposit: number, reference: string | null = null) => ({
    id,
    date,
    description: '',
    reference,
    withdrawal: 0,
    deposit,
  });
  const book = (voucherId: number, date: string, amount: number, chequeNo: string | null = null) => ({
    voucherId,
    lineNo: 1,
    side: 'Dr' as const,
    amount,
    date,
    chequeNo,
  });

  it('prefers the cheque number, then the nearest day, one to one', () => {
    const chosen = chooseMatches(
      [statement(1, '2026-11-20', 500, 'CHQ 00789'), statement(2, '2026-11-20', 500)],
      [book(10, '2026-11-19', 500), book(11, '2026-11-01', 500, '789'), book(12, '2026-11-18', 500)],
      7,
    );
    expect(chosen.map((pair) => [pair.statement.id, pair.book.voucherId, pair.strength])).toEqual([
      [1, 11, 'cheque'],
      [2, 10, 'date'],
    ]);
    expect(chequeKey('12')).toBeNull();
  });
});
