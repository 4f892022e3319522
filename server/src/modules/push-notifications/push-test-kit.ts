import { createDecipheriv, createECDH, hkdfSync } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushHostResolver } from './push-host-resolver.js';

/** A browser's side of a subscription: its P-256 key pair and auth secret, made by the test. */
export interface TestBrowserKeys {
  p256dh: string;
  auth: string;
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

export const makeBrowserKeys = (): TestBrowserKeys => {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = Buffer.from(Array.from({ length: 16 }, (_, index) => (index * 37 + 11) % 256));
  return {
    p256dh: publicKey.toString('base64url'),
    auth: authSecret.toString('base64url'),
    privateKey: ecdh.getPrivateKey(),
    publicKey,
    authSecret,
  };
};

/**
 * What the browser does with a push message (RFC 8291 over RFC 8188 aes128gcm): the header gives
 * the salt, record size and the server's one-time public key; both key derivations use HKDF-SHA256.
 */
export const decryptPushBody = (body: Buffer, keys: TestBrowserKeys): string => {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const sharedSecret = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, keys.authSecret, keyInfo, 32));
  const contentKey = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
};

export interface ReceivedPush {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on this machine: records what it gets, answers with the status set per path.
 * `beforeAnswer` runs once a message is in and before the answer leaves: a test changes the
 * database there, as another instance would while this one waits.
 */
export const startTestPushService = async (
  statusOf: (path: string) => number,
  beforeAnswer: (path: string) => Promise<void> = async () => {},
) => {
  const received: ReceivedPush[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, method: req.method ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      // A hook that fails answers 500, which the test then sees on the delivery.
      void beforeAnswer(path).then(
        () => {
          res.statusCode = statusOf(path);
          res.end();
        },
        () => {
          res.statusCode = 500;
          res.end();
        },
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    close: async () => {
      server.closeAllConnections();
      server.close();
    },
  };
};

/**
 * Answers host names from a table, read at each call (a test may change an answer between
 * subscribing and sending); a name not in it does not resolve, as with the system's resolver.
 */
export const tableResolver =
  (table: Record<string, readonly string[]>): PushHostResolver =>
  async (hostname) => {
    const answer = table[hostname];
    if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
