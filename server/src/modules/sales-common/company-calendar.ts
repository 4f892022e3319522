import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companies } from '../../db/schema/index.js';

const FALLBACK_TIME_ZONE = 'Asia/Kathmandu';

/** Turns instants into the company's calendar days ('YYYY-MM-DD'), as companyToday does for now. */
export type CompanyCalendar = (instant: Date) => string;

/**
 * The statement dates entries by the company's day (an order delivered at 00:30 in Kathmandu is
 * that day's), so every instant read from the history goes through the company's time zone.
 */
export const companyCalendar = async (db: Database, companyId: number): Promise<CompanyCalendar> => {
  const [row] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: row?.timeZone ?? FALLBACK_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (instant) => format.format(instant);
};
