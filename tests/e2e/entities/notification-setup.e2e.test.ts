import { describe, expect, test } from 'vitest';
import { apiSignIn } from '../support/api.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { signInToDashboard } from '../support/sign-in.js';
import {
  expectFieldError,
  expectNoSeriousViolations,
  saveThroughApi,
  tableRows,
  toast,
} from './entity-screens.js';

const portal = portalForThisFile();

const template = (name: string) => ({
  Name: name,
  Channel: 'inApp',
  Subject: name,
  Body: 'Hello {{UserName}}',
});

describe('a reference field: the searchable select', () => {
  test('found by typing, chosen with the keyboard, saved, shown by name and used as a list filter', async () => {
    const { token } = await apiSignIn(portal.server.baseUrl, 'admin', 'Admin@123');
    for (const name of ['Welcome message', 'Weekly summary', 'Order dispatched']) {
      await saveThroughApi(
        portal.server.baseUrl,
        token ?? '',
        'pagenotificationsetuptemplate',
        template(name),
      );
    }
    const page = await portal.newPage();
    await signInToDashboard(page, 'admin', 'Admin@123');
    await page.goto('/admin/notification-setup/new');
    await page.getByLabel('Name').fill('Tell staff about notices');
    await page.getByLabel('Page').selectOption({ label: 'Notices' });
    await page.getByLabel('Event').selectOption({ label: 'Record created' });

    await page.getByRole('button', { name: 'Save Notification setup' }).click();
    await expectFieldError(page, 'Template', 'Template is required');

    const combobox = page.getByRole('combobox', { name: 'Template' });
    await combobox.fill('we');
    const options = page.getByRole('listbox', { name: 'Template options' }).getByRole('option');
    await eventually(() => options.allInnerTexts()).toEqual(['Weekly summary', 'Welcome message']);
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');
    await expectNoSeriousViolations(page, 'form with an open searchable select');
    await combobox.press('ArrowDown');
    await combobox.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await combobox.getAttribute('aria-activedescendant')).toBe(
      await options.nth(1).getAttribute('id'),
    );
    await combobox.press('Enter');
    expect(await combobox.inputValue()).toBe('Welcome message');
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');
    // Escape closes the list and keeps the choice made before.
    await combobox.fill('ord');
    await eventually(() => options.allInnerTexts()).toEqual(['Order dispatched']);
    await combobox.press('Escape');
    expect(await combobox.inputValue()).toBe('Welcome message');

    await page.getByRole('button', { name: 'Save Notification setup' }).click();
    await toast(page, 'Notification setup created.').waitFor();
    await page.waitForURL(/\/admin\/notification-setup$/);
    await eventually(() => tableRows(page)).toEqual([
      ['Tell staff about notices', 'Notices', 'Record created', 'Welcome message', 'Yes'],
    ]);

    // The list's Template filter is the same searchable select.
    const filter = page.getByRole('combobox', { name: 'Template' });
    await filter.fill('order');
    // The Event filter offers an "Order dispatched" event too: the template's option is in its own list.
    await page
      .getByRole('listbox', { name: 'Template options' })
      .getByRole('option', { name: 'Order dispatched' })
      .click();
    await page.getByText('No notification setups match your search').waitFor();
    await page.getByRole('button', { name: 'Clear Template' }).click();
    await eventually(() => tableRows(page)).toHaveLength(1);
  });
});
