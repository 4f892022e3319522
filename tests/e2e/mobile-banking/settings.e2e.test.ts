import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ActivationRequestSummary,
  MobileBankingSettings,
} from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import type { Page as ListPage } from '@backoffice/shared/paging';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { expectNoSeriousViolations, sideMenu, toast } from '../entities/entity-screens.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { coopUrl } from '../support/sign-in.js';
import { enrolOnCoop } from '../support/two-factor.js';
import { callInPage, dismissAccountRenewPopup } from './mobile-banking-screens.js';

/**
 * The cooperative's mobile-banking settings on the demo (company 2, coop host, coopadmin with a
 * second factor): the demo sets none, so each field starts at the module's default.
 */
const portal = portalForThisFile();
let page: Page;

const SETTINGS_PATH = '/mobilebanking/cooperative/settings';
const SETTINGS_CALL = /\/api\/v1\/mobilebankingactivationrequest\/settings$/;
const SAVED = 'The mobile banking settings were saved.';
// Where the phone screenshots go, to be looked at after a run.
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? join(tmpdir(), 'backoffice-e2e-screens');

// By role: each "Use default" button names its field too.
const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const charge = () => field('Renewal charge (Rs)');
const senderName = () => field('SMS sender name');
const save = () => page.getByRole('button', { name: 'Save', exact: true });

const openSettings = async () => {
  await page.goto(coopUrl(portal.server.baseUrl, SETTINGS_PATH));
  await page.getByRole('heading', { name: 'Mobile Banking Settings', level: 1 }).waitFor();
  await charge().waitFor();
};

/** What the Renew dialog of Sunita Tamang's activated service proposes, then closes it. */
const proposedRenewalCharge = async (): Promise<string> => {
  const found = await callInPage<ListPage<ActivationRequestSummary>>(
    page,
    'GET',
    '/mobilebankingactivationrequest/list?query=M-1007',
  );
  const request = found.Data.Items[0];
  if (!request) throw new Error('No request of M-1007');
  const params = new URLSearchParams({ id: String(request.Id), phone: request.PhoneNumber, cid: '2' });
  await page.goto(
    coopUrl(portal.server.baseUrl, `/mobilebanking/cooperative/activationrequest/detail?${params}`),
  );
  const actions = page.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Renew' }).click();
  const dialog = page.getByRole('dialog', { name: `Renew: ${request.MemberName}?` });
  const amount = dialog.getByLabel('Charge amount (Rs)');
  await eventually(() => amount.inputValue()).not.toBe('');
  const proposed = await amount.inputValue();
  await dialog.getByRole('button', { name: 'Keep as it is' }).click();
  await eventually(() => dialog.count()).toBe(0);
  return proposed;
};

beforeAll(async () => {
  page = await (await portal.newContext()).newPage();
  await enrolOnCoop(portal, page, 'coopadmin', 'Admin@123');
  await dismissAccountRenewPopup(page);
});

describe('the mobile banking settings', () => {
  test('open from the menu, each field at its default', async () => {
    const menu = sideMenu(page);
    const group = menu.getByRole('button', { name: 'Mobile Banking' });
    await group.waitFor();
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    const links = await menu.getByRole('link').allTextContents();
    expect(links.indexOf('Mobile Banking Settings')).toBe(links.indexOf('Charges') + 1);
    await menu.getByRole('link', { name: 'Mobile Banking Settings', exact: true }).click();
    await page.getByRole('heading', { name: 'Mobile Banking Settings', level: 1 }).waitFor();
    await page.waitForURL((url) => url.pathname === SETTINGS_PATH);

    await charge().waitFor();
    expect(await charge().inputValue()).toBe('');
    expect(await charge().getAttribute('placeholder')).toBe('Default: 500.00');
    expect(await charge().getAttribute('inputmode')).toBe('decimal');
    expect(await field('Renewal period (days)').getAttribute('placeholder')).toBe('Default: 365');
    expect(await field('Upcoming window (days)').getAttribute('placeholder')).toBe('Default: 30');
    expect(await senderName().getAttribute('placeholder')).toBe('Default: Cooperative');
    await page.getByText('Using the default (500.00)').waitFor();
    // The help says what the field does and its default, and the control points at it.
    const help = page.getByText(/What renewing a member's service costs.*Default Rs 500\.00\./);
    expect(await charge().getAttribute('aria-describedby')).toBe(await help.getAttribute('id'));
    expect(await save().isEnabled()).toBe(true);
    await expectNoSeriousViolations(page, 'mobile banking settings');
  });

  test('a saved charge is what the Renew dialog proposes', async () => {
    expect(await proposedRenewalCharge()).toBe('500.00');
    await openSettings();
    await charge().fill('725');
    // Enter saves: the form is one submit away from the keyboard.
    await charge().press('Enter');
    await toast(page, SAVED).waitFor();
    await eventually(() => charge().inputValue()).toBe('725.00');
    expect(await page.getByText('Using the default (500.00)').count()).toBe(0);
    expect(await proposedRenewalCharge()).toBe('725.00');
  });

  test('a value the rules refuse is said under its field, and nothing is saved', async () => {
    await openSettings();
    await senderName().fill('Co-op!');
    await save().click();
    const message = 'SMS sender name must be 1 to 11 letters, digits or spaces';
    await page.locator('.bo-field-error', { hasText: message }).waitFor();
    expect(await senderName().getAttribute('aria-invalid')).toBe('true');
    expect(await senderName().evaluate((input) => input === document.activeElement)).toBe(true);
    await senderName().fill('Sahakari');
    expect(await page.locator('.bo-field-error').count()).toBe(0);

    // The server's own field errors land under their fields too.
    const upcoming = 'Upcoming window must be a whole number of days from 1 to 365';
    await page.route(SETTINGS_CALL, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              Code: 400,
              Message: upcoming,
              Data: null,
              Errors: [{ Field: 'UpcomingDays', Message: upcoming }],
            }),
          })
        : route.continue(),
    );
    try {
      await save().click();
      await toast(page, upcoming).waitFor();
      await page.locator('.bo-field-error', { hasText: upcoming }).waitFor();
      expect(await field('Upcoming window (days)').getAttribute('aria-invalid')).toBe('true');
    } finally {
      await page.unroute(SETTINGS_CALL);
    }
    const stored = await callInPage<MobileBankingSettings>(
      page,
      'GET',
      '/mobilebankingactivationrequest/settings',
    );
    expect(stored.Data.Items.find((item) => item.Field === 'SmsSenderName')).toMatchObject({
      Value: 'Cooperative',
      IsDefault: true,
    });
  });

  test('Use default clears a field, and saving puts the default back', async () => {
    await openSettings();
    expect(await charge().inputValue()).toBe('725.00');
    await page.getByRole('button', { name: 'Use default for Renewal charge (Rs)' }).click();
    expect(await charge().inputValue()).toBe('');
    expect(await charge().evaluate((input) => input === document.activeElement)).toBe(true);
    await save().click();
    await toast(page, SAVED).waitFor();
    await page.getByText('Using the default (500.00)').waitFor();
    const stored = await callInPage<MobileBankingSettings>(
      page,
      'GET',
      '/mobilebankingactivationrequest/settings',
    );
    expect(stored.Data.Items.every((item) => item.IsDefault)).toBe(true);
    expect(await proposedRenewalCharge()).toBe('500.00');
  });

  test('a failed load says why and offers Retry', async () => {
    await page.route(SETTINGS_CALL, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ Code: 500, Message: 'The settings could not be read.', Data: null }),
      }),
    );
    await page.goto(coopUrl(portal.server.baseUrl, SETTINGS_PATH));
    const problem = page.getByRole('alert').filter({ hasText: 'The settings could not be read.' });
    await problem.waitFor();
    await page.unroute(SETTINGS_CALL);
    await problem.getByRole('button', { name: 'Retry' }).click();
    await charge().waitFor();
  });

  test('fits a phone, in the light and the dark theme', async () => {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.setViewportSize({ width: 390, height: 844 });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
      await openSettings();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await charge().fill('12.345');
      await save().click();
      await page.locator('.bo-field-error').first().waitFor();
      // No sideways scrolling: the form fits the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoSeriousViolations(page, `mobile banking settings on a phone (${theme})`);
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `mobile-banking-settings-${theme}.png`),
        fullPage: true,
      });
    }
  });
});
