import {
  type BroadcastMessagePayload,
  type ChatMessagePayload,
  HUB_EVENTS,
} from '@backoffice/shared/realtime/hub-contract';
import { HttpTransportType } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { collectEvents, connectHub, nextEvent } from '../test-support/hub-test-kit.js';
import { API, signInAs } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// Two server processes on one database: PGlite shares one handle (LISTEN in process); PostgreSQL
// gives the second its own pool and LISTEN connection, as a second machine would have.
let first: TestApp;
let second: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  first = await startTestApp();
  second = await startTestApp({ sameDatabaseAs: first });
  [admin, staff] = await Promise.all([
    signInAs(first, 'admin', 'Admin@123'),
    signInAs(first, 'staff', 'Staff@123'),
  ]);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('events across server processes (LISTEN/NOTIFY)', () => {
  it("delivers a broadcast made on one process to the other process's clients", async () => {
    const connection = await connectHub(second, admin, {
      transport: HttpTransportType.LongPolling,
      companyId: 1,
    });
    const received = nextEvent<BroadcastMessagePayload>(connection, HUB_EVENTS.broadcastMessage);
    const sent = await first.post(`${API}/notification/broadcast`, {
      token: admin,
      companyId: 1,
      form: { Message: 'from the first' },
    });
    expect(sent.status).toBe(200);
    expect((await received).message).toBe('from the first');
    await connection.stop();
  });

  it('delivers a chat message to the recipient on both processes, once each', async () => {
    const [staffId] = await first.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'staff'));
    const sender = await connectHub(first, admin, { transport: HttpTransportType.WebSockets, hub: 'chat' });
    const here = await connectHub(first, staff, { transport: HttpTransportType.WebSockets, hub: 'chat' });
    const there = await connectHub(second, staff, {
      transport: HttpTransportType.ServerSentEvents,
      hub: 'chat',
    });
    const hereGot = collectEvents<ChatMessagePayload>(here, HUB_EVENTS.chatMessage);
    const thereArrived = nextEvent<ChatMessagePayload>(
      there,
      HUB_EVENTS.chatMessage,
      (p) => p.Message === 'two',
    );
    const hereArrived = nextEvent<ChatMessagePayload>(
      here,
      HUB_EVENTS.chatMessage,
      (p) => p.Message === 'two',
    );
    // Counted: the recipient's connections on the sender's process.
    expect(await sender.invoke('SendMessage', staffId?.id, 'one')).toEqual({ Delivered: 1 });
    expect(await sender.invoke('SendMessage', staffId?.id, 'two')).toEqual({ Delivered: 1 });
    await Promise.all([thereArrived, hereArrived]);
    // 'one' came back through NOTIFY too, before 'two': the sending process skipped that copy.
    expect(hereGot.map((p) => p.Message)).toEqual(['one', 'two']);
    await Promise.all([sender.stop(), here.stop(), there.stop()]);
  });
});
