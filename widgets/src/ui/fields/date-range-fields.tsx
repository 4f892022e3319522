import { type ReactNode, useId } from 'react';
import { DateInput } from './date-input.tsx';

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

/** From and To, each day kept on its side of the other, typed or picked in the person's calendar. */
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
  const id = useId();
  const day = { 'aria-invalid': invalid || undefined, 'aria-describedby': inputsDescribedBy };
  return (
    <fieldset className="bo-date-range" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <div className="bo-date-range-part">
        <label htmlFor={`${id}-from`}>From</label>
        <DateInput
          {...day}
          id={`${id}-from`}
          name={named ? 'fromDate' : undefined}
          value={range.fromDate}
          pickUntil={range.toDate || undefined}
          onChange={(fromDate) => onChange({ ...range, fromDate })}
        />
      </div>
      <div className="bo-date-range-part">
        <label htmlFor={`${id}-to`}>To</label>
        <DateInput
          {...day}
          id={`${id}-to`}
          name={named ? 'toDate' : undefined}
          value={range.toDate}
          pickFrom={range.fromDate || undefined}
          onChange={(toDate) => onChange({ ...range, toDate })}
        />
      </div>
      {children}
    </fieldset>
  );
};
