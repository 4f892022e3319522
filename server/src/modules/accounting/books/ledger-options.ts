import type { LedgerOption } from '@backoffice/shared/accounting/books.contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { containsPattern } from '../../../http/page-query.js';
import {
  type BooksDay,
  earlierProfitAndLossSql,
  ledgerStartSql,
  natureOf,
  numberOf,
  numberOrNull,
  profitAndLossLedgerSql,
  rowsOf,
  textOf,
  toBalance,
} from './books-balance.js';

const DEFAULT_OPTIONS = 20;

/** A pattern for "starts with" under the same escaping as containsPattern. */
const prefixPattern = (text: string) => containsPattern(text).slice(1);

/**
 * GET /voucher/ledgers, run on every keystroke: the page of matching active ledgers is chosen
 * first (name prefix, then name contains, then PAN or group), and only those few ledgers' lines
 * are summed, each through the ledger index. The earlier years' profit is summed only when the
 * Profit & Loss A/c ledger is among them.
 */
export const loadLedgerOptions = async (
  db: Database,
  companyId: number,
  day: BooksDay,
  query: { query?: string | undefined; pageSize?: number | undefined },
): Promise<LedgerOption[]> => {
  const search = query.query?.trim() ?? '';
  const contains = containsPattern(search);
  const prefix = prefixPattern(search);
  const matches =
    search === ''
      ? sql`true`
      : sql`(l.name ilike ${contains} or l.pan ilike ${prefix} or g.name ilike ${contains})`;
  const result = await db.execute(sql`
    with page as (
      select l.id, l.name, l.party_id, g.name as group_name, g.nature,
        case when l.name ilike ${prefix} then 0 when l.name ilike ${contains} then 1 else 2 end as rank
      from ledgers l
      join ledger_groups g on g.company_id = l.company_id and g.id = l.group_id
      where l.company_id = ${companyId} and l.is_active and ${matches}
      order by rank, lower(l.name), l.id
      limit ${query.pageSize ?? DEFAULT_OPTIONS}
    )
    select page.*, start.opening, lines.net,
      case when page.id = ${profitAndLossLedgerSql(companyId)}
        then ${earlierProfitAndLossSql(companyId, day)} else 0 end as carried
    from page
    cross join lateral (${ledgerStartSql(companyId, sql`page.id`, sql`page.nature`, day)}) start
    cross join lateral (
      select coalesce(sum(b.debit - b.credit), 0) as net
      from ledger_day_balances b
      where b.company_id = ${companyId} and b.ledger_id = page.id and b.day <= ${day.asOn}::date
        and b.day >= start.since
    ) lines
    order by page.rank, lower(page.name), page.id`);
  return rowsOf(result).map((row) => ({
    Id: numberOf(row.id),
    Name: textOf(row.name),
    GroupName: textOf(row.group_name),
    Nature: natureOf(row.nature),
    PartyId: numberOrNull(row.party_id),
    ...toBalance(numberOf(row.opening) + numberOf(row.net) + numberOf(row.carried)),
  }));
};
