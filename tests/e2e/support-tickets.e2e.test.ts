import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './support/eventually.js';
import { portalForThisFile } from './support/portal-fixture.js';
import { openProfileMenu, signInToDashboard } from './support/sign-in.js';

const portal = portalForThisFile();

/** The smallest valid PNG (1×1, transparent): a screenshot as far as the server can tell. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const REMARKS = 'The order board does not refresh after a dispatch';

/** The bell's unread count, read from its accessible name ("Notifications, 3 unread"). */
const unreadCount = async (page: Page): Promise<number> => {
  const label = (await page.locator('.bo-bell > button').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
};

const hubState = (page: Page) => page.locator('.bo-header .bo-hub-status').getAttribute('data-state');

/** How the ticket form is laid out: its styles give it two columns with Remarks across both. */
const formLayout = (dialog: Locator) =>
  dialog.locator('form.bo-support-form').evaluate((form) => {
    const remarks = form.querySelector('textarea')?.closest('.bo-field');
    return {
      display: getComputedStyle(form).display,
      columns: getComputedStyle(form).gridTemplateColumns.split(' ').length,
      remarksSpan: remarks ? getComputedStyle(remarks).gridColumnEnd : null,
      inShadowRoot: form.getRootNode() instanceof ShadowRoot,
    };
  });

describe('support tickets', () => {
  test('a staff member files a ticket with an image; the desk assigns and closes it; the bell tells them live', async () => {
    const issuer = await portal.newPage();
    await signInToDashboard(issuer, 'staff', 'Staff@123');

    // The form from the profile menu: the spec's messages for what is missing.
    await (await openProfileMenu(issuer)).getByRole('button', { name: 'Support' }).click();
    const form = issuer.getByRole('dialog', { name: 'Add Support Ticket' });
    await form.waitFor();
    expect(await formLayout(form)).toEqual({
      display: 'grid',
      columns: 2,
      remarksSpan: '-1',
      inShadowRoot: false,
    });
    await form.getByLabel('Issuer Name').fill('');
    await form.getByRole('button', { name: 'Send' }).click();
    for (const message of ['Select Module', 'Select Page', 'Select Issue Image']) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    expect(await form.getByText('** Required', { exact: true }).count()).toBe(2);

    await form.getByLabel('Ticket Type').selectOption({ label: 'Bug' });
    await form.getByLabel('Module').selectOption({ label: 'Field Sales and Distribution' });
    await form
      .getByLabel('Page')
      .locator('option', { hasText: 'Orders' })
      .first()
      .waitFor({ state: 'attached' });
    await form.getByLabel('Page').selectOption({ label: 'Orders' });
    await form.getByLabel('Priority Level').selectOption({ label: 'High' });
    await form.getByLabel('Remarks').fill(REMARKS);
    await form.getByLabel('Issuer Name').fill('Gita Karki');
    await form
      .getByLabel('Issue Image')
      .setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Send' }).click();
    // Success: the server's message, and the form closes.
    const sent = issuer.getByText(/^Support ticket ST-\d{4}-\d{6} was sent\.$/);
    await sent.waitFor();
    const ticketNo = /ST-\d{4}-\d{6}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
    await form.waitFor({ state: 'detached' });

    // The company's list shows it; its detail shows the image.
    await issuer.goto('/core/support/list');
    await issuer.getByRole('heading', { name: 'Support Tickets', level: 1 }).waitFor();
    const row = issuer.getByRole('row').filter({ hasText: ticketNo });
    await row.waitFor();
    expect(await row.textContent()).toContain(REMARKS);
    expect(await row.textContent()).toContain('Open');
    await row.getByRole('button', { name: ticketNo }).click();
    const detail = issuer.getByRole('dialog', { name: `Support ticket ${ticketNo}` });
    await detail.getByRole('img', { name: `Screenshot sent with ticket ${ticketNo}` }).waitFor();
    expect(await detail.getByRole('img').evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(
      1,
    );
    await detail.getByRole('button', { name: 'Close' }).first().click();

    // From now on the issuer's page is not reloaded: what the bell shows comes by push.
    await eventually(() => hubState(issuer)).toBe('Connected');
    const before = await unreadCount(issuer);

    const desk = await portal.newPage();
    await signInToDashboard(desk, 'superadmin', 'Super@123');
    await desk.goto('/core/support/admin');
    await desk.getByRole('heading', { name: 'Support Desk', level: 1 }).waitFor();
    const deskRow = desk.getByRole('row').filter({ hasText: ticketNo });
    expect(await deskRow.textContent()).toContain('Himalayan Traders');
    await deskRow.getByRole('button', { name: ticketNo }).click();
    const deskDetail = desk.getByRole('dialog', { name: `Support ticket ${ticketNo}` });
    await deskDetail
      .getByLabel('Assign to')
      .locator('option', { hasText: 'Sita Sharma' })
      .waitFor({ state: 'attached' });
    await deskDetail.getByLabel('Assign to').selectOption({ label: 'Sita Sharma' });
    await deskDetail.getByRole('button', { name: 'Assign' }).click();
    await desk.getByText(`Support ticket ${ticketNo} was assigned.`).waitFor();
    await eventually(() => deskDetail.locator('.bo-support-status').first().textContent()).toBe('Assigned');

    await eventually(() => unreadCount(issuer)).toBe(before + 1);
    await issuer
      .getByRole('status')
      .filter({ hasText: `Your support ticket ${ticketNo} was assigned to Sita Sharma` })
      .waitFor();

    await deskDetail.getByLabel('Remarks (kept in the history)').fill('Fixed in the next release');
    await deskDetail.getByRole('button', { name: 'Close ticket' }).click();
    await desk.getByText(`Support ticket ${ticketNo} was closed.`).waitFor();
    await deskDetail.getByText('This ticket is closed.').waitFor();
    await deskDetail.getByText('Fixed in the next release').waitFor();

    await eventually(() => unreadCount(issuer)).toBe(before + 2);
    await issuer.locator('.bo-bell > button').click();
    await issuer.locator('.bo-bell-panel').getByText(`Your support ticket ${ticketNo} was closed`).waitFor();
  });

  test('the form keeps its layout inside <bo-portal-shell> on a page of its own', async () => {
    const context = await portal.newContext();
    const page = await context.newPage();
    await signInToDashboard(page, 'staff', 'Staff@123');
    // A bare host page on the server's origin (so it shares the session): only the loader and the shell.
    await context.route('**/shell-host.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><title>Host</title><script type="module" src="/widgets/loader.js"></script></head><body><bo-portal-shell><p>Host content</p></bo-portal-shell></body></html>',
      }),
    );
    await page.goto('/shell-host.html');
    await (await openProfileMenu(page)).getByRole('button', { name: 'Support' }).click();
    const form = page.getByRole('dialog', { name: 'Add Support Ticket' });
    await form.waitFor();
    expect(await formLayout(form)).toEqual({
      display: 'grid',
      columns: 2,
      remarksSpan: '-1',
      inShadowRoot: true,
    });
  });

  test('a company administrator cannot open the support desk', async () => {
    const page = await portal.newPage();
    await signInToDashboard(page, 'admin', 'Admin@123');
    await page.goto('/core/support/admin');
    await page.getByText('You do not have permission to view Support Tickets (all companies).').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  });
});
