import type { CbmsAnswer, CbmsBody, CbmsClient } from './cbms-client.js';

/** A bill that gets no answer in this long is a transport failure, tried again later. */
export const CBMS_TIMEOUT_MS = 15_000;

/** The answer is a bare number ("200"), sometimes quoted or wrapped in JSON; anything else is not one. */
const codeOf = (text: string): number | null => {
  const match = /^\s*"?\s*(\d{3})\s*"?\s*$/.exec(text);
  return match?.[1] ? Number(match[1]) : null;
};

/**
 * POSTs the body as JSON to {base}/api/bill or {base}/api/billreturn. Errors never carry the body:
 * it holds the password.
 */
export const httpCbmsClient = (baseUrl: string, timeoutMs = CBMS_TIMEOUT_MS): CbmsClient => {
  const base = baseUrl.replace(/\/+$/, '');
  const post = async (path: string, body: CbmsBody): Promise<CbmsAnswer> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/plain' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return { kind: 'transport', error: timedOut ? `no answer in ${timeoutMs / 1000} s` : 'no connection' };
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) return { kind: 'transport', error: `HTTP ${response.status}` };
    const code = codeOf(text);
    return code === null
      ? { kind: 'transport', error: 'an answer that is not a code' }
      : { kind: 'code', code };
  };
  return {
    sendBill: (body) => post('/api/bill', body),
    sendBillReturn: (body) => post('/api/billreturn', body),
  };
};
