import { formatCalendarDate } from '@backoffice/shared/calendar/bs-calendar';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { apiSignIn, sessionStatus } from './support/api.js';
import { holdsUserToken, localStorageOf, waitForReload } from './support/browser-state.js';
import { companyDate } from './support/e2e-clock.js';
import { eventually } from './support/eventually.js';
import { portalForThisFile } from './support/portal-fixture.js';
import { coopUrl, openProfileMenu, signInThroughPage, signInToDashboard } from './support/sign-in.js';
import { enrolOnCoop } from './support/two-factor.js';

const portal = portalForThisFile();

const BS_MONTH =
  /^(Baisakh|Jestha|Asar|Shrawan|Bhadra|Asoj|Kartik|Mangsir|Poush|Magh|Falgun|Chaitra) \d{1,2}, \d{4}$/;

const adminPage = async () => {
  const page = await portal.newPage();
  await signInToDashboard(page, 'admin', 'Admin@123');
  return page;
};

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const brandLink = (page: Page, companyName: string) =>
  page.getByRole('banner').getByRole('link', { name: companyName, exact: true });
const companyMemory = async (page: Page) => {
  const { currentCompanyId, currentCompanyName, currentCompanyCode } = await localStorageOf(page);
  return { currentCompanyId, currentCompanyName, currentCompanyCode };
};

describe('access rules', () => {
  test('signed out, a portal page shows the login page in place, and signing in there opens it', async () => {
    const page = await portal.newPage();
    await signInThroughPage(page, 'admin', 'Admin@123', '/core/notifications');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/core/notifications');
  });

  test('signed in, the login page sends the user to the dashboard', async () => {
    const page = await adminPage();
    await page.goto('/account/login');
    await page.waitForURL(/\/dashboard\/admin$/);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  });
});

describe('shell', () => {
  test("the side menu comes from the server and marks the current page's item", async () => {
    const page = await adminPage();
    const menu = sideMenu(page);
    await eventually(() => menu.getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'Notifications',
      'Company Profile',
    ]);
    const current = () => menu.locator('[aria-current="page"]').allInnerTexts();
    expect(await current()).toEqual(['Dashboard']);
    await menu.getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL(/\/core\/notifications$/);
    await eventually(current).toEqual(['Notifications']);
  });

  test('the bell counts unread notifications, lists the latest five and leads to the full list; mark all as read empties it', async () => {
    const page = await adminPage();
    const bell = page.getByRole('button', { name: 'Notifications, 3 unread' });
    await bell.waitFor();
    expect(await bell.locator('.bo-badge').textContent()).toBe('3');
    await bell.click();
    const items = page.locator('.bo-bell-list li');
    await eventually(() => items.count()).toBe(5);
    expect(await items.first().locator('.bo-bell-title').textContent()).toBe(
      'Hari Gurung started his beat in Pokhara',
    );
    for (const time of await items.locator('time').allInnerTexts()) expect(time).toMatch(/ ago$/);
    expect(await items.last().locator('time').textContent()).toBe('2 months ago');

    await page.getByRole('link', { name: 'View all notifications' }).click();
    await page.waitForURL(/\/core\/notifications$/);
    await page.getByText('3 unread', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('status').filter({ hasText: 'All notifications marked as read.' }).waitFor();
    await page.getByText('0 unread', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await page.locator('.bo-badge').count()).toBe(0);
  });

  test('the theme toggle switches to dark and the choice survives a reload', async () => {
    const page = await adminPage();
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    expect(await theme()).toBe('light');
    await page.getByRole('button', { name: 'Use dark theme' }).click();
    await eventually(theme).toBe('dark');
    expect((await localStorageOf(page)).theme).toBe('dark');
    await page.reload();
    await page.getByRole('button', { name: 'Use light theme' }).waitFor();
    expect(await theme()).toBe('dark');
  });

  test('the calendar switch reloads in BS, and the dashboard date shows a BS month', async () => {
    const page = await adminPage();
    const date = page.locator('.bo-page-head time');
    // Until the server answers, the page shows the browser's own day; the company's (Kathmandu) day
    // is the one to wait for.
    const isoDate = companyDate(portal.clock.now());
    await eventually(() => date.getAttribute('datetime')).toBe(isoDate);
    expect(await date.textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const menu = await openProfileMenu(page);
    const calendar = menu.getByRole('switch', { name: /Calendar/ });
    expect(await calendar.getAttribute('aria-checked')).toBe('false');
    await waitForReload(page, () => calendar.click());
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect((await localStorageOf(page)).calendarMode).toBe('BS');
    await eventually(() => date.textContent()).toBe(formatCalendarDate(isoDate, 'BS'));

    await page.reload();
    await eventually(() => date.textContent()).toMatch(BS_MONTH);
    const reopened = await openProfileMenu(page);
    expect(await reopened.getByRole('switch', { name: /Calendar/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  test("the connection bubble: 'No Internet Connection' offline, 'Internet Connection Restored' for 3 s", async () => {
    const page = await adminPage();
    const offline = page.getByText('No Internet Connection');
    const restored = page.getByText('Internet Connection Restored');
    // From here the page's time stands still and moves only as the test says: the bubbles' timers
    // are checked to the millisecond, however slow the machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.context().setOffline(true);
    await offline.waitFor();
    // It stays while offline, past the 3 s the restored bubble lasts.
    await page.clock.runFor(3_500);
    expect(await offline.isVisible()).toBe(true);

    await page.context().setOffline(false);
    await restored.waitFor();
    expect(await offline.count()).toBe(0);
    await page.clock.runFor(2_999);
    expect(await restored.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await restored.waitFor({ state: 'detached' });
    await page.clock.resume();
  });

  test('the profile menu shows the user name, first role and the company legal name linking to its profile', async () => {
    const page = await adminPage();
    const menu = await openProfileMenu(page);
    expect(await menu.locator('.bo-profile-name').textContent()).toBe('Ram Thapa');
    await menu.getByText('Administrator', { exact: true }).waitFor();
    const company = menu.getByRole('link', { name: 'Himalayan Traders Pvt. Ltd.' });
    expect(new URL((await company.getAttribute('href')) ?? '').pathname).toBe('/general/company/profile');
    await company.click();
    await page.waitForURL(/\/general\/company\/profile$/);
    await page.getByRole('heading', { name: 'Company Profile', level: 1 }).waitFor();
  });
});

describe('choosing the company with ?cid', () => {
  test('a super administrator with a second factor switches company and the header follows', async () => {
    const page = await portal.newPage();
    await enrolOnCoop(portal, page, 'superadmin', 'Super@123');
    await brandLink(page, 'Sagarmatha Cooperative').waitFor();

    await page.goto(coopUrl(portal.server.baseUrl, '/dashboard/admin?cid=1'));
    await eventually(() => companyMemory(page)).toEqual({
      currentCompanyId: '1',
      currentCompanyName: 'Himalayan Traders',
      currentCompanyCode: 'HTL',
    });
    await brandLink(page, 'Himalayan Traders').waitFor();

    await page.goto(coopUrl(portal.server.baseUrl, '/dashboard/admin?cid=2'));
    await eventually(() => companyMemory(page)).toEqual({
      currentCompanyId: '2',
      currentCompanyName: 'Sagarmatha Cooperative',
      currentCompanyCode: 'SSCC',
    });
    await brandLink(page, 'Sagarmatha Cooperative').waitFor();
  });

  test('signed out, ?cid chooses the company the login page signs in to', async () => {
    const page = await portal.newPage();
    await page.goto('/account/login?cid=2');
    // Company 2 asks for a branch, company 1 (this host's default) does not.
    await eventually(() => page.getByLabel('Branch').locator('option').count()).toBe(4);
    expect((await localStorageOf(page)).currentCompanyId).toBe('2');
    await page.goto('/account/login');
    await page.getByLabel('Branch').waitFor();
  });

  test('?cid of a company the user does not belong to is refused and the current company stays', async () => {
    const page = await portal.newPage();
    await signInToDashboard(page, 'staff', 'Staff@123');
    await page.goto('/dashboard/admin?cid=2');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await eventually(() => companyMemory(page), 'the remembered company').toMatchObject({
      currentCompanyId: '1',
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'You do not have access to company 2.' })
      .first()
      .waitFor();
    await brandLink(page, 'Himalayan Traders').waitFor();
  });

  test('?cid=2 without a second factor says why and keeps the portal on the current company', async () => {
    const page = await portal.newPage();
    await signInToDashboard(page, 'superadmin', 'Super@123');
    await page.goto('/dashboard/admin?cid=2');
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'This company requires two-factor sign-in. Please sign in to it again.' });
    await refusal.first().waitFor();
    await eventually(() => companyMemory(page), 'the remembered company').toEqual({
      currentCompanyId: '1',
      currentCompanyName: 'Himalayan Traders',
      currentCompanyCode: 'HTL',
    });
    await brandLink(page, 'Himalayan Traders').waitFor();
  });
});

describe('change password (last: it changes the admin password)', () => {
  test('checks the fields, then a change with the right email signs out everywhere and the new password works', async () => {
    const page = await adminPage();
    const oldToken = (await localStorageOf(page)).token ?? '';
    const menu = await openProfileMenu(page);
    await menu.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    const submit = dialog.getByRole('button', { name: 'Change Password' });
    const messages = () => dialog.locator('.bo-field-error').allInnerTexts();

    // The form starts with the account's email; emptied, every field is asked for.
    await eventually(() => dialog.getByLabel('Email').inputValue()).toBe('admin@himalayantraders.example');
    await dialog.getByLabel('Email').fill('');
    await submit.click();
    await eventually(messages).toEqual([
      '**Email Required.',
      '**Old Password Required.',
      '**New Password Required.',
      '**Confirm Password Required.',
    ]);
    await dialog.getByLabel('Email').fill('admin@himalayantraders.example');
    await eventually(messages).toHaveLength(3);
    await dialog.getByLabel('Old Password', { exact: true }).fill('Admin@123');
    await dialog.getByLabel('New Password', { exact: true }).fill('Kathmandu@2082');
    await dialog.getByLabel('Confirm Password', { exact: true }).fill('Kathmandu@2083');
    await submit.click();
    await eventually(messages).toEqual(['New password and confirm password not matched']);

    await dialog.getByLabel('Confirm Password', { exact: true }).fill('Kathmandu@2082');
    await dialog.getByLabel('Email').fill('someone@else.example');
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'The email does not match this account.' }).waitFor();
    expect(await sessionStatus(portal.server.baseUrl, oldToken)).toBe(200);

    await dialog.getByLabel('Email').fill('admin@himalayantraders.example');
    await waitForReload(page, () => submit.click());
    await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
    const stored = await localStorageOf(page);
    expect(Object.keys(stored).filter((key) => key !== 'token')).toEqual([]);
    expect(await holdsUserToken(page)).toBe(false);
    expect(await sessionStatus(portal.server.baseUrl, oldToken)).toBe(401);
    expect((await apiSignIn(portal.server.baseUrl, 'admin', 'Admin@123')).code).toBe(401);

    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Kathmandu@2082');
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await holdsUserToken(page)).toBe(true);
  });
});
