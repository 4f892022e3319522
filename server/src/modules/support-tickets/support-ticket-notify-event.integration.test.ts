import { moduleIdOf } from '@backoffice/shared/catalogue/modules';
import { PAGE_NOTIFICATION_SETUP } from '@backoffice/shared/entities/administration/page-notification.entity';
import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { SupportTicketDetail } from '@backoffice/shared/support/support-ticket.contract';
import { eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { idByName, userIdByName } from '../../test-support/entity-id.js';
import { API, signInAs, signInWithNewAuthenticator } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const REMARKS = 'The order board does not refresh after dispatch';

let app: TestApp;
let admin: string;
let staff: string;
let desk: string;
let coop: string;
let deskUserId: number;

const userIdOf = (username: string): Promise<number> => userIdByName(app, username);
const roleIdOf = (name: string, companyId = 1) => idByName(app, ROLE, name, companyId);

beforeAll(async () => {
  app = await startTestApp({ ownDataDir: 'bo-ticket-notify-' });
  [admin, staff, desk, coop] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'staff', 'Staff@123'),
    signInAs(app, 'superadmin', 'Super@123'),
    signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', { companyId: 2, branchId: 3 }),
  ]);
  deskUserId = await userIdOf('superadmin');
});
afterAll(async () => app.close());

/** Notifications recorded since the test began, as (company, username, title, link). */
let since = 0;
beforeEach(async () => {
  const [last] = await app.deps.db.select({ id: max(notifications.id) }).from(notifications);
  since = last?.id ?? 0;
  await app.deps.db.delete(entityTable(PAGE_NOTIFICATION_SETUP));
});
const recorded = async () => {
  const rows = await app.deps.db
    .select({
      companyId: notifications.companyId,
      username: users.username,
      title: notifications.title,
      link: notifications.link,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(gt(notifications.id, since));
  return rows.sort((a, b) => a.username.localeCompare(b.username) || a.title.localeCompare(b.title));
};

const saveAsAdmin = async (apiPath: string, form: Record<string, string>): Promise<number> => {
  const saved = await app.post<{ Id: number }>(`${API}/${apiPath}/save`, {
    token: admin,
    companyId: 1,
    form,
  });
  expect(saved.status, saved.body.Message).toBe(200);
  return saved.body.Data?.Id ?? 0;
};
/** A company 1 setup on the SupportTicket page for the event, with an in-app template. */
const ticketSetup = async (event: string, subject: string, fields: Record<string, string>) => {
  const templateId = await saveAsAdmin('pagenotificationsetuptemplate', {
    Name: `Ticket ${event} ${since}`,
    Channel: 'inApp',
    Subject: subject,
    Body: 'Open {{Link}}',
  });
  return saveAsAdmin('pagenotificationsetup', {
    Name: `Ticket ${event} setup ${since}`,
    PageCode: String(PAGE_CODES.SupportTicket),
    Event: event,
    TemplateId: String(templateId),
    NotifyCreator: 'false',
    NotifyAdmins: 'false',
    NotifyCompany: 'false',
    IsActive: 'true',
    ...fields,
  });
};

const fileTicket = async (token = staff, companyId = 1): Promise<SupportTicketDetail> => {
  const form = new FormData();
  const fields = {
    TicketType: 'B',
    ModuleId: String(moduleIdOf('SalesApp')),
    PageCode: String(PAGE_CODES.Order),
    PriorityLevel: 'H',
    Remarks: REMARKS,
    IssuerName: 'Gita Karki',
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('ImagePathFile', new Blob([new Uint8Array(PNG)]), 'screen.png');
  const saved = await app.post<SupportTicketDetail>(`${API}/supportticket/save`, {
    token,
    companyId,
    formData: form,
  });
  expect(saved.status, saved.body.Message).toBe(200);
  if (!saved.body.Data) throw new Error('no ticket');
  return saved.body.Data;
};
const deskPost = async (path: string, id: number, form: Record<string, string> = {}, companyId = 1) => {
  const done = await app.post(`${API}/supportticket/${path}?id=${id}`, { token: desk, companyId, form });
  expect(done.status, done.body.Message).toBe(200);
};

describe('support ticket notifications through the notification setups (page 207)', () => {
  it("without a setup, keeps the default recipients and titles (the desk's and the issuer's)", async () => {
    const ticket = await fileTicket();
    await deskPost('assign', ticket.Id, { AssigneeUserId: String(deskUserId) });
    await deskPost('comment', ticket.Id, { Text: 'Which browser?' });
    const list = `/core/support/list?id=${ticket.Id}`;
    expect(await recorded()).toEqual([
      {
        companyId: 1,
        username: 'staff',
        title: `The support desk answered your ticket ${ticket.TicketNo}`,
        link: list,
      },
      {
        companyId: 1,
        username: 'staff',
        title: `Your support ticket ${ticket.TicketNo} was assigned to Sita Sharma`,
        link: list,
      },
      {
        companyId: 1,
        username: 'superadmin',
        title: `New support ticket ${ticket.TicketNo}: ${REMARKS}`,
        link: `/core/support/admin?id=${ticket.Id}`,
      },
    ]);
  });

  it("renders an 'assigned' template for the configured role's holders; the issuer and the desk keep theirs as set", async () => {
    const [other] = await app.deps.db
      .insert(users)
      .values({ username: 'desk3', firstName: 'Desk', lastName: 'Three', isSuperAdmin: true })
      .returning({ id: users.id });
    await ticketSetup(
      'assigned',
      '{{TicketNo}} ({{Priority}}, {{Status}}) went to {{AssigneeName}} by {{ActorName}} for {{UserName}}: {{Remarks}}',
      { RecipientRoleId: String(await roleIdOf('Administrator')) },
    );
    const ticket = await fileTicket();
    since = (await app.deps.db.select({ id: max(notifications.id) }).from(notifications))[0]?.id ?? 0;
    await deskPost('assign', ticket.Id, { AssigneeUserId: String(other?.id) });
    // superadmin holds the Administrator role too, but acted; staff filed it, and "the people of
    // the record" is off in this setup; the assignee is the desk's, told as always.
    expect(await recorded()).toEqual([
      {
        companyId: 1,
        username: 'admin',
        title: `${ticket.TicketNo} (High, Assigned) went to Desk Three by Sita Sharma for ${await nameOf('admin')}: ${REMARKS}`,
        link: `/core/support/list?id=${ticket.Id}`,
      },
      {
        companyId: 1,
        username: 'desk3',
        title: `Support ticket ${ticket.TicketNo} of ${ticket.CompanyName} was assigned to you`,
        link: `/core/support/admin?id=${ticket.Id}`,
      },
    ]);
  });

  it("tells the issuer a 'commented' template with the comment when the setup names the record's people", async () => {
    await ticketSetup('commented', 'Re {{TicketNo}}: {{Comment}}', { NotifyCreator: 'true' });
    const ticket = await fileTicket();
    since = (await app.deps.db.select({ id: max(notifications.id) }).from(notifications))[0]?.id ?? 0;
    await deskPost('comment', ticket.Id, { Text: 'Fixed in the next release' });
    expect(await recorded()).toEqual([
      {
        companyId: 1,
        username: 'staff',
        title: `Re ${ticket.TicketNo}: Fixed in the next release`,
        link: `/core/support/list?id=${ticket.Id}`,
      },
    ]);
  });

  it("tells a desk member who is also named by the company's setup once, by the desk's notice", async () => {
    // superadmin is on the desk and holds company 1's Administrator role, which the setup names.
    await ticketSetup('created', 'Filed: {{TicketNo}} for {{UserName}}', {
      RecipientRoleId: String(await roleIdOf('Administrator')),
    });
    const ticket = await fileTicket();
    const told = await recorded();
    expect(told.filter((row) => row.username === 'superadmin')).toEqual([
      {
        companyId: 1,
        username: 'superadmin',
        title: `New support ticket ${ticket.TicketNo}: ${REMARKS}`,
        link: `/core/support/admin?id=${ticket.Id}`,
      },
    ]);
    expect(told.filter((row) => row.username === 'admin').map((row) => row.title)).toEqual([
      `Filed: ${ticket.TicketNo} for ${await nameOf('admin')}`,
    ]);
  });

  it("applies only the ticket's company's setups, whichever company the desk acts from", async () => {
    await ticketSetup('stateChanged', 'Company 1 template {{TicketNo}}', { NotifyCreator: 'true' });
    const coopTicket = await fileTicket(coop, 2);
    since = (await app.deps.db.select({ id: max(notifications.id) }).from(notifications))[0]?.id ?? 0;
    await deskPost('close', coopTicket.Id, {}, 1);
    expect(await recorded()).toEqual([
      {
        companyId: 2,
        username: 'coopadmin',
        title: `Your support ticket ${coopTicket.TicketNo} was closed`,
        link: `/core/support/list?id=${coopTicket.Id}`,
      },
    ]);
  });
});

const nameOf = async (username: string): Promise<string> => {
  const [row] = await app.deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.username, username));
  return `${row?.firstName ?? ''} ${row?.lastName ?? ''}`.trim() || username;
};
