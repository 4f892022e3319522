import { describe, expect, it } from 'vitest';
import { tabKeyIndex } from './use-tab-list-keys.ts';

describe('tabKeyIndex', () => {
  it('moves right and left, wrapping at both ends', () => {
    expect(tabKeyIndex('ArrowRight', 0, 3)).toBe(1);
    expect(tabKeyIndex('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyIndex('ArrowLeft', 1, 3)).toBe(0);
    expect(tabKeyIndex('ArrowLeft', 0, 3)).toBe(2);
  });

  it('goes to the first and last tab on Home and End', () => {
    expect(tabKeyIndex('Home', 2, 3)).toBe(0);
    expect(tabKeyIndex('End', 0, 3)).toBe(2);
  });

  it('starts at an end when the current tab is not among those the keys reach', () => {
    expect(tabKeyIndex('ArrowRight', -1, 2)).toBe(0);
    expect(tabKeyIndex('ArrowLeft', -1, 2)).toBe(1);
  });

  it('leaves other keys alone', () => {
    expect(tabKeyIndex('Enter', 0, 3)).toBeNull();
  });
});
