import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { describeViolations, seriousViolations } from './support/axe.js';
import { focusedName } from './support/browser-state.js';
import { eventually } from './support/eventually.js';
import { portalForThisFile } from './support/portal-fixture.js';
import { openProfileMenu, signInToDashboard } from './support/sign-in.js';

const portal = portalForThisFile();

const expectNoSeriousViolations = async (page: Page, screen: string) => {
  const violations = await seriousViolations(page);
  expect(violations, `${screen}:\n${describeViolations(violations)}`).toEqual([]);
};

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

const openLoginPage = async (page: Page) => {
  await page.goto('/account/login');
  await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
};

const adminPage = async () => {
  const page = await portal.newPage();
  await signInToDashboard(page, 'admin', 'Admin@123');
  return page;
};

/** The side menu has loaded its items from the server. */
const sideNavReady = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).waitFor();

/** Records every element outside `dialog` that takes focus from now on (none should, while it is open). */
const watchFocusEscapes = async (dialog: Locator) => {
  await dialog.evaluate((element) => {
    const escapes: string[] = [];
    (window as unknown as { focusEscapes: string[] }).focusEscapes = escapes;
    document.addEventListener('focusin', (event) => {
      const target = event.target;
      if (target instanceof Element && !element.contains(target)) escapes.push(target.outerHTML.slice(0, 80));
    });
  });
  return () => dialog.page().evaluate(() => (window as unknown as { focusEscapes: string[] }).focusEscapes);
};

const focusIsIn = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

describe('axe-core: no serious or critical violations', () => {
  test('login page, light theme', async () => {
    const page = await portal.newPage();
    await openLoginPage(page);
    expect(await theme(page)).toBe('light');
    await expectNoSeriousViolations(page, 'login page (light)');
  });

  test('login page, dark theme', async () => {
    const page = await portal.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await openLoginPage(page);
    expect(await theme(page)).toBe('dark');
    await expectNoSeriousViolations(page, 'login page (dark)');
  });

  test('login page with its validation message', async () => {
    const page = await portal.newPage();
    await openLoginPage(page);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.getByText('User name is required').waitFor();
    await expectNoSeriousViolations(page, 'login page (validation message)');
  });

  test('dashboard in the shell, both themes', async () => {
    const page = await adminPage();
    await page.locator('.bo-business').waitFor();
    await sideNavReady(page);
    await expectNoSeriousViolations(page, 'dashboard (light)');
    await page.getByRole('button', { name: 'Use dark theme' }).click();
    await eventually(() => theme(page)).toBe('dark');
    await expectNoSeriousViolations(page, 'dashboard (dark)');
  });

  test('notifications page', async () => {
    const page = await adminPage();
    await page.goto('/core/notifications');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.locator('.bo-notice-list').waitFor();
    await expectNoSeriousViolations(page, 'notifications page');
  });

  test('change password modal, open and with its messages', async () => {
    const page = await adminPage();
    await (await openProfileMenu(page)).getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.waitFor();
    await expectNoSeriousViolations(page, 'change password modal');
    // The form starts with the account's email; emptied, every field asks to be filled.
    await eventually(() => dialog.getByLabel('Email').inputValue()).not.toBe('');
    await dialog.getByLabel('Email').fill('');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByText('**Email Required.').waitFor();
    await expectNoSeriousViolations(page, 'change password modal (messages)');
  });

  test('delete account page, empty and with its messages', async () => {
    const page = await portal.newPage();
    await page.goto('/user/deleteprofile');
    await page.getByRole('heading', { name: 'Delete Account', level: 1 }).waitFor();
    await expectNoSeriousViolations(page, 'delete account page');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByText('Required').first().waitFor();
    await expectNoSeriousViolations(page, 'delete account page (messages)');
  });
});

describe('keyboard focus', () => {
  test('Tab goes from the username to the password, the show/hide button, then LOG IN', async () => {
    const page = await portal.newPage();
    await openLoginPage(page);
    // The page puts the cursor in its first field.
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'username',
    );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Show password');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('LOG IN');
  });

  test('the company chooser keeps focus inside and gives it back to its button after Escape', async () => {
    const page = await adminPage();
    const opener = page.getByRole('button', { name: 'Switch company' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Choose a company' });
    await dialog.getByRole('button', { name: /Himalayan Traders/ }).waitFor();
    expect(await focusIsIn(dialog)).toBe(true);
    const escapes = await watchFocusEscapes(dialog);
    for (let press = 0; press < 6; press += 1) await page.keyboard.press('Tab');
    expect(await escapes()).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => focusedName(page)).toBe('Switch company');
  });

  test('the change password modal keeps focus inside and gives it back to the profile menu button when closed', async () => {
    const page = await adminPage();
    await (await openProfileMenu(page)).getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.waitFor();
    expect(await focusIsIn(dialog)).toBe(true);
    const escapes = await watchFocusEscapes(dialog);
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('Tab');
    expect(await escapes()).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => focusedName(page), 'focus after closing the modal').toBe('Profile menu');
  });

  test('the profile menu closes on Escape and gives focus back to its button', async () => {
    const page = await adminPage();
    const panel = await openProfileMenu(page);
    await panel.getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Profile menu');
    expect(await page.getByRole('button', { name: 'Profile menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});
