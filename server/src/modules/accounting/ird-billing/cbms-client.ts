import type { Env } from '../../../config/env.schema.js';
import { httpCbmsClient } from './cbms-http.adapter.js';

/**
 * The IRD's Central Billing Monitoring System, as public integrations of it describe it (confirm
 * against the IRD's guideline before going live): two JSON POSTs answered with a bare number.
 */
export interface CbmsClient {
  /** A sales invoice: api/bill. */
  sendBill(body: CbmsBody): Promise<CbmsAnswer>;
  /** A credit note: api/billreturn. */
  sendBillReturn(body: CbmsBody): Promise<CbmsAnswer>;
}

/** The payload plus the credentials: what travels. */
export type CbmsBody = Readonly<Record<string, string | number | boolean>>;

/** The CBMS's code, or no usable answer at all (no connection, timeout, another HTTP status). */
export type CbmsAnswer = { kind: 'code'; code: number } | { kind: 'transport'; error: string };

export const CBMS_SUCCESS = 200;
export const CBMS_BAD_CREDENTIALS = 100;
export const CBMS_ALREADY_EXISTS = 101;

/** What each code means, in words for the outbox screen. */
const CODE_MESSAGES: Readonly<Record<number, string>> = {
  200: 'Accepted by the IRD.',
  100: 'The IRD did not accept the username and password; enter the credentials the IRD issued. Nothing is sent again until they change.',
  101: 'The IRD already has a bill with this number (sent before, perhaps by other software). Check it there; a resend counts the IRD’s copy as this one.',
  102: 'The IRD could not save the bill (an exception on its side while saving); check the invoice’s fields, then resend.',
  103: 'The IRD answered with an unknown exception; it is tried again later.',
  104: 'The IRD found the bill’s data invalid (model invalid); check the PANs, dates and amounts, then resend.',
  105: 'The IRD does not have the invoice this credit note refers to; it is tried again once the invoice is there.',
};

export const cbmsAnswerMessage = (answer: string | null, error: string | null): string | null => {
  if (answer === null) return null;
  if (answer === 'transport')
    return `The IRD’s system could not be reached${error ? ` (${error})` : ''}; it is tried again later.`;
  if (answer === 'sending') return 'Being sent now.';
  if (answer === 'credentials')
    return 'The stored password cannot be read (the application’s key changed); enter it again.';
  return CODE_MESSAGES[Number(answer)] ?? `The IRD answered ${answer}, a code we do not know.`;
};

/** The HTTP client when the server names the CBMS (CBMS_URL), else none: nothing is sent. */
export const cbmsClientFor = (env: Pick<Env, 'CBMS_URL'>): CbmsClient | null =>
  env.CBMS_URL ? httpCbmsClient(env.CBMS_URL) : null;
