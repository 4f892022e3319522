import type { ReactNode } from 'react';

/** Two calendar days, YYYY-MM-DD or '' each. */
export interface DateRange {
  fromDate: string;
  toDate: string;
}

interface DateRangeFieldsProps {
  /** 'Order date', 'Period' */
  legend: string;
  range: DateRange;
  onChange: (range: DateRange) => void;
  /** Marks both days invalid (a range that runs backwards). */
  invalid?: boolean;
  /** What describes both days: the id of the range's message. */
  inputsDescribedBy?: string | undefined;
  /** What describes the range as a whole. */
  describedBy?: string | undefined;
  /** Gives the days the names fromDate and toDate. */
  named?: boolean;
  /** After the two days: the range's message. */
  children?: ReactNode;
}

/** From and To, each day kept on its side of the other (the browser's own min and max). */
export const DateRangeFields = ({
  legend,
  range,
  onChange,
  invalid = false,
  inputsDescribedBy,
  describedBy,
  named = false,
  children,
}: DateRangeFieldsProps) => {
  const day = { type: 'date', className: 'bo-input', 'aria-invalid': invalid || undefined };
  return (
    <fieldset className="bo-date-range" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <label className="bo-date-range-part">
        <span>From</span>
        <input
          {...day}
          name={named ? 'fromDate' : undefined}
          value={range.fromDate}
          max={range.toDate || undefined}
          aria-describedby={inputsDescribedBy}
          onChange={(event) => onChange({ ...range, fromDate: event.currentTarget.value })}
        />
      </label>
      <label className="bo-date-range-part">
        <span>To</span>
        <input
          {...day}
          name={named ? 'toDate' : undefined}
          value={range.toDate}
          min={range.fromDate || undefined}
          aria-describedby={inputsDescribedBy}
          onChange={(event) => onChange({ ...range, toDate: event.currentTarget.value })}
        />
      </label>
      {children}
    </fieldset>
  );
};
