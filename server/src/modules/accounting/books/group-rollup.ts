import type { LedgerNature } from '@backoffice/shared/entities/accounting/ledger-group.entity';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { natureOf, numberOf, numberOrNull, rowsOf, textOf } from './books-balance.js';
import type { LedgerPeriodSums } from './ledger-period-sums.js';

/** A ledger group of the company's tree. */
export interface LedgerGroupRow {
  id: number;
  name: string;
  parentId: number | null;
  nature: LedgerNature;
  isSystem: boolean;
}

/** Paisa sums of one ledger or group, before they become rupees. */
export interface GroupSums {
  opening: number;
  debit: number;
  credit: number;
}

/** The company's groups in Tally's order: its own system groups as they were made, then the company's by name. */
export const readLedgerGroups = async (db: Database, companyId: number): Promise<LedgerGroupRow[]> =>
  rowsOf(
    await db.execute(sql`
      select id, name, parent_id, nature, is_system from ledger_groups
      where company_id = ${companyId}
      order by is_system desc, case when is_system then id end, lower(name), id`),
  ).map((row) => ({
    id: numberOf(row.id),
    name: textOf(row.name),
    parentId: numberOrNull(row.parent_id),
    nature: natureOf(row.nature),
    isSystem: row.is_system === true,
  }));

/**
 * Each group's sums: every ledger's figures added to its group and every group above it, so a
 * group carries everything under it, sub-groups included (a loop in the tree stops at the first
 * group seen twice).
 */
export const rollUpGroups = (
  groups: readonly LedgerGroupRow[],
  ledgers: readonly Pick<LedgerPeriodSums, 'groupId' | 'opening' | 'debit' | 'credit'>[],
): Map<number, GroupSums> => {
  const parentOf = new Map(groups.map((group) => [group.id, group.parentId]));
  const sums = new Map<number, GroupSums>(
    groups.map((group) => [group.id, { opening: 0, debit: 0, credit: 0 }]),
  );
  for (const ledger of ledgers) {
    const seen = new Set<number>();
    for (let group: number | null = ledger.groupId; group !== null && !seen.has(group); ) {
      seen.add(group);
      const total = sums.get(group);
      if (total) {
        total.opening += ledger.opening;
        total.debit += ledger.debit;
        total.credit += ledger.credit;
      }
      group = parentOf.get(group) ?? null;
    }
  }
  return sums;
};

/** The primary group (the root of the tree) each group stands under, itself for a primary group. */
export const primaryGroups = (groups: readonly LedgerGroupRow[]): Map<number, LedgerGroupRow> => {
  const byId = new Map(groups.map((group) => [group.id, group]));
  const rootOf = (group: LedgerGroupRow): LedgerGroupRow => {
    const seen = new Set<number>();
    let current = group;
    while (current.parentId !== null && !seen.has(current.id)) {
      seen.add(current.id);
      const parent = byId.get(current.parentId);
      if (!parent) break;
      current = parent;
    }
    return current;
  };
  return new Map(groups.map((group) => [group.id, rootOf(group)]));
};

/** The groups that hold any of the given ledgers' groups, at any depth (those groups included). */
export const groupsHolding = (
  groups: readonly LedgerGroupRow[],
  ledgerGroupIds: Iterable<number>,
): Set<number> => {
  const parentOf = new Map(groups.map((group) => [group.id, group.parentId]));
  const holding = new Set<number>();
  for (const start of ledgerGroupIds) {
    for (let group: number | null = start; group !== null && !holding.has(group); ) {
      holding.add(group);
      group = parentOf.get(group) ?? null;
    }
  }
  return holding;
};
