import { describe, expect, test } from 'vitest';
import { apiSignIn } from '../support/api.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { signInToDashboard } from '../support/sign-in.js';
import { getThroughApi, openFromAdministrationMenu, tableRows, toast } from './entity-screens.js';

const portal = portalForThisFile();

describe('API keys', () => {
  test('a new key shows its secret once, with a copy button; afterwards only its beginning is shown', async () => {
    const context = await portal.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.server.baseUrl });
    const page = await context.newPage();
    await signInToDashboard(page, 'admin', 'Admin@123');
    await openFromAdministrationMenu(page, 'API Keys');
    await page.getByText('No API Keys yet').waitFor();
    await page.getByRole('link', { name: 'Add API key' }).click();
    await page.getByLabel('Name').fill('Dispatcher dashboard');
    // The key acts as a user: the widgets it opens can do what that user may.
    const actsAs = page.getByRole('combobox', { name: 'Acts as user' });
    await actsAs.fill('adm');
    await page
      .getByRole('listbox', { name: 'Acts as user options' })
      .getByRole('option', { name: 'Ram Thapa', exact: true })
      .click();
    await page.getByRole('button', { name: 'Save API key' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your new API key' });
    await dialog.waitFor();
    await toast(page, 'API key created.').waitFor();
    await dialog.getByText('It will not be shown again').waitFor();
    const secret = await dialog.getByLabel('Secret').inputValue();
    expect(secret).toMatch(/^bo_[0-9a-f]+_\S{20,}$/);
    // A stray Escape must not lose the secret.
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Copy' }).click();
    await toast(page, 'Copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    await dialog.getByRole('button', { name: 'I have stored it safely' }).click();
    await page.waitForURL(/\/admin\/api-keys$/);
    const prefix = secret.split('_').slice(0, 2).join('_');
    await eventually(() => tableRows(page)).toEqual([
      ['Dispatcher dashboard', prefix, 'Ram Thapa', '—', '—', 'Active'],
    ]);

    await page.getByRole('link', { name: 'Dispatcher dashboard' }).click();
    await page.getByRole('heading', { name: 'Dispatcher dashboard', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Audit trail' }).locator('li').first().waitFor();
    expect(await page.content()).not.toContain(secret);
    const { token } = await apiSignIn(portal.server.baseUrl, 'admin', 'Admin@123');
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    const stored = await getThroughApi<Record<string, unknown>>(
      portal.server.baseUrl,
      token ?? '',
      `/apikey/detail?id=${id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(secret);

    // Revoking asks first; a revoked key may then be deleted.
    const actions = page.getByRole('region', { name: 'Actions' });
    expect(await actions.getByRole('button', { name: 'Delete' }).isEnabled()).toBe(false);
    await actions.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke?' });
    await confirm.getByText('Anything that uses it stops working at once.').waitFor();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await toast(page, 'API key is now revoked.').waitFor();
    await eventually(() =>
      page.getByRole('region', { name: 'Record' }).locator('.bo-state').textContent(),
    ).toBe('Revoked');
    expect(await actions.getByRole('button', { name: 'Revoke' }).isEnabled()).toBe(false);
    expect(await actions.getByRole('button', { name: 'Delete' }).isEnabled()).toBe(true);
  });
});
