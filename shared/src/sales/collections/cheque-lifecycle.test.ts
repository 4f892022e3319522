import { describe, expect, it } from 'vitest';
import {
  allowedChequeActions,
  CHEQUE_ACTIONS,
  CHEQUE_STATUSES,
  CHEQUE_TRANSITIONS,
  canDeletePayment,
  checkBounceCharge,
  checkPaymentAmount,
  initialChequeStatus,
  isPaymentCleared,
  nextChequeStatus,
  PAYMENT_METHODS,
} from './cheque-lifecycle.js';

describe('cheque state machine: every status × action', () => {
  const cases = CHEQUE_STATUSES.flatMap((status) =>
    CHEQUE_ACTIONS.map((action) => [status, action] as const),
  );

  it.each(cases)('from %s, %s', (status, action) => {
    const rule = CHEQUE_TRANSITIONS.find((candidate) => candidate.action === action);
    const result = nextChequeStatus(status, action);
    expect(result.ok).toBe(rule?.from.includes(status) ?? false);
    if (result.ok) expect(result.to).toBe(rule?.to);
  });

  it('goes received → deposited → cleared or bounced', () => {
    expect(nextChequeStatus('received', 'deposit')).toEqual({ ok: true, to: 'deposited' });
    expect(nextChequeStatus('deposited', 'reconcile')).toEqual({ ok: true, to: 'cleared' });
    expect(nextChequeStatus('deposited', 'bounce')).toEqual({ ok: true, to: 'bounced' });
    expect(allowedChequeActions('received')).toEqual(['deposit']);
    expect(allowedChequeActions('deposited')).toEqual(['reconcile', 'bounce']);
  });

  it('deposits a bounced cheque again', () => {
    expect(nextChequeStatus('bounced', 'deposit')).toEqual({ ok: true, to: 'deposited' });
    expect(allowedChequeActions('bounced')).toEqual(['deposit']);
  });

  it('bounces a cleared cheque the bank takes back, and nothing else', () => {
    expect(nextChequeStatus('cleared', 'bounce')).toEqual({ ok: true, to: 'bounced' });
    expect(allowedChequeActions('cleared')).toEqual(['bounce']);
  });

  it('explains a refusal', () => {
    expect(nextChequeStatus('received', 'bounce')).toEqual({
      ok: false,
      message: 'A cheque that is received cannot be bounced; it can be deposited.',
    });
    expect(nextChequeStatus('cleared', 'deposit')).toEqual({
      ok: false,
      message: 'A cheque that is cleared cannot be deposited; it can be bounced.',
    });
    expect(nextChequeStatus('bounced', 'reconcile')).toEqual({
      ok: false,
      message: 'A cheque that is bounced cannot be reconciled; it can be deposited.',
    });
    expect(nextChequeStatus('deposited', 'deposit')).toEqual({
      ok: false,
      message: 'The cheque is already deposited; it can be reconciled or bounced.',
    });
  });
});

describe('payments', () => {
  it('starts a cheque received and other methods without a cheque status', () => {
    expect(PAYMENT_METHODS.map(initialChequeStatus)).toEqual([null, 'received', null, null]);
  });

  it('counts cash, transfers and wallets at once, a cheque only when cleared', () => {
    expect(isPaymentCleared({ method: 'cash', chequeStatus: null })).toBe(true);
    expect(isPaymentCleared({ method: 'bankTransfer', chequeStatus: null })).toBe(true);
    expect(isPaymentCleared({ method: 'wallet', chequeStatus: null })).toBe(true);
    const cleared = CHEQUE_STATUSES.filter((status) =>
      isPaymentCleared({ method: 'cheque', chequeStatus: status }),
    );
    expect(cleared).toEqual(['cleared']);
  });

  it('deletes a cheque only before it goes to the bank', () => {
    expect(canDeletePayment({ method: 'cash', chequeStatus: null })).toEqual({ ok: true });
    expect(canDeletePayment({ method: 'cheque', chequeStatus: 'received' })).toEqual({ ok: true });
    expect(canDeletePayment({ method: 'cheque', chequeStatus: 'bounced' })).toEqual({
      ok: false,
      message: 'A cheque that is bounced cannot be deleted; only a received cheque can.',
    });
    expect(canDeletePayment({ method: 'cheque', chequeStatus: 'deposited' }).ok).toBe(false);
    expect(canDeletePayment({ method: 'cheque', chequeStatus: 'cleared' }).ok).toBe(false);
  });

  it('checks amounts and bounce charges', () => {
    expect(checkPaymentAmount(1)).toEqual({ ok: true });
    for (const bad of [0, -100, 10.5, Number.NaN]) {
      expect(checkPaymentAmount(bad)).toEqual({
        ok: false,
        message: 'Amount must be more than 0, in whole paisa.',
      });
    }
    expect(checkBounceCharge(undefined)).toEqual({ ok: true, charge: 0 });
    expect(checkBounceCharge(null)).toEqual({ ok: true, charge: 0 });
    expect(checkBounceCharge(50_000)).toEqual({ ok: true, charge: 50_000 });
    expect(checkBounceCharge(-1)).toEqual({
      ok: false,
      message: 'Bounce charge must be 0 or more, in whole paisa.',
    });
  });
});
