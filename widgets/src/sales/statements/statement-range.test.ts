import { describe, expect, it } from 'vitest';
import { balanceSide, defaultStatementRange, openingRow, rangeProblem } from './statement-range.ts';

describe('the statement range', () => {
  it('opens on the last 90 days, up to the server’s today, across month and year ends', () => {
    expect(defaultStatementRange(new Date(2026, 2, 10, 23, 30))).toEqual({
      fromDate: '2025-12-10',
      toDate: '',
    });
    expect(defaultStatementRange(new Date(2024, 2, 1), 1)).toEqual({ fromDate: '2024-02-29', toDate: '' });
  });

  it('refuses a start after the end, and takes open ends', () => {
    expect(rangeProblem({ fromDate: '2026-03-11', toDate: '2026-03-10' })).toBe(
      'The start date is after the end date',
    );
    expect(rangeProblem({ fromDate: '2026-03-10', toDate: '2026-03-10' })).toBeNull();
    expect(rangeProblem({ fromDate: '', toDate: '2026-03-10' })).toBeNull();
  });
});

describe('the row above the lines', () => {
  it('is the opening balance on page 1 and the balance brought forward after', () => {
    expect(openingRow({ PageNo: 1, Opening: 1200, PageOpening: 1200 })).toEqual({
      label: 'Opening balance',
      balance: 1200,
    });
    expect(openingRow({ PageNo: 3, Opening: 1200, PageOpening: 480.5 })).toEqual({
      label: 'Brought forward',
      balance: 480.5,
    });
  });

  it('says who owes whom', () => {
    expect(balanceSide(0.01)).toBe('owed');
    expect(balanceSide(-5)).toBe('advance');
    expect(balanceSide(0)).toBe('settled');
  });
});
