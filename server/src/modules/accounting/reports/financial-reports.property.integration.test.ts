/**
 * The final statements under any posted journals, driven by fast-check: the trial balance's
 * totals balance (but for the opening difference) and the balance sheet's two sides are equal,
 * whatever ledgers, days and amounts the journals have.
 */
import type { BalanceSheet, TrialBalance } from '@backoffice/shared/accounting/financial-reports.contract';
import { LEDGER } from '@backoffice/shared/entities/accounting/ledger.entity';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idByName } from '../../../test-support/entity-id.js';
import { API, signInAs } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let ledgers: number[];
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  ledgers = await Promise.all(
    [
      'Cash',
      'Sales',
      'Capital',
      'VAT Output 13%',
      'Rounding Off',
      'Cheque Bounce Charges',
      'Profit & Loss A/c',
    ].map((name) => idByName(app, LEDGER, name, 1)),
  );
});
afterAll(async () => app.close());

const DAYS = ['2026-03-10', '2026-07-10', '2026-07-20', '2026-09-01', '2026-11-20'];

const journal = fc.record({
  day: fc.constantFrom(...DAYS),
  pairs: fc.array(
    fc.record({
      debit: fc.integer({ min: 0, max: 6 }),
      credit: fc.integer({ min: 0, max: 6 }),
      paisa: fc.integer({ min: 1, max: 10_000_000 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});
const range = fc
  .tuple(fc.constantFrom(...DAYS, '2026-01-01', '2026-10-01'), fc.constantFrom(...DAYS, '2026-11-22'))
  .map(([a, b]) => (a <= b ? [a, b] : [b, a]));

const cents = (value: number) => Math.round(value * 100);

const read = async <T>(path: string): Promise<T> => {
  const answer = await app.get<T>(`${API}${path}`, { token: admin, companyId: 1 });
  expect(answer.status, answer.body.Message).toBe(200);
  return answer.body.Data as T;
};

describe('the final statements under any posted journals', () => {
  it('keep the trial balance balanced and the balance sheet’s sides equal', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(journal, { minLength: 1, maxLength: 5 }),
        range,
        async (journals, [from, to]) => {
          for (const each of journals) {
            // One line per ledger and side, as voucher entry asks.
            const sums = new Map<string, number>();
            for (const pair of each.pairs.filter((p) => p.debit !== p.credit)) {
              for (const key of [`${pair.debit}:Dr`, `${pair.credit}:Cr`])
                sums.set(key, (sums.get(key) ?? 0) + pair.paisa);
            }
            const lines = [...sums].map(([key, paisa]) => {
              const [index, side] = key.split(':');
              return { LedgerId: ledgers[Number(index)], Side: side, Amount: (paisa / 100).toFixed(2) };
            });
            if (lines.length === 0) continue;
            const saved = await app.post(`${API}/voucher/save`, {
              token: admin,
              companyId: 1,
              json: { VoucherType: 'journal', VoucherDate: each.day, Post: true, Lines: lines },
            });
            expect(saved.status, saved.body.Message).toBe(200);
          }
          const trial = await read<TrialBalance>(`/accounting/trialbalance?From=${from}&To=${to}`);
          expect(cents(trial.Totals.Debit)).toBe(cents(trial.Totals.Credit));
          expect(cents(trial.Totals.ClosingDebit - trial.Totals.ClosingCredit)).toBe(
            cents(trial.OpeningDifference),
          );
          const sheet = await read<BalanceSheet>(`/accounting/balancesheet?To=${to}`);
          expect(cents(sheet.LiabilitiesTotal)).toBe(cents(sheet.AssetsTotal));
        },
      ),
      { numRuns: 15 },
    );
  });
});
