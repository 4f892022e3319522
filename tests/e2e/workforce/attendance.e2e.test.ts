import { describe, expect, test } from 'vitest';
import { expectNoSeriousViolations } from '../entities/entity-screens.js';
import { adminSession } from '../support/admin-session.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';

const portal = portalForThisFile();
const { page: adminPage } = adminSession(portal);

/** The screens the story visits, checked again in both themes. */
let visited: string[] = [];

describe('attendance, as the office keeps it', () => {
  test('the office approves a pending day from the list, opens a day, and reads the month’s sheet', async () => {
    const page = await adminPage();
    await page.goto('/workforce/attendance?status=pending');
    visited.push('/workforce/attendance');
    const day = page.getByRole('checkbox', { name: /^Select (?!every day).+ on / }).first();
    await day.waitFor();
    const name = (await day.getAttribute('aria-label')) ?? '';
    await day.check();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Approve: 1 selected?' });
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    // Approved, it leaves the pending list.
    await eventually(() => page.getByRole('checkbox', { name, exact: true }).count()).toBe(0);

    await page.goto('/workforce/attendance');
    const first = page.locator('table.bo-attendance-table tbody a').first();
    await first.waitFor();
    await first.click();
    await page.getByRole('heading', { name: 'Check-in' }).waitFor();
    visited.push(new URL(page.url()).pathname);

    await page.goto('/workforce/attendance/sheet');
    visited.push('/workforce/attendance/sheet');
    const sheet = page.getByRole('table', { name: 'Attendance sheet' });
    await sheet.waitFor();
    // Every working member has a row, and the legend says what the codes mean.
    await sheet.getByRole('row', { name: /Gita Karki/ }).waitFor();
    expect(await page.getByRole('list', { name: 'Legend' }).textContent()).toContain('Absent');
  });

  test('the attendance screens have no serious axe violations, light and dark', async () => {
    expect(visited.length).toBeGreaterThan(0);
    for (const theme of ['light', 'dark'] as const) {
      const page = await adminPage(theme);
      for (const path of [...visited, '/workforce/attendance/settings', '/workforce/attendance/new']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, `${path} (${theme})`);
      }
    }
    visited = [];
  });
});
