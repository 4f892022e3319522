import { HUB_EVENTS, HUB_PATHS } from '@backoffice/shared/realtime/hub-contract';
import { afterAll, describe, expect, test } from 'vitest';
import { apiSignIn } from '../support/api.js';
import { eventually } from '../support/eventually.js';
import { portalForThisFile } from '../support/portal-fixture.js';
import { apiBroadcast, pageWithSignalR } from './realtime-api.js';

const portal = portalForThisFile();
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.allSettled(closers.map((close) => close()));
});

const TRANSPORTS = ['WebSockets', 'ServerSentEvents', 'LongPolling'] as const;

describe('the official browser client in Chromium, over each transport', () => {
  test.each(TRANSPORTS)('connects over %s only and receives the company broadcast', async (transport) => {
    const { token } = await apiSignIn(portal.server.baseUrl, 'admin', 'Admin@123');
    if (!token) throw new Error('admin could not sign in');
    const { page, context } = await pageWithSignalR(portal);
    closers.push(() => context.close());

    // Only this transport is allowed: start() fails unless the server speaks it.
    const state = await page.evaluate(
      async ({ hubUrl, token, transport, target }) => {
        const signalR = window.signalR;
        window.hubBroadcasts = [];
        const connection = new signalR.HubConnectionBuilder()
          .withUrl(hubUrl, {
            transport: signalR.HttpTransportType[transport],
            accessTokenFactory: () => token,
          })
          .configureLogging(signalR.LogLevel.Warning)
          .build();
        connection.on(target, (payload) => window.hubBroadcasts?.push(payload));
        await connection.start();
        return connection.state;
      },
      {
        hubUrl: `/api/v1${HUB_PATHS.notification}?companyId=1`,
        token,
        transport,
        target: HUB_EVENTS.broadcastMessage,
      },
    );
    expect(state).toBe('Connected');

    const message = `Stock count at 4 pm (${transport})`;
    await apiBroadcast(portal.server.baseUrl, token, message);
    await eventually(() =>
      page.evaluate(() => window.hubBroadcasts?.map((payload) => payload.message)),
    ).toEqual([message]);
    const [received] = await page.evaluate(() => window.hubBroadcasts ?? []);
    expect(received?.SentBy).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(received?.SentAt ?? ''))).toBe(false);
  });
});
