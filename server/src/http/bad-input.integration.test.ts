import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, signInAs } from '../test-support/sign-in.js';
import { temporaryFolders } from '../test-support/temporary-folders.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  token = await signInAs(app, 'admin', 'Admin@123');
});
afterAll(async () => app.close());

const expectEnvelope = (body: unknown, code: number) => {
  expect(body).toMatchObject({ Code: code, Data: null });
  expect(typeof (body as { Message: unknown }).Message).toBe('string');
};

describe('bad input gets a clear envelope and never a 500', () => {
  it('malformed JSON is 400', async () => {
    const result = await app.post(`${API}/user/login/admin`, {
      rawBody: '{"UserName": ',
      contentType: 'application/json',
    });
    expect(result.status).toBe(400);
    expect(result.body.Message).toBe('The request body is not valid JSON.');
  });

  it('an oversized body is 413', async () => {
    const big = JSON.stringify({ UserName: 'x'.repeat(1_100_000), Password: 'y' });
    const result = await app.post(`${API}/user/login/admin`, {
      rawBody: big,
      contentType: 'application/json',
    });
    expect(result.status).toBe(413);
    expectEnvelope(result.body, 413);
    const form = await app.post(`${API}/user/login/admin`, {
      rawBody: `UserName=${'x'.repeat(1_100_000)}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(413);
  });

  it('wrong types are 400 with the field named', async () => {
    const result = await app.post(`${API}/user/login/admin`, { json: { UserName: 42, Password: ['a'] } });
    expect(result.status).toBe(400);
    expect(result.body.Message).toBe('User name is required');
    expect(result.body.Errors?.map((error) => error.Field)).toEqual(['UserName', 'Password']);
    const nested = await app.post(`${API}/user/login/admin`, {
      json: { UserName: { $ne: '' }, Password: 'x' },
    });
    expect(nested.status).toBe(400);
    const array = await app.post(`${API}/user/login/admin`, { json: [1, 2, 3] });
    expect(array.status).toBe(400);
    const nullBody = await app.post(`${API}/user/login/admin`, {
      rawBody: 'null',
      contentType: 'application/json',
    });
    expect(nullBody.status).toBe(400);
  });

  it('a NUL character in any text is 400 naming the field, in a form, JSON, a query or multipart', async () => {
    const nul = 'Text must not contain the NUL character (\\u0000).';
    const signIn = await app.post(`${API}/user/login/admin`, {
      form: { UserName: 'adm\u0000in', Password: 'x' },
    });
    expect(signIn.status).toBe(400);
    expect(signIn.body.Message).toBe(nul);
    expect(signIn.body.Errors).toEqual([{ Field: 'UserName', Message: nul }]);
    const search = await app.get(`${API}/party/list?query=a%00b`, { token, companyId: 1 });
    expect(search.status).toBe(400);
    expect(search.body.Errors?.[0]?.Field).toBe('query');
    const nested = await app.post(`${API}/order/save`, {
      token,
      companyId: 1,
      json: { PartyId: 1, Remarks: 'ok', Lines: [{ ProductId: 1, Quantity: 1, Remarks: 'x\u0000y' }] },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.Errors?.[0]?.Field).toBe('Lines.0.Remarks');
    const multipart = new FormData();
    multipart.set('Name', 'A\u0000B');
    const party = await app.post(`${API}/party/save`, { token, companyId: 1, formData: multipart });
    expect(party.status).toBe(400);
    expect(party.body.Message).toBe(nul);
  });

  it('JSON nested beyond 64 levels is 400 naming the limit, signed in or not', async () => {
    const tooDeep = 'The request nests values more than 64 levels deep.';
    // About 3,500 levels in 7 KB once overflowed the stack of a recursive check: a 500.
    const deep = `${'['.repeat(3500)}${']'.repeat(3500)}`;
    const signIn = await app.post(`${API}/user/login/admin`, {
      rawBody: deep,
      contentType: 'application/json',
    });
    expect(signIn.body).toMatchObject({ Code: 400, Message: tooDeep, Data: null });
    const order = await app.post(`${API}/order/save`, {
      token,
      companyId: 1,
      rawBody: `{"PartyId":1,"Lines":${'['.repeat(64)}${']'.repeat(64)}}`,
      contentType: 'application/json',
    });
    expect(order.body).toMatchObject({ Code: 400, Message: tooDeep, Data: null });
    expect(order.body.Errors).toEqual([{ Field: 'Lines', Message: tooDeep }]);
  });

  it('a lone UTF-16 surrogate is 400 naming the field, where text goes into jsonb', async () => {
    const surrogate = 'Text must not contain a lone UTF-16 surrogate (\\ud800 to \\udfff without its pair).';
    const calls: [string, Record<string, unknown>, string][] = [
      ['/notification/broadcast', { Message: 'hello \ud800' }, 'Message'],
      ['/beatplan/cancel?id=1', { Remarks: '\udc00 late' }, 'Remarks'],
      ['/beatplan/approve?id=1', { Remarks: 'ok\ud83d' }, 'Remarks'],
      ['/supportticket/comment?id=1', { Comment: '\udfff' }, 'Comment'],
      [
        '/visit/highprioritynotification?userId=1',
        { Title: 'Call', Message: ['fine', '\ud800'] },
        'Message.1',
      ],
    ];
    for (const [path, json, field] of calls) {
      const result = await app.post(`${API}${path}`, { token, companyId: 1, json });
      expect(result.body, path).toMatchObject({ Code: 400, Message: surrogate, Data: null });
      expect(result.body.Errors, path).toEqual([{ Field: field, Message: surrogate }]);
    }
    // A character outside the basic plane is a surrogate pair, and welcome.
    const emoji = await app.post(`${API}/notification/broadcast`, {
      token,
      companyId: 1,
      json: { Message: 'Namaste 🙏' },
    });
    expect(emoji.status).toBe(200);
  });

  it('a multipart list with a far index or a file name holding NUL is 400, not a crash', async () => {
    const sparse = new FormData();
    sparse.set('PartyId', '1');
    // multer builds an array of a billion places from this name; a schema walking it ran out of memory.
    sparse.set('Lines[999999999][ProductId]', '1');
    const order = await app.post(`${API}/order/save`, { token, companyId: 1, formData: sparse });
    expect(order.body).toMatchObject({ Code: 400, Data: null });
    expect(order.body.Errors?.[0]?.Field).toBe('Lines');
    const photo = new FormData();
    photo.set('Name', 'Shop');
    photo.set('Photo', new Blob(['x']), 'shop\u0000.png');
    const party = await app.post(`${API}/party/save`, { token, companyId: 1, formData: photo });
    expect(party.body).toMatchObject({ Code: 400, Data: null });
  });

  it('an over-long field is 400', async () => {
    const result = await app.post(`${API}/user/login/admin`, {
      form: { UserName: 'u'.repeat(101), Password: 'x' },
    });
    expect(result.status).toBe(400);
    expect(result.body.Message).toBe('At most 100 characters are allowed');
  });

  it('an id beyond the integer key range is 400, not a database error', async () => {
    const reset = await app.post(`${API}/user/resettwofa?id=99999999999`, { token, companyId: 1 });
    expect(reset.body).toMatchObject({ Code: 400, Message: 'id is required', Data: null });
    const key = await app.post(`${API}/user/sendtwofactorauthkey`, {
      token,
      companyId: 1,
      form: { userId: '99999999999', key: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
    });
    expect(key.body).toMatchObject({ Code: 400, Message: 'userId is required', Data: null });
    const screen = await app.get(
      `${API}/permission/CheckActionPermission?screenId=99999999999&actionType=View`,
      { token, companyId: 1 },
    );
    expect(screen.body).toMatchObject({ Code: 400, Message: 'screenId must be a page code', Data: null });
  });

  it('repeated query parameters and query arrays are 400', async () => {
    const result = await app.get(
      `${API}/permission/CheckActionPermission?screenId=207&screenId=208&actionType=View`,
      { token, companyId: 1 },
    );
    expect(result.status).toBe(400);
  });

  it('multipart forms work, and a file where none is taken is 400', async () => {
    const form = new FormData();
    form.set('UserName', 'admin');
    form.set('Password', 'Admin@123');
    const ok = await fetch(`${app.base}${API}/user/login/admin`, { method: 'POST', body: form });
    expect(ok.status).toBe(200);
    form.set('Attachment', new Blob(['MZ']), 'evil.exe');
    const withFile = await fetch(`${app.base}${API}/user/login/admin`, { method: 'POST', body: form });
    expect(withFile.status).toBe(400);
    expectEnvelope(await withFile.json(), 400);
    const broken = await app.post(`${API}/user/login/admin`, {
      rawBody: '--x\r\nContent-Disposition: form-data; name="UserName"\r\n\r\nadmin',
      contentType: 'multipart/form-data; boundary=x',
    });
    expect(broken.status).toBe(400);
  });

  it('an unknown endpoint is 404 and an unsupported body type is read as empty', async () => {
    const missing = await app.get(`${API}/no/such/thing`, { token, companyId: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.Message).toBe('No such endpoint: GET /api/v1/no/such/thing');
    const text = await app.post(`${API}/user/login/admin`, { rawBody: 'hello', contentType: 'text/plain' });
    expect(text.status).toBe(400);
    expect(text.body.Message).toBe('User name is required');
  });

  it('a bad Authorization header is 401, not 500', async () => {
    for (const header of ['Bearer', 'Basic abc', `Bearer ${'a'.repeat(5000)}`, 'Bearer a.b.c']) {
      const result = await app.get(`${API}/menu/all/role`, {
        headers: { Authorization: header },
        companyId: 1,
      });
      expect(result.status, header).toBe(401);
    }
  });
});

describe('host routes', () => {
  const newFolder = temporaryFolders('bo-config-');
  it('serves config.json for the host, falling back to the default entry', async () => {
    // fetch may not set Host, so this one request goes through node:http.
    const { get } = await import('node:http');
    const coop = await new Promise<string>((resolve, reject) => {
      get(`${app.base}/config.json`, { headers: { Host: 'coop.example.com:8080' } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => resolve(text));
      }).on('error', reject);
    });
    expect((JSON.parse(coop) as { companyId: string }).companyId).toBe('2');
    const other = await fetch(`${app.base}/config.json`);
    const config = (await other.json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      apiBase: '/api/v1',
      companyId: '1',
      activeModules: ['PurchaseAndSales', 'MobileBanking'],
    });
  });

  it('reports a broken configuration file with the spec message', async () => {
    const { writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const file = join(await newFolder(), 'deployment.json');
    await writeFile(file, '{ not json');
    const broken = await startTestApp({ deploymentFile: file });
    try {
      const result = await broken.get('/config.json');
      expect(result.status).toBe(503);
      expect(result.body.Message).toBe('No valid configuration file found');
    } finally {
      await broken.close();
    }
  });

  it('sends security headers and a request id', async () => {
    const response = await fetch(`${app.base}/healthz`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
