import { formatCount } from '@backoffice/shared/format/money.format';
import type { ReactNode } from 'react';

export interface ActivityColumn<T> {
  label: string;
  /** Right-aligned, as amounts are. */
  numeric?: boolean;
  cell: (row: T) => ReactNode;
}

interface ActivityListProps<T extends { Id: number }> {
  /** 'Visits': the heading (with the count) and the table's name. */
  title: string;
  rows: readonly T[];
  columns: readonly ActivityColumn<T>[];
}

/** One of the day's lists (visits, orders, collections): its count, then a table or "none that day". */
export const ActivityList = <T extends { Id: number }>({ title, rows, columns }: ActivityListProps<T>) => (
  <>
    <h3>
      {title} ({formatCount(rows.length)})
    </h3>
    {rows.length === 0 ? (
      <p className="bo-muted">No {title.toLowerCase()} that day.</p>
    ) : (
      <div className="bo-table-wrap">
        <table className="bo-table" aria-label={title}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={column.numeric ? 'bo-cell-number' : undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.Id}>
                {columns.map((column) => (
                  <td key={column.label} className={column.numeric ? 'bo-cell-number' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    )}
  </>
);
