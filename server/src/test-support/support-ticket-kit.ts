import { moduleIdOf } from '@backoffice/shared/catalogue/modules';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { SupportTicketDetail } from '@backoffice/shared/support/support-ticket.contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { notifications } from '../db/schema/index.js';
import { userIdByName } from './entity-id.js';
import { API, signInAs, signInWithNewAuthenticator } from './sign-in.js';
import { startTestApp, type TestApp } from './test-app.js';

/** The smallest valid PNG (1×1, transparent) and GIF. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
/** A Windows executable's first bytes, sent under an image's name. */
export const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('This program cannot be run in DOS mode'),
]);

export const SALES_MODULE = moduleIdOf('SalesApp');

export interface TicketFields {
  Id?: string;
  TicketType?: string;
  ModuleId?: string;
  PageCode?: string;
  PriorityLevel?: string;
  Remarks?: string;
  IssuerName?: string;
}

export const VALID: TicketFields = {
  TicketType: 'B',
  ModuleId: String(SALES_MODULE),
  PageCode: String(PAGE_CODES.Order),
  PriorityLevel: 'H',
  Remarks: 'The order board does not refresh after dispatch',
  IssuerName: 'Gita Karki',
};

export const ticketForm = (fields: TicketFields, image?: { bytes: Buffer; name: string }) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  if (image) form.set('ImagePathFile', new Blob([new Uint8Array(image.bytes)]), image.name);
  return form;
};

export interface SupportTicketSuite {
  app: TestApp;
  admin: string;
  staff: string;
  sales: string;
  /** The support desk (the super administrator). */
  desk: string;
  /** Company 2's administrator (two-factor). */
  coop: string;
  deskUserId: number;
  staffUserId: number;
}

/**
 * A support-ticket test file's server and sign-ins: call it at the file's top level, before the
 * file's own hooks, which then find everything filled in; the server closes after the file.
 */
export const supportTicketSuite = (): SupportTicketSuite => {
  const suite = {} as SupportTicketSuite;
  beforeAll(async () => {
    suite.app = await startTestApp({ ownDataDir: 'bo-tickets-' });
    [suite.admin, suite.staff, suite.sales, suite.desk, suite.coop] = await Promise.all([
      signInAs(suite.app, 'admin', 'Admin@123'),
      signInAs(suite.app, 'staff', 'Staff@123'),
      signInAs(suite.app, 'sales1', 'Sales@123'),
      signInAs(suite.app, 'superadmin', 'Super@123'),
      signInWithNewAuthenticator(suite.app, 'coopadmin', 'Admin@123', { companyId: 2, branchId: 3 }),
    ]);
    [suite.deskUserId, suite.staffUserId] = await Promise.all([
      userIdByName(suite.app, 'superadmin'),
      userIdByName(suite.app, 'staff'),
    ]);
  });
  afterAll(async () => suite.app.close());
  return suite;
};

/** The calls the files make, on the suite's server. */
export const ticketCalls = (suite: SupportTicketSuite) => {
  const save = (token: string, form: FormData, companyId = 1) =>
    suite.app.post<SupportTicketDetail>(`${API}/supportticket/save`, { token, companyId, formData: form });
  const fileTicket = async (
    token = suite.staff,
    fields: TicketFields = VALID,
  ): Promise<SupportTicketDetail> => {
    const saved = await save(token, ticketForm(fields, { bytes: PNG, name: 'screen.png' }));
    expect(saved.status, saved.body.Message).toBe(200);
    if (!saved.body.Data) throw new Error('no ticket');
    return saved.body.Data;
  };
  const detail = (token: string, id: number, companyId = 1) =>
    suite.app.get<SupportTicketDetail>(`${API}/supportticket/detail?id=${id}`, { token, companyId });
  const notificationsOf = async (userId: number, link: string) =>
    suite.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.link, link)))
      .orderBy(desc(notifications.id));
  return { save, fileTicket, detail, notificationsOf };
};
