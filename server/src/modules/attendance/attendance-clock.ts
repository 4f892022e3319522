import type { Database } from '../../db/database.js';
import { companyTimeZone } from '../sales-common/company-calendar.js';

/** A company's wall clock: its days and 'HH:MM' times, and the instant of one of its times. */
export interface CompanyClock {
  timeZone: string;
  dateOf: (instant: Date) => string;
  timeOf: (instant: Date) => string;
  instantOf: (date: string, time: string) => Date;
}

const partsIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });

/** The wall time of an instant in the zone, read as if it were UTC (for offsets). */
const wallAsUtc = (format: Intl.DateTimeFormat, instant: Date): number => {
  const part = (type: string) => Number(format.formatToParts(instant).find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
};

export const clockIn = (timeZone: string): CompanyClock => {
  const format = partsIn(timeZone);
  const local = (instant: Date) => new Date(wallAsUtc(format, instant)).toISOString();
  return {
    timeZone,
    dateOf: (instant) => local(instant).slice(0, 10),
    timeOf: (instant) => local(instant).slice(11, 16),
    instantOf: (date, time) => {
      const wall = Date.parse(`${date}T${time}:00Z`);
      // Two passes settle the offset even on a day the zone's offset changes.
      let guess = wall - (wallAsUtc(format, new Date(wall)) - wall);
      guess = wall - (wallAsUtc(format, new Date(guess)) - guess);
      return new Date(guess);
    },
  };
};

/** The company's clock (its own zone, else the default). */
export const companyClock = async (db: Database, companyId: number): Promise<CompanyClock> =>
  clockIn(await companyTimeZone(db, companyId));
