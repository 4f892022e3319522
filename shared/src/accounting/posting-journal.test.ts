import { describe, expect, it } from 'vitest';
import { createPostingJournal } from './posting-journal.js';

const debit = { ledgerId: 1, side: 'Dr' as const, amount: 500 };
const credit = { ledgerId: 2, side: 'Cr' as const, amount: 500 };
const lines = [debit, credit];

describe('createPostingJournal', () => {
  it('posts a balanced voucher once per source key', () => {
    const journal = createPostingJournal();
    const first = journal.post({ sourceKey: 'order:1:invoice', type: 'sales', lines });
    expect(first.ok && first.voucher).toMatchObject({ id: 1, state: 'posted' });
    expect(journal.post({ sourceKey: 'order:1:invoice', type: 'sales', lines })).toEqual({
      ok: false,
      errors: [{ Field: 'SourceKey', Message: "'order:1:invoice' is already posted." }],
    });
    expect(Object.fromEntries(journal.ledgerBalances())).toEqual({ 1: 500, 2: -500 });
    expect(journal.trialBalance()).toBe(0);
  });

  it('refuses an unbalanced voucher and keeps its key free', () => {
    const journal = createPostingJournal();
    const bad = journal.post({
      sourceKey: 'k',
      type: 'journal',
      lines: [debit, { ...credit, amount: 499 }],
    });
    expect(bad.ok).toBe(false);
    expect(journal.post({ sourceKey: 'k', type: 'journal', lines }).ok).toBe(true);
  });

  it('cancels by a linked reversal, once, and never a reversal', () => {
    const journal = createPostingJournal();
    journal.post({ sourceKey: 'k', type: 'journal', lines });
    const reversal = journal.cancel(1);
    expect(reversal.ok && reversal.voucher).toMatchObject({ id: 2, reversalOf: 1, sourceKey: 'k:reversal' });
    expect(journal.vouchers()[0]?.state).toBe('cancelled');
    expect(Object.fromEntries(journal.ledgerBalances())).toEqual({ 1: 0, 2: 0 });
    expect(journal.cancel(1)).toMatchObject({ ok: false });
    expect(journal.cancel(2)).toMatchObject({ ok: false });
    expect(journal.cancel(9)).toMatchObject({ ok: false, errors: [{ Message: 'There is no voucher 9.' }] });
  });
});
