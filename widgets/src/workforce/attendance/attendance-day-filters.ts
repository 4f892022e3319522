/** The Days tab's filters as the screen holds them, and the list query they become. */
import type {
  ATTENDANCE_SORT_FIELDS,
  AttendanceListQuery,
} from '@backoffice/shared/workforce/attendance/attendance-inputs.schema';
import { NO_REFERENCE, type ReferenceValue } from '../../entities/form/reference-select.tsx';
import { addressFilters, isoDay, oneOf } from '../../ui/list/address-filters.ts';

export type AttendanceSortField = (typeof ATTENDANCE_SORT_FIELDS)[number];
export type ApprovalFilter = '' | 'pending' | 'approved';

export interface AttendanceDayFilters {
  fromDate: string;
  toDate: string;
  person: ReferenceValue;
  status: ApprovalFilter;
  flagged: boolean;
  query: string;
}

export interface AttendanceDayParams {
  pageNo: number;
  pageSize: number;
  filters: AttendanceDayFilters;
  SortBy: AttendanceSortField;
  SortType: 'asc' | 'desc';
}

export const NO_DAY_FILTERS: AttendanceDayFilters = {
  fromDate: '',
  toDate: '',
  person: NO_REFERENCE,
  status: '',
  flagged: false,
  query: '',
};

/** The filters a link asks for (`?flagged=true&fromDate=…`, as the dashboard's figures link to them). */
export const dayFiltersFromAddress = (): AttendanceDayFilters => {
  const asked = addressFilters<{ fromDate: string; toDate: string; status: ApprovalFilter; flagged: 'true' }>(
    {
      fromDate: isoDay,
      toDate: isoDay,
      status: oneOf(['pending', 'approved'] as const),
      flagged: oneOf(['true'] as const),
    },
  );
  return {
    ...NO_DAY_FILTERS,
    fromDate: asked.fromDate ?? '',
    toDate: asked.toDate ?? '',
    status: asked.status ?? '',
    flagged: asked.flagged === 'true',
  };
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** How many filters narrow the list, for the phone's "Filters (n)". */
export const activeDayFilters = (filters: AttendanceDayFilters): number =>
  [
    filters.fromDate,
    filters.toDate,
    filters.person.id,
    filters.status,
    filters.flagged,
    filters.query.trim(),
  ].filter(Boolean).length;

/** GET /attendance/list's query: blanks left out, a half-typed day narrows nothing. */
export const attendanceListCallQuery = ({
  pageNo,
  pageSize,
  filters,
  SortBy,
  SortType,
}: AttendanceDayParams): AttendanceListQuery => ({
  pageNo,
  pageSize,
  query: filters.query.trim() || undefined,
  fromDate: DAY.test(filters.fromDate) ? filters.fromDate : undefined,
  toDate: DAY.test(filters.toDate) ? filters.toDate : undefined,
  userId: filters.person.id === '' ? undefined : Number(filters.person.id),
  status: filters.status === '' ? undefined : filters.status,
  flagged: filters.flagged ? true : undefined,
  SortBy,
  SortType,
});
