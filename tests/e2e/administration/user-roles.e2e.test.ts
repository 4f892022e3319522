import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousViolations, openFromAdministrationMenu, toast } from '../entities/entity-screens.js';
import { apiSignIn } from '../support/api.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { signInToDashboard } from '../support/sign-in.js';
import { ADMIN, callThroughApi, idNamed, pageSignedInAs, STAFF, tokenOf } from './administration-screens.js';

const portal = portalForThisFile();

/** Users → the user, as an administrator would open them. */
const openUser = async (page: Page, userName: string) => {
  await openFromAdministrationMenu(page, 'Users');
  await page.getByRole('link', { name: userName, exact: true }).click();
  await page.getByRole('heading', { name: userName, level: 1 }).waitFor();
  const roles = page.getByRole('region', { name: 'Roles', exact: true });
  await roles.waitFor();
  return roles;
};

const chips = (panel: Locator): Promise<string[]> => panel.locator('.bo-role-chip > span').allTextContents();

/** The roles the server holds for the user, first first. */
const storedRoles = async (userId: number): Promise<string[]> => {
  const token = await tokenOf(portal, ADMIN);
  const user = await callThroughApi<{ Roles: { Name: string }[] }>(
    portal,
    token,
    'GET',
    `/user/detail?id=${userId}`,
  );
  return user.Data.Roles.map((role) => role.Name);
};

const chooseRole = async (panel: Locator, search: string, option: string) => {
  const select = panel.getByRole('combobox', { name: 'Add a role' });
  await select.fill(search);
  await panel.getByRole('option', { name: option, exact: true }).click();
  expect(await select.inputValue()).toBe(option);
};

describe("a user's roles and password", () => {
  test('adds a role from the searchable select and removes it from its chip', async () => {
    const staffId = await idNamed(portal, await tokenOf(portal, ADMIN), 'user', 'UserName', 'staff');
    expect(await storedRoles(staffId)).toEqual(['Staff']);
    const page = await pageSignedInAs(portal, ADMIN);
    const panel = await openUser(page, 'staff');
    expect(await chips(panel)).toEqual(['Staff']);
    const add = panel.getByRole('button', { name: 'Add role' });
    expect(await add.isDisabled()).toBe(true);

    // A role the user holds is named, not sent.
    await chooseRole(panel, 'sta', 'Staff');
    await add.click();
    await panel.getByText('This user already has the role Staff.').waitFor();
    expect(await panel.getByRole('combobox', { name: 'Add a role' }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    await chooseRole(panel, 'sales', 'Sales Person');
    await add.click();
    await toast(page, 'Role added to the user.').waitFor();
    await eventually(() => chips(panel)).toEqual(['Staff', 'Sales Person']);
    expect(await storedRoles(staffId)).toEqual(['Staff', 'Sales Person']);
    expect(await panel.getByRole('combobox', { name: 'Add a role' }).inputValue()).toBe('');
    await expectNoSeriousViolations(page, 'user roles panel');

    await panel.getByRole('button', { name: 'Remove role Sales Person' }).click();
    await toast(page, 'Role removed from the user.').waitFor();
    await eventually(() => chips(panel)).toEqual(['Staff']);
    expect(await storedRoles(staffId)).toEqual(['Staff']);
  });

  test("the server's refusal shows: an administrator cannot take their own administrator role", async () => {
    const page = await pageSignedInAs(portal, ADMIN);
    const panel = await openUser(page, 'admin');
    await panel.getByRole('button', { name: 'Remove role Administrator' }).click();
    const message = 'You cannot remove an administrator role from yourself.';
    await toast(page, message).waitFor();
    await panel.getByRole('alert').filter({ hasText: message }).waitFor();
    expect(await chips(panel)).toEqual(['Administrator']);
    // One's own password is changed from the profile menu, not reset here.
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByText('use Change Password in the profile menu').waitFor();
    expect(await password.getByRole('button', { name: 'Reset password' }).count()).toBe(0);
  });

  test('a reset shows a temporary password once; the user signs in with it, not the old one', async () => {
    const context = await portal.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.server.baseUrl });
    const page = await context.newPage();
    await signInToDashboard(page, ADMIN.userName, ADMIN.password);
    await openUser(page, 'staff');
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByRole('button', { name: 'Reset password' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset the password?' });
    await confirm.getByText('staff will be signed out everywhere').waitFor();
    // Going back changes nothing.
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await apiSignIn(portal.server.baseUrl, STAFF.userName, STAFF.password)).code).toBe(200);

    await password.getByRole('button', { name: 'Reset password' }).click();
    await confirm.getByRole('button', { name: 'Reset password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Temporary password for staff' });
    await dialog.waitFor();
    await toast(page, 'Password reset.').waitFor();
    const temporary = await dialog.getByLabel('Temporary password').inputValue();
    expect(temporary).toMatch(/^[A-HJ-NP-Za-km-z2-9]{14}$/);
    await expectNoSeriousViolations(page, 'temporary password dialog');
    // A stray Escape must not lose it.
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await toast(page, 'Copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(temporary);
    await dialog.getByRole('button', { name: 'I have passed it on' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(temporary);

    expect((await apiSignIn(portal.server.baseUrl, STAFF.userName, STAFF.password)).code).toBe(401);
    const staff = await portal.newPage();
    await signInToDashboard(staff, STAFF.userName, temporary);
    expect(new URL(staff.url()).pathname).toBe('/dashboard/admin');
  });

  test('without clipboard access, Copy says Cannot Copy', async () => {
    const page = await pageSignedInAs(portal, ADMIN);
    await openUser(page, 'sales1');
    // Chromium refuses clipboard writes to a page without the permission in headless mode; make sure.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page
      .getByRole('region', { name: 'Password' })
      .getByRole('button', { name: 'Reset password' })
      .click();
    await page
      .getByRole('dialog', { name: 'Reset the password?' })
      .getByRole('button', { name: 'Reset password' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Temporary password for sales1' });
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await toast(page, 'Cannot Copy').waitFor();
  });
});
