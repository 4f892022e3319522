import { describe, expect, it } from 'vitest';
import { isGridKey, moveInGrid, settlePosition } from './board-grid.ts';

// Five columns: 3 cards, none, 1 card, 4 cards, none.
const COUNTS = [3, 0, 1, 4, 0];

describe('moveInGrid', () => {
  it('moves up and down inside a column and stops at its ends', () => {
    expect(moveInGrid({ column: 0, row: 0 }, 'ArrowDown', COUNTS)).toEqual({ column: 0, row: 1 });
    expect(moveInGrid({ column: 0, row: 2 }, 'ArrowDown', COUNTS)).toEqual({ column: 0, row: 2 });
    expect(moveInGrid({ column: 0, row: 1 }, 'ArrowUp', COUNTS)).toEqual({ column: 0, row: 0 });
    expect(moveInGrid({ column: 0, row: 0 }, 'ArrowUp', COUNTS)).toEqual({ column: 0, row: 0 });
  });

  it('jumps to the first and last card with Home and End', () => {
    expect(moveInGrid({ column: 3, row: 2 }, 'Home', COUNTS)).toEqual({ column: 3, row: 0 });
    expect(moveInGrid({ column: 3, row: 0 }, 'End', COUNTS)).toEqual({ column: 3, row: 3 });
  });

  it('skips empty columns sideways and keeps the row where the next column allows', () => {
    expect(moveInGrid({ column: 0, row: 2 }, 'ArrowRight', COUNTS)).toEqual({ column: 2, row: 0 });
    expect(moveInGrid({ column: 2, row: 0 }, 'ArrowRight', COUNTS)).toEqual({ column: 3, row: 0 });
    expect(moveInGrid({ column: 3, row: 3 }, 'ArrowLeft', COUNTS)).toEqual({ column: 2, row: 0 });
    expect(moveInGrid({ column: 2, row: 0 }, 'ArrowLeft', COUNTS)).toEqual({ column: 0, row: 0 });
    expect(moveInGrid({ column: 3, row: 1 }, 'ArrowLeft', [3, 0, 0, 4])).toEqual({ column: 0, row: 1 });
  });

  it('stays at the first and last filled columns', () => {
    expect(moveInGrid({ column: 3, row: 1 }, 'ArrowRight', COUNTS)).toEqual({ column: 3, row: 1 });
    expect(moveInGrid({ column: 0, row: 1 }, 'ArrowLeft', COUNTS)).toEqual({ column: 0, row: 1 });
  });

  it('knows its keys', () => {
    expect(['ArrowUp', 'End', 'Home'].every(isGridKey)).toBe(true);
    expect(isGridKey('Enter')).toBe(false);
    expect(isGridKey('Tab')).toBe(false);
  });
});

describe('settlePosition', () => {
  it('keeps a position that still exists', () => {
    expect(settlePosition({ column: 3, row: 2 }, COUNTS)).toEqual({ column: 3, row: 2 });
  });

  it('moves to the last card when the column shrank', () => {
    expect(settlePosition({ column: 0, row: 5 }, COUNTS)).toEqual({ column: 0, row: 2 });
  });

  it('moves to the nearest filled column, left first, when the column emptied', () => {
    expect(settlePosition({ column: 1, row: 0 }, COUNTS)).toEqual({ column: 0, row: 0 });
    expect(settlePosition({ column: 4, row: 0 }, COUNTS)).toEqual({ column: 3, row: 0 });
    expect(settlePosition({ column: 0, row: 0 }, [0, 0, 2])).toEqual({ column: 2, row: 0 });
  });

  it('starts at the first card, and has nothing on an empty board', () => {
    expect(settlePosition(null, [0, 2, 1])).toEqual({ column: 1, row: 0 });
    expect(settlePosition(null, [0, 0])).toBeNull();
    expect(settlePosition({ column: 1, row: 1 }, [0, 0])).toBeNull();
  });
});
