import type { AddressInfo } from 'node:net';
import { defineContract } from '@backoffice/shared/http/route-contract';
import express, { type NextFunction, type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { envSchema } from '../config/env.schema.js';
import { ApiError } from './api-error.js';
import { implementRoute, type MountableRoute } from './define-route.js';

const contract = defineContract({
  method: 'get',
  path: '/answer',
  summary: 'Answers a count',
  access: 'public',
  query: z.object({ count: z.coerce.number().int() }),
  response: z.object({ Count: z.number().int() }),
});

/** Answers the count it was asked for, or (count 0) a string where the contract says a number. */
const route = implementRoute(contract, {
  handler: async (_ctx, { query }) =>
    query.count === 0 ? { data: { Count: 'none' as unknown as number } } : { data: { Count: query.count } },
});

/** Only what a public route reads of the app's dependencies. */
const depsWith = (checkResponses: boolean) =>
  ({
    env: envSchema.parse({ CHECK_RESPONSES: String(checkResponses) }),
    clock: () => new Date(),
  }) as unknown as AppDeps;

const serve = (mounted: MountableRoute, deps: AppDeps) => {
  const app = express();
  app.get(mounted.path, (req, res, next) => void mounted.run(deps, req, res).catch(next));
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const code = error instanceof ApiError ? error.code : 500;
    res.status(code).json({ Code: code, Message: error instanceof Error ? error.message : '', Data: null });
  });
  const server = app.listen(0, '127.0.0.1');
  return new Promise<typeof server>((listening) => server.once('listening', () => listening(server)));
};

const servers = {} as Record<'checked' | 'unchecked', Awaited<ReturnType<typeof serve>>>;
const ask = async (which: keyof typeof servers, count: number) => {
  const { port } = servers[which].address() as AddressInfo;
  const answer = await fetch(`http://127.0.0.1:${port}/answer?count=${count}`);
  return { status: answer.status, body: (await answer.json()) as { Message: string; Data: unknown } };
};

beforeAll(async () => {
  servers.checked = await serve(route, depsWith(true));
  servers.unchecked = await serve(route, depsWith(false));
});
afterAll(() => {
  for (const server of Object.values(servers)) server.close();
});

describe('a route implementing a contract', () => {
  it('answers with the handler data, its query parsed by the contract', async () => {
    expect(await ask('checked', 3)).toMatchObject({ status: 200, body: { Data: { Count: 3 } } });
  });

  it('fails an answer outside its response schema when answers are checked, naming the field', async () => {
    const { status, body } = await ask('checked', 0);
    expect(status).toBe(500);
    expect(body.Message).toBe(
      'GET /answer answered outside its contract: Count: Invalid input: expected number, received string',
    );
  });

  it('sends the answer unchecked in production (CHECK_RESPONSES off)', async () => {
    expect(await ask('unchecked', 0)).toMatchObject({ status: 200, body: { Data: { Count: 'none' } } });
  });

  it('carries the contract into the mounted route (the OpenAPI document reads it)', () => {
    expect(route).toMatchObject({
      method: 'get',
      path: '/answer',
      access: 'public',
      response: contract.response,
    });
  });
});
