import { EXPORT_CONTENT_TYPES } from '@backoffice/shared/http/export-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzOperation, fuzzOperationsOf } from '../test-support/request-sweeps/fuzz-operations.js';
import { type FuzzRequest, fuzzRequestsOf } from '../test-support/request-sweeps/fuzz-requests.js';
import { API, signInAs, signInWithNewAuthenticator } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import type { OpenApiDocument } from './openapi/openapi.types.js';

/**
 * Every operation of the served OpenAPI document gets hostile input (empty, wrong types, oversized,
 * deeply nested, lone surrogates, NUL, prototype keys, broken multipart, odd path values), from an
 * admin of company 1 (or whoever may use the route, see `callers`) and from nobody. Whatever is sent, the answer is below 500 and is the envelope
 * with Code = the HTTP status. Driven by the document, so a route added later is covered as is.
 */

interface Caller {
  who: string;
  token: string | null;
  companyId: number;
}

// Started while the file is collected: the tests are listed from the document the server serves.
let app: TestApp = await startTestApp();
const doc = (await (await fetch(`${app.base}${API}/openapi.json`)).json()) as OpenApiDocument;
const operations = fuzzOperationsOf(doc);
/**
 * Who calls with a token: the admin of company 1; where the admin is shut out of a route, the
 * cooperative's administrator (a module company 1 lacks), then the super administrator (the
 * support desk). Tokens are refreshed when the database copy is replaced.
 */
const callers: Caller[] = [];
/** Routes after which the admin could no longer work (two-factor turned on, rights taken away). */
const restartedAfter: string[] = [];

const signIn = async () => {
  callers.splice(
    0,
    callers.length,
    { who: 'admin of company 1', companyId: 1, token: await signInAs(app, 'admin', 'Admin@123') },
    {
      who: 'admin of company 2',
      companyId: 2,
      token: await signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', { companyId: 2, branchId: 3 }),
    },
    { who: 'super administrator', companyId: 1, token: await signInAs(app, 'superadmin', 'Super@123') },
  );
};

beforeAll(signIn);
afterAll(async () => app.close());

/**
 * Calls that succeed may change data, and some change what the admin may do: after such a route
 * the rest of the suite would only meet 401s and 403s, so it goes on with a fresh database copy.
 */
const keepAdminWorking = async (route: string) => {
  const probe = await fetch(`${app.base}${API}/party/list`, {
    headers: { Authorization: `Bearer ${callers[0]?.token}`, CompanyId: '1' },
  });
  if (probe.status === 200) return;
  restartedAfter.push(`${route} (${probe.status})`);
  await app.close();
  app = await startTestApp();
  await signIn();
};

interface Outcome {
  status: number;
  problem: string | null;
}

/** Null when the answer is what every client input must get; otherwise what is wrong with it. */
const judge = async (response: Response, operation: FuzzOperation): Promise<Outcome> => {
  const { status } = response;
  const text = await response.text();
  if (status >= 500) return { status, problem: `status ${status}: ${text.slice(0, 200)}` };
  const type = response.headers.get('content-type') ?? '';
  if (
    status === 200 &&
    operation.answersWithFile &&
    Object.values(EXPORT_CONTENT_TYPES).some((fileType) =>
      type.startsWith(fileType.split(';')[0] ?? fileType),
    )
  )
    return { status, problem: null };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { status, problem: `not JSON (${status}, ${type}): ${text.slice(0, 120)}` };
  }
  const envelope = body as { Code?: unknown; Message?: unknown; Data?: unknown };
  if (typeof body !== 'object' || body === null || !('Data' in envelope))
    return { status, problem: `not an envelope: ${text.slice(0, 120)}` };
  if (envelope.Code !== status)
    return { status, problem: `Code ${String(envelope.Code)} with status ${status}` };
  if (typeof envelope.Message !== 'string') return { status, problem: 'Message is not text' };
  return { status, problem: null };
};

const send = async (operation: FuzzOperation, request: FuzzRequest, caller: Caller) => {
  const headers: Record<string, string> = { CompanyId: String(caller.companyId) };
  if (caller.token) headers.Authorization = `Bearer ${caller.token}`;
  if (request.contentType) headers['Content-Type'] = request.contentType;
  const hasBody = operation.method === 'post' && request.body !== undefined;
  const response = await fetch(`${app.base}${API}${request.path}`, {
    method: operation.method.toUpperCase(),
    headers,
    ...(hasBody ? { body: request.body } : {}),
  });
  return judge(response, operation);
};

/** A few requests in flight at once: the server is in this process, and waits on its database. */
const PARALLEL = 4;
const inParallel = async <T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++)
      results[index] = await run(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  return results;
};

/** Routes where a signed-in caller's input got past sign-in and permissions to the input checks. */
const reachedInput = new Set<string>();

const polluted = () =>
  ['polluted', 'a'].filter((key) => (Object.prototype as Record<string, unknown>)[key] !== undefined);

describe('hostile input on every route of the OpenAPI document', () => {
  it('finds the routes in the served document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.some((operation) => operation.files.length > 0)).toBe(true);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.template}`, operation] as const))(
    '%s',
    async (name, operation) => {
      const requests = fuzzRequestsOf(operation);
      const signedOut =
        operation.access === 'public' ? requests : requests.filter((request) => request.beforeSignIn);
      const problems: string[] = [];
      let succeeded = false;
      const pass = async (caller: Caller, batch: readonly FuzzRequest[]) => {
        const outcomes = await inParallel(batch, (request) => send(operation, request, caller));
        outcomes.forEach((outcome, index) => {
          if (outcome.problem) problems.push(`${caller.who} · ${batch[index]?.label}: ${outcome.problem}`);
        });
        const shutOut = outcomes.every((outcome) => outcome.status === 401 || outcome.status === 403);
        if (caller.token && !shutOut) reachedInput.add(name);
        if (outcomes.some((outcome) => outcome.status < 300)) succeeded = true;
        return shutOut;
      };
      const signedIn = requests.filter((request) => !request.parserOnly);
      for (const caller of callers) if (!(await pass(caller, signedIn))) break;
      await pass({ who: 'no token', token: null, companyId: 1 }, signedOut);
      // Only a call that succeeded can have changed what the admin may do.
      if (succeeded) await keepAdminWorking(name);
      expect(problems).toEqual([]);
      expect(polluted()).toEqual([]);
    },
  );

  it('got past sign-in and permissions: a signed-in caller met the input checks on every route', () => {
    const fuzzed = operations.map((operation) => `${operation.method} ${operation.template}`);
    const unchecked = fuzzed.filter((name) => !reachedInput.has(name));
    expect(unchecked).toEqual([]);
    // Each restart costs a database copy; more than a few means the probe or the suite went wrong.
    expect(restartedAfter.length, restartedAfter.join(', ')).toBeLessThan(5);
  });
});
