import { LOGIN_BANNER_KEY } from '@backoffice/shared/constants';
import type { Page } from '@backoffice/shared/paging';
import type { BannerImage } from '@backoffice/shared/site/banner.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, clientToken, signInAs, signInWithNewAuthenticator } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

type Row = Record<string, unknown>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

let app: TestApp;
let admin: string;
let staff: string;
let client: string;
let coopAdmin: string;
beforeAll(async () => {
  app = await startTestApp({ ownDataDir: 'bo-banners-' });
  [admin, staff, client, coopAdmin] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'staff', 'Staff@123'),
    clientToken(app),
    signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', { companyId: 2, branchId: 3 }),
  ]);
});
afterAll(async () => app.close());

/** Read when called: the token exists only after beforeAll. */
const asAdmin = () => ({ token: admin, companyId: 1 });
const loginBanners = () =>
  app.get<Page<BannerImage>>(`${API}/banner/list?pageNo=1&pageSize=99&key=${LOGIN_BANNER_KEY}`, {
    token: client,
    companyId: 1,
  });
const createBanner = async (images: { ImagePath?: typeof PNG; ImagePath1?: typeof PNG } = {}, sort = '0') => {
  const form = new FormData();
  form.set('BannerKey', LOGIN_BANNER_KEY);
  form.set('Sort', sort);
  for (const [part, bytes] of Object.entries(images)) form.set(part, new Blob([bytes]), `${part}.img`);
  const saved = await app.post<Row>(`${API}/banner/save`, { ...asAdmin(), formData: form });
  expect(saved.status, saved.body.Message).toBe(200);
  return saved.body.Data ?? {};
};

describe('banner administration', () => {
  it('stores uploaded images and shows the banner on the login page', async () => {
    const banner = await createBanner({ ImagePath: PNG, ImagePath1: GIF }, '5');
    expect(banner).toMatchObject({
      BannerKey: LOGIN_BANNER_KEY,
      Sort: 5,
      IsActive: true,
      CreatedByName: 'Ram Thapa',
    });
    expect(banner.ImagePath).toMatch(/^\/uploads\/1\/[0-9a-f-]{36}\.png$/);
    expect(banner.ImagePath1).toMatch(/^\/uploads\/1\/[0-9a-f-]{36}\.gif$/);
    expect((await loginBanners()).body.Data?.Items).toEqual([
      { Id: banner.Id, ImagePath: banner.ImagePath, ImagePath1: banner.ImagePath1 },
    ]);
  });

  it('keeps a banner without an image off the login page', async () => {
    const bare = await createBanner();
    expect(bare.ImagePath).toBeNull();
    expect((await loginBanners()).body.Data?.Items.map((item) => item.Id)).not.toContain(bare.Id);
  });

  it('takes an image off when it is sent empty, and keeps the other', async () => {
    const banner = await createBanner({ ImagePath: PNG, ImagePath1: GIF });
    const saved = await app.post<Row>(`${API}/banner/save`, {
      ...asAdmin(),
      form: { Id: String(banner.Id), ImagePath1: '' },
    });
    expect(saved.body.Data).toMatchObject({ ImagePath: banner.ImagePath, ImagePath1: null });
    const both = await app.post<Row>(`${API}/banner/save`, {
      ...asAdmin(),
      form: { Id: String(banner.Id), ImagePath: '' },
    });
    expect(both.body.Data).toMatchObject({ ImagePath: null, ImagePath1: null });
    expect((await loginBanners()).body.Data?.Items.map((item) => item.Id)).not.toContain(banner.Id);
  });

  it('refuses an image that is not PNG, GIF or JPEG by content', async () => {
    const form = new FormData();
    form.set('BannerKey', LOGIN_BANNER_KEY);
    form.set('ImagePath', new Blob(['%PDF-1.4 not an image']), 'a.png');
    const refused = await app.post(`${API}/banner/save`, { ...asAdmin(), formData: form });
    expect(refused.status).toBe(400);
    expect(refused.body.Errors).toEqual([
      { Field: 'ImagePath', Message: 'Image must be a PNG, GIF or JPEG file' },
    ]);
  });

  it('changes status, shows detail and deletes through the GET calls existing clients make', async () => {
    const banner = await createBanner({ ImagePath: PNG });
    const hidden = await app.get<Row>(`${API}/banner/changestatus?id=${String(banner.Id)}`, asAdmin());
    expect(hidden.body).toMatchObject({ Code: 200, Message: 'Banner hidden.', Data: { IsActive: false } });
    expect((await loginBanners()).body.Data?.Items.map((item) => item.Id)).not.toContain(banner.Id);
    const shown = await app.post<Row>(`${API}/banner/changestatus?id=${String(banner.Id)}`, asAdmin());
    expect(shown.body.Data?.IsActive).toBe(true);
    const detail = await app.get<Row>(`${API}/banner/detail?id=${String(banner.Id)}`, asAdmin());
    expect(detail.body.Data).toEqual(shown.body.Data);
    const trail = await app.get<{ Action: string }[]>(
      `${API}/banner/audit?id=${String(banner.Id)}`,
      asAdmin(),
    );
    expect(trail.body.Data?.map((entry) => entry.Action)).toEqual(['changestatus', 'changestatus', 'create']);

    const deleted = await app.get(`${API}/banner/delete?id=${String(banner.Id)}`, asAdmin());
    expect(deleted.body).toEqual({ Code: 200, Message: 'Banner deleted.', Data: { Id: banner.Id } });
    expect((await app.get(`${API}/banner/detail?id=${String(banner.Id)}`, asAdmin())).status).toBe(404);
  });

  it("answers 404 to another company's GET calls and 403 without permission, changing nothing", async () => {
    const banner = await createBanner({ ImagePath: PNG });
    const id = String(banner.Id);
    for (const verb of ['changestatus', 'delete', 'detail']) {
      expect(
        (await app.get(`${API}/banner/${verb}?id=${id}`, { token: coopAdmin, companyId: 2 })).status,
        verb,
      ).toBe(404);
      expect(
        (await app.get(`${API}/banner/${verb}?id=${id}`, { token: staff, companyId: 1 })).status,
        verb,
      ).toBe(403);
    }
    const client403 = await app.get(`${API}/banner/changestatus?id=${id}`, { token: client, companyId: 1 });
    expect(client403.status).toBe(403);
    expect((await app.get<Row>(`${API}/banner/detail?id=${id}`, asAdmin())).body.Data).toEqual(banner);
  });

  it('answers the admin list to a permitted user without key, and the public list with one', async () => {
    const admins = await app.get<Page<Row>>(`${API}/banner/list?pageSize=5000&IsActive=true`, asAdmin());
    expect(admins.status, admins.body.Message).toBe(200);
    expect(admins.body.Data?.Items[0]).toHaveProperty('BannerKey');
    expect((await app.get(`${API}/banner/list`, { token: staff, companyId: 1 })).status).toBe(403);
    const staffPublic = await app.get<Page<BannerImage>>(`${API}/banner/list?key=${LOGIN_BANNER_KEY}`, {
      token: staff,
      companyId: 1,
    });
    expect(staffPublic.status).toBe(200);
    expect(Object.keys(staffPublic.body.Data?.Items[0] ?? {})).toEqual(['Id', 'ImagePath', 'ImagePath1']);
  });
});

describe('banner keys', () => {
  it('lists the seeded keys and saves new ones through the spec calls', async () => {
    const keys = await app.get<Row[]>(`${API}/banner/keys`, asAdmin());
    expect(keys.status, keys.body.Message).toBe(200);
    expect(keys.body.Data?.map((key) => key.Key)).toEqual([LOGIN_BANNER_KEY]);
    const saved = await app.post<Row>(`${API}/banner/keysave`, {
      ...asAdmin(),
      form: { Key: 'dashboard_top', Name: 'Dashboard top' },
    });
    expect(saved.status, saved.body.Message).toBe(200);
    expect((await app.get<Row[]>(`${API}/banner/keys`, asAdmin())).body.Data?.map((key) => key.Key)).toEqual([
      'dashboard_top',
      LOGIN_BANNER_KEY,
    ]);
    const again = await app.post(`${API}/banner/keysave`, {
      ...asAdmin(),
      form: { Key: 'DASHBOARD_TOP', Name: 'x' },
    });
    expect(again.status).toBe(409);
    expect((await app.get(`${API}/banner/keys`, { token: staff, companyId: 1 })).status).toBe(403);
    expect(
      (await app.post(`${API}/banner/keysave`, { token: staff, companyId: 1, form: { Key: 'k', Name: 'n' } }))
        .status,
    ).toBe(403);
  });
});
