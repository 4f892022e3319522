import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { sessionStatus } from './support/api.js';
import { holdsUserToken, localStorageOf, tokenSubject } from './support/browser-state.js';
import { companyDate } from './support/e2e-clock.js';
import { eventually } from './support/eventually.js';
import { portalForThisFile } from './support/portal-fixture.js';
import { coopUrl, signInThroughPage, signInToDashboard, signOutThroughMenu } from './support/sign-in.js';

const portal = portalForThisFile();

/** The field messages on screen, in page order. */
const fieldMessages = (page: Page) => page.locator('.bo-field-error').allInnerTexts();

/** The name (or id) of the focused form control: the login page moves focus to the field in error. */
const focusedField = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('name') ?? active?.id ?? '';
  });

const loginButton = (page: Page) => page.getByRole('button', { name: 'LOG IN' });

/** The company's day in Nepal on the file's clock, which the server gives as the branch date. */
const kathmanduToday = () => companyDate(portal.clock.now());

describe('login page', () => {
  test('checks branch, then user name, then password, each message clearing when its field changes', async () => {
    const page = await portal.newPage();
    await page.goto(coopUrl(portal.server.baseUrl, '/account/login'));
    const branch = page.getByLabel('Branch');
    await eventually(() => branch.locator('option').allTextContents()).toEqual([
      'Select Branch',
      'Baneshwor Head Office',
      'Bhaktapur Branch',
      'Lalitpur Branch',
    ]);

    await loginButton(page).click();
    await eventually(() => fieldMessages(page)).toEqual(['Branch is required']);
    expect(await branch.getAttribute('aria-invalid')).toBe('true');
    await eventually(() => focusedField(page)).toBe('bo-login-branch');
    await branch.selectOption({ label: 'Lalitpur Branch' });
    await eventually(() => fieldMessages(page)).toEqual([]);

    await loginButton(page).click();
    await eventually(() => fieldMessages(page)).toEqual(['User name is required']);
    await eventually(() => focusedField(page)).toBe('username');
    await page.getByLabel('Username').fill('coopadmin');
    await eventually(() => fieldMessages(page)).toEqual([]);

    await loginButton(page).click();
    await eventually(() => fieldMessages(page)).toEqual(['Password is required']);
    await page.getByLabel('Password', { exact: true }).fill('x');
    await eventually(() => fieldMessages(page)).toEqual([]);
  });

  test('company 1 has no branch select', async () => {
    const page = await portal.newPage();
    await page.goto('/account/login');
    await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
    await page.getByText('Enter your credentials to access the dashboard').waitFor();
    expect(await page.getByLabel('Branch').count()).toBe(0);
    expect(await page.getByRole('combobox').count()).toBe(0);
    expect(await page.title()).toBe('Admin Login');
  });

  test('admin sign-in lands on the dashboard and stores the session as spec section 4 says', async () => {
    const page = await portal.newPage();
    await signInToDashboard(page, 'admin', 'Admin@123');
    const stored = await localStorageOf(page);
    expect(tokenSubject(stored.token)).toBeGreaterThan(0);
    expect(stored).toMatchObject({
      userName: 'Ram Thapa',
      branchDate: kathmanduToday(),
      loginBranchId: '1',
      currentCompanyId: '1',
    });
    expect(JSON.parse(stored.userRoles ?? 'null')).toEqual([{ Name: 'Administrator', IsAdminRole: true }]);
    expect(await sessionStatus(portal.server.baseUrl, stored.token ?? '')).toBe(200);
  });

  test("a wrong password shows the server's error toast and stores nothing", async () => {
    const page = await portal.newPage();
    await signInThroughPage(page, 'admin', 'Wrong@123');
    await page.getByRole('alert').filter({ hasText: 'Invalid user name or password.' }).waitFor();
    await eventually(async () => loginButton(page).isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/account/login');
    const stored = await localStorageOf(page);
    expect(tokenSubject(stored.token) ?? 0).toBe(0);
    for (const key of ['userName', 'userRoles', 'branchDate', 'loginBranchId', 'currentCompanyId']) {
      expect(stored, `${key} must not be stored`).not.toHaveProperty(key);
    }
  });

  test('the dealer login signs a dealer in (and the admin login refuses dealers)', async () => {
    const page = await portal.newPage();
    await signInThroughPage(page, 'dealer', 'Dealer@123');
    await page.getByRole('alert').filter({ hasText: 'Dealers sign in through the dealer login.' }).waitFor();
    expect(await holdsUserToken(page)).toBe(false);

    await page.goto('/account/login?login=dealer');
    await page.getByRole('heading', { name: 'Dealer Login', level: 1 }).waitFor();
    expect(await page.title()).toBe('Dealer Login');
    await signInToDashboard(page, 'dealer', 'Dealer@123', '/account/login?login=dealer');
    const stored = await localStorageOf(page);
    expect(stored.userName).toBe('Bishnu Shrestha');
    expect(JSON.parse(stored.userRoles ?? '[]')).toEqual([{ Name: 'Dealer', IsAdminRole: false }]);
  });

  test('Enter in the username or the password field submits', async () => {
    const page = await portal.newPage();
    await page.goto('/account/login');
    await page.getByLabel('Username').fill('staff');
    await page.getByLabel('Username').press('Enter');
    await eventually(() => fieldMessages(page)).toEqual(['Password is required']);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Staff@123');
    await password.press('Enter');
    await page.waitForURL(/\/dashboard\/admin$/);
    expect(await holdsUserToken(page)).toBe(true);
  });

  test('the show/hide button toggles the password between hidden and shown', async () => {
    const page = await portal.newPage();
    await page.goto('/account/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Secret@123');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    const hide = page.getByRole('button', { name: 'Hide password' });
    expect(await hide.getAttribute('aria-pressed')).toBe('true');
    await hide.click();
    expect(await password.getAttribute('type')).toBe('password');
    expect(await password.inputValue()).toBe('Secret@123');
  });

  test('sign-out returns to the login page, forgets the token and ends the session on the server', async () => {
    const page = await portal.newPage();
    await signInToDashboard(page, 'admin', 'Admin@123');
    const token = (await localStorageOf(page)).token ?? '';
    await signOutThroughMenu(page);
    expect(new URL(page.url()).pathname).toBe('/account/login');
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
    // A client-credentials token (subject 0) may take its place; a user token may not.
    expect(await holdsUserToken(page)).toBe(false);
    expect(await sessionStatus(portal.server.baseUrl, token)).toBe(401);
  });

  test('after a dealer signs out, a portal page opens the dealer login', async () => {
    const page = await portal.newPage();
    await signInToDashboard(page, 'dealer', 'Dealer@123', '/account/login?login=dealer');
    await signOutThroughMenu(page);
    expect(new URL(page.url()).search).toBe('?login=dealer');
    await page.goto('/dashboard/admin');
    await page.waitForURL(/\/account\/login\?login=dealer$/);
    await page.getByRole('heading', { name: 'Dealer Login', level: 1 }).waitFor();
    expect(await holdsUserToken(page)).toBe(false);
  });
});
