/** The chart of accounts as rows of a tree: which show, at what depth, under what open groups. */

import type { ChartOfAccounts } from '@backoffice/shared/accounting/books.contract';

type ChartGroup = ChartOfAccounts['Groups'][number];
type ChartLedger = ChartOfAccounts['Ledgers'][number];

export type ChartRow =
  | { kind: 'group'; key: string; level: number; parentKey: string | null; group: ChartGroup; open: boolean }
  | { kind: 'ledger'; key: string; level: number; parentKey: string; ledger: ChartLedger };

export const groupKey = (id: number) => `g${id}`;
const ledgerKey = (id: number) => `l${id}`;

const byParent = <T>(items: readonly T[], parentOf: (item: T) => number | null) => {
  const map = new Map<number | null, T[]>();
  for (const item of items) {
    const parent = parentOf(item);
    map.set(parent, [...(map.get(parent) ?? []), item]);
  }
  return map;
};

/**
 * The rows shown: primary groups, and under every open group its sub-groups then its ledgers.
 * While a search is typed, only ledgers whose name holds it show, with every group above them
 * open, so a match is never hidden in a closed group.
 */
export const visibleRows = (
  chart: Pick<ChartOfAccounts, 'Groups' | 'Ledgers'>,
  open: ReadonlySet<string>,
  search: string,
): ChartRow[] => {
  const text = search.trim().toLowerCase();
  const ledgers =
    text === '' ? chart.Ledgers : chart.Ledgers.filter((l) => l.Name.toLowerCase().includes(text));
  const groupsUnder = byParent(chart.Groups, (group) => group.ParentId);
  const ledgersUnder = byParent(ledgers, (ledger) => ledger.GroupId);
  const holdsMatch = (group: ChartGroup): boolean =>
    (ledgersUnder.get(group.Id)?.length ?? 0) > 0 || (groupsUnder.get(group.Id) ?? []).some(holdsMatch);
  const rows: ChartRow[] = [];
  const walk = (parent: ChartGroup | null, level: number) => {
    for (const group of groupsUnder.get(parent?.Id ?? null) ?? []) {
      if (text !== '' && !holdsMatch(group)) continue;
      const key = groupKey(group.Id);
      const isOpen = text !== '' || open.has(key);
      rows.push({
        kind: 'group',
        key,
        level,
        parentKey: parent ? groupKey(parent.Id) : null,
        group,
        open: isOpen,
      });
      if (!isOpen) continue;
      walk(group, level + 1);
      for (const ledger of ledgersUnder.get(group.Id) ?? []) {
        rows.push({ kind: 'ledger', key: ledgerKey(ledger.Id), level: level + 1, parentKey: key, ledger });
      }
    }
  };
  walk(null, 1);
  return rows;
};
