import { useCallback, useMemo, useState } from 'react';
import type { Coverage } from '../fields/mixed-checkbox.tsx';

interface Identified {
  Id: number;
}

export interface RowSelection<T extends Identified> {
  /** The selected records by id, as last listed: a selection may span pages. */
  selected: ReadonlyMap<number, T>;
  isSelected: (id: number) => boolean;
  toggle: (record: T) => void;
  /** How much of a page is selected, for its header check box. */
  coverageOf: (records: readonly T[]) => Coverage;
  /** Selects the whole page, or clears it when it is all selected already. */
  togglePage: (records: readonly T[]) => void;
  /** Keeps the selected records as the list now shows them (their state after an action). */
  refresh: (records: readonly T[]) => void;
  drop: (ids: readonly number[]) => void;
  clear: () => void;
}

/** Rows chosen to act on together: kept by id across pages, searches and refreshes. */
export const useRowSelection = <T extends Identified>(): RowSelection<T> => {
  const [selected, setSelected] = useState<ReadonlyMap<number, T>>(() => new Map());
  const change = useCallback(
    (update: (next: Map<number, T>) => void) =>
      setSelected((current) => {
        const next = new Map(current);
        update(next);
        return next;
      }),
    [],
  );
  // Stable, and a no-op when no listed record is selected, so a list's effect may call it freely.
  const refresh = useCallback(
    (records: readonly T[]) =>
      setSelected((current) => {
        if (!records.some((record) => current.has(record.Id))) return current;
        const next = new Map(current);
        for (const record of records) if (next.has(record.Id)) next.set(record.Id, record);
        return next;
      }),
    [],
  );
  return useMemo(() => {
    const coverageOf = (records: readonly T[]): Coverage => {
      const count = records.filter((record) => selected.has(record.Id)).length;
      return count === 0 ? 'none' : count === records.length ? 'all' : 'some';
    };
    return {
      selected,
      isSelected: (id) => selected.has(id),
      toggle: (record) =>
        change((next) => {
          if (!next.delete(record.Id)) next.set(record.Id, record);
        }),
      coverageOf,
      togglePage: (records) => {
        const all = coverageOf(records) === 'all';
        change((next) => {
          for (const record of records) {
            if (all) next.delete(record.Id);
            else next.set(record.Id, record);
          }
        });
      },
      refresh,
      drop: (ids) =>
        change((next) => {
          for (const id of ids) next.delete(id);
        }),
      clear: () => setSelected(new Map()),
    };
  }, [selected, change, refresh]);
};
