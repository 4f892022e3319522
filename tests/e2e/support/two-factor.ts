import type { Locator, Page } from 'playwright-core';
import type { PortalFixture } from './portal-fixture.js';
import { coopUrl } from './sign-in.js';
import { totpCode } from './totp.js';

export const SETUP_TITLE = 'Enable TwoFactor Authentication';
export const VERIFY_TITLE = 'Two-factor verification';
export const COOP_BRANCH = 'Lalitpur Branch';

/** The password step on the coop host (company 2: branch required, two-factor on). */
export const passwordStepOnCoop = async (page: Page, baseUrl: string, userName: string, password: string) => {
  await page.goto(coopUrl(baseUrl, '/account/login'));
  await page.getByLabel('Branch').selectOption({ label: COOP_BRANCH });
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
};

export const otpBox = (scope: Page | Locator, position: number): Locator =>
  scope.getByLabel(`Digit ${position} of 6`, { exact: true });

/** Opens the "Can't scan?" details of the setup modal and reads the key the QR code holds. */
export const readShownSecret = async (dialog: Locator): Promise<string> => {
  await dialog.locator('summary').click();
  const secret = ((await dialog.getByTestId('totp-secret').textContent()) ?? '').trim();
  if (!/^[A-Z2-7]+=*$/.test(secret)) throw new Error(`Not a base32 secret: "${secret}"`);
  return secret;
};

/** Types a code into the six boxes from the first one, as a person would (the boxes move on by themselves). */
export const typeOtp = async (page: Page, dialog: Locator, code: string) => {
  await otpBox(dialog, 1).click();
  await page.keyboard.type(code);
};

/**
 * Signs in on the coop host and enrols an authenticator app with the code computed from the secret
 * the setup modal shows. Answers the secret, for later codes.
 */
export const enrolOnCoop = async (portal: PortalFixture, page: Page, userName: string, password: string) => {
  await passwordStepOnCoop(page, portal.server.baseUrl, userName, password);
  const dialog = page.getByRole('dialog', { name: SETUP_TITLE });
  const secret = await readShownSecret(dialog);
  await typeOtp(page, dialog, totpCode(secret, portal.clock.nowMs()));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/dashboard\/admin$/);
  return secret;
};
