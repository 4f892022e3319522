import type { Page } from 'playwright-core';
import { apiSignIn } from './api.js';
import type { PortalFixture } from './portal-fixture.js';
import { signInToDashboard } from './sign-in.js';

/** The demo admin, as the screens and the API see it: for a test that drives both. */
export const adminSession = (portal: PortalFixture) => ({
  /** A new page, signed in to the dashboard; with a theme, one the next screen will open in. */
  page: async (theme?: 'light' | 'dark'): Promise<Page> => {
    const page = await portal.newPage();
    await signInToDashboard(page, 'admin', 'Admin@123');
    if (theme) await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
    return page;
  },
  /** A bearer token, for setting records up through the API. */
  token: async (): Promise<string> => {
    const { token } = await apiSignIn(portal.server.baseUrl, 'admin', 'Admin@123');
    if (!token) throw new Error('admin could not sign in');
    return token;
  },
});
