import { type FiscalYear, fiscalYearOf } from '@backoffice/shared/calendar/fiscal-year';
import { ACCOUNTING_LOCK_DATE_SETTING_KEY } from '@backoffice/shared/entities/accounting/accounting-setting.entity';
import { isCalendarDate } from '@backoffice/shared/form-fields';
import { and, desc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../../db/database.js';
import { fiscalYearsTable } from '../../../db/schema/index.js';
import { badRequest } from '../../../http/api-error.js';
import { readFiscalYearStartMonth } from '../../sales-common/company-calendar.js';
import { readSetting } from '../../settings/settings.repository.js';
import { rowsOf } from '../books/books-balance.js';

/** The company's lock date (YYYY-MM-DD), or null; a value that is not a date is logged and ignored. */
export const readLockDate = async (db: Database, companyId: number, log: Logger): Promise<string | null> => {
  const text = (await readSetting(db, companyId, ACCOUNTING_LOCK_DATE_SETTING_KEY))?.value.trim() ?? '';
  if (text === '') return null;
  if (!isCalendarDate(text)) {
    log.warn({ companyId, value: text }, `${ACCOUNTING_LOCK_DATE_SETTING_KEY} is not a date; ignored`);
    return null;
  }
  return text;
};

export interface PostingPeriod {
  /** The BS year the date's fiscal year starts in: the voucher's numbering year. */
  fiscalYear: number;
}

const refuseDate = (message: string): never => {
  throw badRequest(message, [{ Field: 'VoucherDate', Message: message }]);
};

/**
 * Adds `year` to the company's fiscal years unless a year already shares days with it (a year the
 * company shaped by hand). Answers whether it was added.
 */
export const addMissingFiscalYear = async (
  tx: Database,
  companyId: number,
  year: FiscalYear,
): Promise<boolean> => {
  const added = await tx.execute(sql`
    insert into fiscal_years (company_id, name, start_date, end_date)
    select ${companyId}, ${year.label}, ${year.firstDay}::date, ${year.lastDay}::date
    where not exists (
      select 1 from fiscal_years
      where company_id = ${companyId} and start_date <= ${year.lastDay}::date and end_date >= ${year.firstDay}::date
    )
    returning id`);
  return rowsOf(added).length > 0;
};

/**
 * Whether a voucher may post on `day`: after the lock date, outside a closed fiscal year and not
 * before one (a close carried every earlier day into the next year's opening balances). The
 * covering year is read FOR SHARE, so a close running at the same time waits for this posting, or
 * this posting for the close. The fiscal year the day falls in is added to the company's years when
 * it has none covering the day (a delivery in a new year must not wait for someone to add the
 * year), unless a year the company shaped by hand overlaps it. Run it inside the posting's
 * transaction.
 */
export const checkPostingPeriod = async (
  tx: Database,
  companyId: number,
  day: string,
  log: Logger,
): Promise<PostingPeriod> => {
  const lockDate = await readLockDate(tx, companyId, log);
  if (lockDate !== null && day <= lockDate) {
    refuseDate(`The books are locked up to ${lockDate}; a voucher must be dated after it.`);
  }
  const year = fiscalYearOf(day, await readFiscalYearStartMonth(tx, companyId, log));
  const [covering] = await tx
    .select({ name: fiscalYearsTable.Name, closed: fiscalYearsTable.IsClosed })
    .from(fiscalYearsTable)
    .where(
      and(
        eq(fiscalYearsTable.companyId, companyId),
        lte(fiscalYearsTable.StartDate, day),
        gte(fiscalYearsTable.EndDate, day),
      ),
    )
    .limit(1)
    .for('share');
  if (covering?.closed) refuseDate(`Fiscal year ${covering.name} is closed; nothing posts in it.`);
  const [later] = await tx
    .select({ name: fiscalYearsTable.Name })
    .from(fiscalYearsTable)
    .where(
      and(
        eq(fiscalYearsTable.companyId, companyId),
        eq(fiscalYearsTable.IsClosed, true),
        gt(fiscalYearsTable.StartDate, day),
      ),
    )
    .orderBy(desc(fiscalYearsTable.StartDate))
    .limit(1);
  if (later) refuseDate(`Fiscal year ${later.name} is closed; nothing posts in it or before it.`);
  if (!covering) await addMissingFiscalYear(tx, companyId, year);
  return { fiscalYear: year.startBsYear };
};
