import { describe, expect, it } from 'vitest';
import { checkBeatVisits, checkPlanMonth, daysInMonth, monthLabel, planMonthKey } from './beat-plan-lines.js';

describe('months', () => {
  it('counts the days of each month, leap years included', () => {
    expect(daysInMonth(2026, 1)).toBe(31);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2026, 11)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('names and keys a month', () => {
    expect(monthLabel(2026, 12)).toBe('December 2026');
    expect(planMonthKey(2027, 3)).toBe('2027-03');
  });

  it('plans this month or a later one, in range', () => {
    const today = '2026-11-22';
    expect(checkPlanMonth(2026, 11, today)).toEqual([]);
    expect(checkPlanMonth(2027, 1, today)).toEqual([]);
    expect(checkPlanMonth(2026, 10, today)).toEqual([
      { field: 'Month', message: 'October 2026 is over; plan this month or a later one.' },
    ]);
    expect(checkPlanMonth(2026, 13, today)[0]?.field).toBe('Month');
    expect(checkPlanMonth(1999, 1, today)[0]?.field).toBe('Year');
    expect(checkPlanMonth(2101, 1, today)[0]?.field).toBe('Year');
  });
});

describe('checkBeatVisits', () => {
  it('orders visits by day, then the position given, then as listed, renumbering from 1', () => {
    const result = checkBeatVisits(2026, 12, [
      { Day: 3, PartyId: 10 },
      { Day: 1, PartyId: 11, Position: 5 },
      { Day: 1, PartyId: 12, Position: 2 },
      { Day: 3, PartyId: 13 },
      { Day: 1, PartyId: 14 },
    ]);
    expect(result).toEqual({
      ok: true,
      visits: [
        { day: 1, partyId: 12, position: 1 },
        { day: 1, partyId: 11, position: 2 },
        { day: 1, partyId: 14, position: 3 },
        { day: 3, partyId: 10, position: 1 },
        { day: 3, partyId: 13, position: 2 },
      ],
    });
  });

  it('keeps each day within the month', () => {
    const result = checkBeatVisits(2027, 2, [
      { Day: 28, PartyId: 1 },
      { Day: 29, PartyId: 1 },
      { Day: 0, PartyId: 1 },
    ]);
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: 'Lines[1].Day', message: 'Visit 2: day must be from 1 to 28 (February 2027).' },
        { field: 'Lines[2].Day', message: 'Visit 3: day must be from 1 to 28 (February 2027).' },
      ],
    });
  });

  it('visits a party at most once a day, naming the first visit', () => {
    const result = checkBeatVisits(2026, 12, [
      { Day: 5, PartyId: 1 },
      { Day: 6, PartyId: 1 },
      { Day: 5, PartyId: 1 },
    ]);
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: 'Lines[2].PartyId', message: 'Visit 3: this party is already visited on day 5 (visit 1).' },
      ],
    });
  });

  it('refuses an order of visit that is not a whole number from 1', () => {
    const result = checkBeatVisits(2026, 12, [{ Day: 5, PartyId: 1, Position: 0.5 }]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]?.field).toBe('Lines[0].Position');
  });
});
