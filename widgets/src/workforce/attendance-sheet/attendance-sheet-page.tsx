import { spokenDate } from '@backoffice/shared/calendar/calendar-entry';
import { formatCount } from '@backoffice/shared/format/money.format';
import { attendanceContracts } from '@backoffice/shared/workforce/attendance/attendance.contract';
import { useState } from 'react';
import { companyToday } from '../../core/company-time.ts';
import { SalesListHead } from '../../sales/common/sales-list-head.tsx';
import { ExportControl } from '../../ui/export-control.tsx';
import { MonthStepper } from '../../ui/fields/month-stepper.tsx';
import { PageSizeSelect } from '../../ui/list/page-size-select.tsx';
import { Pagination } from '../../ui/list/pagination.tsx';
import { SearchBox } from '../../ui/list/search-box.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { PrintButton } from '../../ui/print-button.tsx';
import { useShownDates } from '../../ui/shown-dates.ts';
import { firstDayOfShifted, sheetMonthOf } from './attendance-sheet-month.ts';
import { useAttendanceSheet } from './attendance-sheet-queries.ts';
import { AttendanceSheetTable, SheetLegend } from './attendance-sheet-table.tsx';

const SHEET_PAGE_SIZE = 100;

/**
 * /workforce/attendance/sheet: a month of everyone's days, people down and days across, a code per
 * day and the totals. The month is the person's calendar's (a BS month in BS mode, an AD month in
 * AD mode), this month until another is picked; the sheet searches, pages, exports and prints. A
 * field user sees only their own row (the server's rule).
 */
export const AttendanceSheetPage = () => {
  const { mode } = useShownDates();
  // A day of the month shown, so switching the calendar keeps the sheet where it was.
  const [anchor, setAnchor] = useState(companyToday);
  const [query, setQuery] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(SHEET_PAGE_SIZE);
  const month = sheetMonthOf(anchor, mode) ?? sheetMonthOf(companyToday(), mode);
  const range = { fromDate: month?.fromDate ?? anchor, toDate: month?.toDate ?? anchor };
  const search = query.trim() || undefined;
  const sheet = useAttendanceSheet({ ...range, query: search, pageNo, pageSize });
  const data = sheet.data;

  const moveMonth = (by: number) => {
    const next = month ? firstDayOfShifted(month.month, by, mode) : null;
    if (next) {
      setAnchor(next);
      setPageNo(1);
    }
  };

  return (
    <div className="bo-page bo-sheet-page">
      <SalesListHead
        title="Attendance Sheet"
        count={
          data ? `${formatCount(data.TotalCount)} ${data.TotalCount === 1 ? 'person' : 'people'}` : undefined
        }
      >
        <div className="bo-button-row bo-no-print">
          <ExportControl
            path={attendanceContracts.sheetExport.path}
            query={{ ...range, query: search }}
            fileName="attendance-sheet"
          />
          <PrintButton />
        </div>
      </SalesListHead>

      <div className="bo-toolbar bo-entity-toolbar bo-no-print">
        <MonthStepper
          title={month?.title ?? ''}
          onMove={moveMonth}
          className="bo-sheet-month"
          titleClassName="bo-sheet-month-title"
        />
        <SearchBox
          label="Search people"
          placeholder="Person's name"
          initial={query}
          onSearch={(next) => {
            setQuery(next);
            setPageNo(1);
          }}
        />
        <PageSizeSelect
          className="bo-field bo-filter"
          value={pageSize}
          onChange={(next) => {
            setPageSize(next);
            setPageNo(1);
          }}
        />
      </div>
      <p className="bo-filter-note bo-sheet-print-head">
        <strong>Attendance sheet</strong> · {month?.title}
      </p>

      <p className="bo-sr-only" role="status">
        {sheet.isPending
          ? 'Loading the attendance sheet'
          : data
            ? `${formatCount(data.TotalCount)} people`
            : ''}
      </p>
      {sheet.isPending ? <Loader label="Loading the attendance sheet" /> : null}
      {sheet.isError ? <QueryProblem query={sheet} /> : null}
      {data && data.Items.length === 0 ? (
        <p className="bo-empty">
          {search
            ? `No one named “${search}” is on the sheet.`
            : `No one to show for ${month?.title ?? 'this month'}.`}
        </p>
      ) : null}
      {data && data.Items.length > 0 ? (
        <>
          <AttendanceSheetTable
            sheet={data}
            dayNumbers={month?.dayNumbers ?? new Map()}
            spoken={(date) => spokenDate(date, mode)}
          />
          <Pagination
            pageNo={data.PageNo}
            pageSize={data.PageSize}
            totalCount={data.TotalCount}
            onPageChange={setPageNo}
            label="Sheet pages"
          />
        </>
      ) : null}
      <SheetLegend />
    </div>
  );
};
