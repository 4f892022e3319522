import type { EntityDeclaration, FieldKind } from '@backoffice/shared/entities/entity-declaration';
import { sortableFields } from '@backoffice/shared/entities/entity-declaration';
import { useStore } from '@nanostores/react';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
import { AppLink, useNavigate } from '../../core/navigation.tsx';
import { $calendarMode } from '../../core/preferences.store.ts';
import { MixedCheckbox } from '../../ui/fields/mixed-checkbox.tsx';
import type { RowSelection } from '../../ui/list/use-row-selection.ts';
import { formatRecordField, recordName } from '../entity-format.ts';
import type { EntityRecord, SortType } from '../entity-record.types.ts';

/** Column widths by kind: fixed, so columns keep their place while rows scroll in and out. */
const COLUMN_WIDTHS: Record<FieldKind, number> = {
  text: 200,
  longText: 280,
  email: 230,
  phone: 165,
  url: 230,
  origin: 230,
  path: 200,
  password: 120,
  integer: 110,
  money: 140,
  decimal: 130,
  boolean: 90,
  date: 130,
  datetime: 190,
  enum: 140,
  reference: 190,
  file: 190,
};
const ROW_HEIGHT = 45;
const CHECK_WIDTH = 44;
const NUMERIC: ReadonlySet<FieldKind> = new Set(['money', 'integer', 'decimal']);

export interface EntityTableProps {
  entity: EntityDeclaration;
  items: EntityRecord[];
  sortBy: string;
  sortType: SortType;
  onSort: (field: string) => void;
  /** The rows on screen are an old page while the next loads. */
  busy: boolean;
  /** Changes when another page or filter is shown: the table scrolls back to its first row. */
  resetKey: string;
  /** Rows chosen to act on together: a check box column first, when the list offers it. */
  selection?: RowSelection<EntityRecord> | undefined;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The list's rows in a real <table>, virtualised: only the rows in view (and a few around them)
 * are in the page, with spacer rows above and below, so 5,000 rows scroll smoothly. The header
 * sticks to the top of the box, which also scrolls sideways on a narrow screen.
 */
export const EntityTable = ({
  entity,
  items,
  sortBy,
  sortType,
  onSort,
  busy,
  resetKey,
  selection,
}: EntityTableProps) => {
  const calendarMode = useStore($calendarMode);
  const navigate = useNavigate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const sortable = useMemo(() => new Set(sortableFields(entity)), [entity]);

  const columns = useMemo<ColumnDef<EntityRecord>[]>(
    () =>
      entity.list.columns.map((name, index) => ({
        id: name,
        header: entity.fields[name]?.label ?? name,
        accessorFn: (record) => record[name],
        cell: ({ row }) => {
          const text = formatRecordField(entity, row.original, name, calendarMode);
          // The first column opens the record: a real link, for the keyboard and for new tabs.
          if (index === 0) {
            return (
              <AppLink href={`${entity.route}/${row.original.Id}`}>{text || `#${row.original.Id}`}</AppLink>
            );
          }
          if (!text) return <span className="bo-muted">—</span>;
          if (name === entity.state?.field) {
            return (
              <span className="bo-state" data-state={String(row.original[name])}>
                {text}
              </span>
            );
          }
          return text;
        },
      })),
    [entity, calendarMode],
  );

  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (record) => String(record.Id),
    // The server sorts: the table only shows which column it sorted by.
    manualSorting: true,
  });
  const rows = table.getRowModel().rows;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the shown page changes
  useEffect(() => {
    virtualizer.scrollToOffset(0);
  }, [resetKey]);

  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0);
  const widths = entity.list.columns.map((name) => COLUMN_WIDTHS[entity.fields[name]?.kind ?? 'text']);
  const minWidth = widths.reduce((sum, width) => sum + width, selection ? CHECK_WIDTH : 0);
  const columnCount = columns.length + (selection ? 1 : 0);

  const openRow = (event: MouseEvent<HTMLTableRowElement>, record: EntityRecord) => {
    // The link in the row (or a selection of its text) does its own thing.
    if (event.target instanceof Element && event.target.closest('a, button, input, .bo-select-cell')) return;
    if (window.getSelection()?.toString()) return;
    navigate(`${entity.route}/${record.Id}`);
  };

  return (
    <div ref={scrollRef} className="bo-entity-table-scroll" aria-busy={busy}>
      <table className="bo-table bo-entity-table" style={{ minWidth }} aria-rowcount={rows.length + 1}>
        <caption className="bo-sr-only">{entity.title}</caption>
        <colgroup>
          {selection ? <col style={{ width: CHECK_WIDTH }} /> : null}
          {widths.map((width, index) => (
            <col key={entity.list.columns[index]} style={{ width }} />
          ))}
        </colgroup>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {selection ? (
                <th scope="col" className="bo-select-cell">
                  <MixedCheckbox
                    coverage={selection.coverageOf(items)}
                    aria-label={`Select every ${entity.singular.toLowerCase()} on this page`}
                    onChange={() => selection.togglePage(items)}
                  />
                </th>
              ) : null}
              {group.headers.map((header) => {
                const name = header.column.id;
                const active = sortBy.toLowerCase() === name.toLowerCase();
                const kind = entity.fields[name]?.kind ?? 'text';
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={active ? ARIA_SORT[sortType] : undefined}
                    className={NUMERIC.has(kind) ? 'bo-cell-number' : undefined}
                  >
                    {sortable.has(name) ? (
                      <button type="button" className="bo-sort-btn" onClick={() => onSort(name)}>
                        {label}
                        {active && sortType === 'asc' ? <ArrowUp size={14} aria-hidden="true" /> : null}
                        {active && sortType === 'desc' ? <ArrowDown size={14} aria-hidden="true" /> : null}
                        {active ? null : (
                          <ArrowUpDown size={14} aria-hidden="true" className="bo-sort-idle" />
                        )}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {paddingTop > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds nothing focusable; screen readers skip it
            <tr aria-hidden="true" className="bo-spacer-row">
              <td colSpan={columnCount} style={{ height: paddingTop }} />
            </tr>
          ) : null}
          {virtualRows.map((virtualRow) => {
            const row = rows[virtualRow.index];
            if (!row) return null;
            return (
              <tr
                key={row.id}
                data-index={virtualRow.index}
                ref={virtualizer.measureElement}
                aria-rowindex={virtualRow.index + 2}
                className="bo-entity-row"
                onClick={(event) => openRow(event, row.original)}
                data-selected={selection?.isSelected(row.original.Id) ? true : undefined}
              >
                {selection ? (
                  <td className="bo-select-cell">
                    <input
                      type="checkbox"
                      aria-label={`Select ${recordName(entity, row.original, calendarMode)}`}
                      checked={selection.isSelected(row.original.Id)}
                      onChange={() => selection.toggle(row.original)}
                    />
                  </td>
                ) : null}
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={
                      NUMERIC.has(entity.fields[cell.column.id]?.kind ?? 'text')
                        ? 'bo-cell-number'
                        : undefined
                    }
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            );
          })}
          {paddingBottom > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds nothing focusable; screen readers skip it
            <tr aria-hidden="true" className="bo-spacer-row">
              <td colSpan={columnCount} style={{ height: paddingBottom }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
};
