import { describe, expect, it } from 'vitest';
import { bsToAd, calendarDateToIso } from './bs-calendar.js';
import {
  DEFAULT_FISCAL_YEAR_START_MONTH,
  FISCAL_YEAR_START_MONTH_SETTING_KEY,
  fiscalYearLabel,
  fiscalYearOf,
} from './fiscal-year.js';

describe('fiscalYearOf', () => {
  it('starts on 1 Shrawan by default: 2083/84 runs from 2026-07-17 to 2027-07-16', () => {
    const year = { startBsYear: 2083, label: '2083/84', firstDay: '2026-07-17', lastDay: '2027-07-16' };
    expect(DEFAULT_FISCAL_YEAR_START_MONTH).toBe(4);
    expect(fiscalYearOf('2026-11-27')).toEqual(year);
    expect(fiscalYearOf('2026-07-17')).toEqual(year);
    expect(fiscalYearOf('2027-07-16')).toEqual(year);
    expect(fiscalYearOf('2026-07-16').label).toBe('2082/83');
    expect(fiscalYearOf('2027-07-17').label).toBe('2084/85');
  });

  it('follows the start month: from 1 Baisakh the year is the BS year itself', () => {
    expect(fiscalYearOf('2026-07-16', 1)).toEqual({
      startBsYear: 2083,
      label: '2083/84',
      firstDay: '2026-04-14',
      lastDay: '2027-04-13',
    });
    expect(fiscalYearOf('2026-04-13', 1).label).toBe('2082/83');
    // 1 Chaitra 2082: the year 2082/83 has just started and runs to the day before 1 Chaitra 2083.
    const chaitra = calendarDateToIso(bsToAd({ year: 2082, month: 12, day: 1 }));
    const nextChaitra = calendarDateToIso(bsToAd({ year: 2083, month: 12, day: 1 }));
    expect(fiscalYearOf(chaitra, 12).firstDay).toBe(chaitra);
    expect(fiscalYearOf(nextChaitra, 12).label).toBe('2083/84');
  });

  it('gives consecutive years that meet without gap or overlap, for every start month', () => {
    for (let month = 1; month <= 12; month += 1) {
      const first = fiscalYearOf('2020-01-01', month);
      const next = fiscalYearOf(nextDay(first.lastDay), month);
      expect(next.startBsYear).toBe(first.startBsYear + 1);
      expect(next.firstDay).toBe(nextDay(first.lastDay));
      expect(first.firstDay).toBe(calendarDateToIso(bsToAd({ year: first.startBsYear, month, day: 1 })));
    }
  });

  it('labels the year after a century 00', () => {
    expect(fiscalYearLabel(2099)).toBe('2099/00');
    expect(fiscalYearLabel(2100)).toBe('2100/01');
    expect(fiscalYearLabel(2083)).toBe('2083/84');
  });

  it('places years outside the converter on the AD day of the nearest known year', () => {
    // 1 Shrawan 2090 is 2033-07-16; the converter knows no BS 2091, so 2090/91 ends a year later.
    expect(fiscalYearOf('2034-04-14')).toEqual({
      startBsYear: 2090,
      label: '2090/91',
      firstDay: '2033-07-16',
      lastDay: '2034-07-15',
    });
    expect(fiscalYearOf('2034-07-16')).toMatchObject({ label: '2091/92', firstDay: '2034-07-16' });
    expect(fiscalYearOf('2042-12-01')).toMatchObject({ label: '2099/00', firstDay: '2042-07-16' });
    // Before BS 2000 (AD 1943-04-14), from 1 Shrawan 2000 = 1943-07-16 back.
    expect(fiscalYearOf('1943-01-01')).toMatchObject({ label: '1999/00', firstDay: '1942-07-16' });
    expect(fiscalYearOf('1900-01-01')).toMatchObject({ startBsYear: 1956, lastDay: '1900-07-15' });
  });

  it('throws a RangeError for text that is no AD day or a start month that is not 1-12', () => {
    expect(() => fiscalYearOf('2026-02-30')).toThrow(RangeError);
    expect(() => fiscalYearOf('27/11/2026')).toThrow("'27/11/2026' is not an AD day (YYYY-MM-DD)");
    expect(() => fiscalYearOf('2026-11-27', 0)).toThrow(RangeError);
    expect(() => fiscalYearOf('2026-11-27', 13)).toThrow(RangeError);
    expect(() => fiscalYearOf('2026-11-27', 4.5)).toThrow('must be a whole number 1-12, not 4.5');
  });

  it('names the company setting', () => {
    expect(FISCAL_YEAR_START_MONTH_SETTING_KEY).toBe('FISCAL_YEAR_START_MONTH');
  });
});

const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
