import { describe, expect, it } from 'vitest';
import { checkCreditLimit, creditLimitMessage } from './credit-limit.js';

describe('checkCreditLimit', () => {
  const position = { limit: 100_000_00, balance: 60_000_00, committed: 20_000_00, order: 10_000_00 };

  it('adds the balance, the committed orders and this order, and allows up to the limit', () => {
    expect(checkCreditLimit(position)).toEqual({ ok: true, wouldOwe: 90_000_00 });
    expect(checkCreditLimit({ ...position, order: 20_000_00 })).toEqual({ ok: true, wouldOwe: 100_000_00 });
  });

  it('refuses a paisa over the limit', () => {
    expect(checkCreditLimit({ ...position, order: 20_000_01 })).toEqual({
      ok: false,
      wouldOwe: 100_000_01,
      limit: 100_000_00,
    });
  });

  it('never refuses without a limit (none or 0)', () => {
    expect(checkCreditLimit({ ...position, limit: null, order: 1e12 }).ok).toBe(true);
    expect(checkCreditLimit({ ...position, limit: 0, order: 1e12 }).ok).toBe(true);
  });

  it('lets an advance (a negative balance) carry more orders', () => {
    expect(checkCreditLimit({ ...position, balance: -30_000_00, order: 110_000_00 }).ok).toBe(true);
  });

  it('says who, how much and the limit, in rupees', () => {
    expect(creditLimitMessage('SO-2026-000001', 'Fewa Grocery', 120_000_00, 100_000_00)).toBe(
      'Confirming SO-2026-000001 would take Fewa Grocery to Rs 1,20,000.00 owed, over its credit limit of Rs 1,00,000.00.',
    );
  });
});
