import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { isCertificateError, sendWebPush } from './push-sender.js';
import { makeBrowserKeys } from './push-test-kit.js';

/**
 * A self-signed certificate for localhost, made for this test only (valid to 2126): no client
 * trusts it, as with a push service address that leads to someone else's server.
 */
const SELF_SIGNED = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgehl83kRUAwTmpnX1
ELvUcUWl8Vv2Y9pMO7XftveNpGWhRANCAASJH/3IJWvCZJvNzndhz+HThfPhYVT4
DFvYZftg6NQNXLbRKA63R8EvSRY2wcFVC/HVAcUvuG4Amc/WnviFdDJb
-----END PRIVATE KEY-----
`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBljCCATugAwIBAgIURPzLS+/gcGD4+looJKzgT8wHCRYwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNjAwNTQyNVoYDzIxMjYxMTAy
MDA1NDI1WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAASJH/3IJWvCZJvNzndhz+HThfPhYVT4DFvYZftg6NQNXLbRKA63R8Ev
SRY2wcFVC/HVAcUvuG4Amc/WnviFdDJbo2kwZzAdBgNVHQ4EFgQUCjJX3r8nGinH
0ppX1QryJUe9TPUwHwYDVR0jBBgwFoAUCjJX3r8nGinH0ppX1QryJUe9TPUwDwYD
VR0TAQH/BAUwAwEB/zAUBgNVHREEDTALgglsb2NhbGhvc3QwCgYIKoZIzj0EAwID
SQAwRgIhAJmBvNyAD1QUj/0utooyASbL6WfWIAtxESlDCEnzsim4AiEAssdPqFxu
F98AQegAmCmdgq+atO7ycL+mDoN5Y6PTQCA=
-----END CERTIFICATE-----
`,
};

const vapid = { subject: 'mailto:push-test@backoffice.example', ...webpush.generateVAPIDKeys() };
const browser = makeBrowserKeys();
const payload = { title: 'T', body: 'B', link: '/core/notifications', tag: 't' };
const loopback = [{ address: '127.0.0.1', family: 4 as const }];

let servers: Server[] = [];
afterEach(async () => {
  for (const server of servers) server.close();
  servers = [];
});

const listen = async (server: Server): Promise<number> => {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
};

const send = (endpoint: string) =>
  sendWebPush({ endpoint, p256dh: browser.p256dh, auth: browser.auth }, payload, vapid, {
    urgency: 'normal',
    addresses: loopback,
  });

describe('sendWebPush on a connection error', () => {
  it('does not retry a push service whose certificate TLS refuses, and sends it nothing', async () => {
    let requests = 0;
    const port = await listen(
      createHttpsServer(SELF_SIGNED, (_req, res) => {
        requests += 1;
        res.statusCode = 201;
        res.end();
      }),
    );
    const outcome = await send(`https://localhost:${port}/push/abc`);
    expect(outcome).toMatchObject({ kind: 'failed', retry: false });
    expect(requests).toBe(0);
  });

  it('retries a push service that did not answer the connection', async () => {
    // A port just freed: nothing listens there any more, so the connection is refused.
    const server = createHttpServer();
    const port = await listen(server);
    server.close();
    await once(server, 'close');
    const outcome = await send(`http://127.0.0.1:${port}/push/abc`);
    expect(outcome).toMatchObject({ kind: 'failed', retry: true });
    expect(outcome.kind === 'failed' ? outcome.error : '').toMatch(/ECONNREFUSED/);
  });
});

describe('isCertificateError', () => {
  it.each([
    'ERR_TLS_CERT_ALTNAME_INVALID',
    'CERT_HAS_EXPIRED',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'SELF_SIGNED_CERT_IN_CHAIN',
  ])('takes %s as a certificate refused', (code) => {
    expect(isCertificateError(Object.assign(new Error('refused'), { code }))).toBe(true);
  });

  it.each([['ECONNREFUSED'], ['ECONNRESET'], ['ETIMEDOUT'], ['ABORT_ERR']])(
    'takes %s as a trouble that may pass',
    (code) => {
      expect(isCertificateError(Object.assign(new Error('network'), { code }))).toBe(false);
    },
  );

  it('takes an error without a code, or no error at all, as no certificate trouble', () => {
    expect(isCertificateError(new Error('plain'))).toBe(false);
    expect(isCertificateError('CERT_HAS_EXPIRED')).toBe(false);
    expect(isCertificateError(null)).toBe(false);
  });
});
