import { useEffect, useState } from 'react';
import { DateInput } from './date-input.tsx';

interface DateTimeInputProps {
  id: string;
  /** 'YYYY-MM-DDTHH:mm' (AD, the company's clock), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  name?: string | undefined;
  required?: boolean | undefined;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}

const partsOf = (value: string) => ({ date: value.slice(0, 10), time: value.slice(11, 16) });

/**
 * A day in the person's calendar and a time beside it, held as 'YYYY-MM-DDTHH:mm' as the native
 * datetime-local input holds it. A day without a time yet holds nothing, so a half-typed moment is
 * never sent as midnight.
 */
export const DateTimeInput = ({ id, value, onChange, name, required, ...aria }: DateTimeInputProps) => {
  const [parts, setParts] = useState(() => partsOf(value));
  useEffect(() => {
    if (value !== '') setParts(partsOf(value));
  }, [value]);

  const change = (next: { date: string; time: string }) => {
    setParts(next);
    const held = next.date !== '' && next.time !== '' ? `${next.date}T${next.time}` : '';
    if (held !== value) onChange(held);
  };

  return (
    <div className="bo-date-time-input">
      <DateInput
        {...aria}
        id={id}
        name={name}
        required={required}
        value={parts.date}
        onChange={(date) => change({ ...parts, date })}
      />
      <input
        type="time"
        className="bo-input"
        aria-label="Time"
        aria-invalid={aria['aria-invalid']}
        required={required}
        value={parts.time}
        onChange={(event) => change({ ...parts, time: event.currentTarget.value })}
      />
    </div>
  );
};
