import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { LEAVE } from '@backoffice/shared/entities/sales/leave.entity';
import { formatCount } from '@backoffice/shared/format/money.format';
import type { UnattendanceRow } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { useId, useState } from 'react';
import { companyToday } from '../../core/company-time.ts';
import { AppLink } from '../../core/navigation.tsx';
import { SalesFilterToolbar } from '../../sales/common/sales-filter-toolbar.tsx';
import { DateInput } from '../../ui/fields/date-input.tsx';
import { Pagination } from '../../ui/list/pagination.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { dayStatusTone, notInText } from './attendance-format.ts';
import { useUnattendance } from './attendance-queries.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why the person is not in: a badge, and for a leave a link to it. */
const Reason = ({ row }: { row: UnattendanceRow }) => {
  const badge = (
    <span className="bo-state" data-state={dayStatusTone(row.DayStatus)}>
      {notInText(row.DayStatus)}
    </span>
  );
  if (row.DayStatus !== 'onLeave' || row.LeaveId === null) return badge;
  return (
    <>
      {badge} <AppLink href={`${LEAVE.route}/${row.LeaveId}`}>See the leave</AppLink>
    </>
  );
};

/** The Not in tab: the people expected at work on a day (today unless picked) who did not check in. */
export const AttendanceNotInTab = () => {
  const id = useId();
  const [date, setDate] = useState(companyToday);
  const [query, setQuery] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const list = useUnattendance({
    pageNo,
    pageSize: DEFAULT_PAGE_SIZE,
    query: query.trim() || undefined,
    date: DAY.test(date) ? date : undefined,
  });
  const data = list.data;

  return (
    <>
      <SalesFilterToolbar
        searchLabel="Search people not in"
        searchPlaceholder="Person's name"
        query={query}
        onSearch={(next) => {
          setQuery(next);
          setPageNo(1);
        }}
        active={query.trim() ? 1 : 0}
      >
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-date`}>Day</label>
          <DateInput
            id={`${id}-date`}
            value={date}
            onChange={(next) => {
              setDate(next);
              setPageNo(1);
            }}
          />
        </div>
      </SalesFilterToolbar>
      <p className="bo-sr-only" role="status">
        {list.isPending
          ? 'Loading people not in'
          : data
            ? `${formatCount(data.TotalCount)} people not in`
            : ''}
      </p>
      {list.isPending ? <Loader label="Loading people not in" /> : null}
      {list.isError ? <QueryProblem query={list} /> : null}
      {data && data.Items.length === 0 ? (
        <p className="bo-empty">Everyone expected at work that day has checked in.</p>
      ) : null}
      {data && data.Items.length > 0 ? (
        <>
          <div className="bo-table-wrap" aria-busy={list.isPlaceholderData}>
            <table className="bo-table bo-attendance-table">
              <thead>
                <tr>
                  <th scope="col">Person</th>
                  <th scope="col">Why not in</th>
                </tr>
              </thead>
              <tbody>
                {data.Items.map((row) => (
                  <tr key={row.UserId}>
                    <td>{row.UserName}</td>
                    <td>
                      <Reason row={row} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            pageNo={pageNo}
            pageSize={DEFAULT_PAGE_SIZE}
            totalCount={data.TotalCount}
            onPageChange={setPageNo}
            label="Pages of people not in"
          />
        </>
      ) : null}
    </>
  );
};
