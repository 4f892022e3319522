import { describe, expect, it } from 'vitest';
import { isImageFile, visitDuration, visitPlace } from './visit-format.ts';

describe('visit format', () => {
  it('names the party, else the place, else the coordinates', () => {
    const base = { PartyName: null, LocationName: null, Latitude: 27.7, Longitude: 85.333333 };
    expect(visitPlace({ ...base, PartyName: 'Shrestha Traders', LocationName: 'Baneshwor' })).toBe(
      'Shrestha Traders',
    );
    expect(visitPlace({ ...base, LocationName: 'Baneshwor' })).toBe('Baneshwor');
    expect(visitPlace(base)).toBe('27.70000, 85.33333');
  });

  it('writes durations in minutes and hours', () => {
    expect(visitDuration(null)).toBe('in progress');
    expect(visitDuration(45)).toBe('45 min');
    expect(visitDuration(120)).toBe('2 h');
    expect(visitDuration(125)).toBe('2 h 5 min');
  });

  it('tells photos from other files', () => {
    expect(isImageFile({ FileName: 'shop.JPG', Url: '/uploads/1/a' })).toBe(true);
    expect(isImageFile({ FileName: 'bill.pdf', Url: '/uploads/1/b.pdf' })).toBe(false);
  });
});
