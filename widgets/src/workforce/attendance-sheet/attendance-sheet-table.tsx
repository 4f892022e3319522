import { formatCount } from '@backoffice/shared/format/money.format';
import type {
  AttendanceSheet,
  AttendanceSheetRow,
} from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { DAY_STATUS_LABELS, DAY_STATUSES } from '@backoffice/shared/workforce/attendance/attendance-rules';

type Day = AttendanceSheet['Days'][number];
type Totals = AttendanceSheetRow['Totals'];

/** The totals at the row's end: short heads, the words in their title. */
const TOTALS: readonly { key: keyof Totals; head: string; title: string }[] = [
  { key: 'Present', head: 'P', title: 'Present' },
  { key: 'Late', head: 'L', title: 'Late' },
  { key: 'HalfDay', head: 'H', title: 'Half day' },
  { key: 'Absent', head: 'A', title: 'Absent' },
  { key: 'OnLeave', head: 'LV', title: 'On leave' },
  { key: 'Holiday', head: 'HO', title: 'Holiday' },
  { key: 'WeeklyOff', head: 'W', title: 'Weekly off' },
  { key: 'WorkedDays', head: 'Worked', title: 'Days worked (a half day counts half)' },
  { key: 'LateMinutes', head: 'Late min', title: 'Minutes late, on the late days' },
];

const WEEKDAY_LETTER = (weekday: string) => weekday.slice(0, 1).toUpperCase();

/** A day column's shading: a holiday or the weekly day off. */
const dayKind = (day: Day): 'holiday' | 'off' | undefined =>
  day.Holiday !== null ? 'holiday' : day.IsWeeklyOff ? 'off' : undefined;

/** The one-letter codes and their words, as the cells use them. */
export const SheetLegend = () => (
  <ul className="bo-sheet-legend" aria-label="Legend">
    {DAY_STATUSES.filter((status) => DAY_STATUS_LABELS[status].code !== '').map((status) => (
      <li key={status}>
        <span className="bo-sheet-code" data-status={status}>
          {DAY_STATUS_LABELS[status].code}
        </span>{' '}
        {DAY_STATUS_LABELS[status].label}
      </li>
    ))}
    <li>
      <span className="bo-sheet-code bo-sheet-holiday-mark" aria-hidden="true">
        ★
      </span>{' '}
      A holiday (its name on the day's head)
    </li>
  </ul>
);

interface SheetTableProps {
  sheet: AttendanceSheet;
  /** The day of the month of each date, in the person's calendar. */
  dayNumbers: ReadonlyMap<string, number>;
  /** 'Monday, Mangsir 1, 2083': a day as the head's title reads it. */
  spoken: (date: string) => string;
}

/**
 * People down, days across: the name stays in view while the days scroll sideways; the head gives
 * each day's number, weekday letter and a mark on a holiday; holidays and weekly days off are
 * shaded; the totals close each row.
 */
export const AttendanceSheetTable = ({ sheet, dayNumbers, spoken }: SheetTableProps) => (
  // A month is wider than a phone: the region scrolls sideways, so a keyboard must reach it.
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe)
  <section className="bo-table-wrap bo-sheet-wrap" aria-label="Sheet, scrolls sideways" tabIndex={0}>
    <table className="bo-table bo-sheet-table" aria-label="Attendance sheet">
      <thead>
        <tr>
          <th scope="col" className="bo-sheet-name">
            Name
          </th>
          {sheet.Days.map((day) => (
            <th
              key={day.Date}
              scope="col"
              className="bo-sheet-day"
              data-kind={dayKind(day)}
              title={day.Holiday ? `${spoken(day.Date)}: ${day.Holiday}` : spoken(day.Date)}
            >
              <span className="bo-sheet-day-number">{dayNumbers.get(day.Date) ?? day.Date.slice(8)}</span>
              <span className="bo-sheet-weekday" aria-hidden="true">
                {WEEKDAY_LETTER(day.Weekday)}
              </span>
              {day.Holiday ? (
                <>
                  <span className="bo-sheet-holiday-mark" aria-hidden="true">
                    ★
                  </span>
                  <span className="bo-sr-only">Holiday: {day.Holiday}</span>
                </>
              ) : null}
            </th>
          ))}
          {TOTALS.map((total) => (
            <th key={total.key} scope="col" className="bo-sheet-total" title={total.title}>
              {total.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sheet.Items.map((row) => (
          <tr key={row.UserId}>
            <th scope="row" className="bo-sheet-name">
              {row.UserName}
            </th>
            {row.Days.map((status, index) => {
              const day = sheet.Days[index];
              return (
                <td
                  key={day?.Date ?? index}
                  className="bo-sheet-cell"
                  data-kind={day ? dayKind(day) : undefined}
                  data-status={status}
                  title={DAY_STATUS_LABELS[status].label}
                >
                  {DAY_STATUS_LABELS[status].code}
                </td>
              );
            })}
            {TOTALS.map((total) => (
              <td key={total.key} className="bo-sheet-total bo-cell-number">
                {formatCount(row.Totals[total.key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </section>
);
