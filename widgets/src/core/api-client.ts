import type { Envelope, FieldError } from '@backoffice/shared/envelope';
import ky, { type KyResponse } from 'ky';
import { hasUserSubject, isExpired } from './access-token.ts';
import { $currentCompanyId } from './company.store.ts';
import { $embedToken, companyIdOfEmbedToken, reportEmbedTokenAnswer } from './embed-token.ts';
import { $token, clearSession } from './session.store.ts';
import { configuredCompanyId, loadSiteConfig, SiteConfigError, serverUrl } from './site-config.ts';

export const NETWORK_FAILURE_MESSAGE =
  'The server could not be reached. Check your connection and try again.';

/** A failed call, carrying the server's Code and Message (spec section 7, "Handling of answers"). */
export class ApiError extends Error {
  readonly code: number;
  readonly errors: FieldError[];
  /** True when our server answered with an envelope; false for a network or configuration failure. */
  readonly answered: boolean;
  constructor(code: number, message: string, errors: FieldError[] = [], answered = true) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.errors = errors;
    this.answered = answered;
  }
}

/**
 * Whether asking again may help: not for the server's own refusal (a record that does not exist, a
 * permission the person lacks, a bad address), which answers the same every time; yes for a
 * network failure, a server error, a timeout or a rate limit.
 */
export const mayRetry = (error: unknown): boolean =>
  !(
    error instanceof ApiError &&
    error.answered &&
    error.code < 500 &&
    error.code !== 408 &&
    error.code !== 429
  );

/** Spec section 7: most failures that are not the server's answer carry Code 404. */
const unanswered = (message = NETWORK_FAILURE_MESSAGE) => new ApiError(404, message, [], false);

/** A Code 200 answer: its Data is what the call promises (null only where T says so). */
export type SuccessEnvelope<T> = Omit<Envelope<T>, 'Data'> & { Data: T };

export type Params = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions {
  query?: Params;
  /** Form-encoded body: the spec's default for saves. */
  form?: Params;
  formData?: FormData;
  /** A JSON body, for saves whose shape a form cannot carry (an order with its lines). */
  json?: unknown;
  /** Another company than the current one (to check a company before switching to it). */
  companyId?: string;
  /** Another bearer token than the session's (the two-factor challenge). */
  bearer?: string;
  /** A public call that must not carry (or end) the session, such as the account deletion. */
  withoutSession?: boolean;
  /** A path outside the API base, such as the local /api/2fa routes. */
  fromServerRoot?: boolean;
  signal?: AbortSignal;
}

const http = ky.create({ retry: 0, timeout: 30_000, throwHttpErrors: false });

const definedEntries = (params: Params): [string, string][] =>
  Object.entries(params).flatMap(([key, value]) =>
    value === undefined || value === null || value === '' ? [] : [[key, String(value)]],
  );

let clientTokenRequest: Promise<string> | undefined;

/** Spec section 4: a missing or expired token is replaced by a client-credentials token. */
const fetchClientToken = async (): Promise<string> => {
  const config = await loadSiteConfig();
  const response = await http.post(serverUrl(`${config.apiBase}/connect/token`), {
    body: new URLSearchParams({
      client_id: config.clientId,
      client_secret: config.clientSecret,
      grant_type: 'client_credentials',
    }),
  });
  const envelope = await readEnvelope<{ access_token: string }>(response);
  return envelope.Data.access_token;
};

/** The token a call should carry: the session's, or a fresh client token when it has expired. */
export const currentToken = async (): Promise<string> => {
  const token = $token.get();
  if (token && !isExpired(token)) return token;
  if (token && hasUserSubject(token)) clearSession();
  clientTokenRequest ??= fetchClientToken().finally(() => {
    clientTokenRequest = undefined;
  });
  const fresh = await clientTokenRequest;
  // A sign-in (here or in another tab) may have stored a user token meanwhile: keep it.
  const now = $token.get();
  if (now !== token && now && !isExpired(now)) return now;
  $token.set(fresh);
  return fresh;
};

const readEnvelope = async <T>(response: KyResponse): Promise<SuccessEnvelope<T>> => {
  let envelope: Envelope<T> | undefined;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw unanswered();
  }
  if (typeof envelope?.Code !== 'number') throw unanswered();
  if (envelope.Code !== 200) throw new ApiError(envelope.Code, envelope.Message, envelope.Errors ?? []);
  return envelope as SuccessEnvelope<T>;
};

/** A 401 to a user's token: the server ended this session (sign-out elsewhere, password changed, user disabled). */
export const forgetEndedSession = (status: number, sentToken: string | undefined): void => {
  if (status === 401 && hasUserSubject(sentToken)) clearSession();
};

/**
 * Calls the API with the session's bearer token and CompanyId header, and returns the envelope of a
 * Code 200 answer. Anything else is an ApiError with the server's message.
 */
export const callApi = async <T>(method: 'get' | 'post', path: string, options: CallOptions = {}) => {
  const config = await loadSiteConfig().catch((error: unknown) => {
    throw unanswered(error instanceof SiteConfigError ? error.message : NETWORK_FAILURE_MESSAGE);
  });
  // A host site's widget token stands in for the session: no client token, no session to end.
  const embedToken = options.withoutSession || options.bearer ? undefined : $embedToken.get();
  const sentToken = options.withoutSession
    ? undefined
    : (options.bearer ?? embedToken ?? (await currentToken()));
  const headers = new Headers({ Accept: 'application/json' });
  if (sentToken) headers.set('Authorization', `Bearer ${sentToken}`);
  if (options.json !== undefined) headers.set('Content-Type', 'application/json');
  headers.set(
    'CompanyId',
    options.companyId ??
      companyIdOfEmbedToken(embedToken) ??
      $currentCompanyId.get() ??
      (await configuredCompanyId()),
  );
  const url = serverUrl(options.fromServerRoot ? path : `${config.apiBase}${path}`);
  let response: KyResponse;
  try {
    response = await http(url, {
      method,
      headers,
      searchParams: options.query ? new URLSearchParams(definedEntries(options.query)) : undefined,
      body:
        options.json !== undefined
          ? JSON.stringify(options.json)
          : (options.formData ??
            (options.form ? new URLSearchParams(definedEntries(options.form)) : undefined)),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw unanswered();
  }
  try {
    return await readEnvelope<T>(response);
  } catch (error) {
    if (error instanceof ApiError && embedToken) reportEmbedTokenAnswer(error.code, embedToken);
    else if (error instanceof ApiError && !options.bearer) forgetEndedSession(error.code, sentToken);
    throw error;
  }
};

export const getData = async <T>(path: string, query?: Params, options: CallOptions = {}): Promise<T> =>
  (await callApi<T>('get', path, { ...options, query })).Data;

export const errorMessage = (error: unknown, fallback = NETWORK_FAILURE_MESSAGE): string =>
  error instanceof ApiError ? error.message : fallback;
