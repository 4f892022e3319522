import { DEFAULT_TIME_ZONE } from '@backoffice/shared/calendar/time-zone';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companies } from '../../db/schema/index.js';

/**
 * 'YYYY-MM-DD' of an instant on the company's own calendar: an order taken at 00:30 in Kathmandu is
 * today's there, not yesterday's as UTC would have it.
 */
export const companyToday = async (db: Database, companyId: number, now: Date): Promise<string> => {
  const [row] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  const timeZone = row?.timeZone ?? DEFAULT_TIME_ZONE;
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
};
