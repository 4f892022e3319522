/**
 * A report's group tree as rows: which groups and ledgers show, at what depth, in Tally's order
 * (sub-groups, then the group's own ledgers). The screens and the exports lay out the trial
 * balance, the profit and loss account and the balance sheet with it.
 */

interface TreeGroup {
  Id: number;
  ParentId: number | null;
}
interface TreeLedger {
  Id: number;
  GroupId: number;
}

export type ReportRow<G, L> =
  | { kind: 'group'; key: string; level: number; parentKey: string | null; group: G; open: boolean }
  | { kind: 'ledger'; key: string; level: number; parentKey: string; ledger: L };

export const reportGroupKey = (id: number) => `g${id}`;
const ledgerKey = (id: number) => `l${id}`;

export interface ReportTreeOptions {
  /** Which groups are open: every one, or those whose keys are in the set. */
  open: 'all' | ReadonlySet<string>;
  /** Whether an open group lists its ledgers or only its sub-groups. */
  showLedgers: boolean;
  /** The groups the tree starts from (the primary groups, those without a parent, when left out). */
  roots?: readonly number[];
}

const byKey = <T>(items: readonly T[], keyOf: (item: T) => number | null) => {
  const map = new Map<number | null, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  return map;
};

/** The rows that show: the roots, and under every open group its sub-groups then its ledgers. */
export const reportTreeRows = <G extends TreeGroup, L extends TreeLedger>(
  groups: readonly G[],
  ledgers: readonly L[],
  options: ReportTreeOptions,
): ReportRow<G, L>[] => {
  const groupsUnder = byKey(groups, (group) => group.ParentId);
  const ledgersUnder = byKey(ledgers, (ledger) => ledger.GroupId);
  const isOpen = (key: string) => options.open === 'all' || options.open.has(key);
  const rows: ReportRow<G, L>[] = [];
  const seen = new Set<number>();
  const add = (group: G, level: number, parentKey: string | null) => {
    if (seen.has(group.Id)) return;
    seen.add(group.Id);
    const key = reportGroupKey(group.Id);
    const open = isOpen(key);
    rows.push({ kind: 'group', key, level, parentKey, group, open });
    if (!open) return;
    for (const child of groupsUnder.get(group.Id) ?? []) add(child, level + 1, key);
    if (!options.showLedgers) return;
    for (const ledger of ledgersUnder.get(group.Id) ?? []) {
      rows.push({ kind: 'ledger', key: ledgerKey(ledger.Id), level: level + 1, parentKey: key, ledger });
    }
  };
  const roots =
    options.roots === undefined
      ? (groupsUnder.get(null) ?? [])
      : groups.filter((group) => options.roots?.includes(group.Id));
  for (const root of roots) add(root, 1, null);
  return rows;
};

/** The groups with no shown parent: where a part of a report (a side, a stage) starts. */
export const topGroups = <G extends TreeGroup>(groups: readonly G[]): G[] => {
  const ids = new Set(groups.map((group) => group.Id));
  return groups.filter((group) => group.ParentId === null || !ids.has(group.ParentId));
};

/** Particulars as an export writes them: two spaces per level below the first. */
export const indented = (level: number, name: string) => `${'  '.repeat(Math.max(0, level - 1))}${name}`;
