import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { Page } from '@backoffice/shared/paging';
import type { BeatPlanDetail, BeatPlanSummary } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beatPlanLines, beatPlans, beatPlanTransitions, rolePermissions } from '../../db/schema/index.js';
import { beatPlanKit } from '../../test-support/beat-plan-test-kit.js';
import { callRoute } from '../../test-support/call-route.js';
import { staffRoleId, startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';
import { beatPlanRoutes } from './beat-plan.routes.js';

let app: TestApp;
let admin: string;
let staff: string;
let coop: string;
let kit: ReturnType<typeof beatPlanKit>;
let person: number;
let party: number;
let approved: BeatPlanDetail;
let pending: BeatPlanDetail;
beforeAll(async () => {
  ({ app, admin, staff, coop } = await startSalesTestApp());
  kit = beatPlanKit(app, () => admin);
  person = await kit.newSalesPerson();
  party = await kit.newParty();
  approved = await kit.saveOk({
    SalesPersonId: person,
    Year: 2027,
    Month: 3,
    Lines: [{ Day: 1, PartyId: party }],
  });
  approved = (await kit.act('approve', `id=${approved.Id}`)).body.Data as BeatPlanDetail;
  pending = await kit.saveOk({
    SalesPersonId: person,
    Year: 2027,
    Month: 4,
    Lines: [{ Day: 2, PartyId: party }],
  });
});
afterAll(async () => app.close());

/** A call of every beat-plan route about company 1's records, as the given caller. */
const callEach = async (token: string, companyId: number) => {
  const answers: [string, number][] = [];
  for (const route of beatPlanRoutes) {
    const id = route.path.endsWith('/delete') || route.path.endsWith('/approve') ? pending.Id : approved.Id;
    const query = `id=${id}&year=2027&month=3&salesPersonId=${person}`;
    const body = {
      Id: pending.Id,
      SalesPersonId: person,
      Year: 2027,
      Month: 4,
      Lines: [{ Day: 3, PartyId: party }],
      LineId: approved.Lines[0]?.Id,
      Remarks: 'Attempt',
    };
    answers.push(await callRoute(app, route, { token, companyId, query, body }));
  }
  return answers;
};

const snapshot = async () => ({
  plans: await app.deps.db.select().from(beatPlans).where(eq(beatPlans.salesPersonId, person)),
  lines: await app.deps.db
    .select()
    .from(beatPlanLines)
    .where(and(eq(beatPlanLines.companyId, 1), eq(beatPlanLines.partyId, party))),
  steps: await app.deps.db.select().from(beatPlanTransitions).where(eq(beatPlanTransitions.companyId, 1)),
});

describe('beat plan permissions', () => {
  it('refuses every route to staff without a grant (403), changing nothing', async () => {
    const before = await snapshot();
    const answers = await callEach(staff, 1);
    expect(answers.length).toBe(9);
    expect(answers.filter(([, status]) => status !== 403)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a view-only role read, with no actions offered, and refuses its writes', async () => {
    const roleId = await staffRoleId(app);
    await app.deps.db
      .insert(rolePermissions)
      .values({ companyId: 1, roleId, pageCode: PAGE_CODES.BeatPlan, canView: true });
    try {
      const as = { token: staff, companyId: 1 };
      const list = await app.get<Page<BeatPlanSummary>>(`${API}/beatplan/list?SalesPersonId=${person}`, as);
      expect(
        list.body.Data?.Items.map((item) => [item.Id, item.AllowedActions, item.CanEdit, item.CanDelete]),
      ).toEqual([
        [pending.Id, [], false, false],
        [approved.Id, [], false, false],
      ]);
      expect((await app.get(`${API}/beatplan/detail?id=${approved.Id}`, as)).status).toBe(200);
      expect((await app.post(`${API}/beatplan/approve?id=${pending.Id}`, as)).status).toBe(403);
      expect((await app.post(`${API}/beatplan/delete?id=${pending.Id}`, as)).status).toBe(403);
      const save = await app.post(`${API}/beatplan/save`, {
        ...as,
        json: { SalesPersonId: person, Year: 2027, Month: 5, Lines: [{ Day: 1, PartyId: party }] },
      });
      expect(save.status).toBe(403);
    } finally {
      await app.deps.db
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.companyId, 1), eq(rolePermissions.roleId, roleId)));
    }
  });
});

describe('tenancy', () => {
  it("answers 404 to another company for company 1's plans, and changes nothing", async () => {
    const before = await snapshot();
    const answers = await callEach(coop, 2);
    const keyed = answers.filter(([path]) => !/\/(list|listbyuser|save|export)$/.test(path));
    expect(keyed.map(([path]) => path)).toHaveLength(5);
    expect(keyed.filter(([, status]) => status !== 404)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("never lists company 1's plans or beat to company 2, nor plans with its people or parties", async () => {
    const as = { token: coop, companyId: 2 };
    const list = await app.get<Page<BeatPlanSummary>>(`${API}/beatplan/list?pageSize=5000`, as);
    expect(list.body.Data?.TotalCount).toBe(0);
    // The export, as the list: nothing of company 1's, only the header row.
    const exported = await fetch(`${app.base}${API}/beatplan/export`, {
      headers: { Authorization: `Bearer ${coop}`, CompanyId: '2' },
    });
    expect(exported.status).toBe(200);
    expect((await exported.text()).trim().split('\n')).toEqual([expect.stringMatching(/^Plan no,/)]);
    const beat = await app.get(`${API}/beatplan/listbyuser?year=2027&month=3&salesPersonId=${person}`, as);
    expect(beat.body.Data).toEqual([]);
    const save = await app.post(`${API}/beatplan/save`, {
      ...as,
      json: { SalesPersonId: person, Year: 2027, Month: 6, Lines: [{ Day: 1, PartyId: party }] },
    });
    expect(save.status).toBe(400);
    expect(save.body.Errors).toEqual([
      { Field: 'SalesPersonId', Message: `Sales person ${person} was not found.` },
    ]);
    // Company 1's admin naming company 2's nothing: a party id that is not theirs is "not found".
    const foreign = await kit.save({
      SalesPersonId: person,
      Year: 2027,
      Month: 6,
      Lines: [{ Day: 1, PartyId: 2_000_000 }],
    });
    expect(foreign.body.Errors).toEqual([
      { Field: 'Lines[0].PartyId', Message: 'Visit 1: party 2000000 was not found.' },
    ]);
    expect(await app.deps.db.select().from(beatPlans).where(eq(beatPlans.companyId, 2))).toEqual([]);
  });
});

describe('bad input is 400, never 500', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no sales person', { Year: 2027, Month: 7, Lines: [] }, 'SalesPersonId', 'Sales person is required'],
    ['a year out of range', { SalesPersonId: 1, Year: 1900, Month: 7, Lines: [] }, 'Year', 'Year must be'],
    [
      'a month out of range',
      { SalesPersonId: 1, Year: 2027, Month: 13, Lines: [] },
      'Month',
      'Month must be',
    ],
    [
      'a month that is over',
      { SalesPersonId: 1, Year: 2026, Month: 1, Lines: [{ Day: 1, PartyId: 1 }] },
      'Month',
      'January 2026 is over',
    ],
    [
      'no visits',
      { SalesPersonId: 1, Year: 2027, Month: 7, Lines: [] },
      'Lines',
      'A beat plan needs at least one visit.',
    ],
    [
      'visits not a list',
      { SalesPersonId: 1, Year: 2027, Month: 7, Lines: 'soon' },
      'Lines',
      'Lines must be a list',
    ],
    [
      'a day past the month',
      { SalesPersonId: 1, Year: 2027, Month: 6, Lines: [{ Day: 31, PartyId: 1 }] },
      'Lines[0].Day',
      'day must be from 1 to 30 (June 2027)',
    ],
    [
      'a visit without a party',
      { SalesPersonId: 1, Year: 2027, Month: 7, Lines: [{ Day: 1 }] },
      'Lines[0].PartyId',
      'party is required',
    ],
    [
      'a party twice a day',
      {
        SalesPersonId: 1,
        Year: 2027,
        Month: 7,
        Lines: [
          { Day: 1, PartyId: 1 },
          { Day: 1, PartyId: 1 },
        ],
      },
      'Lines[1].PartyId',
      'already visited on day 1',
    ],
  ];

  it.each(cases)('%s', async (_name, body, field, message) => {
    const answer = await kit.save(body);
    expect(answer.status).toBe(400);
    expect(answer.body.Errors?.[0]?.Field).toBe(field);
    expect(answer.body.Errors?.[0]?.Message).toContain(message);
  });

  it('refuses an inactive party or sales person by name', async () => {
    const idle = await kit.newParty(false);
    const inactiveParty = await kit.save({
      SalesPersonId: person,
      Year: 2027,
      Month: 8,
      Lines: [{ Day: 1, PartyId: idle }],
    });
    expect(inactiveParty.body.Errors?.[0]).toMatchObject({
      Field: 'Lines[0].PartyId',
      Message: expect.stringMatching(/is not an active party\.$/),
    });
    const gone = await kit.newSalesPerson(false);
    const inactivePerson = await kit.save({
      SalesPersonId: gone,
      Year: 2027,
      Month: 8,
      Lines: [{ Day: 1, PartyId: party }],
    });
    expect(inactivePerson.body.Errors?.[0]).toMatchObject({
      Field: 'SalesPersonId',
      Message: expect.stringMatching(/is not an active sales person\.$/),
    });
  });

  it('answers bad queries and bodies of the other routes with 400', async () => {
    const as = kit.as();
    const calls = [
      app.get(`${API}/beatplan/detail`, as),
      app.get(`${API}/beatplan/detail?id=abc`, as),
      app.get(`${API}/beatplan/list?Status=draft`, as),
      app.get(`${API}/beatplan/list?Month=0`, as),
      app.get(`${API}/beatplan/list?pageSize=5001`, as),
      app.get(`${API}/beatplan/listbyuser?month=3&salesPersonId=1`, as),
      app.get(`${API}/beatplan/listbyuser?year=2027&month=3`, as),
      app.get(`${API}/beatplan/listbyuser?year=2027&month=3&day=40&salesPersonId=1`, as),
      app.post(`${API}/beatplan/delete?planNo=`, as),
      app.post(`${API}/beatplan/exclude?id=${approved.Id}`, { ...as, form: { Remarks: 'no visit named' } }),
      app.post(`${API}/beatplan/save`, { ...as, rawBody: '{"Lines": [', contentType: 'application/json' }),
    ];
    const statuses = (await Promise.all(calls)).map((answer) => answer.status);
    expect(statuses).toEqual(statuses.map(() => 400));
  });
});
