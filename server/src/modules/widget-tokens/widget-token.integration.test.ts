import type { RenewalMemberPage } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import type { WidgetTokenAnswer } from '@backoffice/shared/widgets/widget-token.contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWidgetToken } from '../../auth/tokens.js';
import { auditLog, users } from '../../db/schema/index.js';
import { MB, requestIdOf, startMobileBankingTestApp } from '../../test-support/mobile-banking-test-kit.js';
import { API } from '../../test-support/sign-in.js';
import type { CallOptions, TestApp } from '../../test-support/test-app.js';

const BANK = 'http://localhost:4200';
const STRANGER = 'https://stranger.example';
/** In the deployment file's allowedOrigins (the sales host site), but not a widget origin of company 2. */
const HOST_SITE = 'http://127.0.0.1:4100';

let app: TestApp;
let coop: string;
let other: string;
let coopKey: string;
let coopKeyId: number;
let otherKey: string;
let activeId: number;
let coopAdminId: number;

const userIdOf = async (username: string): Promise<number> => {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};

const createKey = async (token: string, companyId: number, name: string, userId: number, extra = {}) => {
  const saved = await app.post<{ Id: number; Secret: string }>(`${API}/apikey/save`, {
    token,
    companyId,
    form: { Name: name, UserId: String(userId), ...extra },
  });
  expect(saved.status, saved.body.Message).toBe(200);
  const data = saved.body.Data;
  if (!data?.Secret) throw new Error('no secret in the save answer');
  return { key: data.Secret, id: data.Id };
};

const mint = (key: string | null, json: unknown, headers: Record<string, string> = {}) =>
  app.post<WidgetTokenAnswer>(`${API}/widget/token`, {
    json,
    headers: key === null ? headers : { 'X-Api-Key': key, ...headers },
  });

const mintToken = async (key: string, scopes: string[], subject = 'teller-7') => {
  const answer = await mint(key, { Scopes: scopes, Subject: subject });
  expect(answer.status, answer.body.Message).toBe(200);
  return answer.body.Data?.Token ?? '';
};

/** A call as an embedded widget: its token, and the bank page's Origin unless told otherwise. */
const asWidget = (token: string, origin: string | null = BANK, extra: CallOptions = {}): CallOptions => ({
  token,
  ...extra,
  headers: { ...(origin ? { Origin: origin } : {}), ...extra.headers },
});

beforeAll(async () => {
  ({ app, coop, other } = await startMobileBankingTestApp());
  coopAdminId = await userIdOf('coopadmin');
  ({ key: coopKey, id: coopKeyId } = await createKey(coop, 2, 'Bank site', coopAdminId));
  ({ key: otherKey } = await createKey(other, 1, 'Traders site', await userIdOf('admin')));
  activeId = await requestIdOf(app, coop, 'M-1009');
});
afterAll(async () => app.close());

describe('minting a widget token', () => {
  it("answers a token for the key's company, its scopes and lifetime, and notes the key's use", async () => {
    const answer = await mint(coopKey, {
      Scopes: ['mobilebanking.renewals', 'mobilebanking.renewals'],
      ExpiresInSeconds: 120,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.Message).toBe('Widget token issued.');
    const data = answer.body.Data;
    expect(data?.CompanyId).toBe(2);
    expect(data?.Scopes).toEqual(['mobilebanking.renewals']);
    expect(Date.parse(data?.ExpiresAt ?? '') - app.clock.current.getTime()).toBe(120_000);
    const listed = await app.get<{ LastUsedAt: string | null }>(`${API}/apikey/detail?id=${coopKeyId}`, {
      token: coop,
      companyId: 2,
    });
    expect(listed.body.Data?.LastUsedAt).toBe(app.clock.current.toISOString());
    // A form body with a comma-separated list works too.
    const form = await app.post<WidgetTokenAnswer>(`${API}/widget/token`, {
      headers: { 'X-Api-Key': coopKey },
      form: { Scopes: 'mobilebanking.renewals, mobilebanking.activation' },
    });
    expect(form.body.Data?.Scopes).toEqual(['mobilebanking.renewals', 'mobilebanking.activation']);
  });

  it('refuses a missing, wrong or browser-sent key, and bad requests, with clear messages', async () => {
    const scopes = { Scopes: ['mobilebanking.renewals'] };
    expect((await mint(null, scopes)).body).toEqual({
      Code: 401,
      Message: 'Send your API key in the X-Api-Key header.',
      Data: null,
    });
    expect((await mint(`${coopKey}x`, scopes)).body.Message).toBe('The API key is not valid.');
    expect((await mint(coopKey, scopes, { Origin: BANK })).body).toEqual({
      Code: 403,
      Message:
        'API keys belong on your server: mint widget tokens from your backend, never from a browser page.',
      Data: null,
    });
    const unknown = await mint(coopKey, { Scopes: ['orders.everything'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.Errors?.[0]).toEqual({
      Field: 'Scopes',
      Message: 'Scopes are mobilebanking.renewals, mobilebanking.activation, tracking.maps.',
    });
    expect((await mint(coopKey, { Scopes: [] })).status).toBe(400);
    for (const ExpiresInSeconds of [59, 3601, 'soon', 90.5]) {
      const answer = await mint(coopKey, { ...scopes, ExpiresInSeconds });
      expect(answer.status, String(ExpiresInSeconds)).toBe(400);
      expect(answer.body.Errors?.[0]?.Field).toBe('ExpiresInSeconds');
    }
    expect((await mint(coopKey, { ...scopes, Subject: 'x'.repeat(81) })).status).toBe(400);
  });

  it('refuses a revoked key or one past its last day, and so every token it made', async () => {
    const { key, id } = await createKey(coop, 2, 'Short-lived', coopAdminId, { ExpiresOn: '2026-12-31' });
    const token = await mintToken(key, ['mobilebanking.renewals']);
    const list = () => app.get(`${MB}/ListRenewalMembers`, asWidget(token));
    expect((await list()).status).toBe(200);
    const saved = app.clock.current;
    app.clock.current = new Date('2027-01-01T00:00:30.000Z');
    try {
      expect((await mint(key, { Scopes: ['mobilebanking.renewals'] })).status).toBe(401);
    } finally {
      app.clock.current = saved;
    }
    const revoked = await app.post(`${API}/apikey/revoke?id=${id}`, { token: coop, companyId: 2 });
    expect(revoked.status, revoked.body.Message).toBe(200);
    expect((await mint(key, { Scopes: ['mobilebanking.renewals'] })).status).toBe(401);
    expect((await list()).body).toEqual({ Code: 401, Message: 'The API key is not valid.', Data: null });
  });
});

describe('a widget token at work', () => {
  it('reads the renewal list of its company from a listed origin, with CORS for that origin', async () => {
    const token = await mintToken(coopKey, ['mobilebanking.renewals']);
    // No CompanyId header: the token names the company.
    const answer = await app.get<RenewalMemberPage>(`${MB}/ListRenewalMembers?pageSize=50`, asWidget(token));
    expect(answer.status, answer.body.Message).toBe(200);
    expect(answer.body.Data?.Items.map((item) => item.MemberName)).toContain('Krishna Prasad Koirala');
    expect(answer.headers.get('access-control-allow-origin')).toBe(BANK);
    // From its backend (no Origin) it works too: the key's owner could call anyway.
    expect((await app.get(`${MB}/ListRenewalMembers`, asWidget(token, null))).status).toBe(200);
  });

  it('opens only the routes of its scopes', async () => {
    const renewals = await mintToken(coopKey, ['mobilebanking.renewals']);
    const refused = await app.get(`${MB}/detail?id=${activeId}`, asWidget(renewals));
    expect(refused.body).toEqual({
      Code: 403,
      Message: 'This widget token does not open this call.',
      Data: null,
    });
    for (const path of [
      `${MB}/list`,
      `${API}/notification/count`,
      `${API}/apikey/list`,
      `${API}/user/list`,
    ]) {
      expect((await app.get(path, asWidget(renewals))).status, path).toBe(403);
    }
    const activation = await mintToken(coopKey, ['mobilebanking.activation']);
    const detail = await app.get<{ Id: number }>(`${MB}/detail?id=${activeId}`, asWidget(activation));
    expect(detail.status, detail.body.Message).toBe(200);
    expect(detail.body.Data?.Id).toBe(activeId);
    expect((await app.get(`${MB}/ListRenewalMembers`, asWidget(activation))).status).toBe(403);
  });

  it("acts only for its own company: another CompanyId is refused, another company's record is 404", async () => {
    const token = await mintToken(coopKey, ['mobilebanking.renewals']);
    const header = await app.get(`${MB}/ListRenewalMembers`, asWidget(token, BANK, { companyId: 1 }));
    expect(header.body).toEqual({
      Code: 403,
      Message: 'A widget token acts only for its own company.',
      Data: null,
    });
    // Company 1's key may open the activation detail, but company 2's request is not there.
    const foreign = await mintToken(otherKey, ['mobilebanking.activation']);
    await app.post(`${API}/widgetorigin/save`, { token: other, companyId: 1, form: { Origin: BANK } });
    const before = await app.get(`${MB}/detail?id=${activeId}`, { token: coop, companyId: 2 });
    const detail = await app.get(`${MB}/detail?id=${activeId}`, asWidget(foreign));
    expect(detail.status).toBe(404);
    const renew = await app.post(
      `${MB}/renew?id=${activeId}`,
      asWidget(foreign, BANK, { form: { chargeAmount: '500' } }),
    );
    expect(renew.status).toBe(404);
    const after = await app.get(`${MB}/detail?id=${activeId}`, { token: coop, companyId: 2 });
    expect(after.body).toEqual(before.body);
  });

  it('is refused from an origin its company does not list, before anything runs', async () => {
    const token = await mintToken(coopKey, ['mobilebanking.activation']);
    const before = await app.get(`${MB}/detail?id=${activeId}`, { token: coop, companyId: 2 });
    for (const origin of [STRANGER, HOST_SITE, 'null']) {
      const answer = await app.post(
        `${MB}/renew?id=${activeId}`,
        asWidget(token, origin, { form: { chargeAmount: '500' } }),
      );
      expect(answer.body, origin).toEqual({ Code: 403, Message: 'This origin is not allowed', Data: null });
    }
    const after = await app.get(`${MB}/detail?id=${activeId}`, { token: coop, companyId: 2 });
    expect(after.body).toEqual(before.body);
  });

  it('says so when it has expired, and refuses a token signed by anyone else', async () => {
    const expired = await signWidgetToken(
      app.deps.secrets.jwtKey,
      {
        userId: coopAdminId,
        companyId: 2,
        apiKeyId: coopKeyId,
        scopes: ['mobilebanking.renewals'],
        subject: '',
      },
      new Date(app.clock.current.getTime() - 3_600_000),
      600,
    );
    expect((await app.get(`${MB}/ListRenewalMembers`, asWidget(expired))).body).toEqual({
      Code: 401,
      Message: 'The widget token has expired.',
      Data: null,
    });
    const forged = await signWidgetToken(
      new TextEncoder().encode('another-secret-another-secret-123'),
      {
        userId: coopAdminId,
        companyId: 2,
        apiKeyId: coopKeyId,
        scopes: ['mobilebanking.renewals'],
        subject: '',
      },
      app.clock.current,
      600,
    );
    expect((await app.get(`${MB}/ListRenewalMembers`, asWidget(forged))).status).toBe(401);
  });

  it("runs an action as the key's user and names the key and subject in the audit trail", async () => {
    const token = await mintToken(coopKey, ['mobilebanking.activation'], 'teller-7');
    const renewed = await app.post(
      `${MB}/renew?id=${activeId}`,
      asWidget(token, BANK, { form: { chargeAmount: '500' } }),
    );
    expect(renewed.status, renewed.body.Message).toBe(200);
    const [entry] = await app.deps.db
      .select({ actor: auditLog.actorUserId, via: auditLog.via, action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, 2), eq(auditLog.entityId, String(activeId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toEqual({ actor: coopAdminId, via: 'widget: Bank site (teller-7)', action: 'renew' });
  });
});

describe('CORS for widget origins', () => {
  const preflight = (origin: string) =>
    fetch(`${app.base}${MB}/ListRenewalMembers`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,companyid',
      },
    });

  it("answers a listed origin's preflight and config.json, and no one else's", async () => {
    expect((await preflight(BANK)).status).toBe(204);
    expect((await preflight(BANK)).headers.get('access-control-allow-origin')).toBe(BANK);
    expect((await preflight('https://other-bank.example')).status).toBe(403);
    const config = await fetch(`${app.base}/config.json`, { headers: { Origin: BANK } });
    expect(config.headers.get('access-control-allow-origin')).toBe(BANK);
  });

  it("gives a user's token no CORS answer from a page listed only for widgets", async () => {
    const answer = await app.get(`${API}/notification/count`, {
      token: coop,
      companyId: 2,
      headers: { Origin: BANK },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps widget origins in the canonical form browsers send', async () => {
    const saved = await app.post<{ Origin: string }>(`${API}/widgetorigin/save`, {
      token: coop,
      companyId: 2,
      form: { Origin: ' HTTPS://Teller.Example.com:443/ ' },
    });
    expect(saved.status, saved.body.Message).toBe(200);
    expect(saved.body.Data?.Origin).toBe('https://teller.example.com');
    for (const Origin of [
      'https://bank.example.com/path',
      'ftp://bank.example.com',
      'bank.example.com',
      'https://u:p@bank.example.com',
    ]) {
      const refused = await app.post(`${API}/widgetorigin/save`, {
        token: coop,
        companyId: 2,
        form: { Origin },
      });
      expect(refused.status, Origin).toBe(400);
      expect(refused.body.Errors?.[0]?.Message).toBe(
        "Origin must be a site's origin: scheme, host and port, such as https://bank.example.com (no path)",
      );
    }
  });
});
