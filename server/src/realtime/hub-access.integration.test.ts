import {
  type BroadcastMessagePayload,
  type ChatMessagePayload,
  HUB_EVENTS,
  type NotificationPayload,
} from '@backoffice/shared/realtime/hub-contract';
import { HttpTransportType, type HubConnection } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { createNotification } from '../modules/notifications/notification.service.js';
import { collectEvents, connectHub, hubUrl, nextEvent } from '../test-support/hub-test-kit.js';
import { API, signInAs, signInWithNewAuthenticator } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let app: TestApp;
let admin: string;
let staff: string;
let coop: string;
const open: HubConnection[] = [];
beforeAll(async () => {
  app = await startTestApp();
  [admin, staff, coop] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'staff', 'Staff@123'),
    signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', { companyId: 2, branchId: 3 }),
  ]);
});
afterAll(async () => {
  await Promise.all(open.map((connection) => connection.stop()));
  await app.close();
});

const connect = async (token: string, companyId: number, hub: 'notification' | 'chat' = 'notification') => {
  const connection = await connectHub(app, token, {
    transport: HttpTransportType.WebSockets,
    companyId,
    hub,
  });
  open.push(connection);
  return connection;
};

const userId = async (username: string): Promise<number> => {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};

const broadcast = async (message: string, token: string, companyId: number) => {
  const sent = await app.post(`${API}/notification/broadcast`, {
    token,
    companyId,
    form: { Message: message },
  });
  expect(sent.status, sent.body.Message).toBe(200);
};

describe('who may connect', () => {
  it('refuses a bad or missing token with a 401 envelope, on negotiate and in the official client', async () => {
    const bad = await fetch(`${hubUrl(app)}/negotiate?negotiateVersion=1&access_token=not-a-token`, {
      method: 'POST',
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ Code: 401, Message: 'The access token is not valid.', Data: null });
    const none = await fetch(`${hubUrl(app)}/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(none.status).toBe(401);
    await expect(connectHub(app, 'not-a-token', { transport: HttpTransportType.WebSockets })).rejects.toThrow(
      /401/,
    );
  });

  it('accepts the token as ?token= (the spec) and answers negotiate version 1 with three transports', async () => {
    const answer = await fetch(`${hubUrl(app)}/negotiate?negotiateVersion=1&token=${admin}&cid=1`, {
      method: 'POST',
    });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body.negotiateVersion).toBe(1);
    expect(typeof body.connectionToken).toBe('string');
    expect(body.connectionToken).not.toBe(body.connectionId);
    expect((body.availableTransports as { transport: string }[]).map((t) => t.transport)).toEqual([
      'WebSockets',
      'ServerSentEvents',
      'LongPolling',
    ]);
  });

  it("refuses a company the user does not belong to, and another caller's connection token", async () => {
    const foreign = await fetch(`${hubUrl(app)}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${staff}`, CompanyId: '2' },
    });
    expect(foreign.status).toBe(403);
    const negotiated = await fetch(`${hubUrl(app)}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}` },
    });
    const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
    const stolen = await fetch(`${hubUrl(app)}?id=${connectionToken}`, {
      headers: { Authorization: `Bearer ${staff}` },
    });
    expect(stolen.status).toBe(403);
    const unknown = await fetch(`${hubUrl(app)}?id=nope`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(unknown.status).toBe(404);
    const own = await fetch(`${hubUrl(app)}?id=${connectionToken}`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(own.status).toBe(200);
  });
});

describe('who receives what', () => {
  it("never delivers one company's broadcast to another company's client", async () => {
    const [first, second] = await Promise.all([connect(admin, 1), connect(coop, 2)]);
    const firstGot = collectEvents<BroadcastMessagePayload>(first, HUB_EVENTS.broadcastMessage);
    const secondGot = collectEvents<BroadcastMessagePayload>(second, HUB_EVENTS.broadcastMessage);
    // Each side's own broadcast is the positive control: once it arrives, the other's had its chance.
    const firstControl = nextEvent<BroadcastMessagePayload>(
      first,
      HUB_EVENTS.broadcastMessage,
      (p) => p.message === 'for company 1',
    );
    const secondControl = nextEvent<BroadcastMessagePayload>(
      second,
      HUB_EVENTS.broadcastMessage,
      (p) => p.message === 'for company 2',
    );
    await broadcast('for company 2', coop, 2);
    await broadcast('for company 1', admin, 1);
    await Promise.all([firstControl, secondControl]);
    expect(firstGot.map((p) => p.message)).toEqual(['for company 1']);
    expect(secondGot.map((p) => p.message)).toEqual(['for company 2']);
  });

  it('delivers ReceiveNotification to its user only', async () => {
    const [adminConnection, staffConnection] = await Promise.all([connect(admin, 1), connect(staff, 1)]);
    const adminGot = collectEvents<NotificationPayload>(adminConnection, HUB_EVENTS.notification);
    const staffGot = collectEvents<NotificationPayload>(staffConnection, HUB_EVENTS.notification);
    const staffControl = nextEvent<NotificationPayload>(
      staffConnection,
      HUB_EVENTS.notification,
      (p) => p.Title === 'For the admin, no',
    );
    const adminControl = nextEvent<NotificationPayload>(
      adminConnection,
      HUB_EVENTS.notification,
      (p) => p.Title === 'For the admin',
    );
    const now = app.clock.now();
    await createNotification(app.deps.db, {
      companyId: 1,
      userId: await userId('admin'),
      title: 'For the admin',
      addedOn: now,
    });
    await createNotification(app.deps.db, {
      companyId: 1,
      userId: await userId('staff'),
      title: 'For the admin, no',
      link: '/orders',
      addedOn: now,
    });
    const [staffItem] = await Promise.all([staffControl, adminControl]);
    expect(adminGot.map((p) => p.Title)).toEqual(['For the admin']);
    expect(staffGot.map((p) => p.Title)).toEqual(['For the admin, no']);
    expect(staffItem).toMatchObject({
      Link: '/orders',
      IsRead: false,
      JsonData: null,
      AddedOn: now.toISOString(),
    });
  });

  it('pushes nothing when the transaction that made the notification rolls back', async () => {
    const connection = await connect(admin, 1);
    const got = collectEvents<NotificationPayload>(connection, HUB_EVENTS.notification);
    const control = nextEvent<NotificationPayload>(
      connection,
      HUB_EVENTS.notification,
      (p) => p.Title === 'kept',
    );
    const adminId = await userId('admin');
    await app.deps.db
      .transaction(async (tx) => {
        await createNotification(tx as typeof app.deps.db, {
          companyId: 1,
          userId: adminId,
          title: 'rolled back',
          addedOn: app.clock.now(),
        });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await createNotification(app.deps.db, {
      companyId: 1,
      userId: adminId,
      title: 'kept',
      addedOn: app.clock.now(),
    });
    await control;
    expect(got.map((p) => p.Title)).toEqual(['kept']);
  });
});

describe('the broadcast endpoint', () => {
  it('validates the message and needs the Notice create permission', async () => {
    const empty = await app.post(`${API}/notification/broadcast`, {
      token: admin,
      companyId: 1,
      form: { Message: '   ' },
    });
    expect(empty.status).toBe(400);
    const long = await app.post(`${API}/notification/broadcast`, {
      token: admin,
      companyId: 1,
      json: { Message: 'x'.repeat(501) },
    });
    expect(long.status).toBe(400);
    const refused = await app.post(`${API}/notification/broadcast`, {
      token: staff,
      companyId: 1,
      form: { Message: 'hello' },
    });
    expect(refused.status).toBe(403);
  });
});

describe('hub methods', () => {
  it('delivers SendMessage to the recipient in the same company and completes with the delivery count', async () => {
    const [sender, recipient] = await Promise.all([connect(admin, 1, 'chat'), connect(staff, 1, 'chat')]);
    const received = nextEvent<ChatMessagePayload>(recipient, HUB_EVENTS.chatMessage);
    const delivery = await sender.invoke('SendMessage', await userId('staff'), '  Please call the depot.  ');
    expect(delivery).toEqual({ Delivered: 1 });
    expect(await received).toMatchObject({
      FromUserId: await userId('admin'),
      FromUserName: 'admin',
      Message: 'Please call the depot.',
    });
  });

  it('answers bad arguments, a recipient of another company and an unknown method with completion errors', async () => {
    const sender = await connect(admin, 1, 'chat');
    await expect(sender.invoke('SendMessage', await userId('coopadmin'), 'hi')).rejects.toThrow(
      'The recipient is not a member of this company.',
    );
    await expect(sender.invoke('SendMessage', 'two', 'hi')).rejects.toThrow(
      'toUserId must be a positive whole number.',
    );
    await expect(sender.invoke('SendMessage', await userId('staff'), 'x'.repeat(2001))).rejects.toThrow(
      'The message can be at most 2000 characters.',
    );
    await expect(sender.invoke('SendMessage', await userId('staff'))).rejects.toThrow(/SendMessage takes/);
    await expect(sender.invoke('Nope', 1)).rejects.toThrow("Unknown hub method 'Nope'");
    // The connection is still good after all of them.
    expect(await sender.invoke('SendMessage', await userId('sales1'), 'still here')).toEqual({
      Delivered: 0,
    });
  });
});
