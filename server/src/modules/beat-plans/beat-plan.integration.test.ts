import type { Page } from '@backoffice/shared/paging';
import type {
  BeatParty,
  BeatPlanDetail,
  BeatPlanSummary,
} from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, beatPlanLines, beatPlans } from '../../db/schema/index.js';
import { beatPlanKit } from '../../test-support/beat-plan-test-kit.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let kit: ReturnType<typeof beatPlanKit>;
let person: number;
let parties: number[];
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  kit = beatPlanKit(app, () => admin);
  person = await kit.newSalesPerson();
  parties = [await kit.newParty(), await kit.newParty(), await kit.newParty()];
});
afterAll(async () => app.close());

const party = (index: number) => parties[index] ?? 0;
const beat = (query: string) => app.get<BeatParty[]>(`${API}/beatplan/listbyuser?${query}`, kit.as());

describe('a plan through its life', () => {
  let plan: BeatPlanDetail;

  it('creates a pending plan, numbered, its visits ordered by day and position, recorded', async () => {
    plan = await kit.saveOk({
      SalesPersonId: person,
      Year: 2027,
      Month: 1,
      Remarks: 'January beat',
      Lines: [
        { Day: 5, PartyId: party(1) },
        { Day: 4, PartyId: party(0) },
        { Day: 5, PartyId: party(0), Position: 1 },
      ],
    });
    expect(plan.PlanNo).toMatch(/^BP-2027-\d{6}$/);
    expect(plan).toMatchObject({ Status: 'pending', LineCount: 3, DaysInMonth: 31, CanEdit: true });
    expect(plan.AllowedActions).toEqual(['approve', 'cancel']);
    expect(plan.Lines.map((line) => [line.Day, line.Position, line.PartyId])).toEqual([
      [4, 1, party(0)],
      [5, 1, party(0)],
      [5, 2, party(1)],
    ]);
    expect(plan.History.map((step) => [step.Action, step.From, step.To, step.ActorName])).toEqual([
      ['create', null, 'pending', 'Ram Thapa'],
    ]);
    const audit = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'BeatPlan'), eq(auditLog.entityId, String(plan.Id))));
    expect(audit.map((row) => row.action)).toEqual(['create']);
  });

  it('finds it by planNo, planId or id, and not by a key of another plan', async () => {
    for (const key of [`planNo=${plan.PlanNo}`, `planId=${plan.Id}`, `id=${plan.Id}`]) {
      const found = await kit.detail(key);
      expect(found.status, key).toBe(200);
      expect(found.body.Data?.Id).toBe(plan.Id);
    }
    const mixed = await kit.detail(`id=${plan.Id}&planNo=BP-1999-000001`);
    expect(mixed.status).toBe(404);
    expect(mixed.body.Message).toBe('Beat plan BP-1999-000001 was not found.');
  });

  it('is not the beat before it is approved', async () => {
    const answer = await beat(`year=2027&month=1&salesPersonId=${person}`);
    expect(answer.status).toBe(200);
    expect(answer.body.Data).toEqual([]);
  });

  it('changes while pending, refusing a stale version', async () => {
    const stale = await kit.save({
      Id: plan.Id,
      Version: plan.Version + 5,
      SalesPersonId: person,
      Year: 2027,
      Month: 1,
      Lines: [{ Day: 1, PartyId: party(0) }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.Message).toBe('This beat plan was changed by someone else; reload it.');
    plan = await kit.saveOk({
      Id: plan.Id,
      Version: plan.Version,
      SalesPersonId: person,
      Year: 2027,
      Month: 1,
      Lines: [
        { Day: 4, PartyId: party(0) },
        { Day: 4, PartyId: party(2) },
        { Day: 6, PartyId: party(1) },
      ],
    });
    expect(plan.LineCount).toBe(3);
    expect(plan.History.map((step) => step.Action)).toEqual(['create', 'update']);
  });

  it('refuses a second live plan for the same sales person and month', async () => {
    const second = await kit.save({
      SalesPersonUserId: person,
      Year: 2027,
      Month: 1,
      Lines: [{ Day: 2, PartyId: party(0) }],
    });
    expect(second.status).toBe(409);
    expect(second.body.Message).toMatch(
      new RegExp(`already has beat plan ${plan.PlanNo} for January 2027 \\(pending\\)`),
    );
  });

  it('approves once; then it is the beat and is no longer changed or deleted', async () => {
    const approved = await kit.act('approve', `planNo=${plan.PlanNo}`, { Remarks: 'Looks right' });
    expect(approved.status, approved.body.Message).toBe(200);
    expect(approved.body.Message).toBe(`Beat plan ${plan.PlanNo} approved.`);
    expect(approved.body.Data).toMatchObject({ Status: 'approved', CanEdit: false, CanDelete: false });

    const again = await kit.act('approve', `id=${plan.Id}`);
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe(
      'The beat plan is already approved; it can be cancelled or changed by excluding a visit.',
    );
    const edit = await kit.save({
      Id: plan.Id,
      SalesPersonId: person,
      Year: 2027,
      Month: 1,
      Lines: [{ Day: 1, PartyId: party(0) }],
    });
    expect(edit.status).toBe(409);
    expect(edit.body.Message).toBe(
      'An approved beat plan cannot be changed; exclude a visit or cancel the plan.',
    );
    const deleted = await kit.act('delete', `id=${plan.Id}`);
    expect(deleted.status).toBe(409);

    const day = await beat(`year=2027&month=1&day=4&salesPersonId=${person}`);
    expect(day.body.Data?.map((stop) => [stop.Position, stop.PartyId])).toEqual([
      [1, party(0)],
      [2, party(2)],
    ]);
    expect(day.body.Data?.[0]).toMatchObject({
      PlanNo: plan.PlanNo,
      Day: 4,
      Address: expect.stringContaining('Lalitpur'),
      Latitude: 27.67,
      Longitude: 85.32,
    });
    expect(day.body.Data?.[0]?.PartyName).toMatch(/^Beat Party /);
    const month = await beat(`year=2027&month=1&SalesPersonUserId=${person}`);
    expect(month.body.Data).toHaveLength(3);
    // A day the month does not have is a mistake, not an empty beat; 29 February of a leap year is a day.
    for (const query of [
      'year=2027&month=2&day=30',
      'year=2027&month=2&day=29',
      'year=2027&month=4&day=31',
    ]) {
      expect((await beat(`${query}&salesPersonId=${person}`)).body, query).toMatchObject({
        Code: 400,
        Errors: [{ Field: 'day', Message: 'day is not a day of that month' }],
      });
    }
    expect((await beat(`year=2028&month=2&day=29&salesPersonId=${person}`)).status).toBe(200);
  });

  it('excludes a visit with a reason, keeping it on the plan and out of the beat', async () => {
    const noReason = await kit.act('exclude', `id=${plan.Id}`, { Day: '4', PartyId: String(party(2)) });
    expect(noReason.status).toBe(400);
    expect(noReason.body.Errors).toEqual([
      { Field: 'Remarks', Message: 'A reason is required when a visit is excluded.' },
    ]);
    const notOnPlan = await kit.act('exclude', `id=${plan.Id}`, {
      Day: '5',
      PartyId: String(party(2)),
      Remarks: 'x',
    });
    expect(notOnPlan.status).toBe(400);

    const excluded = await kit.act('exclude', `id=${plan.Id}`, {
      Day: '4',
      PartyId: String(party(2)),
      Remarks: 'Shop closed on Tuesdays',
    });
    expect(excluded.status, excluded.body.Message).toBe(200);
    expect(excluded.body.Message).toBe(`A visit on day 4 of beat plan ${plan.PlanNo} was excluded.`);
    const line = excluded.body.Data?.Lines.find((candidate) => candidate.PartyId === party(2));
    expect(line).toMatchObject({
      IsExcluded: true,
      ExcludeRemarks: 'Shop closed on Tuesdays',
      ExcludedByName: 'Ram Thapa',
    });
    expect(excluded.body.Data?.Status).toBe('approved');
    expect(excluded.body.Data?.History.at(-1)).toMatchObject({
      Action: 'exclude',
      From: 'approved',
      To: 'approved',
      Day: 4,
      LineId: line?.Id,
      Remarks: 'Shop closed on Tuesdays',
    });

    const twice = await kit.act('exclude', `id=${plan.Id}`, {
      LineId: String(line?.Id),
      Remarks: 'again',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.Message).toBe('This visit on day 4 is already excluded.');
    const day = await beat(`year=2027&month=1&day=4&salesPersonId=${person}`);
    expect(day.body.Data?.map((stop) => stop.PartyId)).toEqual([party(0)]);
  });

  it('cancels only with a reason, which frees the month for a new plan', async () => {
    const noReason = await kit.act('cancel', `id=${plan.Id}`);
    expect(noReason.status).toBe(400);
    const cancelled = await kit.act('cancel', `id=${plan.Id}`, { Remarks: 'Territory changed' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.Data).toMatchObject({ Status: 'cancelled', AllowedActions: [] });
    expect(cancelled.body.Data?.History.map((step) => step.Action)).toEqual([
      'create',
      'update',
      'approve',
      'exclude',
      'cancel',
    ]);
    for (const action of ['approve', 'cancel', 'exclude']) {
      const refused = await kit.act(action, `id=${plan.Id}`, { Remarks: 'x', LineId: '1' });
      expect(refused.status, action).toBe(409);
    }
    expect((await kit.act('delete', `id=${plan.Id}`)).status).toBe(409);
    expect((await beat(`year=2027&month=1&salesPersonId=${person}`)).body.Data).toEqual([]);

    const fresh = await kit.saveOk({
      SalesPersonId: person,
      Year: 2027,
      Month: 1,
      Lines: [{ Day: 2, PartyId: party(1) }],
    });
    expect(fresh.PlanNo).not.toBe(plan.PlanNo);
    plan = fresh;
  });

  it('deletes a pending plan by planNo, with its visits, into the audit log', async () => {
    const deleted = await kit.act('delete', `planNo=${plan.PlanNo.toLowerCase()}`);
    expect(deleted.status, deleted.body.Message).toBe(200);
    expect(deleted.body.Message).toBe(`Beat plan ${plan.PlanNo} deleted.`);
    expect((await kit.detail(`id=${plan.Id}`)).status).toBe(404);
    const lines = await app.deps.db
      .select()
      .from(beatPlanLines)
      .where(and(eq(beatPlanLines.companyId, 1), eq(beatPlanLines.planId, plan.Id)));
    expect(lines).toEqual([]);
    const audit = await app.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'BeatPlan'), eq(auditLog.entityId, String(plan.Id))));
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete']);
    expect((await kit.act('delete', `id=${plan.Id}`)).status).toBe(404);
  });
});

describe('the demo beat', () => {
  it("answers Maya Rai's approved November visits for a day, without the excluded one", async () => {
    const list = await app.get<Page<BeatPlanSummary>>(
      `${API}/beatplan/list?query=Maya&Year=2026&Month=11&Status=approved`,
      kit.as(),
    );
    const maya = list.body.Data?.Items[0];
    expect(maya?.SalesPersonName).toBe('Maya Rai');
    const day = await beat(`year=2026&month=11&day=23&salesPersonId=${maya?.SalesPersonId}&companyId=1`);
    expect(day.body.Data?.length).toBeGreaterThan(0);
    for (const stop of day.body.Data ?? []) {
      expect(stop.PartyName).toBeTruthy();
      expect(stop.Latitude).toEqual(expect.any(Number));
    }
    const [row] = await app.deps.db
      .select({ id: beatPlans.id })
      .from(beatPlans)
      .where(and(eq(beatPlans.companyId, 1), eq(beatPlans.id, maya?.Id ?? 0)));
    expect(row).toBeDefined();
  });
});
