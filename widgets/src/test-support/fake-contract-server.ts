import type { Envelope, FieldError } from '@backoffice/shared/envelope';
import type { ContractAnswer, RouteContract } from '@backoffice/shared/http/route-contract';
import type { SiteConfig } from '@backoffice/shared/site-config.types';
import type { z } from 'zod';

/** Where the fake server says the API lives (`/config.json`'s apiBase). */
export const FAKE_API_BASE = '/api/v1';

const SITE_CONFIG: SiteConfig = {
  apiBase: FAKE_API_BASE,
  companyId: '1',
  supportUrl: '',
  smsServiceUrl: '',
  notificationServiceUrl: '',
  mapKeys: { tileUrl: '', attribution: '', key: '' },
  activeModules: [],
  clientId: 'component-tests',
  clientSecret: 'component-tests',
};

type Method = RouteContract['method'];
type Raw = Record<string, unknown>;

/** One call the screen made, as the server would read it. */
export interface FakeRequest {
  method: Method;
  /** The path under the API base, as the contract names it ('/order/save'). */
  path: string;
  query: Raw;
  /** A form or multipart body as an object of its fields (repeated names as arrays), JSON as sent. */
  body: unknown;
}

/** A call to a contract, its query and body parsed by the contract's schemas as the server parses them. */
export interface ContractRequest<C extends RouteContract> extends FakeRequest {
  parsedQuery: C['query'] extends z.ZodType ? z.output<C['query']> : undefined;
  parsedBody: C['body'] extends z.ZodType ? z.output<C['body']> : undefined;
}

/** A refusal the fake answers instead of Data: the envelope's Code and Message, as the server sends them. */
export interface Refusal {
  code: number;
  message: string;
  errors?: FieldError[];
}

interface Route {
  method: Method;
  path: string;
  contract: RouteContract | undefined;
  /** Answers still to give in order (`once`); the last stays for every later call. */
  replies: Array<(request: FakeRequest) => Envelope<unknown>>;
  calls: FakeRequest[];
}

const keyOf = (method: Method, path: string) => `${method.toUpperCase()} ${path.toLowerCase()}`;

const describe = (request: Pick<FakeRequest, 'method' | 'path'>) =>
  `${request.method.toUpperCase()} ${request.path}`;

/** Express's reading of repeated names: one value as a string, several as an array. */
const fieldsOf = (entries: Iterable<[string, FormDataEntryValue]>): Raw => {
  const fields: Raw = {};
  for (const [name, value] of entries) {
    const previous = fields[name];
    if (previous === undefined) fields[name] = value;
    else fields[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return fields;
};

const readBody = async (request: Request): Promise<unknown> => {
  if (request.method === 'GET') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return JSON.parse(await request.text());
  if (type.includes('multipart/form-data')) return fieldsOf(await request.formData());
  const text = await request.text();
  return text === '' ? undefined : fieldsOf(new URLSearchParams(text));
};

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`).join('; ');

const envelope = (
  code: number,
  message: string,
  data: unknown,
  errors?: FieldError[],
): Envelope<unknown> => ({
  Code: code,
  Message: message,
  Data: data,
  ...(errors ? { Errors: errors } : {}),
});

const respond = (body: Envelope<unknown>) =>
  new Response(JSON.stringify(body), {
    status: body.Code,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * A server for component tests built from the route contracts. A test declares what each route
 * answers; the fake stands in for fetch, finds the route by method and path, checks the query and
 * body against the contract's schemas and each answer against its response schema (so a contract
 * change breaks the test that no longer matches it), and answers with the product's envelope.
 * A call nobody declared, or one the contract refuses, fails the test after it ends
 * (`takeProblems`, read by the setup file).
 */
export class FakeContractServer {
  private readonly routes = new Map<string, Route>();
  private problems: string[] = [];

  /** Every later call to the contract gets this Data (or what the function makes of the call). */
  answer<C extends RouteContract>(
    contract: C,
    data: ContractAnswer<C> | ((request: ContractRequest<C>) => ContractAnswer<C>),
  ): this {
    this.routeOf(contract.method, contract.path, contract).replies = [this.contractReply(contract, data)];
    return this;
  }

  /** The next call only gets this Data; later ones get what was declared before or after. */
  answerOnce<C extends RouteContract>(
    contract: C,
    data: ContractAnswer<C> | ((request: ContractRequest<C>) => ContractAnswer<C>),
  ): this {
    this.routeOf(contract.method, contract.path, contract).replies.unshift(
      this.contractReply(contract, data),
    );
    return this;
  }

  /**
   * A route without a contract: its Data is typed by the test, and the request is recorded but not
   * checked. (A declared entity's routes have contracts: `entityContracts(NOTICE).list`.)
   */
  answerPath<T>(method: Method, path: string, data: T | ((request: FakeRequest) => T)): this {
    const reply = (request: FakeRequest) => {
      const value = typeof data === 'function' ? (data as (request: FakeRequest) => T)(request) : data;
      return envelope(200, 'Success', value);
    };
    this.routeOf(method, path, undefined).replies = [reply];
    return this;
  }

  /** Every later call to the route is refused with this Code and Message (once: only the next). */
  refuse(
    route: Pick<RouteContract, 'method' | 'path'>,
    refusal: Refusal,
    options: { once?: boolean } = {},
  ): this {
    const found = this.routeOf(route.method, route.path, undefined);
    const reply = () => envelope(refusal.code, refusal.message, null, refusal.errors);
    if (options.once) found.replies.unshift(reply);
    else found.replies = [reply];
    return this;
  }

  /** The calls made to a route, oldest first. */
  callsTo(route: Pick<RouteContract, 'method' | 'path'>): FakeRequest[] {
    return this.routes.get(keyOf(route.method, route.path))?.calls ?? [];
  }

  /** The calls made to a contract, with their query and body as its schemas parse them. */
  contractCalls<C extends RouteContract>(contract: C): ContractRequest<C>[] {
    return this.callsTo(contract).map((call) => this.parsed(contract, call));
  }

  /** What went wrong since the last look: undeclared calls, requests or answers the contract refuses. */
  takeProblems(): string[] {
    const problems = this.problems;
    this.problems = [];
    return problems;
  }

  reset(): void {
    this.routes.clear();
    this.problems = [];
  }

  /** Stands in for `fetch`. */
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/config.json') return new Response(JSON.stringify(SITE_CONFIG));
    const method = request.method.toLowerCase();
    const path = url.pathname.startsWith(`${FAKE_API_BASE}/`)
      ? url.pathname.slice(FAKE_API_BASE.length)
      : url.pathname;
    if (method !== 'get' && method !== 'post') return this.unknown({ method: 'post', path: url.pathname });
    const call: FakeRequest = {
      method,
      path,
      query: fieldsOf(url.searchParams),
      body: await readBody(request),
    };
    const route = this.routes.get(keyOf(method, path));
    if (!route) return this.unknown(call);
    route.calls.push(call);
    const reply = route.replies.length > 1 ? route.replies.shift() : route.replies[0];
    if (!reply) return this.unknown(call);
    return respond(reply(call));
  };

  private unknown(call: Pick<FakeRequest, 'method' | 'path'>): Response {
    const message = `The fake server has no answer for ${describe(call)}: declare one with fakeServer.answer(contract, data), or fakeServer.answerPath('${call.method}', '${call.path}', data) for a route without a contract`;
    this.problems.push(message);
    return respond(envelope(404, message, null));
  }

  private routeOf(method: Method, path: string, contract: RouteContract | undefined): Route {
    const key = keyOf(method, path);
    const existing = this.routes.get(key);
    if (existing) {
      existing.contract ??= contract;
      return existing;
    }
    const route: Route = { method, path, contract, replies: [], calls: [] };
    this.routes.set(key, route);
    return route;
  }

  private parsed<C extends RouteContract>(contract: C, call: FakeRequest): ContractRequest<C> {
    const query = contract.query?.safeParse(call.query);
    const body = contract.body?.safeParse(call.body ?? {});
    return {
      ...call,
      parsedQuery: (query?.success ? query.data : undefined) as ContractRequest<C>['parsedQuery'],
      parsedBody: (body?.success ? body.data : undefined) as ContractRequest<C>['parsedBody'],
    };
  }

  /** The first problem with a call's query or body, as the server would refuse it. */
  private requestProblem(contract: RouteContract, call: FakeRequest): string | undefined {
    const query = contract.query?.safeParse(call.query);
    if (query && !query.success) return `query ${issuesOf(query.error)}`;
    const body = contract.body?.safeParse(call.body ?? {});
    if (body && !body.success) return `body ${issuesOf(body.error)}`;
    return undefined;
  }

  /** The answer as it travels (JSON), checked against the response schema as the server's tests check it. */
  private answerProblem(contract: RouteContract, data: unknown): string | undefined {
    const checked = contract.response.safeParse(JSON.parse(JSON.stringify(data ?? null)));
    return checked.success ? undefined : issuesOf(checked.error);
  }

  private contractReply<C extends RouteContract>(
    contract: C,
    data: ContractAnswer<C> | ((request: ContractRequest<C>) => ContractAnswer<C>),
  ): (call: FakeRequest) => Envelope<unknown> {
    const name = describe(contract);
    if (typeof data !== 'function') {
      // A fixed answer the contract does not describe fails where the test declares it.
      const problem = this.answerProblem(contract, data);
      if (problem) throw new Error(`The answer declared for ${name} does not match its contract: ${problem}`);
    }
    return (call) => {
      const refused = this.requestProblem(contract, call);
      if (refused) {
        this.problems.push(`${name} was called with a request its contract refuses: ${refused}`);
        return envelope(400, `The fake server refused ${name}: ${refused}`, null);
      }
      const value =
        typeof data === 'function'
          ? (data as (request: ContractRequest<C>) => ContractAnswer<C>)(this.parsed(contract, call))
          : data;
      const problem = this.answerProblem(contract, value);
      if (problem) {
        this.problems.push(`The answer made for ${name} does not match its contract: ${problem}`);
        return envelope(500, `The fake answer for ${name} does not match its contract`, null);
      }
      return envelope(200, 'Success', JSON.parse(JSON.stringify(value ?? null)));
    };
  }
}

/** The one fake every component test uses; the setup file puts it in place of fetch and resets it. */
export const fakeServer = new FakeContractServer();
