/**
 * Where the keyboard goes on the order board: the cards form a grid of columns (statuses) and
 * rows (orders in a column). One card at a time is in the Tab order (roving tabindex); the arrow
 * keys move that card. Columns without cards are skipped, and moving sideways keeps the row when
 * the next column is long enough, else lands on its last card.
 */

export interface GridPosition {
  column: number;
  row: number;
}

/** Keys the board handles; anything else is left to the browser. */
export type GridKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

export const isGridKey = (key: string): key is GridKey =>
  key === 'ArrowUp' ||
  key === 'ArrowDown' ||
  key === 'ArrowLeft' ||
  key === 'ArrowRight' ||
  key === 'Home' ||
  key === 'End';

const nextFilledColumn = (counts: readonly number[], from: number, step: 1 | -1): number | null => {
  for (let column = from + step; column >= 0 && column < counts.length; column += step) {
    if ((counts[column] ?? 0) > 0) return column;
  }
  return null;
};

/**
 * The position after pressing `key` at `position`, where `counts[c]` is the number of cards in
 * column c. At an edge the position stays where it is.
 */
export function moveInGrid(position: GridPosition, key: GridKey, counts: readonly number[]): GridPosition {
  const { column, row } = position;
  const inColumn = counts[column] ?? 0;
  switch (key) {
    case 'ArrowUp':
      return { column, row: Math.max(0, row - 1) };
    case 'ArrowDown':
      return { column, row: Math.min(Math.max(0, inColumn - 1), row + 1) };
    case 'Home':
      return { column, row: 0 };
    case 'End':
      return { column, row: Math.max(0, inColumn - 1) };
    case 'ArrowLeft':
    case 'ArrowRight': {
      const next = nextFilledColumn(counts, column, key === 'ArrowRight' ? 1 : -1);
      if (next === null) return position;
      return { column: next, row: Math.min(row, (counts[next] ?? 1) - 1) };
    }
  }
}

/**
 * The position still valid after the cards changed (a refresh moved orders on): the same place
 * when it exists, else the last card of its column, else the nearest column with cards (to the
 * left first), else null for an empty board.
 */
export function settlePosition(
  position: GridPosition | null,
  counts: readonly number[],
): GridPosition | null {
  const start = position ?? { column: 0, row: 0 };
  const here = counts[start.column] ?? 0;
  if (here > 0) return { column: start.column, row: Math.min(start.row, here - 1) };
  const left = nextFilledColumn(counts, Math.min(start.column, counts.length), -1);
  const right = nextFilledColumn(counts, start.column, 1);
  const column = position === null ? (right ?? left) : (left ?? right);
  return column === null ? null : { column, row: 0 };
}
