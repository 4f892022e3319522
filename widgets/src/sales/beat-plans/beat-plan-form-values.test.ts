import type { BeatPlanDetail, BeatPlanLine } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { describe, expect, it } from 'vitest';
import {
  addParty,
  type BeatPlanFormValues,
  checkBeatPlanForm,
  emptyBeatPlanValues,
  fillParty,
  mapBeatPlanServerErrors,
  moveParty,
  removeParty,
  toggleVisit,
  valuesFromPlan,
  visitsInMonth,
} from './beat-plan-form-values.ts';

const TODAY = '2026-11-22';
const bishnu = { id: '1', name: 'Bishnu Traders' };
const asan = { id: '2', name: 'Asan Wholesale Centre' };

const planned = (): BeatPlanFormValues => {
  let values = emptyBeatPlanValues(TODAY);
  values = { ...values, salesPerson: { id: '7', name: 'Maya Rai' } };
  values = addParty(addParty(values, bishnu), asan);
  values = toggleVisit(values, 3, asan.id);
  return toggleVisit(values, 3, bishnu.id);
};

describe('beat plan form values', () => {
  it('starts with next month, across the year end too', () => {
    expect(emptyBeatPlanValues(TODAY)).toMatchObject({ year: '2026', month: '12', visits: [] });
    expect(emptyBeatPlanValues('2026-12-31')).toMatchObject({ year: '2027', month: '1' });
  });

  it('sends a day’s visits in column order, which moving a column changes', () => {
    const checked = checkBeatPlanForm(planned(), TODAY);
    expect(checked).toEqual({
      ok: true,
      input: {
        SalesPersonId: 7,
        Year: 2026,
        Month: 12,
        Lines: [
          { Day: 3, PartyId: 1, Position: 1 },
          { Day: 3, PartyId: 2, Position: 2 },
        ],
      },
    });
    const moved = checkBeatPlanForm(moveParty(planned(), asan.id, -1), TODAY);
    expect(moved.ok && moved.input.Lines.map((line) => line.PartyId)).toEqual([2, 1]);
  });

  it('adds a party once, and removing it takes its visits', () => {
    const values = planned();
    expect(addParty(values, bishnu)).toBe(values);
    const removed = removeParty(values, bishnu.id);
    expect(removed.parties).toEqual([asan]);
    expect(removed.visits).toEqual(['3:2']);
  });

  it('fills a column with a weekday or the working days, and clears it', () => {
    const sundays = fillParty(planned(), bishnu.id, { weekday: 0 });
    // December 2026: Sundays are the 6th, 13th, 20th and 27th.
    expect(sundays.visits.filter((visit) => visit.endsWith(':1'))).toEqual(['13:1', '20:1', '27:1', '6:1']);
    const working = fillParty(planned(), asan.id, 'working');
    expect(working.visits.filter((visit) => visit.endsWith(':2'))).toHaveLength(31 - 4);
    expect(fillParty(working, asan.id, 'none').visits).toEqual(['3:1']);
  });

  it('drops visits past the end of a shorter month', () => {
    const values = { ...toggleVisit(planned(), 31, bishnu.id), year: '2027', month: '2' };
    expect(visitsInMonth(values)).toEqual(['3:1', '3:2']);
  });

  it('says what is missing before sending', () => {
    const checked = checkBeatPlanForm({ ...emptyBeatPlanValues(TODAY), month: '10', year: '2026' }, TODAY);
    expect(checked).toEqual({
      ok: false,
      problems: [],
      errors: {
        SalesPersonId: 'Choose the sales person',
        Month: 'October 2026 is over; plan this month or a later one.',
        Lines: 'Tick at least one visit: a party on a day.',
      },
    });
  });

  it('takes the remarks’ length from the save’s body schema', () => {
    const checked = checkBeatPlanForm({ ...planned(), remarks: 'r'.repeat(501) }, TODAY);
    expect(checked).toEqual({
      ok: false,
      problems: [],
      errors: { Remarks: 'At most 500 characters are allowed' },
    });
  });

  it('reads a stored plan back into the grid, parties in their usual order of visit', () => {
    const line = (Id: number, Day: number, Position: number, PartyId: number, PartyName: string) =>
      ({ Id, Day, Position, PartyId, PartyName }) as BeatPlanLine;
    const values = valuesFromPlan({
      SalesPersonId: 7,
      SalesPersonName: 'Maya Rai',
      Year: 2027,
      Month: 1,
      Remarks: null,
      Lines: [line(1, 1, 1, 2, 'Asan'), line(2, 1, 2, 1, 'Bishnu'), line(3, 2, 1, 2, 'Asan')],
    } as BeatPlanDetail);
    expect(values.parties.map((party) => party.name)).toEqual(['Asan', 'Bishnu']);
    expect(values.visits).toEqual(['1:1', '1:2', '2:2']);
    expect(values).toMatchObject({ year: '2027', month: '1', remarks: '' });
  });

  it('puts the server’s messages under the plan’s controls and a visit’s above the grid', () => {
    const mapped = mapBeatPlanServerErrors([
      { Field: 'SalesPersonUserId', Message: 'Sales person 9 was not found.' },
      { Field: 'Lines[0].PartyId', Message: 'Visit 1: Bishnu Traders is not an active party.' },
      { Field: 'Lines', Message: 'A beat plan needs at least one visit.' },
    ]);
    expect(mapped).toEqual({
      fields: {
        SalesPersonId: 'Sales person 9 was not found.',
        Lines: 'A beat plan needs at least one visit.',
      },
      other: ['Visit 1: Bishnu Traders is not an active party.'],
    });
  });
});
