import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partiesTable, partyNotesTable } from '../../db/schema/index.js';
import { grantEverything } from '../../test-support/grant-everything.js';
import { startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let staff: string;
let sales: string;
let partyId: number;

const note = (token: string, text: string) =>
  app.post<{ Id: number }>(`${API}/note/save`, {
    token,
    companyId: 1,
    json: { PartyId: partyId, Text: text },
  });

beforeAll(async () => {
  ({ app, admin, staff } = await startSalesTestApp());
  await grantEverything(app, 'Sales Person', PAGE_CODES.Note);
  sales = await signInAs(app, 'sales1', 'Sales@123');
  const [party] = await app.deps.db
    .select({ id: partiesTable.id })
    .from(partiesTable)
    .where(eq(partiesTable.companyId, 1))
    .limit(1);
  partyId = Number(party?.id);
});
afterAll(async () => app.close());

describe('party notes', () => {
  it('lets only the author reword a note, and only the author or an administrator delete it', async () => {
    const mine = await note(sales, 'Owner away till Tihar');
    expect(mine.status, mine.body.Message).toBe(200);
    const id = mine.body.Data?.Id ?? 0;

    const reworded = await app.post(`${API}/note/save`, {
      token: admin,
      companyId: 1,
      json: { Id: id, PartyId: partyId, Text: 'Changed by someone else' },
    });
    expect(reworded.status).toBe(403);
    expect(reworded.body.Message).toBe(
      'Only the author of a note may change it; add a note of your own instead',
    );
    const deletedByOther = await app.post(`${API}/note/delete?id=${id}`, { token: staff, companyId: 1 });
    expect([403, 404]).toContain(deletedByOther.status);
    const [kept] = await app.deps.db
      .select({ text: partyNotesTable.Text })
      .from(partyNotesTable)
      .where(and(eq(partyNotesTable.companyId, 1), eq(partyNotesTable.id, id)));
    expect(kept?.text).toBe('Owner away till Tihar');

    const ownEdit = await app.post(`${API}/note/save`, {
      token: sales,
      companyId: 1,
      json: { Id: id, PartyId: partyId, Text: 'Owner back on Monday' },
    });
    expect(ownEdit.status, ownEdit.body.Message).toBe(200);
    const byAdmin = await app.post(`${API}/note/delete?id=${id}`, { token: admin, companyId: 1 });
    expect(byAdmin.status, byAdmin.body.Message).toBe(200);
  });
});
