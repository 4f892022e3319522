import { MENU } from '@backoffice/shared/catalogue/menu';
import { MODULES } from '@backoffice/shared/catalogue/modules';
import { PAGES } from '@backoffice/shared/catalogue/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, clientToken, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let staff: string;
beforeAll(async () => {
  app = await startTestApp();
  staff = await signInAs(app, 'staff', 'Staff@123');
});
afterAll(async () => app.close());

const get = <T>(path: string, token = staff) => app.get<T>(`${API}/${path}`, { token, companyId: 1 });

describe('the system catalogue, read-only for any signed-in user', () => {
  it('lists modules with whether the company has each', async () => {
    const result = await get<{ Id: number; Code: string; Name: string; IsActive: boolean }[]>('module/list');
    expect(result.status).toBe(200);
    expect(result.body.Data?.map((module) => module.Code)).toEqual(MODULES.map((module) => module.code));
    expect(result.body.Data?.filter((module) => !module.IsActive).map((module) => module.Code)).toEqual([
      'MobileBanking',
    ]);
  });

  it("lists pages, or one module's pages", async () => {
    const all = await get<{ Code: number; Name: string; Title: string; ModuleId: number }[]>('page/list');
    expect(all.body.Data?.map((page) => page.Code)).toEqual(
      PAGES.map((page) => page.code).toSorted((a, b) => a - b),
    );
    const support = await get<{ Code: number }[]>('page/list?moduleId=7');
    expect(support.body.Data?.map((page) => page.Code)).toEqual([207, 208]);
    expect((await get('page/list?moduleId=abc')).body.Message).toBe(
      'moduleId must be the number of a module',
    );
  });

  it('lists menu entries and groups in order', async () => {
    const groups = await get<{ Id: number; Name: string }[]>('menugroup/list');
    expect(groups.body.Data?.map((group) => group.Id)).toEqual(MENU.map((group) => group.id));
    const items = await get<{ Id: number; Url: string; PageCode: number | null }[]>('menu/list');
    expect(items.body.Data?.map((item) => item.Id)).toEqual(
      MENU.flatMap((group) => group.items.map((item) => item.id)),
    );
    expect(items.body.Data?.find((item) => item.Url === '/admin/users')).toMatchObject({
      Id: 108,
      PageCode: 100,
    });
    expect(items.body.Data?.find((item) => item.Url === '/admin/roles')).toMatchObject({
      Id: 109,
      PageCode: 101,
    });
  });

  it('refuses a client token', async () => {
    const client = await clientToken(app);
    expect((await get('module/list', client)).status).toBe(403);
  });
});
