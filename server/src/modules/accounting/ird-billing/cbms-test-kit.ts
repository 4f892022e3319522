import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CbmsCall {
  path: string;
  body: Record<string, unknown>;
}

/** What the fake answers next: a code, an HTTP failure, or a dropped connection. */
export type FakeAnswer = number | { httpStatus: number } | 'drop';

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A stand-in for the IRD's billing system on a random local port, behind the real HTTP adapter:
 * records every body and answers 200 unless told otherwise (answers queued in order).
 */
export const startFakeCbms = async () => {
  const calls: CbmsCall[] = [];
  const queued: FakeAnswer[] = [];
  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // Recorded as empty: the test sees nothing was parsed.
      }
      calls.push({ path: request.url ?? '', body });
      const answer = queued.shift() ?? 200;
      if (answer === 'drop') {
        request.socket.destroy();
        return;
      }
      if (typeof answer === 'object') {
        response.writeHead(answer.httpStatus).end('error');
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(String(answer));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** The next answers, in order; after them, 200 again. */
    answer: (...answers: FakeAnswer[]) => queued.push(...answers),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
};

export type FakeCbms = Awaited<ReturnType<typeof startFakeCbms>>;
