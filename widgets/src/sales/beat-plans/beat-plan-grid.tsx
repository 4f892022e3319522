import { WEEKDAY_NAMES } from '@backoffice/shared/calendar/calendar-entry';
import { daysInMonth } from '@backoffice/shared/sales/beat-plans/beat-plan-lines';
import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import {
  type BeatPlanFormValues,
  type ColumnFill,
  fillParty,
  moveParty,
  removeParty,
  toggleVisit,
  visitKey,
} from './beat-plan-form-values.ts';
import { isHoliday, weekdayShort } from './beat-plan-format.ts';

interface BeatPlanGridProps {
  values: BeatPlanFormValues;
  onChange: (values: BeatPlanFormValues) => void;
  idPrefix: string;
  describedBy?: string | undefined;
}

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** Arrow keys move between the grid's boxes as in a spreadsheet; Space ticks, as any checkbox. */
const moveFocus = (event: KeyboardEvent<HTMLTableElement>) => {
  const move = MOVES[event.key];
  const box = event.target;
  if (!move || !(box instanceof HTMLInputElement) || box.type !== 'checkbox') return;
  const day = Number(box.dataset.day) + move[0];
  const column = Number(box.dataset.column) + move[1];
  const next = event.currentTarget.querySelector<HTMLInputElement>(
    `input[data-day="${day}"][data-column="${column}"]`,
  );
  if (!next) return;
  event.preventDefault();
  next.focus();
};

const fillFrom = (choice: string): ColumnFill | null => {
  if (choice === 'working' || choice === 'none') return choice;
  if (/^[0-6]$/.test(choice)) return { weekday: Number(choice) };
  return null;
};

/**
 * The month as rows of days and the plan's parties as columns (in order of visit): a ticked box is
 * a visit. Each column can be moved, removed, or filled at once (every Sunday, working days).
 */
export const BeatPlanGrid = ({ values, onChange, idPrefix, describedBy }: BeatPlanGridProps) => {
  const year = Number(values.year);
  const month = Number(values.month);
  const days = Array.from({ length: daysInMonth(year, month) }, (_, index) => index + 1);
  const ticked = new Set(values.visits);
  const countOf = (partyId: string) => days.filter((day) => ticked.has(visitKey(day, partyId))).length;

  if (values.parties.length === 0) {
    return (
      <p className="bo-empty bo-beat-grid-empty" id={`${idPrefix}-grid-empty`}>
        Add the parties of this beat above; each becomes a column to tick the days it is visited.
      </p>
    );
  }
  return (
    <div className="bo-table-wrap bo-beat-grid-wrap">
      <table className="bo-table bo-beat-grid" aria-describedby={describedBy} onKeyDown={moveFocus}>
        <thead>
          <tr>
            <th scope="col" className="bo-beat-day-head">
              Day
            </th>
            {values.parties.map((party, column) => (
              <th key={party.id} scope="col" className="bo-beat-party-head">
                <span className="bo-beat-party-name" title={party.name}>
                  <span className="bo-muted">{column + 1}.</span> {party.name}
                </span>
                <span className="bo-beat-party-tools">
                  <button
                    type="button"
                    className="bo-icon-btn"
                    aria-label={`Visit ${party.name} earlier in the day`}
                    disabled={column === 0}
                    onClick={() => onChange(moveParty(values, party.id, -1))}
                  >
                    <ArrowLeft size={16} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="bo-icon-btn"
                    aria-label={`Visit ${party.name} later in the day`}
                    disabled={column === values.parties.length - 1}
                    onClick={() => onChange(moveParty(values, party.id, 1))}
                  >
                    <ArrowRight size={16} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="bo-icon-btn"
                    aria-label={`Remove ${party.name} from the plan`}
                    onClick={() => onChange(removeParty(values, party.id))}
                  >
                    <X size={16} aria-hidden="true" />
                  </button>
                </span>
                <select
                  className="bo-input bo-beat-fill"
                  aria-label={`Fill the days of ${party.name}`}
                  value=""
                  onChange={(event) => {
                    const fill = fillFrom(event.currentTarget.value);
                    if (fill) onChange(fillParty(values, party.id, fill));
                  }}
                >
                  <option value="">Fill…</option>
                  <option value="working">Every working day</option>
                  {WEEKDAY_NAMES.map((name, weekday) => (
                    <option key={name} value={weekday}>
                      Every {name}
                    </option>
                  ))}
                  <option value="none">Clear the column</option>
                </select>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day} data-holiday={isHoliday(year, month, day) || undefined}>
              <th scope="row" className="bo-beat-day">
                <span className="bo-beat-day-number">{day}</span>{' '}
                <span className="bo-muted">{weekdayShort(year, month, day)}</span>
              </th>
              {values.parties.map((party, column) => (
                <td key={party.id} className="bo-beat-cell">
                  <input
                    type="checkbox"
                    data-day={day}
                    data-column={column}
                    aria-label={`Day ${day} (${weekdayShort(year, month, day)}): ${party.name}`}
                    checked={ticked.has(visitKey(day, party.id))}
                    onChange={() => onChange(toggleVisit(values, day, party.id))}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Visits</th>
            {values.parties.map((party) => (
              <td key={party.id} className="bo-beat-cell">
                {countOf(party.id)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
};
