import { moduleIdOf } from '@backoffice/shared/catalogue/modules';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type BankSite, startBankSite } from '../../../examples/cooperative-bank/bank-site.mjs';
import { signWidgetToken } from '../../../server/src/auth/tokens.js';
import { apiSignIn } from '../support/api.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { coopUrl } from '../support/sign-in.js';
import { addWidgetOrigin, type CoopAdminSession, createCoopApiKey } from '../support/widget-token.js';

/**
 * Issue 6's embedding story end to end: the example bank site (examples/cooperative-bank), on its
 * own origin with its own backend minting widget tokens, shows our renewal list and activation
 * detail; a token of another company, an expired token and a page on an unlisted origin are refused.
 */
const portal = portalForThisFile();

let coop: CoopAdminSession;
let coopKey = '';
let bank: BankSite;
const sites: BankSite[] = [];

const backoffice = () => coopUrl(portal.server.baseUrl, '/').replace(/\/$/, '');

const startSite = async (apiKey: string) => {
  const site = await startBankSite({ port: 0, backofficeUrl: backoffice(), apiKey });
  sites.push(site);
  return site;
};

const renewals = (page: Page) => page.locator('bo-renewals');
const detail = (page: Page) => page.locator('bo-activation-request-detail');
const memberRows = (scope: Locator) => scope.locator('tbody tr');

beforeAll(async () => {
  ({
    session: coop,
    apiKey: { secret: coopKey },
  } = await createCoopApiKey(portal.server.baseUrl, undefined, {
    nowMs: portal.clock.nowMs,
    advance: portal.advanceClock,
  }));
  bank = await startSite(coopKey);
  await addWidgetOrigin(coop, bank.url);
});
afterAll(async () => {
  await Promise.allSettled(sites.map((site) => site.close()));
});

describe('the example bank site', () => {
  test('shows the renewal list with the bank look, and Renew takes the teller to the detail', async () => {
    const page = await portal.newPage();
    await page.goto(bank.url);
    const list = renewals(page);
    await eventually(() => memberRows(list).locator('td:first-child').allTextContents()).toEqual([
      'Krishna Prasad Koirala',
      'Anita Gurung',
    ]);
    expect(await list.getByRole('tab', { name: 'Expired (2)' }).getAttribute('aria-selected')).toBe('true');
    expect(await list.getByRole('tab', { name: 'Due Today (1)' }).isEnabled()).toBe(true);
    // The bank's colours reach inside through the custom properties; the page's own styles stay its own.
    const tabColour = await list
      .getByRole('tab', { name: 'Expired (2)' })
      .evaluate((element) => getComputedStyle(element).getPropertyValue('--bo-primary').trim());
    expect(tabColour).not.toBe('');
    const headingFont = await page
      .getByRole('heading', { name: 'Mobile banking renewals' })
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(headingFont).not.toContain('Inter');
    // Nothing of the widget's styles leaks into the host page.
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);

    await list.getByRole('searchbox').fill('Anita');
    await eventually(() => memberRows(list).locator('td:first-child').allTextContents()).toEqual([
      'Anita Gurung',
    ]);

    const row = memberRows(list).filter({ hasText: 'Anita Gurung' });
    await Promise.all([
      page.waitForURL(/\/detail\.html\?/),
      row.getByRole('link', { name: /Renew/ }).click(),
    ]);
    const url = new URL(page.url());
    expect(url.searchParams.get('phone')).toBe('9841000005');
    expect(url.searchParams.get('cid')).toBe('2');
    expect(url.searchParams.get('id')).toMatch(/^\d+$/);

    const card = detail(page);
    await card.getByText('Anita Gurung').first().waitFor();
    await card.getByRole('button', { name: 'Renew' }).click();
    const dialog = card.getByRole('dialog', { name: 'Renew: Anita Gurung?' });
    // The teller renews at the charge the dialog proposes, once it has come from the server.
    await eventually(() => dialog.getByLabel('Charge amount (Rs)').inputValue()).toBe('500.00');
    await dialog.getByRole('button', { name: 'Renew' }).click();
    await page.getByText('Thank you. Mobile banking for 9841000005 is renewed.', { exact: false }).waitFor();
    await page.close();
  });

  test('mints a new token when the one it has expired, and carries on', async () => {
    const claims = JSON.parse(Buffer.from(coop.token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub: string;
    };
    const [keyId] = await keyIdsOf(coop);
    const expired = await signWidgetToken(
      portal.server.secrets.jwtKey,
      {
        userId: Number(claims.sub),
        companyId: 2,
        apiKeyId: keyId ?? 0,
        scopes: ['mobilebanking.renewals'],
        subject: '',
      },
      new Date(portal.clock.nowMs() - 3_600_000),
      600,
    );
    const page = await portal.newPage();
    let minted = 0;
    await page.route('**/widget-token', async (route) => {
      minted += 1;
      if (minted === 1)
        return route.fulfill({ json: { token: expired, expiresAt: portal.clock.now().toISOString() } });
      return route.continue();
    });
    await page.goto(bank.url);
    await memberRows(renewals(page)).first().waitFor();
    expect(minted).toBe(2);
    await page.close();
  });

  test('refuses a page on an origin the cooperative does not list', async () => {
    const stranger = await startSite(coopKey);
    const page = await portal.newPage();
    const refusals: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('ListRenewalMembers')) refusals.push(response.status());
    });
    await page.goto(stranger.url);
    const list = renewals(page);
    await list.getByRole('alert').first().waitFor();
    expect(await memberRows(list).count()).toBe(0);
    // The browser stops at the preflight: our server never answers the list to that origin.
    expect(refusals.every((status) => status !== 200)).toBe(true);
    await page.close();
  });

  test("shows nothing of the cooperative's to another company's token", async () => {
    const superAdmin = await apiSignIn(portal.server.baseUrl, 'superadmin', 'Super@123');
    const addModule = await fetch(`${portal.server.baseUrl}/api/v1/company/addmodule`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${superAdmin.token}`, CompanyId: '1' },
      body: new URLSearchParams({ CompanyId: '1', ModuleId: String(moduleIdOf('MobileBanking')) }),
    });
    expect(addModule.status).toBe(200);
    const admin = await apiSignIn(portal.server.baseUrl, 'admin', 'Admin@123');
    const asTraders = (path: string, form: Record<string, string>) =>
      fetch(`${portal.server.baseUrl}/api/v1/${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin.token ?? ''}`, CompanyId: '1' },
        body: new URLSearchParams(form),
      }).then(async (answer) => (await answer.json()) as { Code: number; Data: { Secret?: string } | null });
    const adminId = JSON.parse(
      Buffer.from((admin.token ?? '').split('.')[1] ?? '', 'base64url').toString('utf8'),
    ).sub;
    const saved = await asTraders('apikey/save', { Name: 'Traders site', UserId: String(adminId) });
    expect(saved.Code).toBe(200);
    const tradersSite = await startSite(saved.Data?.Secret ?? '');
    expect((await asTraders('widgetorigin/save', { Origin: tradersSite.url })).Code).toBe(200);

    const page = await portal.newPage();
    // The cooperative's request, asked for with company 1's token.
    const coopPage = await portal.newPage();
    await coopPage.goto(bank.url);
    const row = memberRows(renewals(coopPage)).filter({ hasText: 'Krishna Prasad Koirala' });
    const href = await row.getByRole('link', { name: /Renew/ }).getAttribute('href');
    await coopPage.close();
    const target = new URL(href ?? '', tradersSite.url);
    await page.goto(`${tradersSite.url}/detail.html${target.search}`);
    const card = detail(page);
    await card
      .getByText('This activation request does not exist, or it belongs to another company.')
      .waitFor();
    expect(await card.getByText('Krishna Prasad Koirala').count()).toBe(0);
    await page.close();
  });
});

/** The ids of the cooperative's API keys, newest first. */
const keyIdsOf = async (session: CoopAdminSession): Promise<number[]> => {
  const answer = await fetch(`${session.baseUrl}/api/v1/apikey/list?pageSize=50`, {
    headers: { Authorization: `Bearer ${session.token}`, CompanyId: '2' },
  });
  const body = (await answer.json()) as { Data: { Items: { Id: number }[] } };
  return body.Data.Items.map((item) => item.Id);
};
