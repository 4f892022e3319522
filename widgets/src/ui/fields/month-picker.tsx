import type { CalendarMode } from '@backoffice/shared/calendar/bs-calendar';
import {
  addDays,
  type CalendarMonth,
  monthGrid,
  monthOfDay,
  monthTitle,
  shiftMonth,
  spokenDate,
  WEEKDAY_NAMES,
  weekdayOf,
} from '@backoffice/shared/calendar/calendar-entry';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { MonthStepper } from './month-stepper.tsx';

interface MonthPickerProps {
  mode: CalendarMode;
  /** The chosen day (AD ISO) or ''. */
  value: string;
  /** The company's today (AD ISO), marked in the grid. */
  today: string;
  initialMonth: CalendarMonth;
  min?: string | undefined;
  max?: string | undefined;
  onPick: (iso: string) => void;
  onClose: () => void;
}

const chunk = <T,>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, index * size + size),
  );

/** How many days a key moves the focused day, or null for a key that does not. */
const dayStep = (key: string, focused: string): number | null => {
  switch (key) {
    case 'ArrowLeft':
      return -1;
    case 'ArrowRight':
      return 1;
    case 'ArrowUp':
      return -7;
    case 'ArrowDown':
      return 7;
    case 'Home':
      return -weekdayOf(focused);
    case 'End':
      return 6 - weekdayOf(focused);
    default:
      return null;
  }
};

/**
 * A month of the person's calendar as a table of day buttons (after the ARIA date picker dialog):
 * one day holds the focus; the arrows move it by a day or a week, Page Up/Down by a month, Home
 * and End to the week's ends, moving the month along; Enter or Space chooses; Escape closes.
 */
export const MonthPicker = ({
  mode,
  value,
  today,
  initialMonth,
  min,
  max,
  onPick,
  onClose,
}: MonthPickerProps) => {
  const [focused, setFocused] = useState(() => value || today);
  const [month, setMonth] = useState(initialMonth);
  const gridRef = useRef<HTMLTableElement>(null);
  // The grid takes the focus when it opens and when the keys move the day, not after a click on a
  // month button (which keeps it, so it can be pressed again).
  const moveFocus = useRef(true);

  // The focused day's month is the one shown; moving past its edge turns the page.
  useEffect(() => {
    const of = monthOfDay(focused, mode);
    if (of && (of.year !== month.year || of.month !== month.month)) setMonth(of);
  }, [focused, mode, month]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the day or the month changed, to focus the new day
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused, month]);

  const allowed = (iso: string) => (!min || iso >= min) && (!max || iso <= max);
  const grid = monthGrid(month, mode);
  const cells: (string | null)[] = [
    ...Array<null>(grid.leadingBlanks).fill(null),
    ...grid.days.map((day) => day.iso),
  ];
  const dayOf = new Map(grid.days.map((day) => [day.iso, day.day]));

  const moveMonth = (by: number) => {
    const next = shiftMonth(month, by, mode);
    const days = monthGrid(next, mode).days;
    const position = Math.min((dayOf.get(focused) ?? 1) - 1, days.length - 1);
    setFocused(days[position]?.iso ?? focused);
    setMonth(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = dayStep(event.key, focused);
    if (step !== null) {
      event.preventDefault();
      moveFocus.current = true;
      const next = addDays(focused, step);
      if (monthOfDay(next, mode)) setFocused(next);
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      moveFocus.current = true;
      moveMonth((event.key === 'PageUp' ? -1 : 1) * (event.shiftKey ? 12 : 1));
    }
  };

  return (
    <div
      className="bo-month-picker"
      role="dialog"
      aria-modal="false"
      aria-label={`Choose a date (${mode})`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Only the grid closes, not a dialog the input sits in.
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <MonthStepper
        title={monthTitle(month, mode)}
        onMove={moveMonth}
        className="bo-month-picker-head"
        titleClassName="bo-month-picker-title"
      />
      <table ref={gridRef} className="bo-month-grid" aria-label={monthTitle(month, mode)}>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chunk(cells, 7).map((week, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a week is its place in the month
            <tr key={row}>
              {week.map((iso, column) =>
                iso === null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blanks before the first day
                  <td key={`blank-${column}`} />
                ) : (
                  <td key={iso}>
                    <button
                      type="button"
                      className="bo-month-day"
                      tabIndex={iso === focused ? 0 : -1}
                      aria-label={spokenDate(iso, mode)}
                      aria-current={iso === today ? 'date' : undefined}
                      aria-pressed={iso === value}
                      onKeyDown={onKeyDown}
                      disabled={!allowed(iso)}
                      onClick={() => onPick(iso)}
                      onFocus={() => setFocused(iso)}
                    >
                      {dayOf.get(iso)}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="bo-month-picker-foot">
        <button
          type="button"
          className="bo-btn bo-month-today"
          disabled={!allowed(today)}
          onClick={() => onPick(today)}
        >
          Today
        </button>
      </div>
    </div>
  );
};
