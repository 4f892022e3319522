import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

/** A column head: its words, the field it sorts by (none: not sortable), and whether it holds amounts. */
export interface SortableColumn<Field extends string> {
  label: string;
  sort?: Field;
  numeric?: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

interface SortableColumnHeadsProps<Field extends string> {
  columns: readonly SortableColumn<Field>[];
  sortBy: Field;
  sortType: 'asc' | 'desc';
  /** A sortable head was pressed: the list sorts by its field (the list decides the direction). */
  onSort: (field: Field) => void;
}

/** A hand-written list's column heads: a button per sortable column, the sorted one marked for screen readers. */
export const SortableColumnHeads = <Field extends string>({
  columns,
  sortBy,
  sortType,
  onSort,
}: SortableColumnHeadsProps<Field>) =>
  columns.map((column) => {
    const sorted = column.sort === sortBy;
    const Icon = !sorted ? ArrowUpDown : sortType === 'asc' ? ArrowUp : ArrowDown;
    const field = column.sort;
    return (
      <th
        key={column.label}
        scope="col"
        className={column.numeric ? 'bo-cell-number' : undefined}
        aria-sort={sorted ? ARIA_SORT[sortType] : undefined}
      >
        {field ? (
          <button type="button" className="bo-sort-btn" onClick={() => onSort(field)}>
            {column.label}
            <Icon size={14} aria-hidden="true" className={sorted ? undefined : 'bo-sort-idle'} />
          </button>
        ) : (
          column.label
        )}
      </th>
    );
  });
