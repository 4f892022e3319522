import type { CalendarMode } from '@backoffice/shared/calendar/bs-calendar';
import {
  type CalendarMonth,
  monthOfDay,
  readTypedDate,
  typedDate,
} from '@backoffice/shared/calendar/calendar-entry';
import { useStore } from '@nanostores/react';
import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import { companyToday } from '../../core/company-time.ts';
import { $calendarMode } from '../../core/preferences.store.ts';
import { Strokes } from '../inline-icons.tsx';
import { MonthPicker } from './month-picker.tsx';

export interface DateInputProps {
  id?: string | undefined;
  /** The day as an AD ISO date ('2026-11-27'), or '' for none. */
  value: string;
  /** Told the new day (AD ISO), or '' when the box is emptied or holds text that names no day. */
  onChange: (value: string) => void;
  /** The first and last days that may be chosen, AD ISO: a typed day outside them is refused. */
  min?: string | undefined;
  max?: string | undefined;
  /**
   * Days the grid offers, without refusing a typed one (a From/To pair: the grid keeps each side
   * of the other, and a range typed backwards is the range's own message to give).
   */
  pickFrom?: string | undefined;
  pickUntil?: string | undefined;
  name?: string | undefined;
  /** Said to assistive technology; the form checks it, as every form here does its own checks. */
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  'aria-label'?: string | undefined;
}

const FORMAT_HINT: Record<CalendarMode, string> = {
  AD: 'Year-month-day (AD), e.g. 2026-11-27',
  BS: 'Year-month-day (BS), e.g. 2083-08-11',
};

const CalendarIcon = () => (
  <Strokes size={16}>
    <path d="M8 2v4" />
    <path d="M16 2v4" />
    <rect width="18" height="18" x="3" y="4" rx="2" />
    <path d="M3 10h18" />
  </Strokes>
);

/**
 * The one date input of the portal and the widgets: the day typed or picked in the person's
 * calendar (BS or AD, their choice in the header), held as an AD ISO day. Typing 2083-08-11 in BS
 * mode holds 2026-11-27. The button beside it opens a month grid driven by the keyboard (arrows,
 * Page Up/Down for months, Home/End for the week, Enter to choose, Escape to close). Text that
 * names no day says so under the box and leaves the value empty.
 */
export const DateInput = ({
  id: givenId,
  value,
  onChange,
  min,
  max,
  pickFrom,
  pickUntil,
  name,
  required,
  disabled,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  'aria-label': ariaLabel,
}: DateInputProps) => {
  const mode = useStore($calendarMode);
  const ownId = useId();
  const id = givenId ?? `bo-date-${ownId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [text, setText] = useState(() => typedDate(value, mode));
  const [unreadable, setUnreadable] = useState(false);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A value set from outside (a reset filter) or a new mode shows in the box; the echo of what the
  // box itself sent does not, so what the person is typing stays as typed ('2083-8-1').
  const synced = useRef({ value, mode });
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const before = synced.current;
    if (before.value === value && before.mode === mode) return;
    synced.current = { value, mode };
    if (before.mode === mode && value === sent.current) return;
    setText(typedDate(value, mode));
    setUnreadable(false);
  }, [value, mode]);
  const send = (next: string) => {
    sent.current = next;
    onChange(next);
  };

  const type = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setUnreadable(false);
      if (value !== '') send('');
      return;
    }
    const read = readTypedDate(next, mode);
    const outside = read !== null && ((min && read < min) || (max && read > max));
    setUnreadable(read === null || Boolean(outside));
    const held = read !== null && !outside ? read : '';
    if (held !== value) send(held);
  };

  const pick = (iso: string) => {
    setText(typedDate(iso, mode));
    setUnreadable(false);
    if (iso !== value) send(iso);
    setOpen(false);
    toggleRef.current?.focus();
  };

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  // Focus leaving the input, its button and its grid closes the grid.
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && rootRef.current?.contains(next)) return;
    setOpen(false);
  };

  const today = companyToday();
  const shownMonth: CalendarMonth | null = monthOfDay(value, mode) ??
    monthOfDay(today, mode) ?? { year: 2026, month: 1 };
  const hintId = `${id}-format`;
  const described = [describedBy, unreadable ? hintId : ''].filter(Boolean).join(' ') || undefined;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the group (not an interaction) closes the grid
    <div className="bo-date-input" ref={rootRef} onBlur={leave}>
      <div className="bo-input-group">
        <input
          id={id}
          name={name}
          className="bo-input"
          inputMode="numeric"
          autoComplete="off"
          placeholder={mode === 'BS' ? 'YYYY-MM-DD (BS)' : 'YYYY-MM-DD'}
          value={text}
          aria-required={required || undefined}
          disabled={disabled}
          aria-label={ariaLabel}
          aria-invalid={invalid || unreadable || undefined}
          aria-describedby={described}
          onChange={(event) => type(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && event.altKey) {
              event.preventDefault();
              setOpen(true);
            }
          }}
        />
        <button
          ref={toggleRef}
          type="button"
          className="bo-icon-btn bo-date-toggle"
          aria-label={`Choose a date (${mode})`}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => setOpen((current) => !current)}
        >
          <CalendarIcon />
        </button>
      </div>
      {unreadable ? (
        <p id={hintId} className="bo-field-help bo-date-hint">
          {readTypedDate(text, mode) === null
            ? `Not a date: ${FORMAT_HINT[mode]}`
            : 'This day is outside the dates allowed here'}
        </p>
      ) : null}
      {open ? (
        <MonthPicker
          mode={mode}
          value={value}
          today={today}
          initialMonth={shownMonth}
          min={min ?? pickFrom}
          max={max ?? pickUntil}
          onPick={pick}
          onClose={close}
        />
      ) : null}
    </div>
  );
};
