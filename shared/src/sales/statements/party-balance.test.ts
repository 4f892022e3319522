import { describe, expect, it } from 'vitest';
import { settledStatus } from '../orders/order-pipeline.js';
import {
  type BalancePayment,
  buildStatement,
  type LedgerEntry,
  type LedgerOrder,
  type LedgerPayment,
  type LedgerReturn,
  OWED_ORDER_STATUSES,
  partyBalance,
  partyLedgerEntries,
} from './party-balance.js';

describe('partyBalance', () => {
  it('is owed orders minus verified returns minus cleared payments plus bounce charges', () => {
    const balance = partyBalance({
      orders: [
        { status: 'delivered', total: 11_299 },
        { status: 'paid', total: 5_000 },
        { status: 'completed', total: 2_000 },
        { status: 'dispatched', total: 9_999 },
        { status: 'cancelled', total: 500 },
        { status: 'notConfirmed', total: 700 },
      ],
      returns: [
        { status: 'verified', total: 3_766 },
        { status: 'pending', total: 1_000 },
        { status: 'cancelled', total: 900 },
      ],
      payments: [
        { method: 'cash', chequeStatus: null, amount: 2_000, bounceCharge: null },
        { method: 'cheque', chequeStatus: 'received', amount: 3_000, bounceCharge: null },
        { method: 'cheque', chequeStatus: 'cleared', amount: 1_500, bounceCharge: null },
        { method: 'cheque', chequeStatus: 'bounced', amount: 4_000, bounceCharge: 500 },
        { method: 'bankTransfer', chequeStatus: null, amount: 1_000, bounceCharge: null },
      ],
    });
    expect(balance).toEqual({
      orders: 18_299,
      returns: 3_766,
      payments: 4_500,
      charges: 500,
      balance: 10_533,
    });
  });

  it('owes from delivery on, never a cancelled order', () => {
    expect(OWED_ORDER_STATUSES).toEqual(['delivered', 'paid', 'completed']);
  });

  it('follows an order through a return, a bounced cheque with a charge, and a cleared one', () => {
    const orders = [{ status: 'delivered' as const, total: 11_299 }];
    const returns = [{ status: 'verified' as const, total: 3_766 }];
    const owed = 11_299 - 3_766;
    expect(partyBalance({ orders, returns: [], payments: [] }).balance).toBe(11_299);
    expect(partyBalance({ orders, returns, payments: [] }).balance).toBe(owed);

    const cheque: BalancePayment = {
      method: 'cheque',
      chequeStatus: 'deposited',
      amount: owed,
      bounceCharge: null,
    };
    expect(partyBalance({ orders, returns, payments: [cheque] }).balance).toBe(owed);

    const bounced: BalancePayment = { ...cheque, chequeStatus: 'bounced', bounceCharge: 50_000 };
    expect(partyBalance({ orders, returns, payments: [bounced] }).balance).toBe(owed + 50_000);
    // The orders the cheque was for stay owed.
    expect(settledStatus('delivered', { owed, paid: 0 })).toBe('delivered');

    const replacement: BalancePayment = {
      method: 'cash',
      chequeStatus: null,
      amount: owed + 50_000,
      bounceCharge: null,
    };
    expect(partyBalance({ orders, returns, payments: [bounced, replacement] }).balance).toBe(0);

    const cleared: BalancePayment = { ...cheque, chequeStatus: 'cleared' };
    expect(partyBalance({ orders, returns, payments: [cleared] }).balance).toBe(0);
    expect(settledStatus('delivered', { owed, paid: owed })).toBe('paid');
  });

  it('counts a bounce charge only on a bounced cheque', () => {
    const payments: BalancePayment[] = [
      { method: 'cheque', chequeStatus: 'cleared', amount: 1_000, bounceCharge: 200 },
      { method: 'cash', chequeStatus: null, amount: 1_000, bounceCharge: 300 },
    ];
    expect(partyBalance({ orders: [], returns: [], payments }).charges).toBe(0);
  });
});

describe('buildStatement', () => {
  const entries: LedgerEntry[] = [
    { date: '2025-01-15', sequence: 5, kind: 'bounceCharge', reference: 'CHQ-2', debit: 500, credit: 0 },
    { date: '2025-01-05', sequence: 3, kind: 'payment', reference: 'PAY-1', debit: 0, credit: 4_000 },
    { date: '2025-01-01', sequence: 1, kind: 'order', reference: 'ORD-1', debit: 10_000, credit: 0 },
    { date: '2025-01-10', sequence: 4, kind: 'return', reference: 'RET-1', debit: 0, credit: 1_000 },
    { date: '2025-01-05', sequence: 2, kind: 'order', reference: 'ORD-2', debit: 5_000, credit: 0 },
  ];

  it('sorts by date then sequence and keeps a running balance', () => {
    const statement = buildStatement(entries);
    expect(statement.lines.map((line) => [line.reference, line.balance])).toEqual([
      ['ORD-1', 10_000],
      ['ORD-2', 15_000],
      ['PAY-1', 11_000],
      ['RET-1', 10_000],
      ['CHQ-2', 10_500],
    ]);
    expect(statement).toMatchObject({
      openingBalance: 0,
      totalDebit: 15_500,
      totalCredit: 5_000,
      closingBalance: 10_500,
    });
  });

  it('carries what came before fromDate as the opening balance and stops after toDate', () => {
    const statement = buildStatement(entries, { fromDate: '2025-01-05', toDate: '2025-01-10' });
    expect(statement.openingBalance).toBe(10_000);
    expect(statement.lines.map((line) => [line.reference, line.balance])).toEqual([
      ['ORD-2', 15_000],
      ['PAY-1', 11_000],
      ['RET-1', 10_000],
    ]);
    expect(statement).toMatchObject({ totalDebit: 5_000, totalCredit: 5_000, closingBalance: 10_000 });
    expect(statement.openingBalance + statement.totalDebit - statement.totalCredit).toBe(
      statement.closingBalance,
    );
  });

  it('gives an empty period its opening balance as the closing one', () => {
    const statement = buildStatement(entries, { fromDate: '2025-02-01' });
    expect(statement).toMatchObject({ openingBalance: 10_500, lines: [], closingBalance: 10_500 });
    expect(buildStatement([])).toEqual({
      openingBalance: 0,
      lines: [],
      totalDebit: 0,
      totalCredit: 0,
      closingBalance: 0,
    });
  });
});

describe('partyLedgerEntries', () => {
  const orders: LedgerOrder[] = [
    { reference: 'ORD-1', sequence: 1, status: 'completed', total: 11_299, deliveredOn: '2025-01-02' },
    { reference: 'ORD-2', sequence: 2, status: 'dispatched', total: 4_000, deliveredOn: null },
    { reference: 'ORD-3', sequence: 3, status: 'cancelled', total: 900, deliveredOn: null },
  ];
  const returns: LedgerReturn[] = [
    { reference: 'RET-1', sequence: 4, status: 'verified', total: 3_766, verifiedOn: '2025-01-04' },
    { reference: 'RET-2', sequence: 5, status: 'pending', total: 100, verifiedOn: null },
  ];
  const payments: LedgerPayment[] = [
    {
      reference: 'CHQ-1',
      sequence: 6,
      method: 'cheque',
      chequeStatus: 'bounced',
      amount: 7_533,
      bounceCharge: 500,
      receivedOn: '2025-01-05',
      chequeStatusOn: '2025-01-09',
    },
    {
      reference: 'CHQ-2',
      sequence: 7,
      method: 'cheque',
      chequeStatus: 'cleared',
      amount: 5_000,
      bounceCharge: null,
      receivedOn: '2025-01-10',
      chequeStatusOn: '2025-01-14',
    },
    {
      reference: 'CASH-1',
      sequence: 8,
      method: 'cash',
      chequeStatus: null,
      amount: 1_000,
      bounceCharge: null,
      receivedOn: '2025-01-12',
      chequeStatusOn: null,
    },
    {
      reference: 'CHQ-3',
      sequence: 9,
      method: 'cheque',
      chequeStatus: 'deposited',
      amount: 2_000,
      bounceCharge: null,
      receivedOn: '2025-01-13',
      chequeStatusOn: '2025-01-14',
    },
  ];

  it('dates each entry the day it started to count', () => {
    const statement = buildStatement(partyLedgerEntries({ orders, returns, payments }));
    expect(statement.lines.map((line) => [line.date, line.kind, line.reference, line.balance])).toEqual([
      ['2025-01-02', 'order', 'ORD-1', 11_299],
      ['2025-01-04', 'return', 'RET-1', 7_533],
      ['2025-01-09', 'bounceCharge', 'CHQ-1', 8_033],
      ['2025-01-12', 'payment', 'CASH-1', 7_033],
      ['2025-01-14', 'payment', 'CHQ-2', 2_033],
    ]);
  });

  it('closes on exactly the party balance', () => {
    const statement = buildStatement(partyLedgerEntries({ orders, returns, payments }));
    expect(statement.closingBalance).toBe(partyBalance({ orders, returns, payments }).balance);
  });

  it('refuses a counted record without its date', () => {
    const undated = [{ ...orders[0], deliveredOn: null } as LedgerOrder];
    expect(() => partyLedgerEntries({ orders: undated, returns: [], payments: [] })).toThrow(
      'Order ORD-1 counts on the balance but has no date',
    );
  });
});

describe('partyLedgerEntries with a cheque history', () => {
  it('credits each clearing and debits a bounce after clearing, adding up to what the balance counts', () => {
    const moves = [
      { move: 'cleared' as const, date: '2026-11-25', sequence: 1 },
      { move: 'bouncedAfterClearing' as const, date: '2026-11-28', sequence: 2 },
    ];
    const cheque: LedgerPayment = {
      method: 'cheque',
      chequeStatus: 'bounced',
      amount: 30_000,
      bounceCharge: null,
      reference: 'RC-1',
      sequence: 1,
      receivedOn: '2026-11-24',
      chequeStatusOn: null,
      chequeMoves: moves,
    };
    const entries = partyLedgerEntries({ orders: [], returns: [], payments: [cheque] });
    expect(entries.map((entry) => [entry.date, entry.kind, entry.debit, entry.credit])).toEqual([
      ['2026-11-25', 'payment', 0, 30_000],
      ['2026-11-28', 'chequeBounce', 30_000, 0],
    ]);
    // The period that ended before the bounce keeps its credit.
    expect(buildStatement(entries, { toDate: '2026-11-26' }).closingBalance).toBe(-30_000);
    expect(buildStatement(entries).closingBalance).toBe(
      partyBalance({ orders: [], returns: [], payments: [cheque] }).balance,
    );
  });
});
