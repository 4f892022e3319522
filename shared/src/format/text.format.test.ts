import { describe, expect, it } from 'vitest';
import { ELLIPSIS, shortenText } from './text.format.js';

describe('shortenText', () => {
  it('returns text that fits unchanged', () => {
    expect(shortenText('Himalayan', 9)).toBe('Himalayan');
    expect(shortenText('Himalayan', 20)).toBe('Himalayan');
    expect(shortenText('', 3)).toBe('');
  });

  it('cuts longer text to maxChars including the ellipsis', () => {
    expect(ELLIPSIS).toBe('\u2026');
    expect(shortenText('Himalayan Traders', 10)).toBe('Himalayan…');
    expect(shortenText('Himalayan Traders', 8)).toBe('Himalay…');
    expect(shortenText('abcdef', 5)).toBe('abcd…');
    expect([...shortenText('abcdefghij', 5)]).toHaveLength(5);
    expect(shortenText('ab', 1)).toBe('…');
  });

  it('drops whitespace before the ellipsis', () => {
    expect(shortenText('Himalayan Traders', 11)).toBe('Himalayan…');
    expect(shortenText('a      b', 4)).toBe('a…');
  });

  it('never splits a Devanagari cluster or an emoji', () => {
    // 'किताबहरू' is five user-perceived characters (कि ता ब ह रू) but eight code points
    expect(shortenText('किताबहरू', 3)).toBe('किता…');
    expect(shortenText('किताबहरू', 5)).toBe('किताबहरू');
    expect(shortenText('👨‍👩‍👧 family', 2)).toBe('👨‍👩‍👧…');
  });

  it('gives an empty string for a limit below 1, NaN, null and undefined', () => {
    expect(shortenText('abc', 0)).toBe('');
    expect(shortenText('abc', -3)).toBe('');
    expect(shortenText('abc', Number.NaN)).toBe('');
    expect(shortenText(null, 5)).toBe('');
    expect(shortenText(undefined, 5)).toBe('');
    expect(shortenText('abcdef', 3.9)).toBe('ab…');
  });
});
