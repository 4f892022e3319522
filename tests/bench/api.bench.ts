import { cpus } from 'node:os';
import { request } from 'undici';
import { startServer } from '../support/server-process.js';
import { type BenchRow, fixed, formatRows, type LoadOptions, runLoad } from './load-generator.js';

const API = '/api/v1';
const DURATION_MS = 10_000;
const WARMUP_MS = 2_000;
// The correct password on purpose: failed sign-ins lock the account after five tries.
const LOGIN_FORM = 'UserName=admin&Password=Admin@123';
const FORM_HEADERS = { 'Content-Type': 'application/x-www-form-urlencoded' };

interface LoginAnswer {
  Code: number;
  Message: string;
  Data: { Token?: string } | null;
}

const signIn = async (baseUrl: string): Promise<string> => {
  const answer = await request(`${baseUrl}${API}/user/login/admin`, {
    method: 'POST',
    headers: FORM_HEADERS,
    body: LOGIN_FORM,
  });
  const payload = (await answer.body.json()) as LoginAnswer;
  const token = payload.Data?.Token;
  if (answer.statusCode !== 200 || !token) {
    throw new Error(`Sign-in for the benchmark failed (${answer.statusCode}): ${payload.Message}`);
  }
  return token;
};

const measure = async (what: string, options: Omit<LoadOptions, 'durationMs' | 'warmupMs'>) => {
  console.log(`measuring ${what} ...`);
  const result = await runLoad({ ...options, durationMs: DURATION_MS, warmupMs: WARMUP_MS });
  return { what, ...result };
};

const printMachine = () => {
  const cores = cpus();
  console.log(`node ${process.version}, ${cores.length} cores, ${cores[0]?.model ?? 'unknown cpu'}`);
  // Client and server share these cores, so the figures are a floor, not the server's ceiling.
  console.log('load generator and server run on the same machine');
};

/** How much a DB-backed, authenticated route costs next to a route that does nothing. */
export const benchApi = async (): Promise<BenchRow[]> => {
  const server = await startServer();
  try {
    const { baseUrl } = server;
    const bare = await measure('(a) GET /healthz', { url: `${baseUrl}/healthz`, concurrency: 20 });
    const token = await signIn(baseUrl);
    const menu = await measure('(b) GET /api/v1/menu/all/role', {
      url: `${baseUrl}${API}/menu/all/role`,
      headers: { Authorization: `Bearer ${token}`, CompanyId: '1' },
      concurrency: 20,
    });
    const login = await measure('(c) POST /api/v1/user/login/admin', {
      url: `${baseUrl}${API}/user/login/admin`,
      method: 'POST',
      headers: FORM_HEADERS,
      body: LOGIN_FORM,
      concurrency: 4,
    });
    const rows = [bare, menu, login];

    console.log(`\nAPI benchmark: ${DURATION_MS / 1000} s per route after ${WARMUP_MS / 1000} s warm-up`);
    printMachine();
    console.table(formatRows(rows));
    console.log(`ratio (b)/(a) of p50 latency: ${fixed(menu.p50Ms / bare.p50Ms, 2)}`);
    console.log(`ratio (a)/(b) of requests per second: ${fixed(bare.rps / menu.rps, 2)}`);
    return rows;
  } finally {
    await server.stop();
  }
};
