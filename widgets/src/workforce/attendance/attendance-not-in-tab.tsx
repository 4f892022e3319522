import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { LEAVE } from '@backoffice/shared/entities/sales/leave.entity';
import type { UnattendanceRow } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { useId, useState } from 'react';
import { companyToday } from '../../core/company-time.ts';
import { AppLink } from '../../core/navigation.tsx';
import { SalesFilterToolbar } from '../../sales/common/sales-filter-toolbar.tsx';
import { SalesListResults } from '../../sales/common/sales-list-results.tsx';
import { DateInput } from '../../ui/fields/date-input.tsx';
import { dayStatusTone, notInText } from './attendance-format.ts';
import { useUnattendance } from './attendance-queries.ts';

const NOUNS = {
  one: 'person not in',
  many: 'people not in',
  loading: 'Loading people not in',
  pages: 'Pages of people not in',
};

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
      <SalesListResults
        list={list}
        nouns={NOUNS}
        searching={query.trim() !== ''}
        emptyText="Everyone expected at work that day has checked in."
        tableClassName="bo-attendance-table"
        pageNo={pageNo}
        onPageChange={setPageNo}
        columns={['Person', 'Why not in']}
        cells={(row) => (
          <>
            <td>{row.UserName}</td>
            <td>
              <Reason row={row} />
            </td>
          </>
        )}
      />
    </>
  );
};
