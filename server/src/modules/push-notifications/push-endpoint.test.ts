import { describe, expect, it } from 'vitest';
import { isLocalHost, pushEndpointProblem } from './push-endpoint.js';

describe('pushEndpointProblem', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGx',
  ])('accepts the push service %s', (endpoint) => {
    expect(pushEndpointProblem(endpoint, false)).toBeNull();
  });

  it.each([
    ['http://push.example.com/x', 'EndPoint must be an https URL'],
    ['ftp://push.example.com/x', 'EndPoint must be an https URL'],
    ['/relative', 'EndPoint must be an https URL'],
    ['https://user:secret@push.example.com/x', 'EndPoint must not carry a user name or password'],
    ['https://localhost/x', 'EndPoint must be a push service on the internet'],
    ['https://127.0.0.1:8080/x', 'EndPoint must be a push service on the internet'],
    ['https://192.168.1.10/x', 'EndPoint must be a push service on the internet'],
    ['https://[::1]/x', 'EndPoint must be a push service on the internet'],
    ['http://127.0.0.1:9000/x', 'EndPoint must be an https URL'],
    [`https://push.example.com/${'a'.repeat(2_100)}`, 'EndPoint is longer than 2048 characters'],
  ])('refuses %s', (endpoint, problem) => {
    expect(pushEndpointProblem(endpoint, false)).toBe(problem);
  });

  it('takes a loopback endpoint, http included, only when the deployment allows it', () => {
    expect(pushEndpointProblem('http://127.0.0.1:9000/x', true)).toBeNull();
    expect(pushEndpointProblem('http://localhost:9000/x', true)).toBeNull();
    // Allowing loopback opens neither other private addresses nor plain http elsewhere.
    expect(pushEndpointProblem('http://10.0.0.5/x', true)).toBe('EndPoint must be an https URL');
    expect(pushEndpointProblem('https://10.0.0.5/x', true)).toBe(
      'EndPoint must be a push service on the internet',
    );
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
