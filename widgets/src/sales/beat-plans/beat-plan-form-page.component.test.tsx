import {
  type BeatPlanDetail,
  type BeatPlanLine,
  beatPlanContracts,
} from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { BeatPlanEditPage, BeatPlanNewPage } from './beat-plan-form-page.tsx';

// Next month: a plan may not be for a month already gone, whatever day the tests run.
const now = new Date();
const YEAR = now.getMonth() === 11 ? now.getFullYear() + 1 : now.getFullYear();
const NEXT_MONTH = now.getMonth() === 11 ? 1 : now.getMonth() + 2;
// Last month, which is over whatever day the tests run.
const LAST_YEAR_OF_MONTH = now.getMonth() === 0 ? now.getFullYear() - 1 : now.getFullYear();
const LAST_MONTH = now.getMonth() === 0 ? 12 : now.getMonth();

const line = (Id: number, Day: number): BeatPlanLine => ({
  Id,
  Day,
  Position: 1,
  PartyId: 31,
  PartyName: 'Everest Pharmacy',
  Address: null,
  Latitude: null,
  Longitude: null,
  PartyIsActive: true,
  IsExcluded: false,
  ExcludedAt: null,
  ExcludedByName: null,
  ExcludeRemarks: null,
});

/** A pending plan: Suman Tamang visits Everest Pharmacy on day 1 of next month. */
const PLAN: BeatPlanDetail = {
  Id: 9,
  PlanNo: 'BP-2026-000009',
  SalesPersonId: 4,
  SalesPersonName: 'Suman Tamang',
  Year: YEAR,
  Month: NEXT_MONTH,
  Status: 'pending',
  LineCount: 1,
  Remarks: null,
  CreatedAt: '2026-11-20T06:00:00.000Z',
  CreatedByName: 'Admin',
  AllowedActions: ['approve', 'cancel'],
  CanEdit: true,
  CanDelete: true,
  DaysInMonth: 28,
  Lines: [line(91, 1)],
  History: [],
  Version: 2,
};

describe('BeatPlanNewPage', () => {
  it('asks for the sales person and a visit before anything is sent', async () => {
    renderScreen(<BeatPlanNewPage />);
    await user.click(await screen.findByRole('button', { name: 'Save beat plan' }));
    expect(await screen.findByText('Choose the sales person')).toBeTruthy();
    expect(screen.getByText('Tick at least one visit: a party on a day.')).toBeTruthy();
    expect(fakeServer.callsTo(beatPlanContracts.save)).toEqual([]);
  });
});

describe('BeatPlanEditPage', () => {
  it('saves a visit ticked in the grid with the version it started from, then opens the plan', async () => {
    fakeServer.answer(beatPlanContracts.detail, PLAN);
    fakeServer.answer(beatPlanContracts.save, { ...PLAN, Lines: [line(91, 1), line(92, 2)], Version: 3 });
    const { navigations } = renderScreen(<BeatPlanEditPage planId={PLAN.Id} />);
    const day1 = await screen.findByLabelText(/^Day 1 \(\w+\): Everest Pharmacy$/);
    expect((day1 as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText(/^Day 2 \(\w+\): Everest Pharmacy$/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await expect.poll(() => navigations).toEqual([`/salesapp/beat-plans/${PLAN.Id}`]);
    const [sent] = fakeServer.contractCalls(beatPlanContracts.save);
    expect(sent?.parsedBody).toMatchObject({
      Id: 9,
      Version: 2,
      SalesPersonId: 4,
      Year: YEAR,
      Month: NEXT_MONTH,
    });
    // The visits travel as JSON text in the form, as the server reads them.
    expect(JSON.parse(String(sent?.parsedBody?.Lines))).toEqual([
      { Day: 1, PartyId: 31, Position: 1 },
      { Day: 2, PartyId: 31, Position: 1 },
    ]);
  });
});

describe('a plan for a month that is over', () => {
  it('says the month is over and sends nothing', async () => {
    fakeServer.answer(beatPlanContracts.detail, { ...PLAN, Year: LAST_YEAR_OF_MONTH, Month: LAST_MONTH });
    renderScreen(<BeatPlanEditPage planId={PLAN.Id} />);
    await screen.findByLabelText(/^Day 1 \(\w+\): Everest Pharmacy$/);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/ is over; plan this month or a later one\.$/)).toBeTruthy();
    expect(fakeServer.callsTo(beatPlanContracts.save)).toEqual([]);
  });
});
