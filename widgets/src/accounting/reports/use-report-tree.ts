import { type ReportRow, reportGroupKey } from '@backoffice/shared/accounting/report-tree';
import { type KeyboardEvent, useRef, useState } from 'react';
import { onTreeKeyDown } from '../books/tree-keys.ts';

/**
 * A report table's tree: which groups are open (primary groups open at first), which row has the
 * focus, and the keys the chart of accounts answers: Up and Down move, Right opens a group (or moves
 * into an open one), Left closes it (or moves to the group above), Enter opens a group or a ledger.
 */
export const useReportTree = (openLedger: (ledgerId: number) => void) => {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const rowRefs = useRef(new Map<string, HTMLTableRowElement>());

  /** A primary group starts open, a sub-group closed. */
  const isOpen = (key: string, level: number) => (level === 1 ? !closed.has(key) : opened.has(key));
  const toggle = (key: string, level: number, to?: boolean) => {
    const next = to ?? !isOpen(key, level);
    const change = (set: ReadonlySet<string>, add: boolean) => {
      const copy = new Set(set);
      if (add) copy.add(key);
      else copy.delete(key);
      return copy;
    };
    if (level === 1) setClosed((was) => change(was, !next));
    else setOpened((was) => change(was, next));
  };

  /** The open groups' keys for reportTreeRows, given every group with its level. */
  const openKeys = (groups: readonly { Id: number; ParentId: number | null }[]) => {
    const byId = new Map(groups.map((group) => [group.Id, group]));
    const levelOf = (group: { ParentId: number | null }): number => {
      let level = 1;
      const seen = new Set<number>();
      for (let parent = group.ParentId; parent !== null && !seen.has(parent); level += 1) {
        seen.add(parent);
        parent = byId.get(parent)?.ParentId ?? null;
      }
      return level;
    };
    return new Set(
      groups
        .filter((group) => isOpen(reportGroupKey(group.Id), levelOf(group)))
        .map((g) => reportGroupKey(g.Id)),
    );
  };

  const bind = <G, L extends { Id: number }>(rows: readonly ReportRow<G, L>[]) => {
    const current = rows.find((row) => row.key === focusKey) ?? rows[0];
    const focusRow = (row: ReportRow<G, L> | undefined) => {
      if (!row) return;
      setFocusKey(row.key);
      rowRefs.current.get(row.key)?.focus();
    };
    const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) =>
      onTreeKeyDown(event, rows, current?.key, {
        focus: focusRow,
        toggle: (row, to) => toggle(row.key, row.level, to),
        openLeaf: (row) => {
          if (row.kind === 'ledger') openLedger(row.ledger.Id);
        },
      });
    /** What each row of the table takes. */
    const rowProps = (row: ReportRow<G, L>) => ({
      ref: (element: HTMLTableRowElement | null) => {
        if (element) rowRefs.current.set(row.key, element);
        else rowRefs.current.delete(row.key);
      },
      'aria-level': row.level,
      'aria-expanded': row.kind === 'group' ? row.open : undefined,
      tabIndex: row.key === current?.key ? 0 : -1,
      onFocus: () => setFocusKey(row.key),
    });
    return { onKeyDown, rowProps };
  };

  return { openKeys, toggle, bind };
};
