import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { API_KEY } from '@backoffice/shared/entities/administration/api-key.entity';
import { NOTICE } from '@backoffice/shared/entities/administration/notice.entity';
import type { Page } from '@backoffice/shared/paging';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { hashApiKey } from '../../modules/api-keys/api-key.hooks.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { entityColumn, entityTable } from '../entity-table.js';

/** The smallest valid PNG (1×1, transparent). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp({ ownDataDir: 'bo-uploads-' });
  admin = await signInAs(app, 'admin', 'Admin@123');
});
afterAll(async () => app.close());

const noticeForm = (file: Blob, fileName: string, part = 'Attachment') => {
  const form = new FormData();
  form.set('Title', 'Festival holiday');
  form.set('Description', 'The office is closed for Tihar.');
  form.set('NoticeDate', '2026-11-01');
  form.set('Audience', 'all');
  form.set(part, file, fileName);
  return form;
};
const saveNotice = (form: FormData) =>
  app.post<Record<string, unknown>>(`${API}/${NOTICE.apiPath}/save`, {
    token: admin,
    companyId: 1,
    formData: form,
  });
const noticeCount = async () =>
  (await app.get<Page<unknown>>(`${API}/${NOTICE.apiPath}/list`, { token: admin, companyId: 1 })).body.Data
    ?.TotalCount;

describe('files on declared entities', () => {
  it('stores an upload under a server-made name and serves it to other sites, never as a page', async () => {
    const saved = await saveNotice(noticeForm(new Blob([PNG]), 'holiday notice.pdf'));
    expect(saved.status, saved.body.Message).toBe(200);
    const path = String(saved.body.Data?.Attachment);
    // Named by content, not by the client's file name.
    expect(path).toMatch(/^\/uploads\/1\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${app.base}${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses a file whose bytes are not an accepted type, whatever its name, and saves nothing', async () => {
    const before = await noticeCount();
    const saved = await saveNotice(noticeForm(new Blob(['MZ not really an image']), 'photo.png'));
    expect(saved.status).toBe(400);
    expect(saved.body.Errors).toEqual([
      { Field: 'Attachment', Message: 'Attachment must be a PDF, PNG or JPEG file' },
    ]);
    // GIF is a real image but not one this field accepts.
    expect((await saveNotice(noticeForm(new Blob([GIF]), 'a.gif'))).status).toBe(400);
    expect(await noticeCount()).toBe(before);
  });

  it('refuses a file over the size limit and a file part the entity does not declare', async () => {
    const big = new Blob([PNG, Buffer.alloc(NOTICE.fields.Attachment.maxBytes)]);
    const tooBig = await saveNotice(noticeForm(big, 'big.png'));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.Message).toBe('Attachment is larger than 5 MB');
    const stray = await saveNotice(noticeForm(new Blob([PNG]), 'a.png', 'Photo'));
    expect(stray.status).toBe(400);
    expect(stray.body.Message).toBe('Photo is not a file field of this form');
  });

  it('keeps no file from a save that a later rule refuses', async () => {
    const stored = async () =>
      (await readdir(join(app.deps.env.DATA_DIR, 'uploads', '1')).catch(() => [])).length;
    const before = await stored();
    const form = new FormData();
    form.set('Name', 'Wai Wai noodles');
    form.set('Code', 'WW-UPLOAD-1');
    form.set('ProductCategoryId', '999999');
    form.set('UnitId', '999999');
    form.set('Price', '20');
    form.set('Image', new Blob([PNG]), 'noodles.png');
    const saved = await app.post(`${API}/product/save`, { token: admin, companyId: 1, formData: form });
    // The image passed its own check and was stored; the references then failed the save.
    expect(saved.status).toBe(400);
    expect(saved.body.Message).toMatch(/Category/);
    expect(await stored()).toBe(before);
  });

  it('keeps the stored file when an update sends none', async () => {
    const saved = await saveNotice(noticeForm(new Blob([PNG]), 'a.png'));
    const updated = await app.post<Record<string, unknown>>(`${API}/${NOTICE.apiPath}/save`, {
      token: admin,
      companyId: 1,
      form: { Id: String(saved.body.Data?.Id), Title: 'Festival holiday (updated)' },
    });
    expect(updated.body.Data).toMatchObject({
      Title: 'Festival holiday (updated)',
      Attachment: saved.body.Data?.Attachment,
    });
  });

  it('removes an optional stored file when the field is sent empty, in a form or beside other parts', async () => {
    const saved = await saveNotice(noticeForm(new Blob([PNG]), 'a.png'));
    const id = String(saved.body.Data?.Id);
    const removed = await app.post<Record<string, unknown>>(`${API}/${NOTICE.apiPath}/save`, {
      token: admin,
      companyId: 1,
      form: { Id: id, Attachment: '' },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.Data?.Attachment ?? null).toBeNull();
    const trail = await app.get<{ Changes: { Field: string; Before: unknown; After: unknown }[] }[]>(
      `${API}/${NOTICE.apiPath}/audit?id=${id}`,
      { token: admin, companyId: 1 },
    );
    expect(trail.body.Data?.[0]?.Changes.find((change) => change.Field === 'Attachment')).toMatchObject({
      Before: saved.body.Data?.Attachment,
      After: null,
    });
    // A file chosen together with an empty text part of the same name is taken, not removed.
    const form = noticeForm(new Blob([PNG]), 'b.png');
    form.set('Id', id);
    form.append('Attachment', '');
    const replaced = await saveNotice(form);
    expect(String(replaced.body.Data?.Attachment)).toMatch(/^\/uploads\/1\/.+\.png$/);
  });

  it('takes general uploads through /fileupload/upload', async () => {
    const form = new FormData();
    form.set('File', new Blob([GIF]), 'x.gif');
    const uploaded = await app.post<{ Path: string }>(`${API}/fileupload/upload`, {
      token: admin,
      companyId: 1,
      formData: form,
    });
    expect(uploaded.status, uploaded.body.Message).toBe(200);
    expect(uploaded.body.Data?.Path).toMatch(/^\/uploads\/1\/[0-9a-f-]{36}\.gif$/);
    const bad = new FormData();
    bad.set('File', new Blob(['<svg onload="alert(1)"/>']), 'x.gif');
    const refused = await app.post(`${API}/fileupload/upload`, { token: admin, companyId: 1, formData: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toBe('File must be a PNG, GIF, JPEG or PDF file');
    expect(
      (await app.post(`${API}/fileupload/upload`, { token: admin, companyId: 1, formData: new FormData() }))
        .status,
    ).toBe(400);
    expect((await fetch(`${app.base}/uploads/1/missing.png`)).status).toBe(404);
  });
});

describe('API keys', () => {
  const adminUserId = async () => {
    const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    return row?.id ?? 0;
  };

  it('shows the secret once, stores only its hash and never sends the hash', async () => {
    const created = await app.post<Record<string, unknown>>(`${API}/${API_KEY.apiPath}/save`, {
      token: admin,
      companyId: 1,
      form: { Name: 'Cooperative website', UserId: String(await adminUserId()) },
    });
    expect(created.status, created.body.Message).toBe(200);
    const secret = String(created.body.Data?.Secret);
    expect(secret.startsWith(`${String(created.body.Data?.KeyPrefix)}_`)).toBe(true);
    expect(secret.length).toBeGreaterThan(50);
    const [row] = await app.deps.db
      .select({ hash: entityColumn(API_KEY, 'SecretHash') })
      .from(entityTable(API_KEY))
      .where(eq(entityColumn(API_KEY, 'id'), Number(created.body.Data?.Id)));
    expect(row?.hash).toBe(hashApiKey(secret));
    const id = String(created.body.Data?.Id);
    for (const path of [`detail?id=${id}`, 'list', `audit?id=${id}`]) {
      const text = JSON.stringify(
        (await app.get(`${API}/${API_KEY.apiPath}/${path}`, { token: admin, companyId: 1 })).body,
      );
      expect(text, path).not.toContain(secret);
      expect(text, path).not.toContain(hashApiKey(secret));
      expect(text, path).not.toContain('SecretHash');
    }
    // A client cannot set the prefix or the hash.
    const forged = await app.post<Record<string, unknown>>(`${API}/${API_KEY.apiPath}/save`, {
      token: admin,
      companyId: 1,
      form: { Id: id, KeyPrefix: 'bo_forged', SecretHash: 'x' },
    });
    expect(forged.body.Data?.KeyPrefix).toBe(created.body.Data?.KeyPrefix);
    const revoked = await app.post<Record<string, unknown>>(`${API}/${API_KEY.apiPath}/revoke?id=${id}`, {
      token: admin,
      companyId: 1,
    });
    expect(revoked.body.Data?.Status).toBe('revoked');
  });
});
