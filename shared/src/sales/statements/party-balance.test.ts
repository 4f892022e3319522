import { describe, expect, it } from 'vitest';
import { settledStatus } from '../orders/order-pipeline.js';
import { type BalancePayment, OWED_ORDER_STATUSES, partyBalance } from './party-balance.js';

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
