import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { TICKET_IMAGE_MAX_BYTES } from '@backoffice/shared/support/support-ticket';
import type { SupportTicketDetail } from '@backoffice/shared/support/support-ticket.contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, supportTickets } from '../../db/schema/index.js';
import { API } from '../../test-support/sign-in.js';
import {
  EXE,
  GIF,
  PNG,
  SALES_MODULE,
  supportTicketSuite,
  ticketCalls,
  ticketForm,
  VALID,
} from '../../test-support/support-ticket-kit.js';
import type { TestApp } from '../../test-support/test-app.js';

// Filing and editing a ticket: fields, image, numbering, rights, and the file parts the form does not take.
const suite = supportTicketSuite();
const { save, fileTicket, notificationsOf } = ticketCalls(suite);
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

describe('supportticket/save', () => {
  it('files an open ticket numbered ST-year-serial with its image, history, audit and a note to the desk', async () => {
    const saved = await save(staff, ticketForm(VALID, { bytes: PNG, name: 'screen.png' }));
    expect(saved.status, saved.body.Message).toBe(200);
    const ticket = saved.body.Data as SupportTicketDetail;
    expect(saved.body.Message).toBe(`Support ticket ${ticket.TicketNo} was sent.`);
    expect(ticket).toMatchObject({
      TicketNo: expect.stringMatching(/^ST-2026-\d{6}$/),
      CompanyId: 1,
      TicketType: 'B',
      ModuleId: SALES_MODULE,
      ModuleName: 'Field Sales and Distribution',
      PageCode: PAGE_CODES.Order,
      PageName: 'Orders',
      PriorityLevel: 'H',
      Remarks: VALID.Remarks,
      IssuerName: 'Gita Karki',
      Status: 'open',
      AssigneeUserId: null,
      CreatedByUserId: staffUserId,
      CanEdit: true,
      IsSupportDesk: false,
      AllowedActions: [],
      Comments: [],
    });
    expect(ticket.ImagePath).toMatch(/^\/uploads\/1\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${app.base}${ticket.ImagePath}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(ticket.History).toEqual([
      expect.objectContaining({ Action: 'create', From: null, To: 'open', ActorName: 'Gita Karki' }),
    ]);
    const [audit] = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'SupportTicket'), eq(auditLog.entityId, String(ticket.Id))));
    expect(audit).toMatchObject({ action: 'create', companyId: 1 });
    const [note] = await notificationsOf(deskUserId, `/core/support/admin?id=${ticket.Id}`);
    expect(note?.title).toBe(`New support ticket ${ticket.TicketNo}: ${VALID.Remarks}`);
  });

  it('numbers the next ticket one higher', async () => {
    const first = await fileTicket();
    const second = await fileTicket();
    const serial = (no: string) => Number(no.slice(-6));
    expect(serial(second.TicketNo)).toBe(serial(first.TicketNo) + 1);
  });

  it("refuses missing fields with the form's messages", async () => {
    const saved = await save(staff, ticketForm({ TicketType: 'N', PriorityLevel: 'L', Remarks: '  ' }));
    expect(saved.status).toBe(400);
    expect(saved.body.Errors).toEqual(
      expect.arrayContaining([
        { Field: 'ModuleId', Message: 'Select Module' },
        { Field: 'PageCode', Message: 'Select Page' },
        { Field: 'Remarks', Message: '** Required' },
        { Field: 'IssuerName', Message: '** Required' },
      ]),
    );
  });

  it("refuses a ticket without its image: 'Select Issue Image'", async () => {
    const saved = await save(staff, ticketForm(VALID));
    expect(saved.status).toBe(400);
    expect(saved.body.Errors).toEqual([{ Field: 'ImagePathFile', Message: 'Select Issue Image' }]);
  });

  it('refuses a page of another module', async () => {
    const saved = await save(
      staff,
      ticketForm({ ...VALID, PageCode: String(PAGE_CODES.User) }, { bytes: PNG, name: 'a.png' }),
    );
    expect(saved.status).toBe(400);
    expect(saved.body.Errors).toEqual([{ Field: 'PageCode', Message: 'Select Page' }]);
  });

  it('refuses a renamed .exe by its content, and stores nothing', async () => {
    const before = await app.deps.db.select({ id: supportTickets.id }).from(supportTickets);
    const saved = await save(staff, ticketForm(VALID, { bytes: EXE, name: 'screenshot.png' }));
    expect(saved.status).toBe(400);
    expect(saved.body.Errors).toEqual([
      { Field: 'ImagePathFile', Message: 'Issue image must be a PNG, GIF or JPEG file' },
    ]);
    const after = await app.deps.db.select({ id: supportTickets.id }).from(supportTickets);
    expect(after).toHaveLength(before.length);
  });

  it('accepts a GIF', async () => {
    const saved = await save(staff, ticketForm(VALID, { bytes: GIF, name: 'a.gif' }));
    expect(saved.status, saved.body.Message).toBe(200);
    expect(saved.body.Data?.ImagePath).toMatch(/\.gif$/);
  });

  it('refuses a user without Edit permission on page 207: 403', async () => {
    const saved = await save(sales, ticketForm(VALID, { bytes: PNG, name: 'a.png' }));
    expect(saved.status).toBe(403);
    expect(saved.body.Message).toBe('You do not have permission to edit Support Tickets.');
  });

  it('lets the person who filed it edit an open ticket, keeping the image when none is sent', async () => {
    const ticket = await fileTicket();
    const edited = await save(
      staff,
      ticketForm({ ...VALID, Id: String(ticket.Id), PriorityLevel: 'L', Remarks: 'Only after a dispatch' }),
    );
    expect(edited.status, edited.body.Message).toBe(200);
    expect(edited.body.Message).toBe(`Support ticket ${ticket.TicketNo} was saved.`);
    expect(edited.body.Data).toMatchObject({
      PriorityLevel: 'L',
      Remarks: 'Only after a dispatch',
      ImagePath: ticket.ImagePath,
    });
    expect(edited.body.Data?.History.map((step) => step.Action)).toEqual(['create', 'update']);
  });

  it("refuses editing another user's ticket (403) and a ticket the desk has taken (409)", async () => {
    const ticket = await fileTicket();
    const byAdmin = await save(admin, ticketForm({ ...VALID, Id: String(ticket.Id) }));
    expect(byAdmin.status).toBe(403);
    await app.post(`${API}/supportticket/assign?id=${ticket.Id}`, {
      token: desk,
      companyId: 1,
      form: { AssigneeUserId: String(deskUserId) },
    });
    const late = await save(staff, ticketForm({ ...VALID, Id: String(ticket.Id) }));
    expect(late.status).toBe(409);
    expect(late.body.Message).toBe(
      'A ticket that is assigned can no longer be edited; add a comment instead.',
    );
  });

  it("answers 404 for another company's ticket id", async () => {
    const ticket = await fileTicket();
    const crossed = await save(coop, ticketForm({ ...VALID, Id: String(ticket.Id) }), 2);
    expect(crossed.status).toBe(404);
  });
});

describe('supportticket/save: file parts the form does not take', () => {
  const file = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);
  const ticketCount = async () =>
    (await app.deps.db.select({ id: supportTickets.id }).from(supportTickets)).length;

  it.each([
    [
      'a second ImagePathFile',
      (form: FormData) => form.append('ImagePathFile', file(GIF), 'b.gif'),
      'ImagePathFile',
      'ImagePathFile takes one file',
    ],
    [
      'a file part after the image that the form has no field for',
      (form: FormData) => form.append('Other', file(PNG), 'other.png'),
      'Other',
      'Other is not a file field of this form',
    ],
    [
      'a file in the text field Remarks',
      (form: FormData) => form.set('Remarks', file(PNG), 'a.png'),
      'Remarks',
      'Remarks takes text, not a file',
    ],
  ])('refuses %s with 400 naming the part, and stores nothing', async (_name, change, field, message) => {
    const before = await ticketCount();
    const form = ticketForm(VALID, { bytes: PNG, name: 'screen.png' });
    change(form);
    const saved = await save(staff, form);
    expect(saved.status).toBe(400);
    expect(saved.body).toEqual({
      Code: 400,
      Message: message,
      Data: null,
      Errors: [{ Field: field, Message: message }],
    });
    expect(await ticketCount()).toBe(before);
  });

  it('names an unknown file part sent before the image the same way', async () => {
    const form = new FormData();
    form.append('Other', file(PNG), 'other.png');
    for (const [key, value] of Object.entries(VALID)) form.set(key, value);
    form.append('ImagePathFile', file(PNG), 'screen.png');
    const saved = await save(staff, form);
    expect(saved.status).toBe(400);
    expect(saved.body.Message).toBe('Other is not a file field of this form');
  });

  it('refuses an image over 5 MB with 413 naming the part and its limit', async () => {
    const before = await ticketCount();
    const big = Buffer.concat([PNG, Buffer.alloc(TICKET_IMAGE_MAX_BYTES)]);
    const saved = await save(staff, ticketForm(VALID, { bytes: big, name: 'big.png' }));
    expect(saved.status).toBe(413);
    expect(saved.body).toEqual({
      Code: 413,
      Message: 'ImagePathFile is larger than 5 MB',
      Data: null,
      Errors: [{ Field: 'ImagePathFile', Message: 'ImagePathFile is larger than 5 MB' }],
    });
    expect(await ticketCount()).toBe(before);
  });
});
