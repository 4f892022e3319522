import { type BroadcastMessagePayload, HUB_EVENTS } from '@backoffice/shared/realtime/hub-contract';
import { HttpTransportType, HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connectHub, hubUrl, nextEvent } from '../test-support/hub-test-kit.js';
import { API, signInAs } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

const RS = '\x1e';
let app: TestApp;
let admin: string;
beforeAll(async () => {
  // A short ping interval: the test sees pings without waiting 15 s.
  app = await startTestApp({ hubs: { pingIntervalMs: 100 } });
  admin = await signInAs(app, 'admin', 'Admin@123');
});
afterAll(async () => app.close());

const negotiate = async (token = admin): Promise<string> => {
  const answer = await fetch(`${hubUrl(app)}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { connectionToken: string }).connectionToken;
};

/** A raw socket, as a browser page of `origin` would open it (or a non-browser client without one). */
const rawSocket = (id: string, origin?: string) =>
  new WebSocket(`${hubUrl(app).replace(/^http/, 'ws')}?id=${id}&access_token=${admin}`, {
    headers: origin ? { Origin: origin } : {},
  });

const upgradeStatus = (socket: WebSocket): Promise<number> =>
  new Promise((resolve) => {
    socket.once('open', () => resolve(101));
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
  });

/** Frames the socket receives, split into messages. */
const messagesOf = (socket: WebSocket) => {
  const messages: string[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    messages.push(...String(data).split(RS).filter(Boolean));
    for (const wake of waiters.splice(0)) wake();
  });
  const until = async (match: (message: string) => boolean): Promise<string> => {
    for (;;) {
      const found = messages.find(match);
      if (found) return found;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { messages, until };
};

describe('WebSocket upgrades', () => {
  it('refuses an Origin the deployment and company do not list, and accepts a listed one', async () => {
    const refused = rawSocket(await negotiate(), 'https://evil.example');
    expect(await upgradeStatus(refused)).toBe(403);
    const listed = rawSocket(await negotiate(), 'http://127.0.0.1:4100');
    expect(await upgradeStatus(listed)).toBe(101);
    listed.close();
  });

  it('refuses a second socket for one connection (409) and an unknown one (404)', async () => {
    const id = await negotiate();
    const first = rawSocket(id);
    expect(await upgradeStatus(first)).toBe(101);
    expect(await upgradeStatus(rawSocket(id))).toBe(409);
    expect(await upgradeStatus(rawSocket('unknown'))).toBe(404);
    first.close();
  });
});

describe('the protocol on the wire', () => {
  it('answers the handshake, reads several messages in one frame and pings', async () => {
    const socket = rawSocket(await negotiate());
    const received = messagesOf(socket);
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(
      `{"protocol":"json","version":1}${RS}{"type":1,"invocationId":"7","target":"Missing","arguments":[]}${RS}{"type":6}${RS}`,
    );
    expect(await received.until((m) => m === '{}')).toBe('{}');
    expect(JSON.parse(await received.until((m) => m.includes('"invocationId"')))).toEqual({
      type: 3,
      invocationId: '7',
      error: "Unknown hub method 'Missing'",
    });
    expect(await received.until((m) => m === '{"type":6}')).toBe('{"type":6}');
    // The handshake answer came first: no frame before it.
    expect(received.messages[0]).toBe('{}');
    socket.close();
  });

  it('refuses an unsupported protocol with an error and closes', async () => {
    const socket = rawSocket(await negotiate());
    const received = messagesOf(socket);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(`{"protocol":"messagepack","version":1}${RS}`);
    expect(JSON.parse(await received.until((m) => m.includes('error')))).toEqual({
      error: "The protocol 'messagepack' is not supported.",
    });
    await closed;
  });
});

describe('server restart', () => {
  it('tells clients to reconnect; the official client comes back and receives new broadcasts', async () => {
    const connection = await connectHub(app, admin, {
      transport: HttpTransportType.WebSockets,
      companyId: 1,
      reconnectDelays: [0, 300, 1000, 2000, 4000, 8000],
    });
    const closes: (Error | undefined)[] = [];
    const reconnecting = new Promise<Error | undefined>((resolve) => connection.onreconnecting(resolve));
    const reconnected = new Promise<string | undefined>((resolve) => connection.onreconnected(resolve));
    connection.onclose((error) => closes.push(error));
    const before = connection.connectionId;
    await app.restart();
    await reconnecting;
    await reconnected;
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(connection.connectionId).not.toBe(before);
    const received = nextEvent<BroadcastMessagePayload>(
      connection,
      HUB_EVENTS.broadcastMessage,
      (p) => p.message === 'after restart',
    );
    const sent = await app.post(`${API}/notification/broadcast`, {
      token: admin,
      companyId: 1,
      form: { Message: 'after restart' },
    });
    expect(sent.status).toBe(200);
    expect((await received).message).toBe('after restart');
    expect(closes).toEqual([]);
    await connection.stop();
  });
});
