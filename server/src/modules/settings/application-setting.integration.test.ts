import { SETTING_KEYS } from '@backoffice/shared/constants';
import { APPLICATION_SETTING } from '@backoffice/shared/entities/administration/application-setting.entity';
import { APPLICATION_SETTING_KEY } from '@backoffice/shared/entities/administration/application-setting-key.entity';
import type { Page } from '@backoffice/shared/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, clientToken, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

type Row = Record<string, unknown>;

let app: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  app = await startTestApp();
  [admin, client] = await Promise.all([signInAs(app, 'admin', 'Admin@123'), clientToken(app)]);
});
afterAll(async () => app.close());

const settings = `${API}/${APPLICATION_SETTING.apiPath}`;
/** Read when called: the token exists only after beforeAll. */
const asAdmin = () => ({ token: admin, companyId: 1 });
const saveSetting = (form: Record<string, string>) =>
  app.post<Row>(`${settings}/save`, { ...asAdmin(), form });
const saveKey = (form: Record<string, string>) =>
  app.post<Row>(`${API}/${APPLICATION_SETTING_KEY.apiPath}/save`, { ...asAdmin(), form });
const valueByKey = (key: string, token: string) =>
  app.get<{ Key: string; Value: string }>(`${settings}/valuebykey?key=${key}&companyId=1`, { token });

describe('application settings on the entity contract', () => {
  it("lists the company's seeded settings as records with ids", async () => {
    const page = await app.get<Page<Row>>(`${settings}/list?query=${SETTING_KEYS.twoFactor}`, asAdmin());
    expect(page.status, page.body.Message).toBe(200);
    expect(page.body.Data?.Items).toEqual([
      expect.objectContaining({
        Id: expect.any(Number),
        Key: SETTING_KEYS.twoFactor,
        Value: 'false',
        IsPublic: true,
      }),
    ]);
  });

  it('keeps GET /applicationsettings/valuebykey: public settings for anyone, private ones for permitted users', async () => {
    expect((await valueByKey(SETTING_KEYS.twoFactor, client)).body).toEqual({
      Code: 200,
      Message: 'Success',
      Data: { Key: SETTING_KEYS.twoFactor, Value: 'false' },
    });
    const secret = await saveSetting({ Key: 'SMS_SENDER', Value: 'HTL-ALERT', IsPublic: 'false' });
    expect(secret.status, secret.body.Message).toBe(200);
    const anonymous = await valueByKey('SMS_SENDER', client);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.Data).toBeNull();
    expect((await valueByKey('SMS_SENDER', admin)).body.Data).toEqual({
      Key: 'SMS_SENDER',
      Value: 'HTL-ALERT',
    });

    const made = await saveSetting({ Id: String(secret.body.Data?.Id), IsPublic: 'true' });
    expect(made.body.Data).toMatchObject({ Key: 'SMS_SENDER', Value: 'HTL-ALERT', IsPublic: true });
    expect((await valueByKey('SMS_SENDER', client)).body.Data).toEqual({
      Key: 'SMS_SENDER',
      Value: 'HTL-ALERT',
    });
  });

  it("checks a value against its key's type, with a message naming the key", async () => {
    expect(
      (await saveKey({ Key: 'MAX_UPLOAD_MB', Name: 'Largest upload', ValueType: 'number' })).status,
    ).toBe(200);
    const refused = await saveSetting({ Key: 'MAX_UPLOAD_MB', Value: 'ten' });
    expect(refused.status).toBe(400);
    expect(refused.body.Errors).toEqual([
      { Field: 'Value', Message: 'Value must be a number for MAX_UPLOAD_MB, such as 10 or 2.5' },
    ]);
    const saved = await saveSetting({ Key: 'MAX_UPLOAD_MB', Value: '10' });
    expect(saved.status, saved.body.Message).toBe(200);
    const update = await saveSetting({ Id: String(saved.body.Data?.Id), Value: '' });
    expect(update.body.Message).toBe('Value must be a number for MAX_UPLOAD_MB, such as 10 or 2.5');

    // The seeded TWOFACTOR_AUTH key says boolean; a flag is stored in lower case, as the sign-in reads it.
    const [twoFactor] =
      (await app.get<Page<Row>>(`${settings}/list?query=${SETTING_KEYS.twoFactor}`, asAdmin())).body.Data
        ?.Items ?? [];
    const maybe = await saveSetting({ Id: String(twoFactor?.Id), Value: 'maybe' });
    expect(maybe.body).toMatchObject({
      Code: 400,
      Message: 'Value must be true or false for TWOFACTOR_AUTH',
    });
    const off = await saveSetting({ Id: String(twoFactor?.Id), Value: 'FALSE' });
    expect(off.body.Data).toMatchObject({ Value: 'false' });
  });

  it("gives a new setting its key's default value and public flag when the form leaves them out", async () => {
    await saveKey({
      Key: 'SHOW_PRICES',
      Name: 'Show prices to dealers',
      ValueType: 'boolean',
      IsPublic: 'true',
      DefaultValue: 'true',
    });
    const created = await saveSetting({ Key: 'show_prices' });
    expect(created.status, created.body.Message).toBe(200);
    expect(created.body.Data).toMatchObject({ Key: 'show_prices', Value: 'true', IsPublic: true });
  });

  it('refuses a key the company already has, whatever its case', async () => {
    const taken = await saveSetting({ Key: SETTING_KEYS.twoFactor.toLowerCase(), Value: 'true' });
    expect(taken.status).toBe(409);
    expect(taken.body.Errors).toEqual([{ Field: 'Key', Message: 'Key is already used' }]);
  });

  it('audits a change under the setting', async () => {
    const created = await saveSetting({ Key: 'SUPPORT_PHONE', Value: '+977 1 4000000' });
    const id = String(created.body.Data?.Id);
    await saveSetting({ Id: id, Value: '+977 1 4111111' });
    const trail = await app.get<{ Action: string; Changes: { Field: string; After: unknown }[] }[]>(
      `${settings}/audit?id=${id}`,
      asAdmin(),
    );
    expect(trail.body.Data?.map((entry) => entry.Action)).toEqual(['update', 'create']);
    expect(trail.body.Data?.[0]?.Changes).toEqual([
      expect.objectContaining({ Field: 'Value', After: '+977 1 4111111' }),
    ]);
    expect((await app.get<Row>(`${settings}/detail?id=${id}`, asAdmin())).body.Data?.CreatedByName).toBe(
      'Ram Thapa',
    );
  });
});
