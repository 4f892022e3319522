import type { MenuGroupDto } from '@backoffice/shared/catalogue/menu.contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  auditChanges,
  expectNoSeriousViolations,
  openFromAdministrationMenu,
  sideMenu,
  toast,
} from '../entities/entity-screens.js';
import { focusedName } from '../support/browser-state.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { signInToDashboard } from '../support/sign-in.js';
import {
  ADMIN,
  callThroughApi,
  idNamed,
  pageSignedInAs,
  STAFF,
  tokenOf,
  visibleText,
} from './administration-screens.js';

const portal = portalForThisFile();

interface MatrixRow {
  PageCode: number;
  Title: string;
  IsMobileApp: boolean;
  CanView: boolean;
  CanCreate: boolean;
  CanEdit: boolean;
  CanDelete: boolean;
}
interface Matrix {
  IsAdminRole: boolean;
  Modules: { ModuleName: string; Permissions: MatrixRow[] }[];
}

/** The role's stored flags of one page and channel, as the server answers them. */
const storedFlags = async (roleId: number, title: string, mobile: boolean) => {
  const token = await tokenOf(portal, ADMIN);
  const matrix = await callThroughApi<Matrix>(
    portal,
    token,
    'GET',
    `/permission/listbyRoleId?roleId=${roleId}`,
  );
  const row = matrix.Data.Modules.flatMap((module) => module.Permissions).find(
    (entry) => entry.Title === title && entry.IsMobileApp === mobile,
  );
  if (!row) throw new Error(`no ${title} row`);
  const { CanView, CanCreate, CanEdit, CanDelete } = row;
  return { CanView, CanCreate, CanEdit, CanDelete };
};

const NOTHING = { CanView: false, CanCreate: false, CanEdit: false, CanDelete: false };

/** The menu the staff user receives, as URLs. */
const staffMenuUrls = async (): Promise<string[]> => {
  const token = await tokenOf(portal, STAFF);
  const menu = await callThroughApi<MenuGroupDto[]>(portal, token, 'GET', '/menu/all/role');
  const urls = (groups: MenuGroupDto[]): string[] =>
    groups.flatMap((group) => [...group.Menus.map((item) => item.Url), ...urls(group.ChildMenuGroup)]);
  return urls(menu.Data);
};

/** Roles → the role, as an administrator would open it; answers its permissions panel. */
const openRole = async (page: Page, name: string) => {
  await openFromAdministrationMenu(page, 'Roles');
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  const panel = page.getByRole('region', { name: 'Permissions' });
  await panel.getByRole('tab', { name: 'Web' }).waitFor();
  return panel;
};

const box = (panel: Locator, label: string) => panel.getByLabel(label, { exact: true });

/** The menu's Notices link, shown or inside a collapsed group. */
const noticesLink = (page: Page) => sideMenu(page).locator('a[href$="/admin/notices"]');

describe('the role permissions matrix', () => {
  test('granting Staff View on Notices opens Notices to staff; revoking closes it again', async () => {
    const staffRoleId = await idNamed(portal, await tokenOf(portal, ADMIN), 'role', 'Name', 'Staff');
    expect(await storedFlags(staffRoleId, 'Notices', false)).toEqual(NOTHING);

    const admin = await pageSignedInAs(portal, ADMIN);
    const panel = await openRole(admin, 'Staff');
    const status = panel.getByRole('status').filter({ hasText: /change/ });
    expect(await status.textContent()).toBe('No unsaved changes');
    expect(await panel.getByRole('button', { name: 'Save permissions' }).isDisabled()).toBe(true);

    await box(panel, 'Notices: View').check();
    expect(await status.textContent()).toBe('1 unsaved change');
    expect(await visibleText(panel.getByRole('tab', { name: /^Web/ }))).toBe('Web1');
    expect(await panel.locator('tr.bo-perm-changed th').textContent()).toBe('Notices (changed)');
    // Leaving with the change asks first.
    await sideMenu(admin).getByRole('link', { name: 'Dashboard' }).click();
    const leave = admin.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    expect(await box(panel, 'Notices: View').isChecked()).toBe(true);

    await panel.getByRole('button', { name: 'Save permissions' }).click();
    await toast(admin, 'Permissions saved.').waitFor();
    // Dismissed, so the next save's toast is a new one.
    await toast(admin, 'Permissions saved.').getByRole('button', { name: 'Dismiss' }).click();
    await eventually(() => status.textContent()).toBe('No unsaved changes');
    expect(await storedFlags(staffRoleId, 'Notices', false)).toEqual({ ...NOTHING, CanView: true });
    // The change is in the role's audit trail.
    const audit = admin.getByRole('region', { name: 'Audit trail' });
    await eventually(async () => (await audit.locator('li.bo-audit-entry').count()) > 0).toBe(true);
    expect((await auditChanges(audit.locator('li.bo-audit-entry').first())).join('\n')).toContain(
      'Notices (211): view',
    );

    const staff = await pageSignedInAs(portal, STAFF);
    await openFromAdministrationMenu(staff, 'Notices');
    await staff.getByText('No Notices yet').waitFor();
    expect(await staff.locator('.bo-alert').count()).toBe(0);
    expect(await noticesLink(staff).count()).toBe(1);

    await box(panel, 'Notices: View').uncheck();
    await panel.getByRole('button', { name: 'Save permissions' }).click();
    await toast(admin, 'Permissions saved.').waitFor();
    await eventually(() => status.textContent()).toBe('No unsaved changes');
    expect(await storedFlags(staffRoleId, 'Notices', false)).toEqual(NOTHING);

    await staff.reload();
    await staff.getByText('You do not have permission to view Notices.').first().waitFor();
    expect(await staff.locator('.bo-entity-table').count()).toBe(0);
    await eventually(() => noticesLink(staff).count()).toBe(0);
    expect(await staffMenuUrls()).not.toContain('/admin/notices');
  });

  test('mobile app rows on their own tab, by keyboard; row and column toggles; Discard', async () => {
    const staffRoleId = await idNamed(portal, await tokenOf(portal, ADMIN), 'role', 'Name', 'Staff');
    const admin = await pageSignedInAs(portal, ADMIN);
    const panel = await openRole(admin, 'Staff');

    // One tab stop; the arrow keys move between Web and Mobile app.
    await panel.getByRole('tab', { name: 'Web' }).focus();
    await admin.keyboard.press('ArrowRight');
    expect(await focusedName(admin)).toBe('Mobile app');
    const mobileTab = panel.getByRole('tab', { name: /^Mobile app/ });
    expect(await mobileTab.getAttribute('aria-selected')).toBe('true');
    expect(await panel.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      await mobileTab.getAttribute('id'),
    );

    // A row's "all" box, then Space on a single box from the keyboard.
    await box(panel, 'Notices: all').check();
    for (const action of ['View', 'Create', 'Edit', 'Delete']) {
      expect(await box(panel, `Notices: ${action}`).isChecked()).toBe(true);
    }
    await box(panel, 'Notices: Delete').focus();
    await admin.keyboard.press('Space');
    expect(await box(panel, 'Notices: Delete').isChecked()).toBe(false);
    // Three of four: the row's toggle is mixed.
    expect(await box(panel, 'Notices: all').evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(
      true,
    );

    // A column's toggle covers every page on this tab, and only this tab.
    const allViews = box(panel, 'View: all pages');
    expect(await allViews.evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(true);
    await allViews.check();
    const viewBoxes = panel.locator('tbody input[aria-label$=": View"]');
    const viewStates = await viewBoxes.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).checked),
    );
    expect(viewStates.length).toBeGreaterThan(10);
    expect(viewStates.every(Boolean)).toBe(true);
    await allViews.uncheck();
    await box(panel, 'Notices: View').check();
    expect(await visibleText(mobileTab)).toBe('Mobile app1');

    await panel.getByRole('tab', { name: 'Web' }).click();
    expect(await box(panel, 'Notices: View').isChecked()).toBe(false);
    await box(panel, 'Roles: Edit').check();
    await panel.getByText('2 unsaved changes').waitFor();
    await panel.getByRole('button', { name: 'Discard changes' }).click();
    await panel.getByText('No unsaved changes').waitFor();
    expect(await box(panel, 'Roles: Edit').isChecked()).toBe(false);

    // Again, and saved: the mobile app row alone.
    await panel.getByRole('tab', { name: /^Mobile app/ }).click();
    await box(panel, 'Notices: View').check();
    await box(panel, 'Notices: Edit').check();
    await panel.getByRole('button', { name: 'Save permissions' }).click();
    await toast(admin, 'Permissions saved.').waitFor();
    expect(await storedFlags(staffRoleId, 'Notices', true)).toEqual({
      ...NOTHING,
      CanView: true,
      CanEdit: true,
    });
    expect(await storedFlags(staffRoleId, 'Notices', false)).toEqual(NOTHING);
    // A mobile-app grant opens nothing on the web.
    expect(await staffMenuUrls()).not.toContain('/admin/notices');
    await expectNoSeriousViolations(admin, 'role permissions matrix');
  });

  test('an administrator role is read-only, and says why', async () => {
    const admin = await pageSignedInAs(portal, ADMIN);
    const panel = await openRole(admin, 'Administrator');
    await panel.getByText('This is an administrator role: its holders may do everything').waitFor();
    const boxes = panel.locator('input[type="checkbox"]');
    expect(await boxes.count()).toBeGreaterThan(10);
    const disabled = await boxes.evaluateAll((inputs) =>
      inputs.every((input) => (input as HTMLInputElement).disabled),
    );
    expect(disabled).toBe(true);
    expect(await panel.getByRole('button', { name: 'Save permissions' }).count()).toBe(0);
  });

  test("a refused save shows the server's message and keeps the changes", async () => {
    const token = await tokenOf(portal, ADMIN);
    const saved = await callThroughApi<{ Id: number }>(portal, token, 'POST', '/role/save', {
      Name: 'Seasonal helpers',
      IsAdminRole: 'false',
      IsActive: 'true',
    });
    expect(saved.Code).toBe(200);
    const admin = await pageSignedInAs(portal, ADMIN);
    const panel = await openRole(admin, 'Seasonal helpers');
    await box(panel, 'Banners: Create').check();
    // Someone else deletes the role meanwhile.
    const deleted = await callThroughApi(portal, token, 'POST', `/role/delete?id=${saved.Data.Id}`);
    expect(deleted.Code).toBe(200);

    await panel.getByRole('button', { name: 'Save permissions' }).click();
    const message = `Role ${saved.Data.Id} was not found.`;
    await panel.getByRole('alert').filter({ hasText: message }).waitFor();
    await toast(admin, message).waitFor();
    expect(await box(panel, 'Banners: Create').isChecked()).toBe(true);
    expect(await panel.getByText('1 unsaved change').count()).toBe(1);
  });

  test('light, dark and a 375 px phone: no serious axe violations; the matrix scrolls inside its panel', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const admin = await pageSignedInAs(portal, ADMIN);
      await admin.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
      await admin.reload();
      const panel = await openRole(admin, 'Staff');
      await box(panel, 'Users: Create').check();
      expect(await admin.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await expectNoSeriousViolations(admin, `role permissions (${theme})`);
    }
    const context = await portal.newContext();
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    await signInToDashboard(phone, ADMIN.userName, ADMIN.password);
    const staffRoleId = await idNamed(portal, await tokenOf(portal, ADMIN), 'role', 'Name', 'Staff');
    await phone.goto(`/admin/roles/${staffRoleId}`);
    const panel = phone.getByRole('region', { name: 'Permissions' });
    await box(panel, 'Notices: Delete').waitFor();
    const widths = await phone.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    const scroller = panel.locator('.bo-perm-scroll');
    const scroll = await scroller.evaluate((element) => ({
      inner: element.scrollWidth,
      outer: element.clientWidth,
    }));
    expect(scroll.inner).toBeGreaterThan(scroll.outer);
    // A box beyond the right edge is still reachable: focusing it scrolls the panel, not the page.
    await box(panel, 'Notices: all').focus();
    expect(await scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await box(panel, 'Notices: all').check();
    expect(await box(panel, 'Notices: Delete').isChecked()).toBe(true);
  });
});

/** A new role of company 1 with no permissions, by the API; answers its id. */
const newRole = async (name: string): Promise<number> => {
  const token = await tokenOf(portal, ADMIN);
  const saved = await callThroughApi<{ Id: number }>(portal, token, 'POST', '/role/save', {
    Name: name,
    IsAdminRole: 'false',
    IsActive: 'true',
  });
  expect(saved.Code, saved.Message).toBe(200);
  return saved.Data.Id;
};

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('unsaved changes on the role form: the form and the matrix together', () => {
  test('Save changes keeps unsaved permissions: one question for both parts, Stay keeps them, Leave drops them', async () => {
    const roleId = await newRole('Night shift');
    const admin = await pageSignedInAs(portal, ADMIN);
    const panel = await openRole(admin, 'Night shift');
    await box(panel, 'Notices: View').check();
    await admin.getByLabel('Name', { exact: true }).fill('Night shift team');

    // Both parts changed: one dialog, naming both.
    await sideMenu(admin).getByRole('link', { name: 'Dashboard' }).click();
    await leaveDialog(admin).waitFor();
    expect(await admin.locator('dialog[open]').count()).toBe(1);
    expect(await leaveDialog(admin).textContent()).toContain('in Role details and Permissions');
    await leaveDialog(admin).getByRole('button', { name: 'Stay on this page' }).click();
    await leaveDialog(admin).waitFor({ state: 'detached' });

    // The form's save does not throw the matrix away: it asks, about the matrix alone.
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await toast(admin, 'Role saved.').waitFor();
    await leaveDialog(admin).waitFor();
    expect(await admin.locator('dialog[open]').count()).toBe(1);
    const question = await leaveDialog(admin).textContent();
    expect(question).toContain('Role saved.');
    expect(question).toContain('in Permissions that are not saved');
    expect(question).not.toContain('Role details');
    await leaveDialog(admin).getByRole('button', { name: 'Stay on this page' }).click();
    expect(pathOf(admin)).toBe(`/admin/roles/${roleId}`);
    expect(await box(panel, 'Notices: View').isChecked()).toBe(true);
    expect(await panel.getByText('1 unsaved change').count()).toBe(1);
    // The form now starts from what was saved.
    expect(await admin.getByLabel('Name', { exact: true }).inputValue()).toBe('Night shift team');

    // The form is saved: leaving asks about the matrix only, and Leave drops it.
    await admin.getByRole('link', { name: 'Cancel' }).click();
    expect(await leaveDialog(admin).textContent()).toContain('in Permissions that are not saved');
    await leaveDialog(admin).getByRole('button', { name: 'Leave without saving' }).click();
    await admin.waitForURL(/\/admin\/roles$/);
    expect(await storedFlags(roleId, 'Notices', false)).toEqual(NOTHING);
    await admin.getByRole('link', { name: 'Night shift team', exact: true }).waitFor();
  });

  test('with everything saved, Save changes leaves for the list without asking', async () => {
    await newRole('Weekend cover');
    const admin = await pageSignedInAs(portal, ADMIN);
    const panel = await openRole(admin, 'Weekend cover');
    await box(panel, 'Notices: View').check();
    await panel.getByRole('button', { name: 'Save permissions' }).click();
    await toast(admin, 'Permissions saved.').waitFor();
    await panel.getByText('No unsaved changes').waitFor();
    await admin.getByLabel('Name', { exact: true }).fill('Weekend cover team');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.waitForURL(/\/admin\/roles$/);
    expect(await leaveDialog(admin).count()).toBe(0);
  });

  test("the browser's Back asks while anything is unsaved: Stay keeps the changes, Leave goes back", async () => {
    const roleId = await newRole('Back office');
    const admin = await pageSignedInAs(portal, ADMIN);
    // From the list, so Back has somewhere to go.
    let panel = await openRole(admin, 'Back office');
    await box(panel, 'Notices: View').check();
    await panel.getByText('1 unsaved change').waitFor();

    await admin.goBack();
    await leaveDialog(admin).waitFor();
    expect(pathOf(admin)).toBe(`/admin/roles/${roleId}`);
    await leaveDialog(admin).getByRole('button', { name: 'Stay on this page' }).click();
    await leaveDialog(admin).waitFor({ state: 'detached' });
    expect(await box(panel, 'Notices: View').isChecked()).toBe(true);

    // Asked again on the next Back (the guard is back in place), and Leave goes where Back went.
    await admin.goBack();
    await leaveDialog(admin).getByRole('button', { name: 'Leave without saving' }).click();
    await admin.waitForURL(/\/admin\/roles$/);
    await admin.getByRole('heading', { name: 'Roles', level: 1 }).waitFor();
    expect(await storedFlags(roleId, 'Notices', false)).toEqual(NOTHING);

    // A change undone leaves no trace in history: Back goes straight to the list.
    panel = await openRole(admin, 'Back office');
    await box(panel, 'Notices: View').check();
    await box(panel, 'Notices: View').uncheck();
    await panel.getByText('No unsaved changes').waitFor();
    await eventually(() => admin.evaluate(() => JSON.stringify(history.state ?? null))).not.toContain(
      'boUnsavedGuard',
    );
    await admin.goBack();
    await admin.waitForURL(/\/admin\/roles$/);
    expect(await leaveDialog(admin).count()).toBe(0);

    // Left through a link while changed: the next page takes the guard's place, so one Back
    // returns to the role and the next to the list.
    panel = await openRole(admin, 'Back office');
    await admin.getByLabel('Name', { exact: true }).fill('Back office desk');
    await sideMenu(admin).getByRole('link', { name: 'Dashboard' }).click();
    await leaveDialog(admin).getByRole('button', { name: 'Leave without saving' }).click();
    await admin.waitForURL(/\/dashboard\/admin$/);
    await admin.goBack();
    await admin.getByRole('heading', { name: 'Back office', level: 1 }).waitFor();
    expect(pathOf(admin)).toBe(`/admin/roles/${roleId}`);
    expect(await admin.getByLabel('Name', { exact: true }).inputValue()).toBe('Back office');
    await admin.goBack();
    await admin.waitForURL(/\/admin\/roles$/);
  });
});
