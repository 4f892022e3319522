import { DEFAULT_FISCAL_YEAR_START_MONTH, fiscalYearOf } from '@backoffice/shared/calendar/fiscal-year';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

/**
 * Starts a company's books, in the caller's transaction: the 28 groups, the default ledgers wired to
 * the setting keys, the fiscal year `today` falls in, and its parties' ledgers. The database function
 * (migration 0029) is the one list of them, which the migration also ran for every company there was.
 */
export const createAccountingDefaults = async (
  tx: Database,
  companyId: number,
  today: string,
  startMonth: number = DEFAULT_FISCAL_YEAR_START_MONTH,
): Promise<void> => {
  const year = fiscalYearOf(today, startMonth);
  await tx.execute(
    sql`select accounting_company_defaults(${companyId}, ${year.label}, ${year.firstDay}::date, ${year.lastDay}::date)`,
  );
};
