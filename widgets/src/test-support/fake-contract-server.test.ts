import { defineContract } from '@backoffice/shared/http/route-contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FAKE_API_BASE, FakeContractServer } from './fake-contract-server.ts';

const detail = defineContract({
  method: 'get',
  path: '/thing/detail',
  summary: 'One thing',
  access: 'user',
  query: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ Id: z.number(), Name: z.string() }),
});

const save = defineContract({
  method: 'post',
  path: '/thing/save',
  summary: 'Save a thing',
  access: 'user',
  body: z.object({ Name: z.string().min(1, 'Name is required') }),
  response: z.object({ Id: z.number() }),
});

const url = (path: string) => `http://localhost${FAKE_API_BASE}${path}`;

describe('FakeContractServer', () => {
  let server: FakeContractServer;
  beforeEach(() => {
    server = new FakeContractServer();
  });

  it("answers a declared contract with the product's envelope and records the call", async () => {
    server.answer(detail, ({ parsedQuery }) => ({ Id: parsedQuery.id, Name: 'Tea' }));
    const response = await server.fetch(url('/thing/detail?id=4'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Code: 200, Message: 'Success', Data: { Id: 4, Name: 'Tea' } });
    expect(server.contractCalls(detail)[0]?.parsedQuery).toEqual({ id: 4 });
    expect(server.takeProblems()).toEqual([]);
  });

  it('reads a form body as the server does', async () => {
    server.answer(save, { Id: 1 });
    await server.fetch(url('/thing/save'), { method: 'POST', body: new URLSearchParams({ Name: 'Tea' }) });
    expect(server.callsTo(save)[0]?.body).toEqual({ Name: 'Tea' });
  });

  it('refuses to declare an answer its contract does not describe', () => {
    // The types refuse it too; the cast stands for an answer written before the contract changed.
    const stale = { Id: 1, Name: 2 } as unknown as { Id: number; Name: string };
    expect(() => server.answer(detail, stale)).toThrow(
      'The answer declared for GET /thing/detail does not match its contract: Name:',
    );
  });

  it('reports a request its contract refuses', async () => {
    server.answer(save, { Id: 1 });
    const response = await server.fetch(url('/thing/save'), {
      method: 'POST',
      body: new URLSearchParams({ Name: '' }),
    });
    expect(response.status).toBe(400);
    expect(server.takeProblems()).toEqual([
      'POST /thing/save was called with a request its contract refuses: body Name: Name is required',
    ]);
  });

  it('reports a call nobody declared, saying how to declare it', async () => {
    const response = await server.fetch(url('/thing/list?pageNo=1'));
    expect(response.status).toBe(404);
    expect(server.takeProblems()[0]).toContain(
      "no answer for GET /thing/list: declare one with fakeServer.answer(contract, data), or fakeServer.answerPath('get', '/thing/list', data)",
    );
  });

  it('gives a one-time answer first, then the lasting one', async () => {
    server.answer(save, { Id: 2 }).refuse(save, { code: 403, message: 'Not yours' }, { once: true });
    const post = () =>
      server.fetch(url('/thing/save'), { method: 'POST', body: new URLSearchParams({ Name: 'Tea' }) });
    expect((await (await post()).json()).Message).toBe('Not yours');
    expect((await (await post()).json()).Data).toEqual({ Id: 2 });
    expect((await (await post()).json()).Data).toEqual({ Id: 2 });
  });
});
