import diagnostics from 'node:diagnostics_channel';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { OrderBoard, OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import { INITIAL_ORDER_STATUS } from '@backoffice/shared/sales/orders/order-pipeline';
import { Client, Pool, request } from 'undici';
import { startServer } from '../support/server-process.js';
import { type BenchRow, formatRows, percentile, runLoad } from './load-generator.js';
import { auditPipelineOrders, type OrderSeedCounts, PIPELINE, seedOrders } from './order-seed.js';

const API = '/api/v1';
const COMPANY_ID = 1;
/** 1,000 orders for the pipeline; 10,000 open on the board; closed history, so the board has to skip it. */
const COUNTS: OrderSeedCounts = { pipeline: 1_000, open: 10_000, closed: 20_000 };
const CLIENTS = 50;
/** Every tenth step is sent twice at once, over two connections, so one of the pair must lose (409). */
const RACE_EVERY = 10;
const BOARD_DURATION_MS = 6_000;
const BOARD_WARMUP_MS = 1_000;
const DETAIL_CHECK_CONNECTIONS = 8;
// Finite, so a stalled server ends the run rather than hanging it.
const REQUEST_TIMEOUT_MS = 30_000;

const signIn = async (baseUrl: string): Promise<string> => {
  const answer = await request(`${baseUrl}${API}/user/login/admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'UserName=admin&Password=Admin@123',
  });
  const payload = (await answer.body.json()) as { Data: { Token?: string } | null; Message: string };
  if (!payload.Data?.Token) throw new Error(`Sign-in for the benchmark failed: ${payload.Message}`);
  return payload.Data.Token;
};

interface Answer {
  status: number;
  ms: number;
  message: string;
}

const messageOf = (text: string): string => {
  try {
    const parsed = JSON.parse(text) as { Message?: unknown };
    return typeof parsed.Message === 'string' ? parsed.Message : text.slice(0, 200);
  } catch {
    return text.slice(0, 200);
  }
};

const post = async (client: Client, path: string, headers: Record<string, string>): Promise<Answer> => {
  const started = performance.now();
  try {
    const answer = await client.request({ path, method: 'POST', headers, body: '{}' });
    // A 200 carries the whole OrderDetail: read it to the end so latency includes it, but skip parsing.
    if (answer.statusCode === 200) {
      await answer.body.dump({ limit: Number.POSITIVE_INFINITY });
      return { status: 200, ms: performance.now() - started, message: '' };
    }
    const text = await answer.body.text();
    return { status: answer.statusCode, ms: performance.now() - started, message: messageOf(text) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 0, ms: performance.now() - started, message };
  }
};

interface PipelineTally {
  /** Latency of every move that happened (a 200). */
  moved: number[];
  /** Latency of every 409 a raced duplicate got: the right answer for the loser of a pair. */
  refused: number[];
  racedSteps: number;
  /** Answers that break the rules: a non-raced step not answered 200, a race without exactly one winner. */
  anomalies: string[];
  loserMessages: Map<string, number>;
  /** Connections opened while the clock ran: each waits for the busy server to accept it (see README). */
  reconnects: number;
  seconds: number;
}

/** A worker's two keep-alive connections: it alternates between them, and a race uses both at once. */
type Lane = readonly [Client, Client];

/**
 * CLIENTS workers take orders from one queue and move each through the pipeline, one POST per step.
 * Each has two connections and alternates between them, so both stay warm: under this load a new
 * connection waits seconds to be accepted, which would turn a "simultaneous" duplicate into a late one.
 */
const runPipeline = async (
  baseUrl: string,
  headers: Record<string, string>,
  ids: readonly number[],
): Promise<PipelineTally> => {
  const tally: PipelineTally = {
    moved: [],
    refused: [],
    racedSteps: 0,
    anomalies: [],
    loserMessages: new Map(),
    reconnects: 0,
    seconds: 0,
  };
  const options = { pipelining: 1, headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS };
  let next = 0;

  const moveOrder = async (lane: Lane, id: number, stepOf: () => number) => {
    for (const step of PIPELINE) {
      const path = `${API}/order/${step.action}?id=${id}`;
      const stepNo = stepOf();
      if (stepNo % RACE_EVERY !== 0) {
        const answer = await post(stepNo % 2 === 0 ? lane[0] : lane[1], path, headers);
        if (answer.status === 200) {
          tally.moved.push(answer.ms);
          continue;
        }
        tally.anomalies.push(`order ${id} ${step.action}: ${answer.status} ${answer.message}`);
        return; // The order is off the path; the audit afterwards reports where it stopped.
      }
      tally.racedSteps += 1;
      const pair = await Promise.all(lane.map((client) => post(client, path, headers)));
      const winners = pair.filter((answer) => answer.status === 200);
      const losers = pair.filter((answer) => answer.status === 409);
      for (const answer of winners) tally.moved.push(answer.ms);
      for (const answer of losers) {
        tally.refused.push(answer.ms);
        tally.loserMessages.set(answer.message, (tally.loserMessages.get(answer.message) ?? 0) + 1);
      }
      if (winners.length !== 1 || losers.length !== 1) {
        const answers = pair.map((answer) => `${answer.status} ${answer.message}`).join(' | ');
        tally.anomalies.push(`order ${id} ${step.action} raced: ${answers}`);
        if (winners.length === 0) return;
      }
    }
  };

  const worker = async (lane: Lane, index: number) => {
    // Each worker counts its own steps from its own offset, so the races are spread over time.
    let stepNo = index;
    const stepOf = () => stepNo++;
    for (let id = ids[next++]; id !== undefined; id = ids[next++]) await moveOrder(lane, id, stepOf);
  };

  const lanes: Lane[] = Array.from({ length: CLIENTS }, () => [
    new Client(baseUrl, options),
    new Client(baseUrl, options),
  ]);
  const countReconnect = () => {
    tally.reconnects += 1;
  };
  try {
    // Connected before the clock starts: the figures are about moving orders, not opening sockets.
    await Promise.all(
      lanes.flat().map(async (client) => {
        const answer = await client.request({ path: '/healthz', method: 'GET' });
        await answer.body.dump();
      }),
    );
    diagnostics.subscribe('undici:client:connected', countReconnect);
    const started = performance.now();
    await Promise.all(lanes.map(worker));
    tally.seconds = (performance.now() - started) / 1000;
  } finally {
    diagnostics.unsubscribe('undici:client:connected', countReconnect);
    await Promise.all(lanes.flat().map((client) => client.close()));
  }
  return tally;
};

const EXPECTED_HISTORY = [
  `create:>${INITIAL_ORDER_STATUS}`,
  ...PIPELINE.map((step) => `${step.action}:${step.from}>${step.to}`),
].join(' ');

/** What a user sees: every pipeline order's detail must show it completed, with exactly the moves in order. */
const checkDetails = async (
  baseUrl: string,
  headers: Record<string, string>,
  ids: readonly number[],
): Promise<string[]> => {
  const pool = new Pool(baseUrl, { connections: DETAIL_CHECK_CONNECTIONS, pipelining: 1 });
  const broken: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let id = ids[next++]; id !== undefined; id = ids[next++]) {
      const answer = await pool.request({ path: `${API}/order/detail?id=${id}`, method: 'GET', headers });
      const payload = (await answer.body.json()) as { Data: OrderDetail | null; Message: string };
      const order = payload.Data;
      if (answer.statusCode !== 200 || !order) {
        broken.push(`order ${id}: detail answered ${answer.statusCode} ${payload.Message}`);
        continue;
      }
      const history = order.History.map((move) => `${move.Action}:${move.From ?? ''}>${move.To}`).join(' ');
      if (order.Status !== PIPELINE.at(-1)?.to || history !== EXPECTED_HISTORY) {
        broken.push(`order ${id}: ${order.Status}: ${history}`);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: DETAIL_CHECK_CONNECTIONS }, worker));
  } finally {
    await pool.close();
  }
  return broken;
};

const latencyRow = (what: string, latencies: number[], seconds: number, errors: number): BenchRow => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    what,
    requests: sorted.length,
    errors,
    rps: sorted.length / seconds,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
  };
};

const printBoardCounts = async (baseUrl: string, headers: Record<string, string>): Promise<void> => {
  const answer = await request(`${baseUrl}${API}/order/board?perColumn=20`, { headers });
  const payload = (await answer.body.json()) as { Data: OrderBoard | null; Message: string };
  if (answer.statusCode !== 200 || !payload.Data) {
    throw new Error(`The board answered ${answer.statusCode}: ${payload.Message}`);
  }
  const columns = payload.Data.Columns.map((column) => `${column.Status} ${column.Count}`).join(', ');
  console.log(`board columns: ${columns}`);
};

/**
 * Issue 5's order benchmark on one database of 31,000 orders: 50 clients moving 1,000 orders through
 * the whole pipeline with raced duplicates (transitions/s, latency, 200 and 409 counts, and the
 * check that no order skipped or repeated a state, which throws), then the board and a status list
 * with 10,000 open orders and 21,000 closed ones (the 1,000 just completed among them).
 */
export const benchOrderPipeline = async (): Promise<BenchRow[]> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'backoffice-bench-orders-'));
  const problems: string[] = [];
  try {
    // First start: migrations and demo data; then the orders go in while the server is down.
    await (await startServer({ dataDir })).stop();
    const total = COUNTS.pipeline + COUNTS.open + COUNTS.closed;
    console.log(`inserting ${total.toLocaleString('en')} orders with their lines and history ...`);
    const seedStarted = performance.now();
    const ids = await seedOrders(dataDir, COMPANY_ID, COUNTS);
    console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const rows: BenchRow[] = [];
    // The seeded orders have no vouchers; the moves measured are the pipeline's (deliveries post theirs).
    const server = await startServer({ dataDir, env: { POST_SALES_BACKLOG: 'false' } });
    try {
      const token = await signIn(server.baseUrl);
      const headers = { Authorization: `Bearer ${token}`, CompanyId: String(COMPANY_ID) };
      const postHeaders = { ...headers, 'Content-Type': 'application/json' };

      console.log(`moving ${ids.length} orders through ${PIPELINE.length} steps with ${CLIENTS} clients ...`);
      const tally = await runPipeline(server.baseUrl, postHeaders, ids);
      rows.push(
        latencyRow(`transition, ${CLIENTS} clients`, tally.moved, tally.seconds, tally.anomalies.length),
        // Here `requests` counts the 409s of raced duplicates: for the loser of a pair that is the right answer.
        latencyRow('raced duplicate, answered 409', tally.refused, tally.seconds, 0),
      );
      const expectedMoves = ids.length * PIPELINE.length;
      console.log(
        `${tally.moved.length} of ${expectedMoves} transitions in ${tally.seconds.toFixed(1)} s: ` +
          `${(tally.moved.length / tally.seconds).toFixed(1)} transitions/s; ` +
          `200: ${tally.moved.length}, 409: ${tally.refused.length} (${tally.racedSteps} raced steps), ` +
          `anomalies: ${tally.anomalies.length}; connections opened during the run: ${tally.reconnects}`,
      );
      for (const [message, times] of tally.loserMessages) console.log(`  409 x${times}: ${message}`);
      if (tally.moved.length !== expectedMoves) {
        problems.push(`${tally.moved.length} moves happened, expected ${expectedMoves}`);
      }
      problems.push(...tally.anomalies);

      console.log('checking every pipeline order through the detail API ...');
      problems.push(...(await checkDetails(server.baseUrl, headers, ids)));

      await printBoardCounts(server.baseUrl, headers);
      const board = `${server.baseUrl}${API}/order/board?perColumn=20`;
      const cases: [string, string, number][] = [
        ['board, perColumn 20', board, 1],
        ['board, perColumn 20, 8 clients', board, 8],
        [
          'list Status=readyToDispatch, page of 20',
          `${server.baseUrl}${API}/order/list?Status=readyToDispatch&pageSize=20`,
          1,
        ],
      ];
      for (const [what, url, concurrency] of cases) {
        console.log(`measuring ${what} ...`);
        rows.push({
          what,
          ...(await runLoad({
            url,
            headers,
            concurrency,
            durationMs: BOARD_DURATION_MS,
            warmupMs: BOARD_WARMUP_MS,
          })),
        });
      }
    } finally {
      await server.stop();
    }

    const audit = await auditPipelineOrders(dataDir, COMPANY_ID, ids);
    console.log(`database audit: ${audit.checked} pipeline orders read back, ${audit.broken.length} broken`);
    problems.push(...audit.broken);

    console.log(
      `\nOrder pipeline: ${COUNTS.pipeline.toLocaleString('en')} orders, ${CLIENTS} clients; board: ` +
        `${COUNTS.open.toLocaleString('en')} open + ${(COUNTS.closed + COUNTS.pipeline).toLocaleString('en')} closed orders`,
    );
    console.table(formatRows(rows));
    if (problems.length > 0) {
      for (const problem of problems.slice(0, 20)) console.error(`  ${problem}`);
      throw new Error(
        `The order pipeline invariant broke: ${problems.length} problems (first: ${problems[0]})`,
      );
    }
    console.log(`invariant held: all ${ids.length} orders completed with exactly ${EXPECTED_HISTORY}`);
    return rows;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};
