import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../../db/database.js';
import { rowsOf } from '../books/books-balance.js';
import { postSalesBacklog } from './sales-backlog.js';

/**
 * The companies with a sales document the books lack, in one query: a delivered order, verified
 * return or payment without its voucher, or fewer deposit and bounce vouchers than the cheques' moves.
 * Each lookup is by the unique source key, so an up-to-date database answers at once.
 */
const companiesWithBacklog = async (db: Database): Promise<number[]> => {
  const result = await db.execute(sql`
    select c.id from companies c
    where exists (
        select 1 from orders o
        where o.company_id = c.id and o.status in ('delivered', 'paid', 'completed') and o.total_amount > 0
          and not exists (select 1 from vouchers v where v.company_id = o.company_id and v.source_key = 'order:' || o.id || ':invoice'))
      or exists (
        select 1 from order_returns r
        where r.company_id = c.id and r.status = 'verified' and r.total_amount > 0
          and not exists (select 1 from vouchers v where v.company_id = r.company_id and v.source_key = 'return:' || r.id || ':credit-note'))
      or exists (
        select 1 from payments p
        where p.company_id = c.id
          and not exists (select 1 from vouchers v where v.company_id = p.company_id and v.source_key = 'payment:' || p.id || ':receipt'))
      or (select count(*) from payment_transitions t where t.company_id = c.id and t.action in ('deposit', 'bounce'))
        > (select count(*) from vouchers v
           where v.company_id = c.id and v.source_kind = 'payment' and v.voucher_type in ('contra', 'journal')
             and v.reversal_of_id is null)
    order by c.id`);
  return rowsOf(result).map((row) => Number(row.id));
};

/** At server start: gives an existing database its books, company by company, and says how long. */
export const postSalesBacklogAtStart = async (db: Database, log: Logger, now: Date): Promise<void> => {
  for (const companyId of await companiesWithBacklog(db)) {
    const started = performance.now();
    const result = await postSalesBacklog(db, companyId, { userId: null, now, log });
    log.info(
      { companyId, ...result, ms: Math.round(performance.now() - started) },
      'sales documents posted to the books',
    );
  }
};
