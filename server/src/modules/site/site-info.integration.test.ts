import type { SiteInfo, SiteInfoDisplay } from '@backoffice/shared/site/site-info.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { API, clientToken, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

/** The smallest valid PNG (1×1, transparent). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let app: TestApp;
let admin: string;
let staff: string;
let client: string;
beforeAll(async () => {
  app = await startTestApp({ ownDataDir: 'bo-site-info-' });
  [admin, staff, client] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'staff', 'Staff@123'),
    clientToken(app),
  ]);
});
afterAll(async () => app.close());

const logoForm = (bytes: Blob, name = 'logo.png') => {
  const form = new FormData();
  form.set('Logo', bytes, name);
  return form;
};
const save = (formData: FormData, token = admin) =>
  app.post<SiteInfo>(`${API}/siteinfo/save`, { token, companyId: 1, formData });
const display = (companyId: number) =>
  app.get<SiteInfoDisplay>(`${API}/siteinfo/display`, { token: client, companyId });

describe('site info administration', () => {
  it("answers the company's logo to a permitted user, and 403 to one without Application Settings", async () => {
    const got = await app.get<SiteInfo>(`${API}/siteinfo/get`, { token: admin, companyId: 1 });
    expect(got.status, got.body.Message).toBe(200);
    expect(got.body.Data?.LogoPath).toBe('/brand/logo.svg');
    expect((await app.get(`${API}/siteinfo/get`, { token: staff, companyId: 1 })).status).toBe(403);
    expect((await save(logoForm(new Blob([PNG])), staff)).status).toBe(403);
  });

  it('stores an uploaded logo checked by its bytes, shows it on the login page, and audits it', async () => {
    const saved = await save(logoForm(new Blob([PNG]), 'our logo.gif'));
    expect(saved.status, saved.body.Message).toBe(200);
    const path = String(saved.body.Data?.LogoPath);
    expect(path).toMatch(/^\/uploads\/1\/[0-9a-f-]{36}\.png$/);
    expect((await display(1)).body.Data).toEqual({ LogoPath: path });
    expect((await display(2)).body.Data).toEqual({ LogoPath: '/brand/coop-logo.svg' });
    const served = await fetch(`${app.base}${path}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    const [entry] = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'SiteInfo'), eq(auditLog.companyId, 1)));
    expect(entry).toMatchObject({ before: { LogoPath: '/brand/logo.svg' }, after: { LogoPath: path } });
  });

  it('refuses a file that is not an image, a missing logo and a logo over 2 MB, changing nothing', async () => {
    const before = (await display(1)).body.Data;
    const script = await save(logoForm(new Blob(['<svg onload="alert(1)"/>']), 'logo.png'));
    expect(script.body.Errors).toEqual([{ Field: 'Logo', Message: 'Logo must be a PNG, GIF or JPEG file' }]);
    const missing = await save(new FormData());
    expect(missing.body).toMatchObject({ Code: 400, Message: 'Logo is required' });
    const big = await save(logoForm(new Blob([PNG, Buffer.alloc(2 * 1024 * 1024)])));
    expect(big.status).toBe(413);
    expect((await display(1)).body.Data).toEqual(before);
  });

  it('removes the logo on request', async () => {
    const form = new FormData();
    form.set('RemoveLogo', 'true');
    const removed = await save(form);
    expect(removed.status, removed.body.Message).toBe(200);
    expect((await display(1)).body.Data).toEqual({ LogoPath: null });
  });
});
