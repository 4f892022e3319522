import { useId } from 'react';
import { useFieldUserType } from '../../core/use-own-profile.ts';
import { ReferenceSelect } from '../../entities/form/reference-select.tsx';
import { SalesFilterToolbar } from '../../sales/common/sales-filter-toolbar.tsx';
import { DateRangeFields } from '../../ui/fields/date-range-fields.tsx';
import { PageSizeSelect } from '../../ui/list/page-size-select.tsx';
import {
  type ApprovalFilter,
  type AttendanceDayFilters,
  activeDayFilters,
} from './attendance-day-filters.ts';

interface AttendanceDayFilterBarProps {
  filters: AttendanceDayFilters;
  onChange: (filters: AttendanceDayFilters) => void;
  pageSize: number;
  onPageSize: (pageSize: number) => void;
}

/**
 * Search by name, the days (in the person's calendar), the person, approval and flagged only. A
 * field user's days are their own: the person filter shows only once the user is known to be office.
 */
export const AttendanceDayFilterBar = ({
  filters,
  onChange,
  pageSize,
  onPageSize,
}: AttendanceDayFilterBarProps) => {
  const id = useId();
  const fieldUser = useFieldUserType();
  return (
    <SalesFilterToolbar
      searchLabel="Search days"
      searchPlaceholder="Person's name"
      query={filters.query}
      onSearch={(query) => onChange({ ...filters, query })}
      active={activeDayFilters(filters)}
    >
      <DateRangeFields
        legend="Attendance date"
        range={{ fromDate: filters.fromDate, toDate: filters.toDate }}
        onChange={(range) => onChange({ ...filters, ...range })}
      />
      {fieldUser === null ? (
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-person`}>Person</label>
          <ReferenceSelect
            id={`${id}-person`}
            label="Person"
            apiPath="user"
            value={filters.person}
            onChange={(person) => onChange({ ...filters, person })}
          />
        </div>
      ) : null}
      <div className="bo-field bo-filter">
        <label htmlFor={`${id}-status`}>Approval</label>
        <select
          id={`${id}-status`}
          className="bo-input"
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.currentTarget.value as ApprovalFilter })}
        >
          <option value="">Any</option>
          <option value="pending">Pending</option>
          <option value="approved">Approved</option>
        </select>
      </div>
      <div className="bo-field bo-filter bo-check-field">
        <label className="bo-check">
          <input
            type="checkbox"
            checked={filters.flagged}
            onChange={(event) => onChange({ ...filters, flagged: event.currentTarget.checked })}
          />
          Flagged only
        </label>
      </div>
      <PageSizeSelect value={pageSize} onChange={onPageSize} className="bo-field bo-filter" />
    </SalesFilterToolbar>
  );
};
