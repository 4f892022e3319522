import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { HUB_EVENTS, HUB_PATHS } from '@backoffice/shared/realtime/hub-contract';
import { request } from 'undici';
import WebSocket from 'ws';
import { type BenchRow, fixed, percentile } from './load-generator.js';
import { API, ascending, authHeaders, sampleRow, serverRssMib } from './tracking-bench-kit.js';

const CONNECTIONS = 1_000;
/** Connections opened at once: enough to be quick, few enough not to time out on 2 cores. */
const OPENING_CONCURRENCY = 20;
const ROUNDS = 5;
const ROUND_GAP_MS = 500;
const ROUND_TIMEOUT_MS = 30_000;
/** Well inside the server's 35 s idle cut-off, as the official client's 15 s keep-alive. */
const PING_EVERY_MS = 10_000;
const RS = '\x1e';
const HANDSHAKE = `${JSON.stringify({ protocol: 'json', version: 1 })}${RS}`;
const PING = `${JSON.stringify({ type: 6 })}${RS}`;

/**
 * A bare SignalR client over WebSockets (negotiate, handshake, JSON protocol): much lighter than
 * the official client, so a thousand fit in the bench process. It notes when each broadcast arrived.
 */
class RawHubClient {
  private socket: WebSocket | null = null;
  private buffered = '';
  /** performance.now() of each BroadcastMessage received, by its message text. */
  readonly arrivals = new Map<string, number>();
  onBroadcast: (() => void) | null = null;

  async open(baseUrl: string, token: string): Promise<number> {
    const started = performance.now();
    const hubUrl = `${baseUrl}${API}${HUB_PATHS.notification}`;
    const negotiated = await request(`${hubUrl}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: authHeaders(token),
    });
    const answer = (await negotiated.body.json()) as { connectionToken?: string };
    if (negotiated.statusCode !== 200 || !answer.connectionToken) {
      throw new Error(`negotiate answered ${negotiated.statusCode}`);
    }
    const wsUrl = `${hubUrl.replace(/^http/, 'ws')}?id=${encodeURIComponent(answer.connectionToken)}`;
    const socket = new WebSocket(wsUrl, { headers: authHeaders(token) });
    this.socket = socket;
    await new Promise<void>((resolve, reject) => {
      // Kept for the socket's life: a later error must not be an unhandled 'error' event.
      socket.on('error', reject);
      socket.once('open', () => socket.send(HANDSHAKE));
      socket.on('message', (data) => {
        const frames = this.receive(String(data));
        if (frames.includes('{}')) resolve();
      });
      socket.once('close', (code) => reject(new Error(`The hub closed the socket (${code})`)));
    });
    return performance.now() - started;
  }

  /** Splits the text into messages; notes broadcasts; answers the messages for the handshake check. */
  private receive(text: string): string[] {
    const at = performance.now();
    const parts = (this.buffered + text).split(RS);
    this.buffered = parts.pop() ?? '';
    for (const part of parts) {
      if (!part.includes(HUB_EVENTS.broadcastMessage)) continue;
      const message = JSON.parse(part) as { target?: string; arguments?: { message?: string }[] };
      const body = message.arguments?.[0]?.message;
      if (message.target === HUB_EVENTS.broadcastMessage && body !== undefined) {
        this.arrivals.set(body, at);
        this.onBroadcast?.();
      }
    }
    return parts;
  }

  ping(): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(PING);
  }

  close(): void {
    this.socket?.terminate();
  }
}

const openAll = async (baseUrl: string, token: string, count: number) => {
  const clients: RawHubClient[] = [];
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: OPENING_CONCURRENCY }, async () => {
      while (next < count) {
        next += 1;
        const client = new RawHubClient();
        clients.push(client);
        times.push(await client.open(baseUrl, token));
      }
    }),
  );
  return { clients, times };
};

/**
 * Fan-out of the notification hub: CONNECTIONS raw WebSocket clients of the demo admin (one
 * sign-in, one token for all: the server sets no limit per user), then ROUNDS broadcasts through
 * POST /notification/broadcast; for each, the time from sending the POST until every client had the
 * BroadcastMessage (receivers share the bench's one thread, so late arrivals include our reading).
 */
export const benchHubFanout = async (
  baseUrl: string,
  adminToken: string,
  dataDir: string,
): Promise<BenchRow[]> => {
  const rssBefore = await serverRssMib(dataDir);
  console.log(`opening ${CONNECTIONS} hub connections ...`);
  const openedAt = performance.now();
  const { clients, times } = await openAll(baseUrl, adminToken, CONNECTIONS);
  const openSeconds = (performance.now() - openedAt) / 1000;
  const pinger = setInterval(() => {
    for (const client of clients) client.ping();
  }, PING_EVERY_MS);
  try {
    const rssOpen = await serverRssMib(dataDir);
    const arrivals: number[] = [];
    const lasts: number[] = [];
    const posts: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const text = `Bench broadcast ${round} ${Date.now()}`;
      let waiting = clients.length;
      const all = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Round ${round}: ${waiting} of ${clients.length} clients got nothing`)),
          ROUND_TIMEOUT_MS,
        );
        for (const client of clients) {
          client.onBroadcast = () => {
            if (!client.arrivals.has(text)) return;
            client.onBroadcast = null;
            waiting -= 1;
            if (waiting === 0) {
              clearTimeout(timer);
              resolve();
            }
          };
        }
      });
      const started = performance.now();
      const answer = await request(`${baseUrl}${API}/notification/broadcast`, {
        method: 'POST',
        headers: { ...authHeaders(adminToken), 'Content-Type': 'application/json' },
        body: JSON.stringify({ Message: text }),
      });
      await answer.body.dump();
      posts.push(performance.now() - started);
      if (answer.statusCode !== 200) throw new Error(`broadcast answered ${answer.statusCode}`);
      await all;
      const delays = clients.map((client) => (client.arrivals.get(text) ?? Number.NaN) - started);
      arrivals.push(...delays);
      lasts.push(Math.max(...delays));
      await sleep(ROUND_GAP_MS);
    }
    const rssAfter = await serverRssMib(dataDir);

    const sortedOpen = ascending(times);
    const sortedArrivals = ascending(arrivals);
    console.log(
      `\nhub fan-out: ${clients.length} WebSocket connections of one user opened in ${fixed(openSeconds, 1)} s ` +
        `(${OPENING_CONCURRENCY} at a time; each negotiate → handshake p50 ${fixed(percentile(sortedOpen, 50), 1)} ms, ` +
        `p95 ${fixed(percentile(sortedOpen, 95), 1)} ms)`,
    );
    console.table(
      lasts.map((last, i) => ({
        round: i + 1,
        'POST answered ms': fixed(posts[i] ?? Number.NaN, 1),
        'last client ms': fixed(last, 1),
      })),
    );
    console.log(
      `per-client arrival after the POST was sent: p50 ${fixed(percentile(sortedArrivals, 50), 1)} ms, ` +
        `p95 ${fixed(percentile(sortedArrivals, 95), 1)} ms, max ${fixed(sortedArrivals.at(-1) ?? Number.NaN, 1)} ms`,
    );
    console.log(
      `server memory (RSS): ${fixed(rssBefore, 0)} MiB before, ${fixed(rssOpen, 0)} MiB with ${clients.length} ` +
        `connections (${fixed(((rssOpen - rssBefore) * 1024) / clients.length, 1)} KiB each), ` +
        `${fixed(rssAfter, 0)} MiB after ${ROUNDS} broadcasts`,
    );
    return [
      sampleRow(`hub: negotiate → handshake (${OPENING_CONCURRENCY} at a time)`, times),
      sampleRow(`hub: broadcast → each of ${clients.length} clients`, arrivals),
      sampleRow(`hub: broadcast → last of ${clients.length} clients`, lasts),
      sampleRow('hub: POST /notification/broadcast answer', posts),
    ];
  } finally {
    clearInterval(pinger);
    for (const client of clients) client.close();
  }
};
