import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

/** Sends bytes as they are and reads the whole answer (the server closes the connection). */
const sendRaw = (base: string, bytes: string, after?: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const url = new URL(base);
    const socket = connect(Number(url.port), url.hostname, () => socket.write(bytes));
    let answer = '';
    let more = after;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      // The next request goes on the same connection once the first answer has come.
      if (more !== undefined) socket.write(more);
      more = undefined;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });

const envelopeOf = (answer: string): unknown => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('requests Node refuses before any route are answered in the envelope', () => {
  it('headers over 16 KB are 431', async () => {
    const answer = await sendRaw(
      app.base,
      `GET /api/v1/branch/listactive?query=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answer.startsWith('HTTP/1.1 431 ')).toBe(true);
    expect(answer).toContain('Content-Type: application/json');
    expect(envelopeOf(answer)).toEqual({
      Code: 431,
      Message: 'The request line and headers are too large (at most 16 KB): send long values in the body.',
      Data: null,
    });
  });

  it('a kept-alive connection that answered before still gets the envelope', async () => {
    const answer = await sendRaw(
      app.base,
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n',
      `GET /healthz?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answer.startsWith('HTTP/1.1 200 ')).toBe(true);
    expect(answer).toContain('HTTP/1.1 431 ');
    expect(answer).toContain('"Code":431');
  });

  it('broken HTTP is 400', async () => {
    const answer = await sendRaw(app.base, 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 400 ')).toBe(true);
    expect(envelopeOf(answer)).toEqual({
      Code: 400,
      Message: 'The request is not well-formed HTTP.',
      Data: null,
    });
  });

  it('the server still answers afterwards', async () => {
    const answer = await fetch(`${app.base}/healthz`);
    expect(answer.status).toBe(200);
  });
});
