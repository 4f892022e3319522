import { readFileSync } from 'node:fs';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { phoneNumberMessage } from '@backoffice/shared/text/phone-number';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partiesTable } from '../db/schema/index.js';
import { startSalesTestApp } from '../test-support/sales-test-app.js';
import { API } from '../test-support/sign-in.js';
import type { TestApp } from '../test-support/test-app.js';
import { entityTable } from './entity-table.js';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  ({ app, admin } = await startSalesTestApp());
});
afterAll(async () => app.close());

type Body = Record<string, unknown>;
const save = (apiPath: string, form: Record<string, string>) =>
  app.post<Body>(`${API}/${apiPath}/save`, { token: admin, companyId: 1, form });
const list = (apiPath: string, query: string) =>
  app.get<{ Items: Body[]; TotalCount: number }>(
    `${API}/${apiPath}/list?query=${encodeURIComponent(query)}&pageSize=50`,
    { token: admin, companyId: 1 },
  );
const party = entityTable(PARTY);
const storedPartyPhone = async (id: unknown) =>
  (
    await app.deps.db
      .select({ phone: party.Phone })
      .from(partiesTable)
      .where(and(eq(party.companyId, 1), eq(party.id, Number(id))))
  )[0]?.phone;

describe('phone numbers in one form', () => {
  it('stores a number typed three ways as the same normal form', async () => {
    const typed = ['01-4780011', '+977 1 4780011', '00977-014780011'];
    const stored = await Promise.all(
      typed.map(async (phone, index) => {
        const saved = await save(PARTY.apiPath, {
          Name: `Phone Form Store ${index}`,
          Phone: phone,
          Address: 'Thamel, Kathmandu',
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect(saved.body.Data).toMatchObject({ Phone: '+97714780011' });
        return storedPartyPhone((saved.body.Data as Body).Id);
      }),
    );
    expect(stored).toEqual(['+97714780011', '+97714780011', '+97714780011']);
  });

  it('refuses a number that is none with a 400 naming the field', async () => {
    const refused = await save(PARTY.apiPath, { Name: 'No Phone Store', Phone: '4780011', Address: 'Patan' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      Code: 400,
      Data: null,
      Errors: [{ Field: 'Phone', Message: phoneNumberMessage('Phone') }],
    });
  });

  it('holds a unique phone on the normal form: the same mobile typed otherwise is refused', async () => {
    const first = await save(SALES_PERSON.apiPath, {
      FullName: 'Phone Unique One',
      EmployeeCode: 'PH-001',
      Phone: '98-1234 5678',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.Data).toMatchObject({ Phone: '+9779812345678' });
    for (const [index, phone] of ['+9779812345678', '009779812345678', '981 234 5678'].entries()) {
      const again = await save(SALES_PERSON.apiPath, {
        FullName: `Phone Unique Copy ${index}`,
        EmployeeCode: `PH-10${index}`,
        Phone: phone,
      });
      expect(again.status, phone).toBe(409);
      expect(again.body).toMatchObject({ Code: 409, Errors: [{ Field: 'Phone' }] });
    }
    // The person's own number, typed another way, is no clash with itself.
    const same = await save(SALES_PERSON.apiPath, {
      Id: String((first.body.Data as Body).Id),
      FullName: 'Phone Unique One',
      EmployeeCode: 'PH-001',
      Phone: '9812345678',
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
  });

  it('finds a record by its number typed in any form, or a part of it', async () => {
    for (const query of ['01-4780011', '+97714780011', '014780011', '478 0011']) {
      const found = await list(PARTY.apiPath, query);
      expect(
        found.body.Data?.Items.map((item) => item.Name),
        query,
      ).toEqual(expect.arrayContaining(['Phone Form Store 0', 'Phone Form Store 1', 'Phone Form Store 2']));
    }
    for (const query of ['98-1234 5678', '+977 981 234 5678', '981-234']) {
      const found = await list(SALES_PERSON.apiPath, query);
      expect(
        found.body.Data?.Items.map((item) => item.FullName),
        query,
      ).toEqual(['Phone Unique One']);
    }
  });
});

describe('migration 0028: stored phones rewritten to the normal form', () => {
  const statements = readFileSync(
    new URL('../../drizzle/0028_phone_numbers_normal_form.sql', import.meta.url),
    'utf8',
  )
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

  // As an older release stored it: as typed, straight into the table.
  const storeAsTyped = (table: string, id: number, phone: string) =>
    app.deps.db.execute(
      sql`update ${sql.identifier(table)} set phone = ${phone} where company_id = 1 and id = ${id}`,
    );
  const storedPhone = async (table: string, id: number) => {
    const answer = await app.deps.db.execute(
      sql`select phone from ${sql.identifier(table)} where company_id = 1 and id = ${id}`,
    );
    // The drivers answer rows as an array or under rows.
    const rows: unknown[] = Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows;
    return (rows[0] as { phone?: string } | undefined)?.phone;
  };
  const typedInto =
    (table: string, apiPath: string, form: (index: number) => Record<string, string>) =>
    (phones: readonly string[]) =>
      Promise.all(
        phones.map(async (phone, index) => {
          const saved = await save(apiPath, form(index));
          const id = Number((saved.body.Data as Body).Id);
          await storeAsTyped(table, id, phone);
          return id;
        }),
      );

  it('rewrites the numbers that read as one, leaves the rest, and keeps a unique pair as typed', async () => {
    const parties = await typedInto('parties', PARTY.apiPath, (index) => ({
      Name: `Migrated Phone ${index}`,
      Phone: '9800000000',
      Address: 'Pokhara',
    }))(['98-1111 2222', 'ask the shop', '+977 61 540123']);
    const twins = await typedInto('sales_persons', SALES_PERSON.apiPath, (index) => ({
      FullName: `Migrated Twin ${index}`,
      EmployeeCode: `MT-00${index}`,
      Phone: `970000000${index}`,
    }))(['97-4111 2222', '+977 974 1112222']);
    for (const statement of statements) await app.deps.db.execute(sql.raw(statement));
    expect(await Promise.all(parties.map((id) => storedPhone('parties', id)))).toEqual([
      '+9779811112222',
      'ask the shop',
      '+97761540123',
    ]);
    expect(await Promise.all(twins.map((id) => storedPhone('sales_persons', id)))).toEqual([
      '97-4111 2222',
      '+977 974 1112222',
    ]);
  });
});
