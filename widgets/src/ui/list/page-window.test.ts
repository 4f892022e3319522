import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './page-window.ts';

describe('pageCount', () => {
  it('rounds up, and an empty list still has one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(10_000, 20)).toBe(500);
    expect(pageCount(5001, 5000)).toBe(2);
  });

  it('treats a page size below one as one row a page instead of dividing by zero', () => {
    expect(pageCount(7, 0)).toBe(7);
  });
});

describe('pageWindow', () => {
  it('shows five pages at a time, keeping the full width at the start', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page in the middle of the list', () => {
    expect(pageWindow(4, 20)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
  });

  it('keeps the full width at the end', () => {
    expect(pageWindow(18, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows every page when there are fewer than five', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes another window size', () => {
    expect(pageWindow(6, 10, 3)).toEqual([5, 6, 7]);
    expect(pageWindow(1, 10, 3)).toEqual([1, 2, 3]);
  });
});
