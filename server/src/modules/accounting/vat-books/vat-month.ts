import type { VatMonth, VatMonthQuery } from '@backoffice/shared/accounting/vat-books.contract';
import {
  BS_MONTH_NAMES,
  bsMonthLength,
  bsToAd,
  calendarDateToIso,
} from '@backoffice/shared/calendar/bs-calendar';
import { monthOfDay, typedDate } from '@backoffice/shared/calendar/calendar-entry';
import { fiscalYearOf } from '@backoffice/shared/calendar/fiscal-year';
import { badRequest } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { companyToday } from '../../orders/company-today.js';
import { readFiscalYearStartMonth } from '../../sales-common/company-calendar.js';
import { loadSeller } from '../invoices/tax-invoice-sources.js';

const isoOf = (year: number, month: number, day: number) => calendarDateToIso(bsToAd({ year, month, day }));

/** The BS month asked for, or the company's current one, with its AD days and the company's name and PAN. */
export const resolveVatMonth = async (ctx: UserContext, query: VatMonthQuery): Promise<VatMonth> => {
  const { db } = ctx.deps;
  let { year, month } = query;
  if (year === undefined || month === undefined) {
    const today = monthOfDay(await companyToday(db, ctx.companyId, ctx.now), 'BS');
    if (!today) throw badRequest('Today is outside the BS calendar: give year and month');
    ({ year, month } = today);
  }
  const fromDate = isoOf(year, month, 1);
  const [startMonth, seller] = await Promise.all([
    readFiscalYearStartMonth(db, ctx.companyId, ctx.log),
    loadSeller(db, ctx.companyId),
  ]);
  return {
    Year: year,
    Month: month,
    MonthName: `${BS_MONTH_NAMES[month - 1]} ${year}`,
    FromDate: fromDate,
    ToDate: isoOf(year, month, bsMonthLength(year, month)),
    FiscalYear: fiscalYearOf(fromDate, startMonth).label,
    CompanyName: seller.name,
    CompanyPan: seller.pan,
  };
};

/** The BS day of an AD day ('' should one fall outside the calendar). */
export const bsDayOf = (day: string): string => typedDate(day, 'BS');
