import { describe, expect, it } from 'vitest';
import {
  dueDaysWords,
  needsPaging,
  pageSizeChoices,
  pageSizeOf,
  renewalTabText,
  shouldOpenRenewals,
  tabCountsOf,
  tabToShow,
  totalOf,
} from './renewal-panel-state.ts';

describe('renewal panel choices', () => {
  const counts = tabCountsOf({ Expired: 2, DueToday: 0, Upcoming: 3 });

  it('reads the wire counts by tab and writes tabs as the spec does', () => {
    expect(counts).toEqual({ expired: 2, dueToday: 0, upcoming: 3 });
    expect(totalOf(counts)).toBe(5);
    expect(renewalTabText('expired', counts)).toBe('Expired (2)');
    expect(renewalTabText('dueToday', counts)).toBe('Due Today (0)');
    expect(renewalTabText('upcoming', counts)).toBe('Upcoming (3)');
  });

  it('keeps a chosen tab with rows, and leaves one a search emptied for the first non-empty', () => {
    expect(tabToShow(counts, 'upcoming')).toBe('upcoming');
    expect(tabToShow(counts, 'dueToday')).toBe('expired');
    expect(tabToShow({ expired: 0, dueToday: 1, upcoming: 4 }, 'expired')).toBe('dueToday');
    expect(tabToShow({ expired: 0, dueToday: 0, upcoming: 0 }, 'upcoming')).toBe('upcoming');
  });

  it('pages only when the rows exceed the page size', () => {
    expect(needsPaging(20, 20)).toBe(false);
    expect(needsPaging(21, 20)).toBe(true);
    expect(needsPaging(0, 20)).toBe(false);
  });

  it('opens only with the module on and something to renew', () => {
    expect(shouldOpenRenewals(['MobileBanking'], counts)).toBe(true);
    expect(shouldOpenRenewals(['PurchaseAndSales'], counts)).toBe(false);
    expect(shouldOpenRenewals(['MobileBanking'], { expired: 0, dueToday: 0, upcoming: 0 })).toBe(false);
    expect(shouldOpenRenewals(['MobileBanking'], null)).toBe(false);
  });

  it('writes due days in words', () => {
    expect(dueDaysWords(0)).toBe('due today');
    expect(dueDaysWords(1)).toBe('1 day overdue');
    expect(dueDaysWords(10)).toBe('10 days overdue');
    expect(dueDaysWords(-1)).toBe('in 1 day');
    expect(dueDaysWords(-20)).toBe('in 20 days');
  });

  it('takes a page size a host asks for when it is a whole number in range', () => {
    expect(pageSizeOf(undefined)).toBe(20);
    expect(pageSizeOf(50)).toBe(50);
    expect(pageSizeOf(Number.NaN)).toBe(20);
    expect(pageSizeOf(0)).toBe(20);
    expect(pageSizeOf(2.5)).toBe(20);
    expect(pageSizeOf(5001)).toBe(20);
    expect(pageSizeChoices(20)).toEqual([20, 100, 500, 1000, 5000]);
    expect(pageSizeChoices(50)).toEqual([20, 50, 100, 500, 1000, 5000]);
  });
});
