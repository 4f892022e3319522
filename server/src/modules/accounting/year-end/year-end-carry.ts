import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import {
  type BooksDay,
  earlierProfitAndLossSql,
  isBalanceSheet,
  numberOf,
  rowsOf,
} from '../books/books-balance.js';
import { closingOf, readLedgerPeriodSums } from '../books/ledger-period-sums.js';
import type { YearRecord } from './year-end-years.js';

/** What closing a year carries into the next, in signed paisa (Dr positive). */
export interface YearCarry {
  /** The year's income and expense net with the earlier profit no close carried yet; a loss is negative. */
  profit: number;
  /** Each balance sheet ledger's opening in the next year, the capital ledger's with the profit; nil ones left out. */
  openings: { ledgerId: number; amount: number }[];
}

/**
 * A year's carry under the balance rule (books-balance.ts): every balance sheet ledger's closing
 * at the year's last day becomes its opening in the next year. The income and expense ledgers
 * start the next year from nothing, so their net, and the earlier profit the Profit & Loss A/c
 * carried beside its own lines, move to the capital ledger: the openings add up to what the
 * closings did, and the books balance as before.
 */
export const yearCarryOf = async (
  db: Database,
  companyId: number,
  year: YearRecord,
  capitalLedgerId: number | null,
): Promise<YearCarry> => {
  const day: BooksDay = { asOn: year.startDate, yearStart: year.startDate, yearLabel: year.name };
  // One after the other: the close reads these inside its transaction, one connection.
  const sums = await readLedgerPeriodSums(db, companyId, { from: day, to: year.endDate });
  const [carriedRow] = rowsOf(
    await db.execute(sql`select ${earlierProfitAndLossSql(companyId, day)} as carried`),
  );
  // The earlier years' net the Profit & Loss A/c carries (in its opening) but does not own.
  const carried = numberOf(carriedRow?.carried);
  let net = carried;
  const balances = new Map<number, number>();
  for (const ledger of sums) {
    const closing = closingOf(ledger) - (ledger.isProfitAndLoss ? carried : 0);
    if (isBalanceSheet(ledger.nature)) balances.set(ledger.ledgerId, closing);
    else net += closing;
  }
  if (capitalLedgerId !== null) {
    balances.set(capitalLedgerId, (balances.get(capitalLedgerId) ?? 0) + net);
  }
  const openings = [...balances]
    .filter(([, amount]) => amount !== 0)
    .map(([ledgerId, amount]) => ({ ledgerId, amount }));
  return { profit: -net, openings };
};
