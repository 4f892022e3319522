import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { eventually, SCREEN_TIMEOUT_MS } from '../support/eventually.js';

/** The toast that carries `text` (toasts are role status or alert; so is the list's own count). */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.bo-toast', { hasText: text });

export const sideMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Main menu' });

/** Administration → `item` in the side menu, as a person would open it. */
export const openFromAdministrationMenu = async (page: Page, item: string, heading = item) => {
  const menu = sideMenu(page);
  const group = menu.getByRole('button', { name: 'Administration' });
  await group.waitFor();
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.getByRole('link', { name: item, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
};

/**
 * The list's rows as the cells' texts (only rows in view exist: the table is virtualised), the
 * selection check box's cell left out.
 */
export const tableRows = (page: Page): Promise<string[][]> =>
  page
    .locator('.bo-entity-table tbody tr.bo-entity-row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('td:not(.bo-select-cell)'), (cell) =>
          (cell.textContent ?? '').trim(),
        ),
      ),
    );

/** The first column of every row in view. */
export const firstColumn = async (page: Page): Promise<string[]> =>
  (await tableRows(page)).map((cells) => cells[0] ?? '');

/** The control labelled `label` has this message under it, tied to it for screen readers. */
export const expectFieldError = async (page: Page, label: string, message: string) => {
  const control = page.getByLabel(label, { exact: true });
  await eventually(() => control.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    describedBy
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  expect(texts, `messages tied to ${label}`).toContain(message);
};

export const expectNoSeriousViolations = async (page: Page, screen: string) => {
  const violations = await seriousViolations(page);
  expect(violations, `${screen}:\n${describeViolations(violations)}`).toEqual([]);
};

/** Waits until the list shows `count` records (the count under the heading). */
export const waitForCount = (page: Page, count: number) =>
  page
    .locator('.bo-page-head p', { hasText: new RegExp(`^${count} records?$`) })
    .waitFor({ timeout: SCREEN_TIMEOUT_MS });

interface SaveAnswer {
  Code: number;
  Message: string;
  Data: { Id: number } | null;
}

/** Creates a record through the API, as another client would (to set up a list quickly). */
export const saveThroughApi = async (
  baseUrl: string,
  token: string,
  apiPath: string,
  fields: Record<string, string>,
): Promise<number> => {
  const answer = await fetch(`${baseUrl}/api/v1/${apiPath}/save`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, CompanyId: '1', Accept: 'application/json' },
    body: new URLSearchParams(fields),
  });
  const envelope = (await answer.json()) as SaveAnswer;
  if (envelope.Code !== 200 || !envelope.Data) throw new Error(`${apiPath}/save: ${envelope.Message}`);
  return envelope.Data.Id;
};

/** GET an API path with the token; answers the envelope's Data. */
export const getThroughApi = async <T>(baseUrl: string, token: string, path: string): Promise<T> => {
  const answer = await fetch(`${baseUrl}/api/v1${path}`, {
    headers: { Authorization: `Bearer ${token}`, CompanyId: '1', Accept: 'application/json' },
  });
  const envelope = (await answer.json()) as { Code: number; Message: string; Data: T };
  if (envelope.Code !== 200) throw new Error(`${path}: ${envelope.Message}`);
  return envelope.Data;
};

/** An audit entry's changes as people see them ('Title: Old → New'), without screen-reader-only words. */
export const auditChanges = (entry: Locator): Promise<string[]> =>
  entry.locator('.bo-audit-changes > li').evaluateAll((items) =>
    items.map((item) => {
      const visible = item.cloneNode(true) as HTMLElement;
      for (const hidden of visible.querySelectorAll('.bo-sr-only')) hidden.remove();
      return (visible.textContent ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
