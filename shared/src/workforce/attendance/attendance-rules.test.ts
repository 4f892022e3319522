import { describe, expect, it } from 'vitest';
import { dayStatusOf, DEFAULT_ATTENDANCE_RULES as rules, weekdayOfDate } from './attendance-rules.js';

const facts = {
  date: '2026-11-26',
  today: '2026-11-27',
  holiday: false,
  onLeave: false,
  checkIn: null,
  checkOut: null,
};

describe('dayStatusOf', () => {
  it('names a check-in within the grace present and one after it late, with the minutes', () => {
    expect(dayStatusOf(rules, { ...facts, checkIn: '10:15', checkOut: '17:00' }).status).toBe('present');
    expect(dayStatusOf(rules, { ...facts, checkIn: '10:16', checkOut: '17:00' })).toEqual({
      status: 'late',
      lateMinutes: 16,
      workedMinutes: 404,
    });
  });
  it('makes a short day a half day, and an open day not yet one', () => {
    expect(dayStatusOf(rules, { ...facts, checkIn: '10:00', checkOut: '13:59' }).status).toBe('halfDay');
    expect(dayStatusOf(rules, { ...facts, checkIn: '10:00', checkOut: '14:00' }).status).toBe('present');
    expect(dayStatusOf(rules, { ...facts, checkIn: '10:00' }).workedMinutes).toBe(0);
  });
  it('puts leave before a holiday and a holiday before the day off, and only a past working day is absent', () => {
    expect(dayStatusOf(rules, { ...facts, onLeave: true, holiday: true }).status).toBe('onLeave');
    expect(dayStatusOf(rules, { ...facts, holiday: true }).status).toBe('holiday');
    expect(weekdayOfDate('2026-11-28')).toBe('saturday');
    expect(dayStatusOf(rules, { ...facts, date: '2026-11-28', today: '2026-11-30' }).status).toBe(
      'weeklyOff',
    );
    expect(dayStatusOf(rules, facts).status).toBe('absent');
    expect(dayStatusOf(rules, { ...facts, date: '2026-11-27' }).status).toBe('upcoming');
    expect(dayStatusOf(rules, { ...facts, date: '2026-11-29' }).status).toBe('upcoming');
  });
  it('counts a check-in on a holiday as a day worked', () => {
    expect(dayStatusOf(rules, { ...facts, holiday: true, checkIn: '10:00', checkOut: '17:00' }).status).toBe(
      'present',
    );
  });
});
