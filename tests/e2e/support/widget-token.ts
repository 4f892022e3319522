import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Envelope } from '@backoffice/shared/envelope';
import type { LoginUser } from '@backoffice/shared/session/sign-in.schema';
import { WIDGET_SCOPE_NAMES } from '@backoffice/shared/widgets/widget-scopes';
import type { WidgetTokenAnswer } from '@backoffice/shared/widgets/widget-token.contract';
import { totpCode } from './totp.js';

/**
 * What a bank's own backend does before a widget can show anything: an administrator of the
 * cooperative (company 2) creates an API key, and the backend mints short-lived widget tokens with
 * it. Everything goes over HTTP against a running server, as the bank would.
 */

export const COOP_COMPANY_ID = 2;
export const COOP_ADMIN = { userName: 'coopadmin', password: 'Admin@123' } as const;

const API = '/api/v1';
const TOTP_STEP_MS = 30_000;

/**
 * The time the server checks codes against: a browser test passes its file's clock, which it moves
 * on instead of waiting; against a real server process (the benchmarks) it is the real clock.
 */
export interface CodeClock {
  nowMs: () => number;
  advance: (ms: number) => Promise<void>;
}
const REAL_CLOCK: CodeClock = { nowMs: () => Date.now(), advance: (ms) => sleep(ms) };

export interface CoopAdminSession {
  baseUrl: string;
  /** A full user token of coopadmin for company 2. */
  token: string;
  /** The authenticator secret, for signing in again (the server refuses a second enrolment). */
  totpSecret: string;
}

export interface ApiKey {
  id: number;
  /** The whole key, answered once by the save; the server keeps only its hash. */
  secret: string;
  prefix: string;
}

export interface WidgetTokenRequest {
  /** Every scope unless told; any strings, to test refusals. */
  scopes?: readonly string[];
  subject?: string;
  expiresInSeconds?: number;
  /** Sent as an `Origin` header, to check that a browser-side call is refused. */
  origin?: string;
}

export interface WidgetToken {
  token: string;
  expiresAt: string;
  companyId: number;
  scopes: string[];
}

interface ApiKeySaveData {
  Id: number;
  Secret?: string;
  KeyPrefix?: string;
}

const readEnvelope = async <T>(answer: Response, what: string): Promise<Envelope<T>> => {
  const text = await answer.text();
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${what}: HTTP ${answer.status}, not an envelope: ${text.slice(0, 200)}`);
  }
};

const dataOf = async <T>(answer: Response, what: string): Promise<T> => {
  const envelope = await readEnvelope<T>(answer, what);
  if (answer.status !== 200 || envelope.Data === null) {
    throw new Error(`${what} failed (${answer.status}): ${envelope.Message}`);
  }
  return envelope.Data;
};

/**
 * The server accepts each time step once per user, so two sign-ins within 30 s need different
 * steps: the next one is accepted too (± 1), and past that we wait for the clock.
 */
const lastStepUsed = new Map<string, number>();
const unusedTotpCode = async (secret: string, clock: CodeClock): Promise<string> => {
  const currentStep = Math.floor(clock.nowMs() / TOTP_STEP_MS);
  const last = lastStepUsed.get(secret) ?? Number.NEGATIVE_INFINITY;
  const step = Math.max(currentStep, last + 1);
  if (step > currentStep + 1) await clock.advance((step - 1) * TOTP_STEP_MS - clock.nowMs() + 50);
  lastStepUsed.set(secret, step);
  return totpCode(secret, step * TOTP_STEP_MS);
};

/**
 * The cooperative's first active branch, which its sign-in requires: read as the login page does,
 * with the public client of /config.json.
 */
const coopBranchId = async (baseUrl: string): Promise<number> => {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as {
    clientId: string;
    clientSecret: string;
  };
  const tokenAnswer = await fetch(`${baseUrl}${API}/connect/token`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: new URLSearchParams({
      client_id: config.clientId,
      client_secret: config.clientSecret,
      grant_type: 'client_credentials',
    }),
  });
  const client = await dataOf<{ access_token: string }>(tokenAnswer, 'client token');
  const branchAnswer = await fetch(`${baseUrl}${API}/branch/listactive`, {
    headers: {
      Authorization: `Bearer ${client.access_token}`,
      CompanyId: String(COOP_COMPANY_ID),
      Accept: 'application/json',
    },
  });
  const [first] = await dataOf<{ Id: number }[]>(branchAnswer, 'branch list');
  if (!first) throw new Error('The cooperative has no active branch');
  return first.Id;
};

/**
 * Signs coopadmin in to company 2, which requires a second factor: enrols a new authenticator on
 * the first sign-in of a fresh database (and answers its secret), or uses `totpSecret` after that.
 */
export const signInCoopAdmin = async (
  baseUrl: string,
  totpSecret?: string,
  clock: CodeClock = REAL_CLOCK,
): Promise<CoopAdminSession> => {
  const login = await fetch(`${baseUrl}${API}/user/login/admin`, {
    method: 'POST',
    headers: { CompanyId: String(COOP_COMPANY_ID), Accept: 'application/json' },
    body: new URLSearchParams({
      UserName: COOP_ADMIN.userName,
      Password: COOP_ADMIN.password,
      BranchId: String(await coopBranchId(baseUrl)),
    }),
  });
  const pending = await dataOf<LoginUser>(login, 'coopadmin sign-in');
  if (pending.Token) return { baseUrl, token: pending.Token, totpSecret: totpSecret ?? '' };
  const challenge = { Authorization: `Bearer ${pending.ChallengeToken ?? ''}`, Accept: 'application/json' };

  let secret = totpSecret;
  if (!pending.TwoFactorEnrolled) {
    const qr = await fetch(`${baseUrl}/api/2fa/qrcode`, { headers: challenge });
    secret = (await dataOf<{ secret: string }>(qr, 'QR code')).secret;
  }
  if (!secret) {
    throw new Error('coopadmin already has an authenticator: pass the totpSecret of the first sign-in');
  }
  const verify = await fetch(`${baseUrl}/api/2fa/verify`, {
    method: 'POST',
    headers: challenge,
    body: new URLSearchParams({ token: await unusedTotpCode(secret, clock) }),
  });
  const done = await dataOf<{ User: LoginUser }>(verify, 'second factor');
  if (!done.User.Token) throw new Error('The second factor passed but answered no token');
  return { baseUrl, token: done.User.Token, totpSecret: secret };
};

/** The user a token is for: its `sub` claim (read, not verified; the server verifies). */
const userIdOf = (token: string): string => {
  const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  const sub = payload && typeof payload === 'object' && 'sub' in payload ? String(payload.sub) : '';
  if (!/^\d+$/.test(sub)) throw new Error('The sign-in token names no user');
  return sub;
};

const adminHeaders = (session: CoopAdminSession) => ({
  Authorization: `Bearer ${session.token}`,
  CompanyId: String(COOP_COMPANY_ID),
  Accept: 'application/json',
});

/**
 * Saves a new ApiKey record acting as the signed-in admin, as /admin/api-keys does, and reads the
 * secret the answer shows once.
 */
export const createApiKey = async (
  session: CoopAdminSession,
  name = `test key ${randomBytes(4).toString('hex')}`,
): Promise<ApiKey> => {
  const answer = await fetch(`${session.baseUrl}${API}/apikey/save`, {
    method: 'POST',
    headers: adminHeaders(session),
    body: new URLSearchParams({ Name: name, UserId: userIdOf(session.token) }),
  });
  const saved = await dataOf<ApiKeySaveData>(answer, 'API key save');
  if (!saved.Secret) throw new Error('The API key save answered no Secret');
  return { id: saved.Id, secret: saved.Secret, prefix: saved.KeyPrefix ?? '' };
};

/** Lists one more site among the cooperative's widget origins (/admin/widget-origins). */
export const addWidgetOrigin = async (session: CoopAdminSession, origin: string): Promise<void> => {
  const answer = await fetch(`${session.baseUrl}${API}/widgetorigin/save`, {
    method: 'POST',
    headers: adminHeaders(session),
    body: new URLSearchParams({ Origin: origin, Note: 'added by a test' }),
  });
  await dataOf<unknown>(answer, `widget origin ${origin}`);
};

/** A fresh database's coopadmin, signed in, with a new API key: what most widget tests start from. */
export const createCoopApiKey = async (
  baseUrl: string,
  totpSecret?: string,
  clock: CodeClock = REAL_CLOCK,
): Promise<{ session: CoopAdminSession; apiKey: ApiKey }> => {
  const session = await signInCoopAdmin(baseUrl, totpSecret, clock);
  return { session, apiKey: await createApiKey(session) };
};

/** POST /widget/token as the bank's backend sends it; answers status and envelope, for tests of refusals. */
export const requestWidgetToken = async (
  baseUrl: string,
  apiKey: string,
  request: WidgetTokenRequest = {},
): Promise<{ status: number; envelope: Envelope<WidgetTokenAnswer> }> => {
  const body = {
    Scopes: request.scopes ?? WIDGET_SCOPE_NAMES,
    ...(request.subject === undefined ? {} : { Subject: request.subject }),
    ...(request.expiresInSeconds === undefined ? {} : { ExpiresInSeconds: request.expiresInSeconds }),
  };
  const answer = await fetch(`${baseUrl}${API}/widget/token`, {
    method: 'POST',
    headers: {
      'X-Api-Key': apiKey,
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(request.origin === undefined ? {} : { Origin: request.origin }),
    },
    body: JSON.stringify(body),
  });
  return { status: answer.status, envelope: await readEnvelope<WidgetTokenAnswer>(answer, 'widget token') };
};

/** Mints a widget token or throws with the server's message. */
export const mintWidgetToken = async (
  baseUrl: string,
  apiKey: string,
  request: WidgetTokenRequest = {},
): Promise<WidgetToken> => {
  const { status, envelope } = await requestWidgetToken(baseUrl, apiKey, request);
  if (status !== 200 || envelope.Data === null) {
    throw new Error(`Widget token refused (${status}): ${envelope.Message}`);
  }
  const { Token, ExpiresAt, CompanyId, Scopes } = envelope.Data;
  return { token: Token, expiresAt: ExpiresAt, companyId: CompanyId, scopes: Scopes };
};
