/**
 * The HTTP SMS-gateway contract (README, "Mobile banking"): one POST of JSON
 * `{to, message, sender, reference}` to the company's `smsServiceUrl`; any 2xx answer means the
 * gateway accepted the message. No answer within the timeout, or another status, is a failure.
 */
export const SMS_GATEWAY_TIMEOUT_MS = 5000;

export interface GatewaySms {
  to: string;
  message: string;
  sender: string;
  /** Our outbox id, so the gateway's records and ours can be matched. */
  reference: string;
}

export type GatewayAnswer = { ok: true } | { ok: false; error: string };

export const postToSmsGateway = async (url: string, sms: GatewaySms): Promise<GatewayAnswer> => {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(sms),
      signal: AbortSignal.timeout(SMS_GATEWAY_TIMEOUT_MS),
      redirect: 'error',
    });
    // The body is not ours to interpret; drained so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    return response.ok ? { ok: true } : { ok: false, error: `The SMS gateway answered ${response.status}.` };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ok: false,
      error: timedOut ? 'The SMS gateway did not answer in time.' : 'The SMS gateway could not be reached.',
    };
  }
};
