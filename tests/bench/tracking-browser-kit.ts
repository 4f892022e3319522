import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/shared-browser.js';
import { signInToDashboard } from '../e2e/support/sign-in.js';

/** Chromium for the map figures: a signed-in portal session, tiles kept off the network. */

export const VIEWPORT = { width: 1280, height: 800 } as const;
// Generous for a loaded 2-core machine, but finite: a map that never draws must end the run.
export const STEP_TIMEOUT_MS = 60_000;

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

/**
 * A fresh profile signed in as the demo admin through the login page (the session lands where the
 * portal keeps it, which the bare map pages read). Requests to other hosts (map tiles) are refused
 * at once: tiles are decoration, and the figures must not depend on an outside server.
 */
export const signedInContext = async (
  browser: Browser,
  baseUrl: string,
  initScripts: readonly string[] = [],
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT });
  const origin = new URL(baseUrl).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  for (const script of initScripts) await context.addInitScript({ content: script });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await signInToDashboard(page, 'admin', 'Admin@123');
  return { context, page };
};
