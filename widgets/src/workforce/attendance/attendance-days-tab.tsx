import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { formatCount } from '@backoffice/shared/format/money.format';
import type { AttendanceSummary } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { useEffect, useState } from 'react';
import { useActionPermission } from '../../sales/common/document-queries.ts';
import { Pagination } from '../../ui/list/pagination.tsx';
import { useRowSelection } from '../../ui/list/use-row-selection.ts';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useShownDates } from '../../ui/shown-dates.ts';
import { AttendanceBulkApprove } from './attendance-bulk-approve.tsx';
import { AttendanceDayFilterBar } from './attendance-day-filter-bar.tsx';
import {
  type AttendanceDayParams,
  type AttendanceSortField,
  activeDayFilters,
  attendanceListCallQuery,
  dayFiltersFromAddress,
} from './attendance-day-filters.ts';
import { AttendanceDayTable } from './attendance-day-table.tsx';
import { useAttendanceList } from './attendance-queries.ts';

const firstParams = (): AttendanceDayParams => ({
  pageNo: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  filters: dayFiltersFromAddress(),
  SortBy: 'AttendanceDate',
  SortType: 'desc',
});

/** The Days tab: filters, the sortable table of days, pages, and approving the selected days. */
export const AttendanceDaysTab = () => {
  const dates = useShownDates();
  const [params, setParams] = useState<AttendanceDayParams>(firstParams);
  const list = useAttendanceList(attendanceListCallQuery(params));
  const canApprove = useActionPermission('Attendance', 'Edit');
  const selection = useRowSelection<AttendanceSummary>();
  const items = list.data?.Items;
  // Selected days follow the list as it is read again (their approval after a bulk run).
  useEffect(() => {
    if (items) selection.refresh(items);
  }, [items, selection.refresh]);
  const change = (next: Partial<AttendanceDayParams>) => setParams({ ...params, pageNo: 1, ...next });
  const sortBy = (field: AttendanceSortField) =>
    change({
      SortBy: field,
      SortType: params.SortBy === field && params.SortType === 'asc' ? 'desc' : 'asc',
    });
  const data = list.data;
  const filtering = activeDayFilters(params.filters) > 0;

  return (
    <>
      <AttendanceDayFilterBar
        filters={params.filters}
        onChange={(filters) => change({ filters })}
        pageSize={params.pageSize}
        onPageSize={(pageSize) => change({ pageSize })}
      />
      <p className="bo-sr-only" role="status">
        {list.isPending ? 'Loading days' : data ? `${formatCount(data.TotalCount)} days found` : ''}
      </p>
      {canApprove ? (
        <AttendanceBulkApprove
          selection={selection}
          nameOf={(day) => `${day.UserName}, ${dates.day(day.AttendanceDate)}`}
        />
      ) : null}
      {list.isPending ? <Loader label="Loading days" /> : null}
      {list.isError ? <QueryProblem query={list} /> : null}
      {data && data.Items.length === 0 ? (
        <p className="bo-empty">
          {filtering
            ? 'No days match your filters'
            : 'No attendance yet. Days appear here when people check in, or the office enters one.'}
        </p>
      ) : null}
      {data && data.Items.length > 0 ? (
        <>
          <AttendanceDayTable
            days={data.Items}
            sortBy={params.SortBy}
            sortType={params.SortType}
            onSort={sortBy}
            selection={canApprove ? selection : undefined}
            busy={list.isPlaceholderData}
          />
          <Pagination
            pageNo={params.pageNo}
            pageSize={params.pageSize}
            totalCount={data.TotalCount}
            onPageChange={(pageNo) => setParams({ ...params, pageNo })}
            label="Attendance pages"
          />
        </>
      ) : null}
    </>
  );
};
