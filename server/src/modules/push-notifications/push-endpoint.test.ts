import { describe, expect, it } from 'vitest';
import { addressKind } from './push-address-kind.js';
import {
  checkPushEndpoint,
  isLocalHost,
  PUSH_ENDPOINT_MESSAGES,
  type PushEndpointCheck,
  privateHostMessage,
} from './push-endpoint.js';
import type { PushHostAddress, PushHostResolver } from './push-host-resolver.js';
import { tableResolver } from './push-test-kit.js';

const address = (text: string): PushHostAddress => ({ address: text, family: text.includes(':') ? 6 : 4 });

const resolver = tableResolver({
  'fcm.googleapis.com': ['142.250.74.10', '2a00:1450:4001:82a::200a'],
  'updates.push.services.mozilla.com': ['34.107.221.82'],
  'web.push.apple.com': ['17.188.182.70'],
  'push.example.com': ['93.184.215.14'],
  'internal.example': ['10.20.30.40'],
  'metadata.example': ['169.254.169.254'],
  'mixed.example': ['93.184.215.14', '192.168.1.10'],
  'v6-private.example': ['fd12:3456::1'],
  'v6-loopback.example': ['::1'],
  'mapped.example': ['::ffff:10.0.0.1'],
  'loopback.example': ['127.0.0.1', '::1'],
  'empty.example': [],
  'garbage.example': ['not-an-address'],
});

const problemOf = async (endpoint: string, allowLoopback = false): Promise<string | null> => {
  const check: PushEndpointCheck = await checkPushEndpoint(endpoint, allowLoopback, resolver);
  return check.ok ? null : check.problem;
};

describe('checkPushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGx',
    // The default port, written out, is the same URL.
    'https://fcm.googleapis.com:443/fcm/send/abc',
  ])('accepts the push service %s', async (endpoint) => {
    expect(await problemOf(endpoint)).toBeNull();
  });

  it('answers every address it checked, for the request to go to exactly those', async () => {
    expect(await checkPushEndpoint('https://fcm.googleapis.com/fcm/send/x', false, resolver)).toEqual({
      ok: true,
      addresses: [address('142.250.74.10'), address('2a00:1450:4001:82a::200a')],
    });
    expect(await checkPushEndpoint('https://8.8.8.8/x', false, resolver)).toEqual({
      ok: true,
      addresses: [address('8.8.8.8')],
    });
  });

  it.each([
    ['http://push.example.com/x', PUSH_ENDPOINT_MESSAGES.https],
    ['ftp://push.example.com/x', PUSH_ENDPOINT_MESSAGES.https],
    ['/relative', PUSH_ENDPOINT_MESSAGES.https],
    ['https://user:secret@push.example.com/x', PUSH_ENDPOINT_MESSAGES.credentials],
    ['https://localhost/x', PUSH_ENDPOINT_MESSAGES.internet],
    ['https://127.0.0.1:8080/x', PUSH_ENDPOINT_MESSAGES.internet],
    ['https://192.168.1.10/x', PUSH_ENDPOINT_MESSAGES.internet],
    ['https://[::1]/x', PUSH_ENDPOINT_MESSAGES.internet],
    ['https://[::ffff:a00:1]/x', PUSH_ENDPOINT_MESSAGES.internet],
    ['http://127.0.0.1:9000/x', PUSH_ENDPOINT_MESSAGES.https],
    ['https://8.8.8.8:22/x', PUSH_ENDPOINT_MESSAGES.port],
    ['https://push.example.com:8443/x', PUSH_ENDPOINT_MESSAGES.port],
    ['https://[2a00:1450:4001:82a::200a]:25/x', PUSH_ENDPOINT_MESSAGES.port],
    ['http://push.example.com:443/x', PUSH_ENDPOINT_MESSAGES.https],
    [`https://push.example.com/${'a'.repeat(2_100)}`, PUSH_ENDPOINT_MESSAGES.tooLong],
  ])('refuses %s', async (endpoint, problem) => {
    expect(await problemOf(endpoint)).toBe(problem);
  });

  it.each([
    'internal.example',
    'metadata.example',
    'mixed.example',
    'v6-private.example',
    'v6-loopback.example',
    'mapped.example',
    'loopback.example',
    'garbage.example',
  ])('refuses a host name that leads to a private address: %s', async (host) => {
    expect(await problemOf(`https://${host}/x`)).toBe(privateHostMessage(host));
  });

  it('refuses a host name that does not resolve, as something that may pass', async () => {
    for (const host of ['nowhere.example', 'empty.example']) {
      expect(await checkPushEndpoint(`https://${host}/x`, false, resolver)).toEqual({
        ok: false,
        problem: 'The push service address could not be found.',
        retryable: true,
      });
    }
  });

  it('does not ask the resolver about addresses and localhost names', async () => {
    const asked: string[] = [];
    const spy: PushHostResolver = async (hostname) => {
      asked.push(hostname);
      return [address('93.184.215.14')];
    };
    await checkPushEndpoint('https://10.0.0.1/x', false, spy);
    await checkPushEndpoint('http://localhost:9000/x', true, spy);
    await checkPushEndpoint('https://push.localhost/x', false, spy);
    expect(asked).toEqual([]);
    await checkPushEndpoint('https://push.example.com/x', false, spy);
    expect(asked).toEqual(['push.example.com']);
  });

  it('takes a loopback endpoint, http included, only when the deployment allows it', async () => {
    expect(await problemOf('http://127.0.0.1:9000/x', true)).toBeNull();
    expect(await problemOf('http://localhost:9000/x', true)).toBeNull();
    // A name counts as loopback only when every address it has is.
    expect(await problemOf('http://loopback.example:9000/x', true)).toBeNull();
    expect(await problemOf('https://v6-loopback.example/x', true)).toBeNull();
    expect(await problemOf('https://127.0.0.1:9443/x', true)).toBeNull();
    // Nor any port on the internet.
    expect(await problemOf('https://push.example.com:8443/x', true)).toBe(PUSH_ENDPOINT_MESSAGES.port);
    // Allowing loopback opens neither other private addresses nor plain http elsewhere.
    expect(await problemOf('http://10.0.0.5/x', true)).toBe(PUSH_ENDPOINT_MESSAGES.internet);
    expect(await problemOf('http://push.example.com/x', true)).toBe(PUSH_ENDPOINT_MESSAGES.https);
    expect(await problemOf('https://10.0.0.5/x', true)).toBe(PUSH_ENDPOINT_MESSAGES.internet);
    expect(await problemOf('https://internal.example/x', true)).toBe(privateHostMessage('internal.example'));
    expect(await problemOf('http://internal.example/x', true)).toBe(privateHostMessage('internal.example'));
    expect(await problemOf('https://mapped.example/x', true)).toBe(privateHostMessage('mapped.example'));
  });
});

describe('isLocalHost', () => {
  it.each([
    ['10.0.0.1', true],
    ['172.16.0.1', true],
    ['172.32.0.1', false],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['8.8.8.8', false],
    ['fd00::1', true],
    ['fe80::1', true],
    ['[::ffff:127.0.0.1]', true],
    ['2001:4860:4860::8888', false],
    ['push.localhost', true],
    ['push.example.com', false],
  ])('%s → %s', (host, local) => {
    expect(isLocalHost(host)).toBe(local);
  });
});

describe('addressKind', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0.0.0.0', 'private'],
    ['10.255.255.255', 'private'],
    ['100.127.255.255', 'private'],
    ['100.128.0.0', 'public'],
    ['169.254.169.254', 'private'],
    ['172.15.255.255', 'public'],
    ['172.31.255.255', 'private'],
    ['192.0.2.1', 'private'],
    ['192.168.0.1', 'private'],
    ['198.19.255.255', 'private'],
    ['198.20.0.0', 'public'],
    ['224.0.0.1', 'private'],
    ['255.255.255.255', 'private'],
    ['93.184.215.14', 'public'],
    ['::', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['::10.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'private'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['64:ff9b:1::1', 'private'],
    ['2002:c0a8:0101::1', 'private'],
    ['2002:0808:0808::1', 'public'],
    ['fc00::1', 'private'],
    ['fdff:ffff::1', 'private'],
    ['fe80::1', 'private'],
    ['fe80::1%eth0', 'private'],
    ['febf::1', 'private'],
    ['fec0::1', 'private'],
    ['ff02::1', 'private'],
    ['2001:db8::1', 'private'],
    ['100::1', 'private'],
    // Not fc00::/7: the first group is 00fc.
    ['fc::1', 'public'],
    ['2a00:1450:4001:82a::200a', 'public'],
  ])('%s is %s', (text, kind) => {
    expect(addressKind(text)).toBe(kind);
  });

  it.each(['push.example.com', '', '1.2.3', '::g'])('%s is no address', (text) => {
    expect(addressKind(text)).toBeNull();
  });
});
