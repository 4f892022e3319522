import { describe, expect, test } from 'vitest';
import { expectNoSeriousViolations, toast } from '../entities/entity-screens.js';
import { apiSignIn } from '../support/api.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { signInToDashboard } from '../support/sign-in.js';
import { idOf } from './order-screens.js';

const portal = portalForThisFile();

describe("a sales person's sign-in panel", () => {
  test('shows the linked user and device; resets the device and the password, and renames the user', async () => {
    const { token } = await apiSignIn(portal.server.baseUrl, 'admin', 'Admin@123');
    if (!token) throw new Error('admin could not sign in');
    const hari = await idOf(portal.server.baseUrl, token, 'salesperson', 'Hari Gurung');
    const page = await portal.newPage();
    await signInToDashboard(page, 'admin', 'Admin@123');
    await page.goto(`/salesapp/sales-persons/${hari}`);
    const panel = page.getByRole('region', { name: 'Sign-in' });
    await panel.getByText('sales1', { exact: true }).waitFor();
    await panel.getByText('android-5f2c9a41e7d03b68').waitFor();
    await expectNoSeriousViolations(page, 'sales person sign-in panel');

    // Reset device asks first; going ahead clears the binding.
    await panel.getByRole('button', { name: 'Reset device' }).click();
    const device = page.getByRole('dialog', { name: 'Reset the device?' });
    await device.getByRole('button', { name: 'Reset device' }).click();
    await toast(page, 'Device reset.').waitFor();
    await panel.getByText('None: the next phone that signs in is bound').waitFor();
    expect(await panel.getByRole('button', { name: 'Reset device' }).isDisabled()).toBe(true);

    // Reset password: a temporary password shown once, which signs the sales person in.
    await panel.getByRole('button', { name: 'Reset password' }).click();
    await page
      .getByRole('dialog', { name: 'Reset the password?' })
      .getByRole('button', { name: 'Reset password' })
      .click();
    const shown = page.getByRole('dialog', { name: 'Temporary password for sales1' });
    const temporary = await shown.getByLabel('Temporary password').inputValue();
    expect(temporary).toMatch(/^[A-HJ-NP-Za-km-z2-9]{14}$/);
    await shown.getByRole('button', { name: 'I have passed it on' }).click();
    expect((await apiSignIn(portal.server.baseUrl, 'sales1', temporary)).code).toBe(200);

    // Change user name: a name in use is refused under the field; a free one is taken.
    await panel.getByRole('button', { name: 'Change user name' }).click();
    const rename = page.getByRole('dialog', { name: 'Change user name' });
    const field = rename.getByLabel('New user name');
    await field.fill('sales2');
    await rename.getByRole('button', { name: 'Change user name' }).click();
    await rename.getByText('User name is already used').waitFor();
    await field.fill('hari.gurung');
    await rename.getByRole('button', { name: 'Change user name' }).click();
    await toast(page, 'User name changed.').waitFor();
    await panel.getByText('hari.gurung', { exact: true }).waitFor();
    expect((await apiSignIn(portal.server.baseUrl, 'hari.gurung', temporary)).code).toBe(200);
  });
});

describe('dealers and delivery persons', () => {
  test('the Dealers screen lists dealers, and Add Dealer opens the user form as a dealer', async () => {
    const page = await portal.newPage();
    await signInToDashboard(page, 'admin', 'Admin@123');
    await page.goto('/salesapp/dealers');
    await page.getByRole('heading', { name: 'Dealers', level: 1 }).waitFor();
    expect(await page.getByLabel('Search Dealers').count()).toBe(1);
    await page.getByRole('link', { name: 'Add Dealer' }).click();
    await page.getByRole('heading', { name: 'New User', level: 1 }).waitFor();
    expect(await page.getByLabel('User type').inputValue()).toBe('dealer');

    await page.goto('/salesapp/delivery-persons');
    await page.getByRole('link', { name: 'Add Delivery person' }).click();
    await page.getByRole('heading', { name: 'New User', level: 1 }).waitFor();
    expect(await page.getByLabel('User type').inputValue()).toBe('deliveryPerson');
  });
});
