import * as converter from 'nepali-date-converter';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AD_RANGE,
  adToBs,
  BS_MONTH_NAMES,
  BS_RANGE,
  bsMonthLength,
  bsToAd,
  type CalendarDate,
  calendarDateOf,
  calendarDateToIso,
  formatCalendarDate,
  toIsoDate,
} from './bs-calendar.js';

/**
 * Process zones every case runs under. Pacific/Kiritimati skipped Dec 31, 1994 and Pacific/Apia
 * skipped Dec 30, 2011: the library's own class answers the wrong AD day for those in those zones.
 */
const PROCESS_ZONES = [
  'UTC',
  'Asia/Kathmandu',
  'America/Los_Angeles',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Pacific/Apia',
] as const;

/** Date#getTimezoneOffset() on 2024-01-05 in each process zone (minutes behind UTC). */
const JANUARY_OFFSETS: Record<(typeof PROCESS_ZONES)[number], number> = {
  UTC: 0,
  'Asia/Kathmandu': -345,
  'America/Los_Angeles': 480,
  'Pacific/Kiritimati': -840,
  'Pacific/Pago_Pago': 660,
  'Pacific/Apia': -780,
};

const ORIGINAL_TZ = process.env.TZ;

function restoreTz(): void {
  if (ORIGINAL_TZ === undefined) {
    delete process.env.TZ;
  } else {
    process.env.TZ = ORIGINAL_TZ;
  }
}

/** The library's class: a bundler hands the class as the default export, Node the CommonJS exports. */
const libraryDefault: unknown = converter.default;
const NepaliDate = (
  typeof libraryDefault === 'function' ? libraryDefault : converter.default.default
) as typeof converter.default.default;

function date(iso: string): CalendarDate {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

const DAY_MS = 86_400_000;

/** The BS day after a BS day, from the month lengths. */
function nextBsDay(bs: CalendarDate): CalendarDate {
  if (bs.day < bsMonthLength(bs.year, bs.month)) {
    return { ...bs, day: bs.day + 1 };
  }
  return bs.month < 12
    ? { year: bs.year, month: bs.month + 1, day: 1 }
    : { year: bs.year + 1, month: 1, day: 1 };
}

function addDays(ad: CalendarDate, days: number): CalendarDate {
  const next = new Date(Date.UTC(ad.year, ad.month - 1, ad.day) + days * DAY_MS);
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** [BS, AD] pairs. The first ones are public dates; the rest month ends and range edges. */
const KNOWN: [string, string][] = [
  ['2081-01-01', '2024-04-13'], // New Year 2081
  ['2080-01-01', '2023-04-14'], // New Year 2080
  ['2000-01-01', '1943-04-14'], // first day of the library
  ['2082-01-01', '2025-04-14'], // New Year 2082
  ['2079-01-01', '2022-04-14'], // New Year 2079
  ['2072-06-03', '2015-09-20'], // Constitution Day: Asoj 3, 2072
  ['2007-11-07', '1951-02-18'], // Democracy Day: Falgun 7, 2007
  ['2080-09-20', '2024-01-05'],
  ['2080-12-30', '2024-04-12'], // Chaitra 2080 has 30 days
  ['2081-01-31', '2024-05-13'], // Baisakh 2081 has 31 days
  ['2081-02-01', '2024-05-14'],
  ['2081-02-32', '2024-06-14'], // Jestha 2081 has 32 days
  ['2081-03-01', '2024-06-15'],
  ['2081-12-31', '2025-04-13'], // Chaitra 2081 has 31 days
  ['2000-12-31', '1944-04-12'],
  ['2051-09-16', '1994-12-31'], // the day Kiritimati skipped
  ['2051-09-17', '1995-01-01'],
  ['2068-09-15', '2011-12-30'], // the day Apia skipped
  ['2090-12-30', '2034-04-13'], // last day of the library
];

const INSTANT = '2024-01-05T09:22:00Z';

/** Everything that must not depend on the process zone, recorded per zone and compared at the end. */
function observe(): string[] {
  const seen: string[] = [];
  for (let day = 0; day < 800; day += 1) {
    const instant = new Date(Date.UTC(2023, 3, 12, 18, 14) + day * DAY_MS); // 23:59 in Kathmandu
    seen.push(
      formatCalendarDate(instant, 'BS', 'Asia/Kathmandu'),
      formatCalendarDate(instant, 'BS', 'Pacific/Pago_Pago'),
      toIsoDate(instant, 'Pacific/Kiritimati'),
    );
  }
  return seen;
}

const observed = new Map<string, string[]>();

describe.each(PROCESS_ZONES)('with process TZ=%s', (processZone) => {
  beforeEach(() => {
    process.env.TZ = processZone;
  });
  afterEach(restoreTz);

  it('really runs in that zone', () => {
    expect(new Date(INSTANT).getTimezoneOffset()).toBe(JANUARY_OFFSETS[processZone]);
  });

  it.each(KNOWN)('BS %s = AD %s', (bs, ad) => {
    expect(bsToAd(date(bs))).toEqual(date(ad));
    expect(adToBs(date(ad))).toEqual(date(bs));
  });

  it('round-trips every day of the range, in order', () => {
    const problems: string[] = []; // one expect at the end: 33,238 expect calls would take seconds
    let ad = AD_RANGE.first;
    let previous: CalendarDate | null = null;
    let days = 0;
    for (;;) {
      const bs = adToBs(ad);
      const back = bsToAd(bs);
      if (calendarDateToIso(back) !== calendarDateToIso(ad)) {
        problems.push(
          `AD ${calendarDateToIso(ad)} → BS ${calendarDateToIso(bs)} → AD ${calendarDateToIso(back)}`,
        );
      }
      const expected = previous ? nextBsDay(previous) : BS_RANGE.first;
      if (calendarDateToIso(bs) !== calendarDateToIso(expected)) {
        problems.push(
          `AD ${calendarDateToIso(ad)} gave BS ${calendarDateToIso(bs)}, not ${calendarDateToIso(expected)}`,
        );
      }
      days += 1;
      previous = bs;
      if (calendarDateToIso(ad) === calendarDateToIso(AD_RANGE.last)) {
        break;
      }
      ad = addDays(ad, 1);
    }
    expect(problems).toEqual([]);
    expect(previous).toEqual(BS_RANGE.last);
    expect(days).toBe(33238);
  });

  it('throws a RangeError outside the range and for days that do not exist', () => {
    expect(() => adToBs(date('1943-04-13'))).toThrow(
      new RangeError('AD date 1943-04-13 is outside the supported range 1943-04-14 to 2034-04-13'),
    );
    expect(() => adToBs(date('1943-04-12'))).toThrow(RangeError); // the library answers BS 2000-01-01
    expect(() => adToBs(date('2034-04-14'))).toThrow(/outside the supported range/);
    expect(() => adToBs(date('1900-01-01'))).toThrow(RangeError);
    expect(() => adToBs(date('2023-02-29'))).toThrow(
      new RangeError('AD date 2023-02-29 is not a valid date'),
    );
    expect(() => adToBs(date('2024-13-01'))).toThrow(RangeError);
    expect(() => adToBs({ year: 2024, month: 1, day: 1.5 })).toThrow(RangeError);
    expect(() => bsToAd(date('1999-12-30'))).toThrow(
      new RangeError('BS date 1999-12-30 is outside the supported range 2000-01-01 to 2090-12-30'),
    );
    expect(() => bsToAd(date('2091-01-01'))).toThrow(RangeError);
    expect(() => bsToAd(date('2090-12-31'))).toThrow(
      new RangeError('BS date 2090-12-31 does not exist (Chaitra 2090 has 30 days)'),
    );
    expect(() => bsToAd(date('2080-01-32'))).toThrow(/Baisakh 2080 has 31 days/); // the library rolls over
    expect(() => bsToAd(date('2080-01-00'))).toThrow(RangeError);
    expect(() => bsToAd(date('2080-13-01'))).toThrow(/month must be 1-12/);
    expect(() => bsToAd(date('2080-00-01'))).toThrow(RangeError);
    expect(() => bsToAd({ year: Number.NaN, month: 1, day: 1 })).toThrow(/is not a valid date/);
    expect(() => bsToAd({ year: 2080, month: 1, day: 1.5 })).toThrow(RangeError);
  });

  it('formats the calendar day of an instant in AD or BS', () => {
    expect(formatCalendarDate(INSTANT, 'AD', 'Asia/Kathmandu')).toBe('Jan 5, 2024');
    expect(formatCalendarDate(INSTANT, 'BS', 'Asia/Kathmandu')).toBe('Poush 20, 2080');
    expect(formatCalendarDate(INSTANT, 'BS', 'Pacific/Pago_Pago')).toBe('Poush 19, 2080');
    expect(formatCalendarDate('2024-01-05T18:30:00Z', 'BS', 'Asia/Kathmandu')).toBe('Poush 21, 2080');
    expect(formatCalendarDate('2024-01-05T18:30:00Z', 'BS', 'UTC')).toBe('Poush 20, 2080');
    expect(formatCalendarDate('2024-01-05T18:30:00Z', 'AD', 'Asia/Kathmandu')).toBe('Jan 6, 2024');
    expect(formatCalendarDate(new Date('2015-09-20T06:00:00Z'), 'BS', 'Asia/Kathmandu')).toBe('Asoj 3, 2072');
    expect(formatCalendarDate('1994-12-31T12:00:00Z', 'BS', 'Pacific/Kiritimati')).toBe('Poush 17, 2051');
    expect(formatCalendarDate(INSTANT, 'BS')).toBe(formatCalendarDate(INSTANT, 'BS', processZone));
  });

  it('formats a date-only string as that day in every zone', () => {
    for (const zone of [undefined, ...PROCESS_ZONES]) {
      expect(formatCalendarDate('2024-04-13', 'BS', zone)).toBe('Baisakh 1, 2081');
      expect(formatCalendarDate('2024-04-12', 'BS', zone)).toBe('Chaitra 30, 2080');
      expect(formatCalendarDate('2034-04-13', 'BS', zone)).toBe('Chaitra 30, 2090');
      expect(formatCalendarDate('2024-04-13', 'AD', zone)).toBe('Apr 13, 2024');
    }
  });

  it('falls back to AD outside the range and gives an empty string for invalid input', () => {
    expect(formatCalendarDate('1943-04-13', 'BS')).toBe('Apr 13, 1943');
    expect(formatCalendarDate('2034-04-14', 'BS', 'Asia/Kathmandu')).toBe('Apr 14, 2034');
    expect(formatCalendarDate('1850-06-01T00:00:00Z', 'BS', 'UTC')).toBe('Jun 1, 1850');
    expect(formatCalendarDate('nope', 'BS')).toBe('');
    expect(formatCalendarDate('nope', 'AD')).toBe('');
    expect(formatCalendarDate('2023-02-29', 'BS')).toBe('');
    expect(formatCalendarDate(INSTANT, 'BS', 'Not/AZone')).toBe('');
    expect(formatCalendarDate(new Date(Number.NaN), 'BS', 'UTC')).toBe('');
  });

  it('takes the calendar day of an instant in the given zone', () => {
    expect(calendarDateOf('2024-01-05T18:30:00Z', 'Asia/Kathmandu')).toEqual(date('2024-01-06'));
    expect(toIsoDate('2024-01-05T18:30:00Z', 'Asia/Kathmandu')).toBe('2024-01-06');
    expect(toIsoDate('2024-01-05T18:14:59Z', 'Asia/Kathmandu')).toBe('2024-01-05');
    expect(toIsoDate('2024-01-05T18:30:00Z', 'UTC')).toBe('2024-01-05');
    expect(toIsoDate(INSTANT, 'Pacific/Pago_Pago')).toBe('2024-01-04');
    expect(toIsoDate(INSTANT, 'Pacific/Kiritimati')).toBe('2024-01-05');
    expect(toIsoDate('2024-01-05T10:30:00Z', 'Pacific/Kiritimati')).toBe('2024-01-06');
    expect(toIsoDate('1994-12-31T12:00:00Z', 'Pacific/Kiritimati')).toBe('1995-01-01');
    expect(toIsoDate(new Date('2024-03-10T07:59:00Z'), 'America/Los_Angeles')).toBe('2024-03-09');
    expect(toIsoDate('2024-01-05', 'Pacific/Pago_Pago')).toBe('2024-01-05');
    expect(toIsoDate('2024-01-05')).toBe('2024-01-05');
    expect(toIsoDate(INSTANT)).toBe(toIsoDate(INSTANT, processZone));
    expect(calendarDateOf('nope', 'UTC')).toBeNull();
    expect(calendarDateOf(INSTANT, 'Not/AZone')).toBeNull();
    expect(toIsoDate('nope')).toBe('');
  });

  it('records the zone-independent results', () => {
    observed.set(processZone, observe());
  });
});

describe('across process zones', () => {
  afterAll(restoreTz);

  it('gives identical results', () => {
    expect([...observed.keys()]).toEqual([...PROCESS_ZONES]);
    const reference = observed.get('UTC');
    expect(reference).toContain('Poush 20, 2080');
    for (const zone of PROCESS_ZONES) {
      expect(observed.get(zone)).toEqual(reference);
    }
  });
});

describe('the BS table', () => {
  it('names the months', () => {
    expect(BS_MONTH_NAMES).toEqual([
      'Baisakh',
      'Jestha',
      'Asar',
      'Shrawan',
      'Bhadra',
      'Asoj',
      'Kartik',
      'Mangsir',
      'Poush',
      'Magh',
      'Falgun',
      'Chaitra',
    ]);
  });

  it('knows the range and the month lengths', () => {
    expect(BS_RANGE).toEqual({ first: date('2000-01-01'), last: date('2090-12-30') });
    expect(AD_RANGE).toEqual({ first: date('1943-04-14'), last: date('2034-04-13') });
    expect(Object.isFrozen(AD_RANGE.first) && Object.isFrozen(BS_RANGE.last)).toBe(true);
    const lengths = (year: number) =>
      Array.from({ length: 12 }, (_, index) => bsMonthLength(year, index + 1));
    expect(lengths(2080)).toEqual([31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30]);
    expect(lengths(2081)).toEqual([31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31]);
    for (let year = 2000; year <= 2090; year += 1) {
      const days = lengths(year).reduce((sum, length) => sum + length, 0);
      expect(days === 365 || days === 366, `BS ${year} has ${days} days`).toBe(true);
      expect(lengths(year).every((length) => length >= 29 && length <= 32)).toBe(true);
    }
    expect(bsMonthLength(1999, 12)).toBe(0);
    expect(bsMonthLength(2091, 1)).toBe(0);
    expect(bsMonthLength(2080, 13)).toBe(0);
    expect(bsMonthLength(2080, 0)).toBe(0);
  });

  it('writes calendar dates as ISO text', () => {
    expect(calendarDateToIso(bsToAd(date('2081-01-01')))).toBe('2024-04-13');
    expect(calendarDateToIso({ year: 99, month: 3, day: 7 })).toBe('0099-03-07');
  });
});

describe('agreement with nepali-date-converter', () => {
  beforeEach(() => {
    process.env.TZ = 'UTC'; // the library's class answers AD through local Date objects
  });
  afterEach(restoreTz);

  it('converts every day of its range as the library does', () => {
    const problems: string[] = [];
    let ad = AD_RANGE.first;
    for (let daysPassed = 1; daysPassed <= 33238; daysPassed += 1) {
      const library = new NepaliDate(2000, 0, daysPassed); // day n since the epoch, integers only
      const bs = library.getBS();
      const libraryAd = library.getAD();
      const libraryBs = calendarDateToIso({ year: bs.year, month: bs.month + 1, day: bs.date });
      const libraryAdIso = calendarDateToIso({
        year: libraryAd.year,
        month: libraryAd.month + 1,
        day: libraryAd.date,
      });
      const ours = adToBs(ad);
      if (calendarDateToIso(ad) !== libraryAdIso || calendarDateToIso(ours) !== libraryBs) {
        problems.push(
          `day ${daysPassed}: library BS ${libraryBs} = AD ${libraryAdIso}; ours AD ${calendarDateToIso(ad)} = BS ${calendarDateToIso(ours)}`,
        );
      }
      ad = addDays(ad, 1);
    }
    expect(problems).toEqual([]);
    expect(() => new NepaliDate(2000, 0, 33239)).toThrow();
    expect(() => new NepaliDate(2000, 0, 0)).toThrow();
  });
});
