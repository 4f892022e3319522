import type {
  SupportAssignee,
  SupportTicketDetail,
  SupportTicketPage,
} from '@backoffice/shared/support/support-ticket.contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { userIdByName } from '../../test-support/entity-id.js';
import { API } from '../../test-support/sign-in.js';
import {
  PNG,
  supportTicketSuite,
  ticketCalls,
  ticketForm,
  VALID,
} from '../../test-support/support-ticket-kit.js';
import type { TestApp } from '../../test-support/test-app.js';

// A company's list and detail, the support desk's work on tickets, and comments from both sides.
const suite = supportTicketSuite();
const { save, fileTicket, detail, notificationsOf } = ticketCalls(suite);
let app: TestApp;
let admin: string;
let staff: string;
let sales: string;
let desk: string;
let coop: string;
let deskUserId: number;
let staffUserId: number;
beforeAll(() => {
  ({ app, admin, staff, sales, desk, coop, deskUserId, staffUserId } = suite);
});

describe('supportticket/list and detail', () => {
  it("lists the company's tickets, filtered and searched, newest first", async () => {
    const ticket = await fileTicket(staff, {
      ...VALID,
      TicketType: 'N',
      Remarks: 'Export the party list as CSV',
    });
    const found = await app.get<SupportTicketPage>(
      `${API}/supportticket/list?query=party%20list&TicketType=N&Status=open&pageSize=5`,
      { token: staff, companyId: 1 },
    );
    expect(found.status).toBe(200);
    expect(found.body.Data?.Items.map((item) => item.Id)).toEqual([ticket.Id]);
    expect(found.body.Data).toMatchObject({ TotalCount: 1, PageNo: 1, PageSize: 5 });
    const all = await app.get<SupportTicketPage>(`${API}/supportticket/list?SortBy=CreatedAt`, {
      token: staff,
      companyId: 1,
    });
    expect(all.body.Data?.Items[0]?.Id).toBe(ticket.Id);
  });

  it("keeps each company to its own tickets: another company's list is empty of them and its detail is 404", async () => {
    const ticket = await fileTicket();
    const other = await app.get<SupportTicketPage>(`${API}/supportticket/list?pageSize=100`, {
      token: coop,
      companyId: 2,
    });
    expect(other.status).toBe(200);
    expect(other.body.Data?.Items.some((item) => item.Id === ticket.Id)).toBe(false);
    expect((await detail(coop, ticket.Id, 2)).status).toBe(404);
    expect((await detail(admin, ticket.Id, 1)).status).toBe(200);
  });

  it('refuses the list and detail to a user without page 207 (403), and a bad id (400)', async () => {
    const ticket = await fileTicket();
    expect((await app.get(`${API}/supportticket/list`, { token: sales, companyId: 1 })).status).toBe(403);
    expect((await detail(sales, ticket.Id)).status).toBe(403);
    expect((await app.get(`${API}/supportticket/detail?id=abc`, { token: staff, companyId: 1 })).status).toBe(
      400,
    );
  });
});

describe('the support desk', () => {
  it('refuses a company administrator without the desk (page 208): 403 on every desk call', async () => {
    const ticket = await fileTicket();
    const calls = [
      app.get(`${API}/supportticket/adminlist`, { token: admin, companyId: 1 }),
      app.get(`${API}/supportticket/assignees`, { token: admin, companyId: 1 }),
      app.post(`${API}/supportticket/assign?id=${ticket.Id}`, {
        token: admin,
        companyId: 1,
        form: { AssigneeUserId: String(deskUserId) },
      }),
      app.post(`${API}/supportticket/status?id=${ticket.Id}`, {
        token: admin,
        companyId: 1,
        form: { Status: 'closed' },
      }),
      app.post(`${API}/supportticket/close?id=${ticket.Id}`, { token: admin, companyId: 1, form: {} }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(403);
      expect(answer.body.Message).toBe('You do not have permission to view Support Tickets (all companies).');
    }
    expect((await detail(staff, ticket.Id)).body.Data?.Status).toBe('open');
  });

  it('refuses a non-desk assignment before judging its input: no answer tells whose id is a super administrator', async () => {
    const ticket = await fileTicket();
    const attempts: { query: string; assignee: string }[] = [
      { query: `id=${ticket.Id}`, assignee: String(deskUserId) },
      { query: `id=${ticket.Id}`, assignee: String(staffUserId) },
      { query: `id=${ticket.Id}`, assignee: '987654' },
      { query: `id=${ticket.Id}`, assignee: 'not-a-number' },
      { query: 'id=987654', assignee: String(deskUserId) },
      { query: 'id=abc', assignee: String(staffUserId) },
    ];
    for (const token of [admin, staff]) {
      for (const { query, assignee } of attempts) {
        const answer = await app.post(`${API}/supportticket/assign?${query}`, {
          token,
          companyId: 1,
          form: { AssigneeUserId: assignee },
        });
        expect({ query, assignee, status: answer.status, body: answer.body }).toEqual({
          query,
          assignee,
          status: 403,
          body: {
            Code: 403,
            Message: 'You do not have permission to view Support Tickets (all companies).',
            Data: null,
          },
        });
      }
    }
    const after = (await detail(staff, ticket.Id)).body.Data;
    expect(after?.Status).toBe('open');
    expect(after?.History.some((entry) => entry.Action === 'assign')).toBe(false);
  });

  it('lists every company with its name and offers the super administrators as assignees', async () => {
    const mine = await fileTicket();
    const coopTicket = await save(coop, ticketForm(VALID, { bytes: PNG, name: 'a.png' }), 2);
    expect(coopTicket.status, coopTicket.body.Message).toBe(200);
    const list = await app.get<SupportTicketPage>(`${API}/supportticket/adminlist?pageSize=100`, {
      token: desk,
      companyId: 1,
    });
    expect(list.status).toBe(200);
    const names = new Map(list.body.Data?.Items.map((item) => [item.Id, item.CompanyName]));
    expect(names.get(mine.Id)).toBe('Himalayan Traders');
    expect(names.get(coopTicket.body.Data?.Id ?? 0)).toBe('Sagarmatha Cooperative');
    const coopOnly = await app.get<SupportTicketPage>(`${API}/supportticket/adminlist?query=sagarmatha`, {
      token: desk,
      companyId: 1,
    });
    expect(coopOnly.body.Data?.Items.every((item) => item.CompanyId === 2)).toBe(true);
    // Filtering by a company while signed in to another: CompanyId would name the caller's company.
    const byCompany = await app.get<SupportTicketPage>(
      `${API}/supportticket/adminlist?TicketCompanyId=2&pageSize=100`,
      { token: desk, companyId: 1 },
    );
    expect(byCompany.status, byCompany.body.Message).toBe(200);
    expect(byCompany.body.Data?.Items.map((item) => item.CompanyId)).toContain(2);
    expect(byCompany.body.Data?.Items.every((item) => item.CompanyId === 2)).toBe(true);
    const assignees = await app.get<SupportAssignee[]>(`${API}/supportticket/assignees`, {
      token: desk,
      companyId: 1,
    });
    expect(assignees.body.Data).toEqual([{ Id: deskUserId, Name: 'Sita Sharma' }]);
  });

  it('assigns, notifying the assignee and the issuer; refuses a non-desk assignee (400)', async () => {
    const ticket = await fileTicket();
    const wrong = await app.post(`${API}/supportticket/assign?id=${ticket.Id}`, {
      token: desk,
      companyId: 1,
      form: { AssigneeUserId: String(staffUserId) },
    });
    expect(wrong.status).toBe(400);
    const assigned = await app.post<SupportTicketDetail>(`${API}/supportticket/assign?id=${ticket.Id}`, {
      token: desk,
      companyId: 1,
      form: { AssigneeUserId: String(deskUserId), Remarks: 'Looking at it' },
    });
    expect(assigned.status, assigned.body.Message).toBe(200);
    expect(assigned.body.Data).toMatchObject({
      Status: 'assigned',
      AssigneeUserId: deskUserId,
      AssigneeName: 'Sita Sharma',
      AllowedActions: ['assign', 'start', 'resolve', 'close'],
    });
    expect(assigned.body.Data?.History.at(-1)).toMatchObject({
      Action: 'assign',
      From: 'open',
      To: 'assigned',
      Remarks: 'Looking at it',
      ActorName: 'Sita Sharma',
    });
    const [issuerNote] = await notificationsOf(staffUserId, `/core/support/list?id=${ticket.Id}`);
    expect(issuerNote).toMatchObject({
      companyId: 1,
      title: `Your support ticket ${ticket.TicketNo} was assigned to Sita Sharma`,
    });
    // The assignee acted, so is not told of their own assignment.
    const deskNotes = await notificationsOf(deskUserId, `/core/support/admin?id=${ticket.Id}`);
    expect(deskNotes.map((note) => note.title)).toEqual([
      `New support ticket ${ticket.TicketNo}: ${VALID.Remarks}`,
    ]);
  });

  it("tells an assignee other than the actor, in their own company's bell", async () => {
    const [other] = await app.deps.db
      .insert(users)
      .values({ username: 'desk2', firstName: 'Desk', lastName: 'Two', isSuperAdmin: true })
      .returning({ id: users.id });
    const ticket = await fileTicket();
    const assigned = await app.post(`${API}/supportticket/assign?id=${ticket.Id}`, {
      token: desk,
      companyId: 1,
      form: { AssigneeUserId: String(other?.id) },
    });
    expect(assigned.status, assigned.body.Message).toBe(200);
    const [note] = await notificationsOf(other?.id ?? 0, `/core/support/admin?id=${ticket.Id}`);
    expect(note).toMatchObject({
      companyId: 1,
      title: `Support ticket ${ticket.TicketNo} of Himalayan Traders was assigned to you`,
    });
    await app.deps.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.id, other?.id ?? 0));
  });

  it('changes status along the machine and refuses other moves with 409', async () => {
    const ticket = await fileTicket();
    const status = (Status: string, Remarks?: string) =>
      app.post<SupportTicketDetail>(`${API}/supportticket/status?id=${ticket.Id}`, {
        token: desk,
        companyId: 1,
        form: Remarks ? { Status, Remarks } : { Status },
      });
    const early = await status('inProgress');
    expect(early.status).toBe(409);
    expect(early.body.Message).toBe('A ticket that is open cannot be started; it can be assigned or closed.');
    await app.post(`${API}/supportticket/assign?id=${ticket.Id}`, {
      token: desk,
      companyId: 1,
      form: { AssigneeUserId: String(deskUserId) },
    });
    expect((await status('inProgress')).body.Data?.Status).toBe('inProgress');
    const resolved = await status('resolved', 'Fixed in the next release');
    expect(resolved.body.Message).toBe(`Support ticket ${ticket.TicketNo} is now resolved.`);
    const noReason = await status('open');
    expect(noReason.status).toBe(400);
    expect(noReason.body.Message).toBe('A reason is required when a ticket is reopened.');
    expect((await status('assigned')).status).toBe(400);
    const [note] = await notificationsOf(staffUserId, `/core/support/list?id=${ticket.Id}`);
    expect(note?.title).toBe(`Your support ticket ${ticket.TicketNo} is now resolved`);
  });

  it('closes a ticket, notifying the issuer; closing again is 409 and a closed ticket takes no comment', async () => {
    const ticket = await fileTicket();
    const closed = await app.post<SupportTicketDetail>(`${API}/supportticket/close?id=${ticket.Id}`, {
      token: desk,
      companyId: 1,
      form: { Remarks: 'Duplicate of an earlier ticket' },
    });
    expect(closed.status, closed.body.Message).toBe(200);
    expect(closed.body.Data).toMatchObject({ Status: 'closed', AllowedActions: [] });
    const [note] = await notificationsOf(staffUserId, `/core/support/list?id=${ticket.Id}`);
    expect(note?.title).toBe(`Your support ticket ${ticket.TicketNo} was closed`);
    const again = await app.post(`${API}/supportticket/close?id=${ticket.Id}`, { token: desk, companyId: 1 });
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe('The ticket is already closed; no further action is possible.');
    const comment = await app.post(`${API}/supportticket/comment?id=${ticket.Id}`, {
      token: staff,
      companyId: 1,
      form: { Text: 'Thanks' },
    });
    expect(comment.status).toBe(409);
  });

  it("acts on another company's ticket from any company, and 404s an unknown one", async () => {
    const coopTicket = await save(coop, ticketForm(VALID, { bytes: PNG, name: 'a.png' }), 2);
    const id = coopTicket.body.Data?.Id ?? 0;
    const closed = await app.post<SupportTicketDetail>(`${API}/supportticket/close?id=${id}`, {
      token: desk,
      companyId: 1,
    });
    expect(closed.status, closed.body.Message).toBe(200);
    expect(closed.body.Data?.CompanyId).toBe(2);
    const [note] = await notificationsOf(await userIdByName(app, 'coopadmin'), `/core/support/list?id=${id}`);
    expect(note?.companyId).toBe(2);
    const unknown = await app.post(`${API}/supportticket/close?id=999999`, { token: desk, companyId: 1 });
    expect(unknown.status).toBe(404);
  });
});

describe('supportticket/comment', () => {
  it("takes the company's and the desk's comments, telling the other side", async () => {
    const ticket = await fileTicket();
    const mine = await app.post<SupportTicketDetail>(`${API}/supportticket/comment?id=${ticket.Id}`, {
      token: staff,
      companyId: 1,
      form: { Text: 'It happens on the phone too' },
    });
    expect(mine.status, mine.body.Message).toBe(200);
    const deskNotes = await notificationsOf(deskUserId, `/core/support/admin?id=${ticket.Id}`);
    expect(deskNotes[0]?.title).toBe(`New comment on support ticket ${ticket.TicketNo} of Himalayan Traders`);
    const answer = await app.post<SupportTicketDetail>(`${API}/supportticket/comment?id=${ticket.Id}`, {
      token: desk,
      companyId: 1,
      form: { Text: 'Which phone?' },
    });
    expect(answer.body.Data?.Comments).toEqual([
      expect.objectContaining({
        Text: 'It happens on the phone too',
        UserName: 'Gita Karki',
        FromSupportDesk: false,
      }),
      expect.objectContaining({ Text: 'Which phone?', UserName: 'Sita Sharma', FromSupportDesk: true }),
    ]);
    expect(answer.body.Data?.CommentCount).toBe(2);
    const [note] = await notificationsOf(staffUserId, `/core/support/list?id=${ticket.Id}`);
    expect(note?.title).toBe(`The support desk answered your ticket ${ticket.TicketNo}`);
  });

  it('refuses an empty comment (400), a user without page 207 (403) and another company (404)', async () => {
    const ticket = await fileTicket();
    const comment = (token: string, Text: string, companyId = 1) =>
      app.post(`${API}/supportticket/comment?id=${ticket.Id}`, { token, companyId, form: { Text } });
    expect((await comment(staff, '  ')).status).toBe(400);
    expect((await comment(sales, 'hello')).status).toBe(403);
    expect((await comment(coop, 'hello', 2)).status).toBe(404);
  });
});
