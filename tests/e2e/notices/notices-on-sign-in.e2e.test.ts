import { describe, expect, test } from 'vitest';
import { apiSignIn } from '../support/api.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { signInToDashboard, signOutThroughMenu } from '../support/sign-in.js';

const portal = portalForThisFile();

/** A notice for everyone of company 1, written through the Notice page's API as its admin would. */
const addNotice = async (title: string, noticeDate: string, expiryDate = '') => {
  const admin = await apiSignIn(portal.server.baseUrl, 'admin', 'Admin@123');
  const answer = await fetch(`${portal.server.baseUrl}/api/v1/notice/save`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin.token}`, CompanyId: '1', Accept: 'application/json' },
    body: new URLSearchParams({
      Title: title,
      Description: `${title}.\nSecond line.`,
      NoticeDate: noticeDate,
      ExpiryDate: expiryDate,
      Audience: 'all',
      IsActive: 'true',
    }),
  });
  expect(answer.status).toBe(200);
};

describe('notices on sign-in', () => {
  test("a valid notice shows after sign-in, not after a reload, and stays away after 'Got it'", async () => {
    await addNotice('Office closed for Tihar', '2020-01-01');
    await addNotice('Old price list', '2020-01-01', '2020-02-01');
    await addNotice('Next year', '2099-01-01');
    const page = await portal.newPage();
    await signInToDashboard(page, 'staff', 'Staff@123');
    const panel = page.getByRole('region', { name: 'Notice' });
    await panel.waitFor();
    expect(await panel.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Office closed for Tihar',
    ]);
    expect(await panel.getByText('Second line.', { exact: false }).count()).toBe(1);

    // Asked once per sign-in: another page load of the same sign-in leaves it be.
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: 'Notice' }).count()).toBe(0);

    // Not put away with 'Got it': the next sign-in shows it again.
    await signOutThroughMenu(page);
    await signInToDashboard(page, 'staff', 'Staff@123');
    await panel.waitFor();
    const dismissed = page.waitForResponse((response) => response.url().includes('/notice/dismiss'));
    await panel.getByRole('button', { name: /^Got it/ }).click();
    expect((await dismissed).status()).toBe(200);
    await panel.waitFor({ state: 'detached' });

    await signOutThroughMenu(page);
    const answered = page.waitForResponse((response) => response.url().includes('/notice/active'));
    await signInToDashboard(page, 'staff', 'Staff@123');
    expect(await (await answered).json()).toMatchObject({ Code: 200, Data: [] });
    expect(await page.getByRole('region', { name: 'Notice' }).count()).toBe(0);

    // Another user has not dismissed it.
    const other = await portal.newPage();
    await signInToDashboard(other, 'sales1', 'Sales@123');
    await other.getByRole('region', { name: 'Notice' }).waitFor();
  });
});
