import { LEAVE } from '@backoffice/shared/entities/sales/leave.entity';
import type { BulkAnswer } from '@backoffice/shared/http/bulk-action';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../test-support/entity-samples.js';
import { startSalesTestApp } from '../test-support/sales-test-app.js';
import { API } from '../test-support/sign-in.js';
import type { TestApp } from '../test-support/test-app.js';

type Row = Record<string, unknown>;

let app: TestApp;
let admin: string;
let staff: string;
let otherCompanyAdmin: string;
beforeAll(async () => {
  ({ app, admin, staff, coop: otherCompanyAdmin } = await startSalesTestApp());
});
afterAll(async () => app.close());

const bulk = (json: unknown, token = admin, companyId = 1) =>
  app.post<BulkAnswer>(`${API}/leave/bulk`, { token, companyId, json });
const leave = async (id: unknown, token = admin, companyId = 1) =>
  (await app.get<Row>(`${API}/leave/detail?id=${String(id)}`, { token, companyId })).body.Data;
const newLeave = async (companyId = 1, token = admin) =>
  Number((await createSample(app, token, LEAVE, companyId)).record.Id);
const cancelled = async () => {
  const id = await newLeave();
  const moved = await app.post(`${API}/leave/cancel?id=${id}`, {
    token: admin,
    companyId: 1,
    form: { AdminRemarks: 'Filed twice' },
  });
  expect(moved.status, moved.body.Message).toBe(200);
  return id;
};

describe('POST /leave/bulk', () => {
  it('approves the pending leaves and refuses the cancelled one, each with its reason, in the order given', async () => {
    const [first, second, gone] = [await newLeave(), await newLeave(), await cancelled()];
    const answer = await bulk({ Action: 'approve', Ids: [first, gone, second], Remarks: 'Enjoy' });
    expect(answer.status, answer.body.Message).toBe(200);
    expect(answer.body.Message).toBe('2 done, 1 refused.');
    expect(answer.body.Data?.Results).toEqual([
      { Id: first, Done: true, Message: 'Leave is now approved.' },
      { Id: gone, Done: false, Code: 409, Message: 'Cannot approve a leave that is cancelled.' },
      { Id: second, Done: true, Message: 'Leave is now approved.' },
    ]);
    for (const id of [first, second]) {
      expect(await leave(id)).toMatchObject({ Status: 'approved', AdminRemarks: 'Enjoy' });
      // The one-record route's audit entry, for each record on its own.
      const trail = await app.get<{ Action: string }[]>(`${API}/leave/audit?id=${id}`, {
        token: admin,
        companyId: 1,
      });
      expect(trail.body.Data?.[0]?.Action).toBe('approve');
    }
    expect(await leave(gone)).toMatchObject({ Status: 'cancelled', AdminRemarks: 'Filed twice' });
  });

  it('refuses each row that misses the remarks its action requires, and changes none', async () => {
    const id = await newLeave();
    const answer = await bulk({ Action: 'cancel', Ids: [id] });
    expect(answer.body.Data?.Results).toEqual([
      { Id: id, Done: false, Code: 400, Message: 'Admin remarks is required' },
    ]);
    expect(await leave(id)).toMatchObject({ Status: 'pending' });
  });

  it("reports another company's leave as not found and leaves it untouched", async () => {
    const theirs = await newLeave(2, otherCompanyAdmin);
    const ours = await newLeave();
    const answer = await bulk({ Action: 'delete', Ids: [theirs, ours] });
    expect(answer.body.Data?.Results).toEqual([
      { Id: theirs, Done: false, Code: 404, Message: `Leave ${theirs} was not found.` },
      { Id: ours, Done: true, Message: 'Leave deleted.' },
    ]);
    expect(await leave(theirs, otherCompanyAdmin, 2)).toMatchObject({ Status: 'pending' });
    expect((await app.get(`${API}/leave/detail?id=${ours}`, { token: admin, companyId: 1 })).status).toBe(
      404,
    );
  });

  it('deletes only from the states the declaration allows', async () => {
    const pending = await newLeave();
    const approved = await newLeave();
    await bulk({ Action: 'approve', Ids: [approved] });
    const answer = await bulk({ Action: 'delete', Ids: [approved, pending] });
    expect(answer.body.Data?.Results).toEqual([
      { Id: approved, Done: false, Code: 409, Message: 'A leave that is approved cannot be deleted.' },
      { Id: pending, Done: true, Message: 'Leave deleted.' },
    ]);
    expect(await leave(approved)).toMatchObject({ Status: 'approved' });
  });

  it('answers 403 to a role without the permission, and changes nothing', async () => {
    const id = await newLeave();
    for (const Action of ['approve', 'delete']) {
      const answer = await bulk({ Action, Ids: [id] }, staff);
      expect(answer.status, Action).toBe(403);
    }
    expect(await leave(id)).toMatchObject({ Status: 'pending' });
  });

  it('answers 400 to no ids, too many, an id given twice, or an action the declaration lacks', async () => {
    const id = await newLeave();
    const refusals: [unknown, string][] = [
      [{ Action: 'approve', Ids: [] }, 'Ids must name from 1 to 200 records'],
      [
        { Action: 'approve', Ids: Array.from({ length: 201 }, (_, index) => index + 1) },
        'Ids must name from 1 to 200 records',
      ],
      [{ Action: 'approve', Ids: [id, id] }, `Ids must not repeat a record (${id} is given twice)`],
      [{ Action: 'archive', Ids: [id] }, 'Action must be one of: approve, cancel, delete'],
      [{ Action: 'approve' }, 'Ids must name from 1 to 200 records'],
    ];
    for (const [body, message] of refusals) {
      const answer = await bulk(body);
      expect(answer.status, message).toBe(400);
      expect(answer.body.Message).toBe(message);
    }
    expect(await leave(id)).toMatchObject({ Status: 'pending' });
  });
});

describe('GET /leave/export with Ids', () => {
  it('holds only the records named, of the caller’s company', async () => {
    const [first, second, third] = [await newLeave(), await newLeave(), await newLeave()];
    const theirs = await newLeave(2, otherCompanyAdmin);
    const response = await fetch(`${app.base}${API}/leave/export?Ids=${first},${third},${theirs}`, {
      headers: { Authorization: `Bearer ${admin}`, CompanyId: '1' },
    });
    expect(response.status).toBe(200);
    const ids = (await response.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1)
      .filter((line) => line !== '')
      .map((line) => Number(line.split(',')[0]));
    expect(ids.toSorted()).toEqual([first, third].toSorted());
    expect(ids).not.toContain(second);
  });
});
