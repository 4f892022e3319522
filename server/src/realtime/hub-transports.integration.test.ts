import { type BroadcastMessagePayload, HUB_EVENTS } from '@backoffice/shared/realtime/hub-contract';
import { HttpTransportType } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHub, nextEvent } from '../test-support/hub-test-kit.js';
import { API, signInAs } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
});
afterAll(async () => app.close());

const broadcast = (message: string, token = admin, companyId = 1) =>
  app.post(`${API}/notification/broadcast`, { token, companyId, form: { Message: message } });

describe.each([
  ['WebSockets', HttpTransportType.WebSockets],
  ['ServerSentEvents', HttpTransportType.ServerSentEvents],
  ['LongPolling', HttpTransportType.LongPolling],
])('the official client over %s', (name, transport) => {
  it('connects and receives a BroadcastMessage', async () => {
    const connection = await connectHub(app, admin, { transport, companyId: 1 });
    try {
      const serverSide = app.hubs.registry
        .all()
        .find((open) => open.connectionId === connection.connectionId);
      expect(serverSide?.transport).toBe(name);
      const text = `Stock count at 4 pm (${name})`;
      const received = nextEvent<BroadcastMessagePayload>(
        connection,
        HUB_EVENTS.broadcastMessage,
        (p) => p.message === text,
      );
      const sent = await broadcast(`  ${text}  `);
      expect(sent.status, sent.body.Message).toBe(200);
      expect(sent.body.Message).toBe('Broadcast sent.');
      const payload = await received;
      expect(payload).toEqual({
        message: text,
        SentBy: 'Ram Thapa',
        SentAt: sent.body.Data && (sent.body.Data as { SentAt: string }).SentAt,
      });
    } finally {
      await connection.stop();
    }
  });
});
