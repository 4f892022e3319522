import {
  BS_MONTH_NAMES,
  bsMonthLength,
  bsToAd,
  type CalendarMode,
} from '@backoffice/shared/calendar/bs-calendar';
import { AD_MONTH_NAMES, monthOfDay } from '@backoffice/shared/calendar/calendar-entry';
import { DEFAULT_FISCAL_YEAR_START_MONTH, fiscalYearLabel } from '@backoffice/shared/calendar/fiscal-year';
import { companyToday } from '../../core/company-time.ts';

export interface BsMonth {
  year: number;
  month: number;
}

const START = DEFAULT_FISCAL_YEAR_START_MONTH;
/** How many fiscal years back the picker offers. */
const YEARS_BACK = 5;

/** The BS year a fiscal year starting in Shrawan of `year` holds month `month` in. */
const yearOfMonth = (fiscalYear: number, month: number) => (month >= START ? fiscalYear : fiscalYear + 1);
const fiscalYearOf = ({ year, month }: BsMonth) => (month >= START ? year : year - 1);

/** Shrawan to Asar: the fiscal year's months in order. */
const FISCAL_MONTHS = Array.from({ length: 12 }, (_unused, index) => ((START - 1 + index) % 12) + 1);

const shortAd = (month: number) => AD_MONTH_NAMES[month - 1]?.slice(0, 3) ?? '';

/**
 * A BS month as the person's calendar names it: 'Shrawan 2083' in BS, and in AD the AD months it
 * spans, 'Jul–Aug 2026' (a BS month starts mid-way through an AD month).
 */
export const monthLabel = ({ year, month }: BsMonth, mode: CalendarMode): string => {
  if (mode === 'BS') return `${BS_MONTH_NAMES[month - 1]} ${year}`;
  const first = bsToAd({ year, month, day: 1 });
  const last = bsToAd({ year, month, day: bsMonthLength(year, month) });
  return first.year === last.year
    ? `${shortAd(first.month)}–${shortAd(last.month)} ${last.year}`
    : `${shortAd(first.month)} ${first.year}–${shortAd(last.month)} ${last.year}`;
};

/** The company's current BS month, by its clock. */
export const currentBsMonth = (): BsMonth => monthOfDay(companyToday(), 'BS') ?? { year: 2083, month: START };

interface VatMonthPickerProps {
  id: string;
  value: BsMonth;
  mode: CalendarMode;
  onChange: (month: BsMonth) => void;
}

/** A fiscal year and one of its months, Shrawan first; named in the person's calendar. */
export const VatMonthPicker = ({ id, value, mode, onChange }: VatMonthPickerProps) => {
  const shownYear = fiscalYearOf(value);
  const latest = Math.max(fiscalYearOf(currentBsMonth()), shownYear);
  const years = Array.from({ length: YEARS_BACK + 1 }, (_unused, index) => latest - index);
  if (!years.includes(shownYear)) years.push(shownYear);
  return (
    <>
      <div className="bo-field bo-filter">
        <label htmlFor={`${id}-fiscal-year`}>Fiscal year</label>
        <select
          id={`${id}-fiscal-year`}
          className="bo-input"
          value={shownYear}
          onChange={(event) =>
            onChange({
              year: yearOfMonth(Number(event.currentTarget.value), value.month),
              month: value.month,
            })
          }
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {fiscalYearLabel(year)}
            </option>
          ))}
        </select>
      </div>
      <div className="bo-field bo-filter">
        <label htmlFor={`${id}-month`}>Month</label>
        <select
          id={`${id}-month`}
          className="bo-input"
          value={value.month}
          onChange={(event) => {
            const month = Number(event.currentTarget.value);
            onChange({ year: yearOfMonth(shownYear, month), month });
          }}
        >
          {FISCAL_MONTHS.map((month) => (
            <option key={month} value={month}>
              {monthLabel({ year: yearOfMonth(shownYear, month), month }, mode)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
};
