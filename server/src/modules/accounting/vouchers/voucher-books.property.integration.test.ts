/**
 * The books on the real database, driven by fast-check: any sequence of vouchers typed through the
 * API (balanced or not), postings for sales events (retried and raced under one source key) and
 * cancellations (sent twice at once) leaves every voucher in the books balanced, the trial balance
 * at zero, each source key posted once, every cancelled voucher beside exactly one reversal, and
 * the per-day ledger balances the database keeps equal to the lines summed from scratch.
 * No request answers 500.
 */
import { LEDGER } from '@backoffice/shared/entities/accounting/ledger.entity';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.js';
import { idByName } from '../../../test-support/entity-id.js';
import { API, signInAs } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { postVoucher } from './voucher-poster.js';

type Row = Record<string, unknown>;

let app: TestApp;
let admin: string;
let ledgers: number[];
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  ledgers = await Promise.all(
    ['Cash', 'Sales', 'Capital', 'VAT Output 13%', 'Rounding Off', 'Cheques in Hand'].map((name) =>
      idByName(app, LEDGER, name, 1),
    ),
  );
});
afterAll(async () => app.close());

const ledgerIndex = fc.integer({ min: 0, max: 5 });
const paisa = fc.integer({ min: 1, max: 50_000_000 });

const typed = fc.record({
  kind: fc.constant('typed' as const),
  pairs: fc.array(fc.record({ debit: ledgerIndex, credit: ledgerIndex, amount: paisa }), {
    minLength: 1,
    maxLength: 4,
  }),
  skew: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: -3, max: 3 })),
});
const automatic = fc.record({
  kind: fc.constant('automatic' as const),
  event: fc.integer({ min: 1, max: 5 }),
  amount: paisa,
  /** Sent this many times at once under the same key: retries and races. */
  copies: fc.integer({ min: 1, max: 3 }),
});
const cancel = fc.record({
  kind: fc.constant('cancel' as const),
  pick: fc.nat(),
  copies: fc.integer({ min: 1, max: 2 }),
});
const operation = fc.oneof(typed, automatic, cancel);

const rupees = (amount: number) => (amount / 100).toFixed(2);

/** The invariants, read from the database itself. */
const checkBooks = async (runKey: string) => {
  const { db } = app.deps;
  const rows = async (query: ReturnType<typeof sql>) =>
    (await db.execute(query)) as unknown as { rows: Row[] };
  const unbalanced = await rows(sql`
    select v.id from vouchers v join voucher_lines l on l.company_id = v.company_id and l.voucher_id = v.id
    where v.company_id = 1 and v.status <> 'draft'
    group by v.id, v.total_amount
    having sum(case when l.side = 'Dr' then l.amount else -l.amount end) <> 0
      or sum(case when l.side = 'Dr' then l.amount else 0 end) <> v.total_amount`);
  expect(unbalanced.rows).toEqual([]);
  const trial = await rows(sql`
    select coalesce(sum(case when side = 'Dr' then amount else -amount end), 0)::bigint as net
    from voucher_lines where company_id = 1 and in_books`);
  expect(Number(trial.rows[0]?.net)).toBe(0);
  const keys = await rows(sql`
    select source_key, count(*)::int as count from vouchers
    where company_id = 1 and source_key like ${`${runKey}:%`} group by source_key having count(*) > 1`);
  expect(keys.rows).toEqual([]);
  const links = await rows(sql`
    select v.id from vouchers v
    where v.company_id = 1 and v.status = 'cancelled' and (
      v.reversed_by_id is null
      or (select count(*) from vouchers r where r.company_id = 1 and r.reversal_of_id = v.id) <> 1)`);
  expect(links.rows).toEqual([]);
  // The day balances the database keeps equal the lines summed from scratch, ledger by ledger and day by day.
  const drift = await rows(sql`
    with summed as (
      select ledger_id, voucher_date as day,
        sum(case when side = 'Dr' then amount else 0 end) as debit,
        sum(case when side = 'Cr' then amount else 0 end) as credit
      from voucher_lines where company_id = 1 and in_books group by ledger_id, voucher_date)
    select coalesce(s.ledger_id, b.ledger_id) as ledger_id, coalesce(s.day, b.day) as day
    from summed s full join (select * from ledger_day_balances where company_id = 1) b
      on b.ledger_id = s.ledger_id and b.day = s.day
    where s.debit is distinct from b.debit or s.credit is distinct from b.credit`);
  expect(drift.rows).toEqual([]);
};

const postAutomatic = (runKey: string, event: number, amount: number) =>
  app.deps.db.transaction(async (tx) =>
    postVoucher(
      tx as Database,
      { companyId: 1, userId: null, now: new Date(), log: app.deps.logger },
      {
        type: 'sales',
        date: '2026-11-20',
        narration: `Event ${event}`,
        lines: [
          { ledgerId: ledgers[5] ?? 0, side: 'Dr', amount },
          { ledgerId: ledgers[1] ?? 0, side: 'Cr', amount },
        ],
        source: { key: `${runKey}:${event}`, kind: 'order', id: event },
      },
    ),
  );

let run = 0;

describe('the books under any sequence of postings', () => {
  it('stay balanced, post each source once and keep each cancellation beside one reversal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        run += 1;
        const runKey = `property-${run}`;
        const typedIds: number[] = [];
        const firstAmount = new Map<number, number>();
        for (const op of operations) {
          if (op.kind === 'typed') {
            const lines = op.pairs.flatMap((pair, index) => {
              const last = index === op.pairs.length - 1;
              const credit = last ? pair.amount + op.skew : pair.amount;
              return [
                { LedgerId: ledgers[pair.debit], Side: 'Dr', Amount: rupees(pair.amount) },
                { LedgerId: ledgers[pair.credit], Side: 'Cr', Amount: rupees(Math.max(credit, 1)) },
              ];
            });
            const answer = await app.post<{ Id: number }>(`${API}/voucher/save`, {
              token: admin,
              companyId: 1,
              json: { VoucherType: 'journal', VoucherDate: '2026-11-20', Post: true, Lines: lines },
            });
            expect([200, 400]).toContain(answer.status);
            if (answer.status === 200 && answer.body.Data) typedIds.push(answer.body.Data.Id);
          } else if (op.kind === 'automatic') {
            const amount = firstAmount.get(op.event) ?? op.amount;
            firstAmount.set(op.event, amount);
            const results = await Promise.all(
              Array.from({ length: op.copies }, () => postAutomatic(runKey, op.event, amount)),
            );
            const ids = new Set(results.map((result) => result.id));
            expect(ids.size).toBe(1);
          } else if (typedIds.length > 0) {
            const id = typedIds[op.pick % typedIds.length];
            const answers = await Promise.all(
              Array.from({ length: op.copies }, () =>
                app.post(`${API}/voucher/cancel?id=${id}`, {
                  token: admin,
                  companyId: 1,
                  json: { Remarks: 'Property test' },
                }),
              ),
            );
            for (const answer of answers) expect([200, 409]).toContain(answer.status);
            expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
          }
        }
        await checkBooks(runKey);
      }),
      { numRuns: 15 },
    );
  });
});
