import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { holdsUserToken, localStorageOf } from './support/browser-state.js';
import { eventually } from './support/eventually.js';
import { type PortalFixture, startPortal } from './support/portal-fixture.js';
import { signOutThroughMenu } from './support/sign-in.js';
import { totpCode, wrongTotpCode } from './support/totp.js';
import {
  otpBox,
  passwordStepOnCoop,
  readShownSecret,
  SETUP_TITLE,
  typeOtp,
  VERIFY_TITLE,
} from './support/two-factor.js';

const OTP_FAILED = 'Failed. Please scan the QR code and repeat verification.';

let portal: PortalFixture;
/** One browser profile goes through enrolment, then signs out and in again. */
let page: Page;
let secret = '';
/** The code that completed the enrolment, and the id of the branch chosen at the password step. */
let enrolmentCode = '';
let chosenBranchId = '';

beforeAll(async () => {
  portal = await startPortal();
  page = await portal.newPage();
});

afterAll(async () => {
  await portal?.stop();
});

afterEach(() => {
  expect(portal.errors.splice(0), 'uncaught errors in the page').toEqual([]);
});

const boxValues = (dialog: Locator) =>
  Promise.all([1, 2, 3, 4, 5, 6].map((position) => otpBox(dialog, position).inputValue()));

/** The aria-label of the focused element: the boxes are "Digit n of 6". */
const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

const otpMessage = (dialog: Locator) => dialog.locator('.bo-otp-error').textContent();

/** Pastes text into an input as the clipboard would (a paste event carrying it). */
const paste = (input: Locator, text: string) =>
  input.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);

describe('two-factor sign-in on a company that requires it (coop host, company 2)', () => {
  const setupDialog = () => page.getByRole('dialog', { name: SETUP_TITLE });

  test('the password step opens the enrolment modal with a QR code', async () => {
    await passwordStepOnCoop(page, portal.server.baseUrl, 'coopadmin', 'Admin@123');
    const dialog = setupDialog();
    const qr = dialog.getByRole('img', { name: /QR code/ });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    await dialog.getByText('Scan the QR code with an authenticator app').waitFor();
    expect(await dialog.getByRole('textbox').count()).toBe(6);
    await eventually(focusedLabel).toBe('Digit 1 of 6');
    // No session yet: the password alone earns no token.
    expect(await holdsUserToken(page)).toBe(false);
    secret = await readShownSecret(dialog);
    chosenBranchId = await page.getByLabel('Branch').inputValue();
    expect(chosenBranchId).toMatch(/^\d+$/);
  });

  test("Continue without a code says 'Enter OTP'; a wrong code is refused", async () => {
    const dialog = setupDialog();
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    await continueButton.click();
    await eventually(() => otpMessage(dialog)).toBe('Enter OTP');
    expect(await otpBox(dialog, 1).getAttribute('aria-invalid')).toBe('true');

    await typeOtp(page, dialog, wrongTotpCode(secret, portal.clock.nowMs()));
    // Typing clears the message.
    await eventually(() => otpMessage(dialog)).toBe('');
    await continueButton.click();
    await eventually(() => otpMessage(dialog)).toBe(OTP_FAILED);
    expect(await boxValues(dialog)).toEqual(['', '', '', '', '', '']);
    expect(await setupDialog().isVisible()).toBe(true);
    expect(await holdsUserToken(page)).toBe(false);
  });

  test('typing moves on box to box, Backspace clears and moves back', async () => {
    const dialog = setupDialog();
    await otpBox(dialog, 1).click();
    await page.keyboard.type('12');
    expect(await boxValues(dialog)).toEqual(['1', '2', '', '', '', '']);
    await eventually(focusedLabel).toBe('Digit 3 of 6');

    await page.keyboard.press('Backspace');
    await eventually(boxValues.bind(null, dialog)).toEqual(['1', '', '', '', '', '']);
    await eventually(focusedLabel).toBe('Digit 2 of 6');
    await page.keyboard.press('Backspace');
    await eventually(boxValues.bind(null, dialog)).toEqual(['', '', '', '', '', '']);
    await eventually(focusedLabel).toBe('Digit 1 of 6');

    // A letter is not a digit: the box stays empty and focus stays.
    await page.keyboard.type('x');
    expect(await boxValues(dialog)).toEqual(['', '', '', '', '', '']);
    expect(await focusedLabel()).toBe('Digit 1 of 6');
  });

  test('pasting the code computed from the shown secret fills every box and signs in', async () => {
    const dialog = setupDialog();
    const code = totpCode(secret, portal.clock.nowMs());
    enrolmentCode = code;
    await paste(otpBox(dialog, 3), code);
    await eventually(boxValues.bind(null, dialog)).toEqual(code.split(''));
    await eventually(focusedLabel).toBe('Digit 6 of 6');

    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/dashboard\/admin$/);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await localStorageOf(page)).toMatchObject({
      userName: 'Anita Adhikari',
      currentCompanyId: '2',
      loginBranchId: chosenBranchId,
    });
    expect(await holdsUserToken(page)).toBe(true);
  });

  test('the next sign-in asks for a code in the Verify OTP modal; a used code fails, a fresh one with Enter works', async () => {
    await signOutThroughMenu(page);
    await passwordStepOnCoop(page, portal.server.baseUrl, 'coopadmin', 'Admin@123');
    const dialog = page.getByRole('dialog', { name: VERIFY_TITLE });
    await dialog.getByRole('button', { name: 'Verify OTP' }).waitFor();
    expect(await dialog.getByRole('img').count()).toBe(0);
    expect(await page.getByRole('dialog', { name: SETUP_TITLE }).count()).toBe(0);
    expect(await dialog.getByTestId('totp-secret').count()).toBe(0);

    // A code is accepted once: the enrolment's code is refused now (replayed, or too old by then).
    await typeOtp(page, dialog, enrolmentCode);
    await page.keyboard.press('Enter');
    await eventually(() => otpMessage(dialog)).toBe(OTP_FAILED);

    // The next step's code is within the ±1 step the server allows, and newer than any it accepted.
    await typeOtp(page, dialog, totpCode(secret, portal.clock.nowMs() + 30_000));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/admin$/);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await holdsUserToken(page)).toBe(true);
    expect(await localStorageOf(page)).toMatchObject({
      currentCompanyId: '2',
      loginBranchId: chosenBranchId,
    });
  });
});
