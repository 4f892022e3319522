import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migratePgliteHandle, openPglite } from '../db/database.js';
import { syncCatalogue } from '../db/sync-catalogue.js';
import { postSalesBacklog } from '../modules/accounting/sales-books/sales-backlog.js';
import { TEST_EPOCH } from '../test-support/test-time.js';
import { seedDemoData } from './demo-seed.js';

/** The demo as `npm start` loads it: the base demo with the field force, its history and content. */
let handle: DatabaseHandle;

const rows = async <T>(text: string): Promise<T[]> => {
  const answer = await handle.db.execute(sql.raw(text));
  return (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as T[];
};
const one = async (text: string): Promise<number> =>
  Number(Object.values((await rows<Record<string, unknown>>(text))[0] ?? {})[0] ?? 0);

beforeAll(async () => {
  handle = await openPglite({});
  await migratePgliteHandle(handle);
  await syncCatalogue(handle.db);
  await seedDemoData(handle.db, TEST_EPOCH, { fieldForce: true, history: true });
}, 180_000);

afterAll(async () => {
  await handle.close();
});

/** The distributor's working days (not Saturdays) of the three months before the test epoch. */
const WORKING_DAYS = `(select d::date as day from generate_series(date '2026-08-23', date '2026-11-21', interval '1 day') d
  where extract(dow from d) <> 6)`;

describe('the demo history', () => {
  it('spreads orders over every working day of three months, in every status, and past the base demo never on a Saturday', async () => {
    const days = await one(
      `select count(distinct order_date) from orders where order_date >= date '2026-11-22' - 91`,
    );
    expect(days).toBeGreaterThanOrEqual(77);
    expect(
      await one(
        `select count(*) from orders where extract(dow from order_date) = 6 and created_by <> (select id from users where username = 'admin')`,
      ),
    ).toBe(0);
    const statuses = (await rows<{ status: string }>('select distinct status from orders')).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual(
      [
        'cancelled',
        'completed',
        'confirmed',
        'delivered',
        'dispatched',
        'notConfirmed',
        'paid',
        'readyToDispatch',
        'verified',
      ].sort(),
    );
    expect(await one('select count(*) from orders')).toBeGreaterThan(500);
  });

  it('totals every order from its lines and numbers the documents in date order, as the app would', async () => {
    expect(
      await one(`select count(*) from orders o where o.total_amount <> (select sum(line_total) from order_lines l
        where l.company_id = o.company_id and l.order_id = o.id)`),
    ).toBe(0);
    for (const [table, number, date, kind] of [
      ['orders', 'order_no', 'order_date', 'order'],
      ['payments', 'receipt_no', 'payment_date', 'receipt'],
      ['order_returns', 'return_no', 'return_date', 'return'],
    ] as const) {
      const misordered =
        await one(`select count(*) from (select ${date} as day, lag(${date}) over (order by ${number}) as before
        from ${table} where company_id = 1) t where before > day`);
      expect(misordered, table).toBe(0);
      const counted = await one(`select count(*) from ${table} where company_id = 1`);
      const last = await one(
        `select sum(last_number) from fiscal_number_sequences where company_id = 1 and kind = '${kind}'`,
      );
      expect(last, table).toBe(counted);
    }
  });

  it('collects cash and cheques (some bounced, some still at the bank) and visits parties on most working days', async () => {
    const workingDays = await one(`select count(*) from ${WORKING_DAYS} w`);
    const collectionDays = await one(
      `select count(distinct payment_date) from payments where payment_date in (select day from ${WORKING_DAYS} w)`,
    );
    const visitDays = await one(
      `select count(distinct (check_in_at at time zone 'Asia/Kathmandu')::date) from visits
        where (check_in_at at time zone 'Asia/Kathmandu')::date in (select day from ${WORKING_DAYS} w)`,
    );
    expect(collectionDays / workingDays).toBeGreaterThan(0.8);
    expect(visitDays / workingDays).toBeGreaterThan(0.9);
    const cheques = await rows<{ cheque_status: string }>(
      `select distinct cheque_status from payments where method = 'cheque'`,
    );
    expect(cheques.map((r) => r.cheque_status).sort()).toEqual(
      ['bounced', 'cleared', 'deposited', 'received'].sort(),
    );
    expect(await one(`select count(*) from order_returns`)).toBeGreaterThan(5);
    // Delivered orders are still owed: what the parties have not paid yet.
    expect(await one(`select count(*) from orders where status = 'delivered'`)).toBeGreaterThan(5);
  });

  it('fills every list of the menu', async () => {
    for (const table of [
      'notices',
      'page_notification_templates',
      'page_notification_setups',
      'role_types',
      'payment_gateway_records',
      'push_notifications',
    ]) {
      expect(await one(`select count(distinct company_id) from ${table}`), table).toBe(2);
    }
    expect(await one(`select count(distinct status) from support_tickets`)).toBeGreaterThanOrEqual(4);
    expect(await one('select count(*) from support_ticket_comments')).toBeGreaterThan(0);
    expect(await one('select count(*) from sms_outbox where company_id = 2')).toBeGreaterThan(0);
    expect(
      await one(
        `select count(*) from page_notification_setups where page_code = '314' and event = 'stateChanged' and is_active`,
      ),
    ).toBe(1);
  });
  it("assigns the dealer's retailers' orders to the dealer, so the dealer has a history too", async () => {
    // The orders of the parties the dealer supplies, assigned to them as they went out.
    const assigned = await one(`select count(*) from orders o join dealer_retailers r
      on r.company_id = o.company_id and r.party_id = o.party_id and r.dealer_user_id = o.dealer_user_id
      where r.dealer_user_id = (select id from users where username = 'dealer')`);
    expect(assigned).toBeGreaterThan(20);
  });

  it('has its books: every sales document posted once, balanced, and a second backlog run posts nothing', async () => {
    const unposted = await one(`select count(*) from orders o
      where o.company_id = 1 and o.status in ('delivered', 'paid', 'completed') and o.total_amount > 0
        and not exists (select 1 from vouchers v where v.company_id = 1 and v.source_key = 'order:' || o.id || ':invoice')`);
    expect(unposted).toBe(0);
    expect(await one(`select count(*) from vouchers where company_id = 1 and voucher_type = 'contra'`)).toBe(
      await one(`select count(*) from payment_transitions where company_id = 1 and action = 'deposit'`),
    );
    expect(
      await one(`select coalesce(sum(case when side = 'Dr' then amount else -amount end), 0)
        from voucher_lines where company_id = 1 and in_books`),
    ).toBe(0);
    const again = await postSalesBacklog(handle.db, 1, {
      userId: null,
      now: TEST_EPOCH,
      log: pino({ level: 'silent' }),
    });
    expect(again).toEqual({ posted: 0, refused: 0 });
  });
});
