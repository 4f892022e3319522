import type { Page } from 'playwright-core';

/** Signs in through the login page as a user would. */
export const signInThroughPage = async (
  page: Page,
  userName: string,
  password: string,
  path = '/account/login',
) => {
  await page.goto(path);
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
};

/** Signs in on company 1 (no second factor) and waits for the dashboard. */
export const signInToDashboard = async (page: Page, userName: string, password: string, path?: string) => {
  await signInThroughPage(page, userName, password, path);
  await page.waitForURL(/\/dashboard\/admin$/);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
};

/** The same path on the `coop` deployment (company 2): Chromium sends any *.localhost to loopback. */
export const coopUrl = (baseUrl: string, path: string): string => {
  const url = new URL(path, baseUrl);
  url.hostname = 'coop.localhost';
  return url.href;
};

/** Opens the header's profile dropdown and answers its panel. */
export const openProfileMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  const panel = page.locator('.bo-profile-panel');
  await panel.waitFor();
  return panel;
};

/** Profile menu → Sign out, then the login page. */
export const signOutThroughMenu = async (page: Page) => {
  const panel = await openProfileMenu(page);
  await panel.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/account\/login/);
};
