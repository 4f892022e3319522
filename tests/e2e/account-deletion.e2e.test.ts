import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { apiSignIn, sessionStatus } from './support/api.js';
import { holdsUserToken } from './support/browser-state.js';
import { eventually } from './support/eventually.js';
import { portalForThisFile } from './support/portal-fixture.js';
import { signInThroughPage } from './support/sign-in.js';
import { totpCode, wrongTotpCode } from './support/totp.js';
import { enrolOnCoop, passwordStepOnCoop } from './support/two-factor.js';

/** A sales person nothing else in this file needs: deleting it is the point. */
const USER = { userName: 'sales2', password: 'Sales@123' } as const;
const INVALID_CREDENTIALS = 'Invalid user name or password.';
/** Company 2's administrator: its company requires two-factor sign-in, so it enrols an authenticator. */
const TWO_FACTOR_USER = { userName: 'coopadmin', password: 'Admin@123' } as const;
const CODE_REQUIRED =
  'This account has two-factor sign-in: enter the 6-digit code from your authenticator app.';
const CODE_WRONG = 'The authenticator code is not correct. Enter the current code from your app.';

const portal = portalForThisFile();

const openDeletionPage = async () => {
  const page = await portal.newPage();
  await page.goto('/user/deleteprofile');
  await page.getByRole('heading', { name: 'Delete Account', level: 1 }).waitFor();
  return page;
};

const fields = (page: Page) => ({
  userName: page.getByLabel('Username'),
  password: page.getByLabel('Password', { exact: true }),
  confirm: page.getByLabel('Confirm Password', { exact: true }),
  submit: page.getByRole('button', { name: 'Delete Account' }),
});

const fillForm = async (page: Page, userName: string, password: string, confirm: string) => {
  const form = fields(page);
  await form.userName.fill(userName);
  await form.password.fill(password);
  await form.confirm.fill(confirm);
  await form.submit.click();
};

describe('account deletion page /user/deleteprofile', () => {
  test("an empty submit shows 'Required' under each of the three fields", async () => {
    const page = await openDeletionPage();
    expect(await page.title()).toBe('Delete Account');
    const form = fields(page);
    await form.submit.click();
    await eventually(() => page.locator('.bo-field-error').allInnerTexts()).toEqual([
      'Required',
      'Required',
      'Required',
    ]);
    for (const input of [form.userName, form.password, form.confirm]) {
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Required');
    }
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'username',
    );

    // Each message clears when its field changes; the others stay.
    await form.password.fill('x');
    await eventually(() => page.locator('.bo-field-error').count()).toBe(2);
    expect(await form.password.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  test('a wrong password shows the server message, and the account still signs in', async () => {
    const page = await openDeletionPage();
    await fillForm(page, USER.userName, 'Wrong@123', 'Wrong@123');
    await page.getByRole('alert').filter({ hasText: INVALID_CREDENTIALS }).waitFor();
    await eventually(() => fields(page).submit.isEnabled()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The server checks that the two passwords match (the client leaves it to the server).
    await fillForm(page, USER.userName, USER.password, 'Different@123');
    await page.getByRole('alert').filter({ hasText: 'Password and confirm password do not match' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    const answer = await apiSignIn(portal.server.baseUrl, USER.userName, USER.password);
    expect(answer.code).toBe(200);
    expect(answer.token).toBeTruthy();
  });

  test("the right credentials delete the account: 'Success!', and it no longer signs in", async () => {
    const session = await apiSignIn(portal.server.baseUrl, USER.userName, USER.password);
    expect(session.code).toBe(200);
    const page = await openDeletionPage();
    await fillForm(page, `  ${USER.userName} `, USER.password, USER.password);

    const dialog = page.getByRole('dialog', { name: 'Success!' });
    await dialog.getByText('User Deleted Successfully!', { exact: true }).waitFor();
    // A static modal: Escape does not dismiss it, only OK.
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    expect(await fields(page).submit.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/account\/login$/);
    await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();

    // Its sessions ended with it, and its credentials open nothing any more.
    expect(await sessionStatus(portal.server.baseUrl, session.token ?? '')).toBe(401);
    const after = await apiSignIn(portal.server.baseUrl, USER.userName, USER.password);
    expect(after).toMatchObject({ code: 401, message: INVALID_CREDENTIALS, token: null });
    await signInThroughPage(page, USER.userName, USER.password);
    await page.getByRole('alert').filter({ hasText: INVALID_CREDENTIALS }).waitFor();
    expect(await holdsUserToken(page)).toBe(false);
  });

  test('a second deletion of the same account is refused like a wrong password', async () => {
    const page = await openDeletionPage();
    await fillForm(page, USER.userName, USER.password, USER.password);
    await page.getByRole('alert').filter({ hasText: INVALID_CREDENTIALS }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  test('an account with two-factor sign-in is asked for a current code, and only that deletes it', async () => {
    const secret = await enrolOnCoop(
      portal,
      await portal.newPage(),
      TWO_FACTOR_USER.userName,
      TWO_FACTOR_USER.password,
    );
    const page = await openDeletionPage();
    const code = page.getByLabel('Authenticator code');
    expect(await code.count()).toBe(0);

    // The right password alone: the page learns from the answer that a code is needed, and asks.
    await fillForm(page, TWO_FACTOR_USER.userName, TWO_FACTOR_USER.password, TWO_FACTOR_USER.password);
    await code.waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code');
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.bo-field-error').allInnerTexts()).toEqual([CODE_REQUIRED]);
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // An empty code is 'Required' on the page; a wrong one is refused by the server and cleared.
    await fields(page).submit.click();
    await eventually(() => page.locator('.bo-field-error').allInnerTexts()).toEqual(['Required']);
    await code.fill(wrongTotpCode(secret, portal.clock.nowMs()));
    await fields(page).submit.click();
    await page.getByRole('alert').filter({ hasText: CODE_WRONG }).waitFor();
    await eventually(() => code.inputValue()).toBe('');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The code the sign-in used is spent: the next step's code deletes the account.
    await portal.advanceClock(30_000);
    await code.fill(totpCode(secret, portal.clock.nowMs()));
    await fields(page).submit.click();
    const dialog = page.getByRole('dialog', { name: 'Success!' });
    await dialog.getByText('User Deleted Successfully!', { exact: true }).waitFor();
    // The account is gone: its name and password no longer name anyone.
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/account\/login$/);
    await passwordStepOnCoop(page, portal.server.baseUrl, TWO_FACTOR_USER.userName, TWO_FACTOR_USER.password);
    await page.getByRole('alert').filter({ hasText: INVALID_CREDENTIALS }).waitFor();
  });
});
