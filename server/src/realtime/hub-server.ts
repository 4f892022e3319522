import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { HUB_TIMINGS_MS, type HubName } from '@backoffice/shared/realtime/hub-contract';
import type { Router } from 'express';
import type { AppDeps } from '../app-deps.js';
import type { DatabaseHandle, Unlisten } from '../db/database.js';
import { chatHubMethods } from './chat-hub.methods.js';
import type { HubPrincipal } from './hub-auth.js';
import { HubConnection, type HubMethod } from './hub-connection.js';
import { parseHubEventPayload } from './hub-event-payload.js';
import { HUB_EVENTS_CHANNEL, type HubEvent } from './hub-events.js';
import { hubHttpRouter } from './hub-http.routes.js';
import { PING_FRAME, PROTOCOL_MESSAGES } from './hub-protocol.js';
import { HubRegistry } from './hub-registry.js';
import { hubUpgradeHandler } from './hub-websocket.js';

export interface HubOptions {
  /** How often every connection gets a Ping (the client drops a server silent for 30 s). */
  pingIntervalMs?: number;
  /** A connection whose client sent nothing for this long is dropped (the client pings every 15 s). */
  idleTimeoutMs?: number;
  /** How long a long poll is held when there is nothing to send (the client gives up at 100 s). */
  longPollHoldMs?: number;
}

export interface HubTimings {
  pingIntervalMs: number;
  idleTimeoutMs: number;
  longPollHoldMs: number;
}

const DEFAULT_TIMINGS: HubTimings = {
  pingIntervalMs: HUB_TIMINGS_MS.serverPing,
  // Two missed keep-alives and a margin: a slow network is not a gone client.
  idleTimeoutMs: HUB_TIMINGS_MS.serverTimeout + 5_000,
  longPollHoldMs: 90_000,
};

/** The time after a Close for clients to read it before their sockets are cut. */
const CLOSE_GRACE_MS = 250;

const randomId = () => randomBytes(16).toString('base64url');

/** What the transports share: the connections, the timings, making and ending connections. */
export interface HubCore {
  deps: AppDeps;
  registry: HubRegistry;
  timings: HubTimings;
  open: (hub: HubName, principal: HubPrincipal) => HubConnection;
  /** Sockets of upgraded WebSocket connections, cut at close after the grace period. */
  sockets: Set<{ terminate: () => void }>;
}

export interface HubServer {
  /** Negotiate, Server-Sent Events and long polling: mount at the API base, before the API router. */
  router: Router;
  registry: HubRegistry;
  /** Takes WebSocket upgrades from the HTTP server and delivers NOTIFY events from the database. */
  start: (server: Server, listen: DatabaseHandle['listen']) => Promise<void>;
  /** Sends Close (reconnect allowed) to every connection, then stops taking upgrades and events. */
  close: () => Promise<void>;
}

export const createHubServer = (deps: AppDeps, options: HubOptions = {}): HubServer => {
  const timings: HubTimings = { ...DEFAULT_TIMINGS, ...options };
  const registry = new HubRegistry();
  const processId = randomId();
  const deliverHere = (event: HubEvent) => registry.deliver(event);
  const methods: Record<HubName, ReadonlyMap<string, HubMethod>> = {
    notification: new Map(),
    chat: chatHubMethods({ db: deps.db, clock: deps.clock, processId, deliverHere }),
  };
  const core: HubCore = {
    deps,
    registry,
    timings,
    sockets: new Set(),
    open: (hub, principal) => {
      const connection = new HubConnection(
        randomId(),
        randomId(),
        hub,
        principal,
        methods[hub],
        (closed) => registry.remove(closed),
        (error, target) => deps.logger.error({ err: error, hub, target }, 'hub method failed'),
        Date.now(),
      );
      registry.add(connection);
      return connection;
    },
  };

  const onPayload = (payload: string) => {
    const event = parseHubEventPayload(payload);
    if (!event) {
      deps.logger.warn({ channel: HUB_EVENTS_CHANNEL }, 'ignored a malformed hub event');
      return;
    }
    if (event.deliveredBy !== processId) registry.deliver(event);
  };

  const timers: NodeJS.Timeout[] = [];
  let unlisten: Unlisten | null = null;
  let detach: (() => void) | null = null;

  const sweepIdle = () => {
    const cutoff = Date.now() - timings.idleTimeoutMs;
    for (const connection of registry.all()) {
      if (connection.lastHeardAt < cutoff) connection.close(PROTOCOL_MESSAGES.idle, false);
    }
  };

  return {
    router: hubHttpRouter(core),
    registry,
    start: async (server, listen) => {
      unlisten = await listen(HUB_EVENTS_CHANNEL, onPayload);
      const onUpgrade = hubUpgradeHandler(core);
      server.on('upgrade', onUpgrade);
      detach = () => server.off('upgrade', onUpgrade);
      timers.push(
        setInterval(() => {
          for (const connection of registry.all()) connection.send(PING_FRAME);
        }, timings.pingIntervalMs),
        setInterval(sweepIdle, Math.min(5_000, timings.idleTimeoutMs / 3)),
      );
      for (const timer of timers) timer.unref();
    },
    close: async () => {
      for (const timer of timers.splice(0)) clearInterval(timer);
      detach?.();
      detach = null;
      for (const connection of registry.all()) connection.close(PROTOCOL_MESSAGES.serverStopping, true);
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      if (core.sockets.size > 0) await sleep(CLOSE_GRACE_MS);
      for (const socket of core.sockets) socket.terminate();
      core.sockets.clear();
    },
  };
};
