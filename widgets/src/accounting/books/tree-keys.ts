import type { KeyboardEvent } from 'react';

/** A row of a tree table: a group that opens and closes, or a leaf under it. */
interface TreeRow {
  kind: 'group' | 'ledger';
  key: string;
  parentKey: string | null;
  open?: boolean;
}

interface TreeActions<R> {
  focus: (row: R | undefined) => void;
  /** Opens or closes a group (flips it without `to`). */
  toggle: (row: R, to?: boolean) => void;
  openLeaf: (row: R) => void;
}

/**
 * The keys a tree table answers (WAI-ARIA's treegrid): Up and Down move through the rows, Home and
 * End to the first and last, Right opens a group (or moves into an open one), Left closes it (or
 * moves to the group above), Enter opens or closes a group or opens a leaf.
 */
export const onTreeKeyDown = <R extends TreeRow>(
  event: KeyboardEvent<HTMLElement>,
  rows: readonly R[],
  currentKey: string | undefined,
  actions: TreeActions<R>,
): void => {
  const index = rows.findIndex((row) => row.key === currentKey);
  const row = rows[index];
  if (!row) return;
  const isOpenGroup = row.kind === 'group' && row.open === true;
  switch (event.key) {
    case 'ArrowDown':
      actions.focus(rows[index + 1]);
      break;
    case 'ArrowUp':
      actions.focus(rows[index - 1]);
      break;
    case 'Home':
      actions.focus(rows[0]);
      break;
    case 'End':
      actions.focus(rows.at(-1));
      break;
    case 'ArrowRight':
      if (isOpenGroup) actions.focus(rows[index + 1]);
      else if (row.kind === 'group') actions.toggle(row, true);
      break;
    case 'ArrowLeft':
      if (isOpenGroup) actions.toggle(row, false);
      else actions.focus(rows.find((other) => other.key === row.parentKey));
      break;
    case 'Enter':
      if (row.kind === 'group') actions.toggle(row);
      else actions.openLeaf(row);
      break;
    default:
      return;
  }
  event.preventDefault();
};
