import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, toInstant, wallClockOf } from './date.format.js';

/** Process zones every case runs under; an explicit zone must give the same text in each. */
const PROCESS_ZONES = [
  'UTC',
  'Asia/Kathmandu',
  'America/Los_Angeles',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
] as const;

/** Date#getTimezoneOffset() on 2024-01-05 in each process zone (minutes behind UTC). */
const JANUARY_OFFSETS: Record<(typeof PROCESS_ZONES)[number], number> = {
  UTC: 0,
  'Asia/Kathmandu': -345,
  'America/Los_Angeles': 480,
  'Pacific/Kiritimati': -840,
  'Pacific/Pago_Pago': 660,
};

const ORIGINAL_TZ = process.env.TZ;

function restoreTz(): void {
  if (ORIGINAL_TZ === undefined) {
    delete process.env.TZ;
  } else {
    process.env.TZ = ORIGINAL_TZ;
  }
}

const INSTANT = '2024-01-05T09:22:00Z';

/** [value, zone, formatDateTime] — the wall clock of fixed instants in explicit zones. */
const EXPLICIT_CASES: [string, string, string][] = [
  [INSTANT, 'UTC', 'Jan 5, 2024, 9:22 AM'],
  [INSTANT, 'Asia/Kathmandu', 'Jan 5, 2024, 3:07 PM'],
  [INSTANT, 'America/Los_Angeles', 'Jan 5, 2024, 1:22 AM'],
  [INSTANT, 'Pacific/Kiritimati', 'Jan 5, 2024, 11:22 PM'],
  [INSTANT, 'Pacific/Pago_Pago', 'Jan 4, 2024, 10:22 PM'],
  ['2024-01-05T18:30:00Z', 'Asia/Kathmandu', 'Jan 6, 2024, 12:15 AM'],
  ['2024-01-05T06:15:00Z', 'Asia/Kathmandu', 'Jan 5, 2024, 12:00 PM'],
  ['2024-01-05T00:00:00Z', 'UTC', 'Jan 5, 2024, 12:00 AM'],
  ['2024-01-05T00:00:00.000+05:45', 'Asia/Kathmandu', 'Jan 5, 2024, 12:00 AM'],
  ['1985-12-31T18:14:00Z', 'Asia/Kathmandu', 'Dec 31, 1985, 11:44 PM'], // +05:30 until 1986
  ['2024-03-10T09:30:00Z', 'America/Los_Angeles', 'Mar 10, 2024, 1:30 AM'], // PST
  ['2024-03-10T10:30:00Z', 'America/Los_Angeles', 'Mar 10, 2024, 3:30 AM'], // PDT
  ['1994-12-31T12:00:00Z', 'Pacific/Kiritimati', 'Jan 1, 1995, 2:00 AM'], // Dec 31, 1994 was skipped
  ['1994-12-30T09:00:00Z', 'Pacific/Kiritimati', 'Dec 29, 1994, 11:00 PM'], // still UTC-10
  ['2024-09-20T10:59:00Z', 'Pacific/Pago_Pago', 'Sep 19, 2024, 11:59 PM'],
];

/** Everything that must not depend on the process zone, recorded per zone and compared at the end. */
function observe(): string[] {
  const seen: string[] = [];
  for (const [value, zone] of EXPLICIT_CASES) {
    seen.push(formatDate(value, zone), formatTime(value, zone), formatDateTime(value, zone));
  }
  for (let day = 0; day < 400; day += 1) {
    const instant = new Date(Date.UTC(2023, 11, 1, 18, 14) + day * 86_400_000); // 23:59 in Kathmandu
    seen.push(formatDateTime(instant, 'Asia/Kathmandu'), formatDate('2024-02-29', 'Pacific/Pago_Pago'));
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

  it.each(EXPLICIT_CASES)('%s in %s → %s', (value, zone, expected) => {
    expect(formatDateTime(value, zone)).toBe(expected);
    const [date, time] = [
      expected.slice(0, expected.lastIndexOf(', ')),
      expected.slice(expected.lastIndexOf(', ') + 2),
    ];
    expect(formatDate(value, zone)).toBe(date);
    expect(formatTime(value, zone)).toBe(time);
    expect(formatDate(new Date(value), zone)).toBe(date);
  });

  it('uses the runtime zone when none is given', () => {
    for (const [value, zone] of EXPLICIT_CASES) {
      expect(formatDateTime(value)).toBe(formatDateTime(value, processZone));
      if (zone === processZone) {
        expect(formatDateTime(value)).toBe(formatDateTime(value, zone));
      }
    }
    const pagoPago = processZone === 'Pacific/Pago_Pago';
    expect(formatDate(INSTANT)).toBe(pagoPago ? 'Jan 4, 2024' : 'Jan 5, 2024');
  });

  it('formats a date-only string as that day in every zone, without a time', () => {
    for (const zone of [undefined, ...PROCESS_ZONES]) {
      expect(formatDate('2024-01-05', zone)).toBe('Jan 5, 2024');
      expect(formatDateTime('2024-01-05', zone)).toBe('Jan 5, 2024');
      expect(formatTime('2024-01-05', zone)).toBe('');
      expect(wallClockOf('2024-02-29', zone)).toEqual({ year: 2024, month: 2, day: 29, time: null });
    }
    expect(formatDate(' 1999-12-31 ')).toBe('Dec 31, 1999');
    expect(formatDate('0099-03-01')).toBe('Mar 1, 99');
  });

  it('gives an empty string for invalid input and unknown zones', () => {
    for (const value of ['', 'not a date', '2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31']) {
      expect(formatDate(value)).toBe('');
      expect(formatTime(value, 'UTC')).toBe('');
      expect(formatDateTime(value, 'Asia/Kathmandu')).toBe('');
    }
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDateTime(new Date(Number.NaN), 'UTC')).toBe('');
    expect(formatDate(INSTANT, 'Mars/Olympus_Mons')).toBe('');
    expect(formatTime(INSTANT, 'Mars/Olympus_Mons')).toBe('');
    expect(formatDate('2024-01-05', 'Mars/Olympus_Mons')).toBe('');
    expect(formatDate(INSTANT, '')).toBe('');
    expect(wallClockOf('nope')).toBeNull();
    expect(toInstant('nope')).toBeNull();
    expect(toInstant('2023-02-29')).toBeNull();
    expect(toInstant('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('reads every field of the wall clock', () => {
    expect(wallClockOf('2024-07-04T23:59:58.900Z', 'Asia/Kathmandu')).toEqual({
      year: 2024,
      month: 7,
      day: 5,
      time: { hour: 5, minute: 44, second: 58 },
    });
    expect(wallClockOf(new Date(Date.UTC(-3, 10, 27, 13)), 'UTC')).toEqual({
      year: -3,
      month: 11,
      day: 27,
      time: { hour: 13, minute: 0, second: 0 },
    });
  });

  it('records the zone-independent results', () => {
    observed.set(processZone, observe());
  });
});

describe('across process zones', () => {
  afterAll(restoreTz);

  it('gives identical results for explicit zones', () => {
    expect([...observed.keys()]).toEqual([...PROCESS_ZONES]);
    const reference = observed.get('UTC');
    expect(reference).toContain('Jan 5, 2024, 11:59 PM');
    for (const zone of PROCESS_ZONES) {
      expect(observed.get(zone)).toEqual(reference);
    }
  });
});
