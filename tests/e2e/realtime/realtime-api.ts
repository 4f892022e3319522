import { createRequire } from 'node:module';
import type { BroadcastMessagePayload } from '@backoffice/shared/realtime/hub-contract';
import type * as SignalR from '@microsoft/signalr';
import type { BrowserContext, Page } from 'playwright-core';
import type { PortalFixture } from '../support/portal-fixture.js';

/** The official browser build (a UMD bundle that defines `window.signalR`). */
export const SIGNALR_BROWSER_BUNDLE = createRequire(import.meta.url).resolve(
  '@microsoft/signalr/dist/browser/signalr.min.js',
);

declare global {
  interface Window {
    signalR: typeof SignalR;
    /** The broadcasts a test connection received, in order. */
    hubBroadcasts?: BroadcastMessagePayload[];
  }
}

interface EnvelopeLike {
  Code: number;
  Message: string;
}

/** POST /notification/broadcast as an admin would: the company's users get a BroadcastMessage. */
export const apiBroadcast = async (baseUrl: string, token: string, message: string, companyId = 1) => {
  const answer = await fetch(`${baseUrl}/api/v1/notification/broadcast`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, CompanyId: String(companyId), Accept: 'application/json' },
    body: new URLSearchParams({ Message: message }),
  });
  const envelope = (await answer.json()) as EnvelopeLike;
  if (envelope.Code !== 200) throw new Error(`broadcast refused: ${envelope.Code} ${envelope.Message}`);
};

/** POST /visit/highprioritynotification for a user: a notification recorded for them (and pushed). */
export const apiNotifyUser = async (
  baseUrl: string,
  token: string,
  userId: number,
  title: string,
  companyId = 1,
) => {
  const answer = await fetch(`${baseUrl}/api/v1/visit/highprioritynotification?userId=${userId}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, CompanyId: String(companyId), Accept: 'application/json' },
    body: new URLSearchParams({ Title: title, Message: `${title}: details` }),
  });
  const envelope = (await answer.json()) as EnvelopeLike;
  if (envelope.Code !== 200) throw new Error(`notification refused: ${envelope.Code} ${envelope.Message}`);
};

/**
 * A page of the portal's origin that runs the official browser client. The portal's CSP allows no
 * inline script, and addScriptTag({ path }) inlines the file: this context bypasses CSP.
 */
export const pageWithSignalR = async (
  portal: PortalFixture,
): Promise<{ page: Page; context: BrowserContext }> => {
  const context = await portal.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto('/account/login');
  await page.addScriptTag({ path: SIGNALR_BROWSER_BUNDLE });
  return { page, context };
};
