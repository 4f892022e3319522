import { HttpTransportType } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHub } from '../test-support/hub-test-kit.js';
import { signInAs } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

/** The pages whose company events the server sends the connection (read at connect). */
const pagesOf = async (token: string): Promise<ReadonlySet<string>> => {
  const connection = await connectHub(app, token, { transport: HttpTransportType.LongPolling, companyId: 1 });
  try {
    const open = app.hubs.registry.all().find((each) => each.connectionId === connection.connectionId);
    return open?.principal.viewablePages ?? new Set(['not connected']);
  } finally {
    await connection.stop();
  }
};

describe("a field user's hub connection", () => {
  it("gets no company page events, though their role views the pages: they tell of everyone's records", async () => {
    const sales1 = await signInAs(app, 'sales1', 'Sales@123');
    expect([...(await pagesOf(sales1))]).toEqual([]);
    // An office user with the same pages gets them.
    const admin = await signInAs(app, 'admin', 'Admin@123');
    const pages = await pagesOf(admin);
    expect(pages.has('Visit') && pages.has('Order')).toBe(true);
  });
});
