import { LOGIN_BANNER_KEY } from '@backoffice/shared/constants';
import type { Page } from '@backoffice/shared/paging';
import type { BannerImage } from '@backoffice/shared/site/banner.contract';
import type { SiteInfoDisplay } from '@backoffice/shared/site/site-info.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, companies } from '../../db/schema/index.js';
import { API, clientToken, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let client: string;
beforeAll(async () => {
  app = await startTestApp();
  client = await clientToken(app);
});
afterAll(async () => app.close());

const loginBanners = (companyId: number | string, query = `?pageNo=1&pageSize=99&key=${LOGIN_BANNER_KEY}`) =>
  app.get<Page<BannerImage>>(`${API}/banner/list${query}`, { token: client, companyId });

describe('site info', () => {
  it("answers each company's logo to a client token, by CompanyId header or companyId query", async () => {
    const first = await app.get<SiteInfoDisplay>(`${API}/siteinfo/display`, { token: client, companyId: 1 });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ Code: 200, Message: 'Success', Data: { LogoPath: '/brand/logo.svg' } });
    const coop = await app.get(`${API}/siteinfo/display?companyId=2`, { token: client });
    expect(coop.body).toEqual({ Code: 200, Message: 'Success', Data: { LogoPath: '/brand/coop-logo.svg' } });
  });

  it('answers null for a company without site info', async () => {
    const [company] = await app.deps.db
      .insert(companies)
      .values({ code: 'NEW', name: 'New Company', legalName: 'New Company Pvt. Ltd.' })
      .returning({ id: companies.id });
    const result = await app.get(`${API}/siteinfo/display`, { token: client, companyId: company?.id ?? 0 });
    expect(result.body).toEqual({ Code: 200, Message: 'Success', Data: { LogoPath: null } });
  });

  it('needs a token, and 404s a company that does not exist', async () => {
    const anonymous = await app.get(`${API}/siteinfo/display`, { companyId: 1 });
    expect(anonymous.body).toEqual({ Code: 401, Message: 'Please sign in to continue.', Data: null });
    const missing = await app.get(`${API}/siteinfo/display`, { token: client, companyId: 999 });
    expect(missing.body).toEqual({ Code: 404, Message: 'Company not found.', Data: null });
  });
});

describe('banners', () => {
  it("gives company 2 its login banner and company 1 none (the portal's default image)", async () => {
    const [seeded] = await app.deps.db.select().from(banners).where(eq(banners.companyId, 2));
    expect((await loginBanners(2)).body).toEqual({
      Code: 200,
      Message: 'Success',
      Data: {
        Items: [{ Id: seeded?.id, ImagePath: '/brand/coop-side.svg', ImagePath1: null }],
        TotalCount: 1,
        PageNo: 1,
        PageSize: 99,
      },
    });
    expect((await loginBanners(1)).body.Data).toEqual({ Items: [], TotalCount: 0, PageNo: 1, PageSize: 99 });
  });

  it('lists active banners of the key and company only, by sort order, and pages them', async () => {
    const [late, early, hidden, otherKey, otherCompany] = await app.deps.db
      .insert(banners)
      .values([
        { companyId: 2, bannerKey: LOGIN_BANNER_KEY, imagePath: '/b/late.png', sort: 9 },
        {
          companyId: 2,
          bannerKey: LOGIN_BANNER_KEY,
          imagePath: '/b/early.png',
          imagePath1: '/b/early-narrow.png',
          sort: -1,
        },
        { companyId: 2, bannerKey: LOGIN_BANNER_KEY, imagePath: '/b/off.png', sort: 1, isActive: false },
        { companyId: 2, bannerKey: 'dashboard_top', imagePath: '/b/top.png', sort: 0 },
        { companyId: 1, bannerKey: LOGIN_BANNER_KEY, imagePath: '/b/htl.png', sort: 0 },
      ])
      .returning({ id: banners.id });
    const result = await loginBanners(2);
    expect(result.body.Data?.Items.map((item) => item.ImagePath)).toEqual([
      '/b/early.png',
      '/brand/coop-side.svg',
      '/b/late.png',
    ]);
    expect(result.body.Data?.Items[0]).toEqual({
      Id: early?.id,
      ImagePath: '/b/early.png',
      ImagePath1: '/b/early-narrow.png',
    });
    const ids = result.body.Data?.Items.map((item) => item.Id);
    for (const row of [hidden, otherKey, otherCompany]) expect(ids).not.toContain(row?.id);
    const second = await loginBanners(2, `?pageNo=2&pageSize=2&key=${LOGIN_BANNER_KEY}`);
    expect(second.body.Data).toEqual({
      Items: [{ Id: late?.id, ImagePath: '/b/late.png', ImagePath1: null }],
      TotalCount: 3,
      PageNo: 2,
      PageSize: 2,
    });
    // Without a key: every active banner of the company.
    expect((await loginBanners(2, '')).body.Data?.TotalCount).toBe(4);
    expect((await loginBanners(1)).body.Data?.Items.map((item) => item.ImagePath)).toEqual(['/b/htl.png']);
  });

  it('takes a user token too', async () => {
    const admin = await signInAs(app, 'admin', 'Admin@123');
    const result = await app.get<Page<BannerImage>>(`${API}/banner/list?key=${LOGIN_BANNER_KEY}`, {
      token: admin,
      companyId: 2,
    });
    expect(result.status).toBe(200);
    expect(result.body.Data?.PageSize).toBe(20);
  });

  it('refuses bad paging with a 400 envelope', async () => {
    const big = await loginBanners(2, '?pageSize=5001');
    expect(big.body).toMatchObject({
      Code: 400,
      Message: 'pageSize must be a whole number from 1 to 5000',
      Data: null,
    });
    const keys = await loginBanners(2, '?key=a&key=b');
    expect(keys.status).toBe(400);
    expect(keys.body).toMatchObject({ Code: 400, Message: 'Must be text', Data: null });
  });
});
