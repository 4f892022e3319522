import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from './api-client.ts';
import { $embedToken, $refusedEmbedToken, companyIdOfEmbedToken } from './embed-token.ts';
import { $token } from './session.store.ts';
import { $serverBase } from './site-config.ts';

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenWith = (claims: object) => `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.sig`;
const now = Math.floor(Date.now() / 1000);
const widgetToken = tokenWith({
  sub: '5',
  org: 2,
  scope: 'widget',
  scp: ['mobilebanking.renewals'],
  iat: now,
  exp: now + 300,
});
const userToken = tokenWith({ sub: '9', org: '1', scope: 'user', exp: now + 3600 });

const envelope = (Code: number, Message: string, Data: unknown = null) =>
  new Response(JSON.stringify({ Code, Message, Data }), {
    status: Code,
    headers: { 'Content-Type': 'application/json' },
  });

/** The server: /config.json, and the API answering `answer` while recording what it was sent. */
const serve = (answer: () => Response) => {
  const sent: Request[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname === '/config.json') {
      return Response.json({ apiBase: '/api', clientId: 'web', clientSecret: 's', companyId: '1' });
    }
    sent.push(request);
    return answer();
  });
  vi.stubGlobal('fetch', fetchStub);
  return sent;
};

describe('the widget token of an embedded element', () => {
  beforeEach(() => {
    $serverBase.set('http://bo.test');
    $token.set(userToken);
    $embedToken.set(undefined);
    $refusedEmbedToken.set(undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the company from the org claim, a number in widget tokens', () => {
    expect(companyIdOfEmbedToken(widgetToken)).toBe('2');
    expect(companyIdOfEmbedToken(tokenWith({ org: '14' }))).toBe('14');
    expect(companyIdOfEmbedToken(tokenWith({ org: 0 }))).toBeUndefined();
    expect(companyIdOfEmbedToken(tokenWith({ org: '2; drop' }))).toBeUndefined();
    expect(companyIdOfEmbedToken(tokenWith({}))).toBeUndefined();
    expect(companyIdOfEmbedToken('not a token')).toBeUndefined();
    expect(companyIdOfEmbedToken(undefined)).toBeUndefined();
  });

  it('is sent instead of the session token, with CompanyId from its org claim', async () => {
    const sent = serve(() => envelope(200, 'OK', { Items: [] }));
    $embedToken.set(widgetToken);
    await callApi('get', '/mobilebankingactivationrequest/ListRenewalMembers');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('Authorization')).toBe(`Bearer ${widgetToken}`);
    expect(sent[0]?.headers.get('CompanyId')).toBe('2');
  });

  it('on 401 is reported as expired with the server message, and the session stays', async () => {
    const sent = serve(() => envelope(401, 'The widget token has expired.'));
    $embedToken.set(widgetToken);
    const failure = await callApi('get', '/mobilebankingactivationrequest/detail').catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('The widget token has expired.');
    expect($refusedEmbedToken.get()).toBe(widgetToken);
    expect($token.get()).toBe(userToken);
    // No client-credentials token was asked for in its place.
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/mobilebankingactivationrequest/detail',
    ]);
  });

  it('is not reported as expired for a refusal of scope or origin (403)', async () => {
    serve(() => envelope(403, 'This origin is not allowed'));
    $embedToken.set(widgetToken);
    await expect(callApi('get', '/mobilebankingactivationrequest/detail')).rejects.toThrow(
      'This origin is not allowed',
    );
    expect($refusedEmbedToken.get()).toBeUndefined();
  });

  it('leaves calls of the portal to the session token when no element has one', async () => {
    const sent = serve(() => envelope(200, 'OK'));
    await callApi('get', '/user/profile');
    expect(sent[0]?.headers.get('Authorization')).toBe(`Bearer ${userToken}`);
  });
});
