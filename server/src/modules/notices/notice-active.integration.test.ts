import type { NOTICE } from '@backoffice/shared/entities/administration/notice.entity';
import type { ActiveNotice, NoticeDismissed } from '@backoffice/shared/notices/notice.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticesTable } from '../../db/schema/entities.schema.js';
import { noticeReads } from '../../db/schema/notice-reads.schema.js';
import type { entityTable } from '../../entities/entity-table.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let staff: string;
let sales: string;
beforeAll(async () => {
  app = await startTestApp();
  // 18:30 UTC on 22 November is already 00:15 on the 23rd in Kathmandu, the companies' time zone.
  app.clock.current = new Date('2026-11-22T18:30:00.000Z');
  [admin, staff, sales] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'staff', 'Staff@123'),
    signInAs(app, 'sales1', 'Sales@123'),
  ]);
});
afterAll(async () => app.close());

type NoticeAudience = ReturnType<typeof entityTable<typeof NOTICE>>['$inferInsert']['Audience'];

/** A notice written as the Notice page saves it (the generated /notice/save is tested elsewhere). */
const notice = async (
  title: string,
  fields: {
    from: string;
    until?: string;
    audience?: NoticeAudience;
    active?: boolean;
    companyId?: number;
  },
): Promise<number> => {
  const [row] = await app.deps.db
    .insert(noticesTable)
    .values({
      companyId: fields.companyId ?? 1,
      Title: title,
      Description: `About ${title}`,
      NoticeDate: fields.from,
      ExpiryDate: fields.until ?? null,
      Audience: fields.audience ?? 'all',
      IsActive: fields.active ?? true,
    })
    .returning({ id: noticesTable.id });
  return Number(row?.id);
};

const active = async (token: string, companyId = 1) => {
  const result = await app.get<ActiveNotice[]>(`${API}/notice/active`, { token, companyId });
  expect(result.status, result.body.Message).toBe(200);
  return (result.body.Data ?? []).map((item) => item.Title);
};
const dismiss = (token: string, id: number | string, companyId = 1) =>
  app.post<NoticeDismissed>(`${API}/notice/dismiss?id=${id}`, { token, companyId });

describe('GET /notice/active and POST /notice/dismiss', () => {
  it('answers the notices valid today on the company calendar (Nepal), oldest first, for the caller’s kind of member', async () => {
    const started = await notice('Starts today in Nepal', { from: '2026-11-23' });
    await notice('Open ended', { from: '2026-11-01' });
    await notice('Ends today', { from: '2026-11-10', until: '2026-11-23' });
    await notice('Ended yesterday', { from: '2026-11-10', until: '2026-11-22' });
    await notice('Starts tomorrow', { from: '2026-11-24' });
    await notice('Switched off', { from: '2026-11-01', active: false });
    await notice('For sales persons', { from: '2026-11-05', audience: 'salesPerson' });
    await notice('For dealers', { from: '2026-11-05', audience: 'dealer' });
    await notice('For staff', { from: '2026-11-06', audience: 'staff' });
    await notice('Another company', { from: '2026-11-01', companyId: 2 });

    expect(await active(admin)).toEqual(['Open ended', 'For staff', 'Ends today', 'Starts today in Nepal']);
    expect(await active(sales)).toEqual([
      'Open ended',
      'For sales persons',
      'Ends today',
      'Starts today in Nepal',
    ]);
    const full = await app.get<ActiveNotice[]>(`${API}/notice/active`, { token: staff, companyId: 1 });
    expect(full.body.Data?.at(-1)).toEqual({
      Id: started,
      Title: 'Starts today in Nepal',
      Description: 'About Starts today in Nepal',
      NoticeDate: '2026-11-23',
      ExpiryDate: null,
      Attachment: null,
    });
  });

  it('keeps a dismissed notice away for that user only, and keeps the first dismissal time', async () => {
    const id = await notice('Dismiss me', { from: '2026-11-01' });
    const first = await dismiss(staff, id);
    expect(first.body).toEqual({
      Code: 200,
      Message: 'Notice dismissed.',
      Data: { Id: id, DismissedAt: app.clock.current.toISOString() },
    });
    expect(await active(staff)).not.toContain('Dismiss me');
    expect(await active(admin)).toContain('Dismiss me');
    const firstAt = app.clock.current.toISOString();
    app.clock.advance(600);
    expect((await dismiss(staff, id)).body.Data).toEqual({ Id: id, DismissedAt: firstAt });
    // A new sign-in of the same user does not bring it back.
    const again = await signInAs(app, 'staff', 'Staff@123');
    expect(await active(again)).not.toContain('Dismiss me');
  });

  it("404s another company's notice and one for another audience, storing nothing; refuses a bad id", async () => {
    const coop = await notice('Coop only', { from: '2026-11-01', companyId: 2 });
    const dealers = await notice('Dealers only', { from: '2026-11-01', audience: 'dealer' });
    for (const id of [coop, dealers, 999_999]) {
      const refused = await dismiss(staff, id);
      expect(refused.status, String(id)).toBe(404);
      expect(refused.body).toEqual({ Code: 404, Message: 'Notice not found.', Data: null });
    }
    expect(await app.deps.db.select().from(noticeReads).where(eq(noticeReads.noticeId, coop))).toEqual([]);
    for (const id of ['', 'abc', '0', '1.5']) {
      const refused = await dismiss(staff, id);
      expect(refused.status, id).toBe(400);
      expect(refused.body).toMatchObject({
        Code: 400,
        Message: 'id must be the number of a notice',
        Data: null,
      });
    }
  });

  it('goes with its notice when the notice is deleted', async () => {
    const id = await notice('Deleted later', { from: '2026-11-01' });
    expect((await dismiss(admin, id)).status).toBe(200);
    const deleted = await app.post(`${API}/notice/delete?id=${id}`, { token: admin, companyId: 1 });
    expect(deleted.status, deleted.body.Message).toBe(200);
    expect(await app.deps.db.select().from(noticeReads).where(eq(noticeReads.noticeId, id))).toEqual([]);
  });

  it('needs a signed-in member of the company', async () => {
    expect((await app.get(`${API}/notice/active`, { companyId: 1 })).status).toBe(401);
    const otherCompany = await app.get(`${API}/notice/active`, { token: staff, companyId: 2 });
    expect(otherCompany.status).toBe(403);
  });
});
