import type { AttendanceSummary } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { AppLink } from '../../core/navigation.tsx';
import { MixedCheckbox } from '../../ui/fields/mixed-checkbox.tsx';
import { type SortableColumn, SortableColumnHeads } from '../../ui/list/sortable-column-heads.tsx';
import type { RowSelection } from '../../ui/list/use-row-selection.ts';
import { useShownDates } from '../../ui/shown-dates.ts';
import { ApprovalBadge, DayStatusBadge, FlagBadges } from './attendance-badges.tsx';
import type { AttendanceSortField } from './attendance-day-filters.ts';
import { placeText } from './attendance-format.ts';
import { attendancePath } from './attendance-queries.ts';

const COLUMNS: SortableColumn<AttendanceSortField>[] = [
  { label: 'Date', sort: 'AttendanceDate' },
  { label: 'Person', sort: 'UserName' },
  { label: 'Check-in', sort: 'CheckInAt' },
  { label: 'Check-out', sort: 'CheckOutAt' },
  { label: 'Place' },
  { label: 'Day' },
  { label: 'Flags' },
  { label: 'Approval', sort: 'Status' },
];

interface AttendanceDayTableProps {
  days: readonly AttendanceSummary[];
  sortBy: AttendanceSortField;
  sortType: 'asc' | 'desc';
  onSort: (field: AttendanceSortField) => void;
  /** Rows to approve together; none for someone who may not approve. */
  selection?: RowSelection<AttendanceSummary> | undefined;
  busy: boolean;
}

/** The days, one a row: a date opens the day; with approval rights, each row can be selected. */
export const AttendanceDayTable = ({
  days,
  sortBy,
  sortType,
  onSort,
  selection,
  busy,
}: AttendanceDayTableProps) => {
  const dates = useShownDates();
  return (
    <div className="bo-table-wrap" aria-busy={busy}>
      <table className="bo-table bo-order-table bo-attendance-table">
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className="bo-select-cell">
                <MixedCheckbox
                  coverage={selection.coverageOf(days)}
                  aria-label="Select every day on this page"
                  onChange={() => selection.togglePage(days)}
                />
              </th>
            ) : null}
            <SortableColumnHeads columns={COLUMNS} sortBy={sortBy} sortType={sortType} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.Id} data-selected={selection?.isSelected(day.Id) ? true : undefined}>
              {selection ? (
                <td className="bo-select-cell">
                  <input
                    type="checkbox"
                    aria-label={`Select ${day.UserName} on ${dates.day(day.AttendanceDate)}`}
                    checked={selection.isSelected(day.Id)}
                    onChange={() => selection.toggle(day)}
                  />
                </td>
              ) : null}
              <td className="bo-cell-nowrap">
                <AppLink href={attendancePath(day.Id)} className="bo-order-no">
                  {dates.day(day.AttendanceDate)}
                </AppLink>
              </td>
              <td>{day.UserName}</td>
              <td className="bo-cell-nowrap">{dates.time(day.CheckInAt)}</td>
              <td className="bo-cell-nowrap">
                {day.CheckOutAt ? dates.time(day.CheckOutAt) : <span className="bo-muted">—</span>}
              </td>
              <td>{placeText(day)}</td>
              <td>
                <DayStatusBadge status={day.DayStatus} lateMinutes={day.LateMinutes} />
              </td>
              <td>
                <FlagBadges flags={day.Flags} />
              </td>
              <td>
                <ApprovalBadge status={day.Status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
