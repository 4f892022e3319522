import type { IncomingMessage } from 'node:http';
import { HUB_PATHS, type HubName } from '@backoffice/shared/realtime/hub-contract';
import express, { type Request, type Response, Router } from 'express';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/api-error.js';
import { authenticateHubCaller, authenticateHubPrincipal, callerKey, HUB_AUTH_MESSAGES } from './hub-auth.js';
import type { HubConnection } from './hub-connection.js';
import { LongPollingSink } from './hub-long-polling.js';
import type { HubCore } from './hub-server.js';

export const HUB_HTTP_MESSAGES = {
  unknownConnection: 'No connection with that id.',
  missingId: 'The id query parameter is required.',
  otherTransport: 'Cannot change transports mid-connection.',
  postOnWebSocket: 'POST requests are not allowed for WebSocket connections.',
  postInProgress: 'Another message is already being sent on this connection.',
} as const;

/** A message from a client is at most this long (chat messages are 2000 characters). */
export const HUB_MESSAGE_LIMIT_BYTES = 64 * 1024;

const AVAILABLE_TRANSPORTS = [
  { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
  { transport: 'ServerSentEvents', transferFormats: ['Text'] },
  { transport: 'LongPolling', transferFormats: ['Text', 'Binary'] },
] as const;

const idOf = (req: Request): string => {
  const id = req.query.id;
  if (typeof id !== 'string' || id === '') throw badRequest(HUB_HTTP_MESSAGES.missingId);
  return id;
};

/**
 * Every transport request names its connection and carries the token again (the official client
 * sends it on each): the connection must exist here and belong to the same caller.
 */
export const connectionFor = async (
  core: HubCore,
  req: IncomingMessage,
  hub: HubName,
  id: string,
): Promise<HubConnection> => {
  const caller = await authenticateHubCaller(core.deps, req, hub);
  const connection = core.registry.find(id);
  if (!connection || connection.hub !== hub || !connection.isOpen)
    throw notFound(HUB_HTTP_MESSAGES.unknownConnection);
  if (connection.key !== callerKey(caller)) throw forbidden(HUB_AUTH_MESSAGES.otherCaller);
  return connection;
};

const wantsEventStream = (req: Request) => (req.get('accept') ?? '').includes('text/event-stream');

/** Server-Sent Events: `:` first so the client knows the stream is open, then one `data:` line per frame. */
const streamEvents = (core: HubCore, connection: HubConnection, req: Request, res: Response) => {
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    // no-transform keeps the compression middleware (and proxies) from holding frames back.
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
    Connection: 'keep-alive',
  });
  res.flushHeaders();
  res.write(':\r\n');
  connection.attach('ServerSentEvents', {
    write: (frame) => {
      if (!res.writableEnded) res.write(`data: ${frame}\r\n\r\n`);
    },
    end: () => {
      if (!res.writableEnded) res.end();
    },
  });
  connection.lastHeardAt = Date.now();
  req.on('close', () => connection.end());
  core.deps.logger.debug({ connectionId: connection.connectionId }, 'hub connection over SSE');
};

const longPollingSinks = new WeakMap<HubConnection, LongPollingSink>();

const poll = (core: HubCore, connection: HubConnection, req: Request, res: Response) => {
  let sink = longPollingSinks.get(connection);
  if (!sink) {
    sink = new LongPollingSink(core.timings.longPollHoldMs);
    longPollingSinks.set(connection, sink);
    connection.attach('LongPolling', sink);
  }
  connection.lastHeardAt = Date.now();
  sink.poll(req, res);
};

const posting = new WeakSet<HubConnection>();

/** Negotiate, SSE, long polling, sends and DELETE for both hubs; WebSockets arrive as upgrades. */
export const hubHttpRouter = (core: HubCore): Router => {
  const router = Router();
  const readText = express.text({ type: () => true, limit: HUB_MESSAGE_LIMIT_BYTES });

  for (const [hubName, path] of Object.entries(HUB_PATHS)) {
    const hub = hubName as HubName;

    router.post(`${path}/negotiate`, async (req, res) => {
      const principal = await authenticateHubPrincipal(core.deps, req, hub);
      const connection = core.open(hub, principal);
      const version = Number(req.query.negotiateVersion ?? 0) >= 1 ? 1 : 0;
      res.set('Cache-Control', 'no-store').json({
        connectionId: connection.connectionId,
        // Version 0 clients use the id as the token; ours all ask for version 1.
        ...(version === 1 ? { connectionToken: connection.connectionToken } : {}),
        negotiateVersion: version,
        availableTransports: AVAILABLE_TRANSPORTS,
      });
    });

    router.get(path, async (req, res) => {
      const connection = await connectionFor(core, req, hub, idOf(req));
      const sse = wantsEventStream(req);
      const transport = sse ? 'ServerSentEvents' : 'LongPolling';
      if (connection.transport !== null && connection.transport !== transport)
        throw badRequest(HUB_HTTP_MESSAGES.otherTransport);
      if (sse) {
        if (connection.transport !== null) throw conflict(HUB_HTTP_MESSAGES.otherTransport);
        streamEvents(core, connection, req, res);
      } else {
        poll(core, connection, req, res);
      }
    });

    router.post(path, readText, async (req, res) => {
      const id = idOf(req);
      // Marked before the (asynchronous) token check, so two sends cannot overtake each other.
      const claimed = core.registry.find(id);
      if (claimed && posting.has(claimed)) throw conflict(HUB_HTTP_MESSAGES.postInProgress);
      if (claimed) posting.add(claimed);
      try {
        const connection = await connectionFor(core, req, hub, id);
        if (connection.transport === 'WebSockets') throw new ApiError(405, HUB_HTTP_MESSAGES.postOnWebSocket);
        const body: unknown = req.body;
        connection.receive(typeof body === 'string' ? body : '', Date.now());
      } finally {
        if (claimed) posting.delete(claimed);
      }
      res.status(200).type('text/plain').send('');
    });

    router.delete(path, async (req, res) => {
      const connection = await connectionFor(core, req, hub, idOf(req));
      connection.end();
      res.status(202).type('text/plain').send('');
    });
  }
  return router;
};
