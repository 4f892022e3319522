import { useId } from 'react';
import { MixedCheckbox, type MixedCheckboxProps } from '../ui/fields/mixed-checkbox.tsx';
import {
  type Coverage,
  columnCoverage,
  flagsAt,
  type Grants,
  PERMISSION_COLUMNS,
  type PermissionFlag,
  type PermissionModule,
  rowCoverage,
  rowKey,
} from './permission-matrix.ts';

interface CoverageBoxProps extends Omit<MixedCheckboxProps, 'coverage'> {
  id: string;
  coverage: Coverage;
}

/** A row's or column's "all" toggle. */
const CoverageBox = (props: CoverageBoxProps) => <MixedCheckbox {...props} />;

interface PermissionMatrixTableProps {
  /** The modules of one channel (web or mobile app), each with its pages' rows. */
  modules: readonly PermissionModule[];
  grants: Grants;
  /** Rows that differ from what is saved, by rowKey. */
  changed: ReadonlySet<string>;
  disabled: boolean;
  /** For the table's caption: 'Web' or 'Mobile app'. */
  channelLabel: string;
  onFlag: (key: string, flag: PermissionFlag, on: boolean) => void;
  onRow: (key: string, on: boolean) => void;
  onColumn: (keys: readonly string[], flag: PermissionFlag, on: boolean) => void;
}

/**
 * Pages down, actions across, grouped by module. Every box is a real check box named like
 * "Notices: Edit", so the keyboard and screen readers get the grid for free; each cell is its box's
 * label, which gives a finger the whole cell to hit.
 */
export const PermissionMatrixTable = ({
  modules,
  grants,
  changed,
  disabled,
  channelLabel,
  onFlag,
  onRow,
  onColumn,
}: PermissionMatrixTableProps) => {
  const id = useId();
  const keys = modules.flatMap((module) => module.Permissions.map(rowKey));
  // The "all" boxes are components, so their labels point at them by id.
  const allId = (part: string) => `${id}-all-${part.replace(':', '-')}`;
  return (
    <div className="bo-perm-scroll">
      <table className="bo-perm-table">
        <caption className="bo-sr-only">{channelLabel} permissions by page</caption>
        <thead>
          <tr>
            <th scope="col" className="bo-perm-page bo-perm-corner">
              Page
            </th>
            {PERMISSION_COLUMNS.map(({ flag, label }) => (
              <th key={flag} scope="col">
                <label className="bo-perm-head" htmlFor={allId(flag)}>
                  <span>{label}</span>
                  <CoverageBox
                    id={allId(flag)}
                    aria-label={`${label}: all pages`}
                    coverage={columnCoverage(grants, keys, flag)}
                    disabled={disabled}
                    onChange={(event) => onColumn(keys, flag, event.currentTarget.checked)}
                  />
                </label>
              </th>
            ))}
            <th scope="col">All</th>
          </tr>
        </thead>
        {modules.map((module) => (
          <tbody key={module.ModuleId}>
            <tr className="bo-perm-module">
              <th scope="rowgroup" className="bo-perm-module-head" colSpan={PERMISSION_COLUMNS.length + 2}>
                <span className="bo-perm-module-label">
                  {module.ModuleName}
                  {module.IsActiveForCompany ? null : (
                    <span className="bo-perm-module-note">
                      {' '}
                      · not active for this company: its pages stay hidden
                    </span>
                  )}
                </span>
              </th>
            </tr>
            {module.Permissions.map((row) => {
              const key = rowKey(row);
              const flags = flagsAt(grants, key);
              const isChanged = changed.has(key);
              return (
                <tr key={key} className={isChanged ? 'bo-perm-row bo-perm-changed' : 'bo-perm-row'}>
                  <th scope="row" className="bo-perm-page">
                    {row.Title}
                    {isChanged ? <span className="bo-sr-only"> (changed)</span> : null}
                  </th>
                  {PERMISSION_COLUMNS.map(({ flag, label }) => (
                    <td key={flag}>
                      <label className="bo-perm-cell">
                        <input
                          type="checkbox"
                          aria-label={`${row.Title}: ${label}`}
                          checked={flags[flag]}
                          disabled={disabled}
                          onChange={(event) => onFlag(key, flag, event.currentTarget.checked)}
                        />
                      </label>
                    </td>
                  ))}
                  <td className="bo-perm-all">
                    <label className="bo-perm-cell" htmlFor={allId(key)}>
                      <CoverageBox
                        id={allId(key)}
                        aria-label={`${row.Title}: all`}
                        coverage={rowCoverage(grants, key)}
                        disabled={disabled}
                        onChange={(event) => onRow(key, event.currentTarget.checked)}
                      />
                    </label>
                  </td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
};
