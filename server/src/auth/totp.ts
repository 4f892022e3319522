import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app uses: SHA-1, 30 s, 6 digits. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const isValidBase32Secret = (value: string): boolean => {
  if (!/^[A-Z2-7]+=*$/i.test(value)) return false;
  try {
    return Secret.fromBase32(value.toUpperCase()).bytes.length >= 16;
  } catch {
    return false;
  }
};

const totpFor = (secret: Secret, digits = DIGITS) =>
  new TOTP({ secret, algorithm: 'SHA1', digits, period: PERIOD_SECONDS });

export const totpUri = (secretBase32: string, issuer: string, account: string): string =>
  new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
  }).toString();

export const generateTotp = (secret: Secret, timestampMs: number, digits = DIGITS): string =>
  totpFor(secret, digits).generate({ timestamp: timestampMs });

export const timeStepOf = (timestampMs: number): number => Math.floor(timestampMs / 1000 / PERIOD_SECONDS);

/**
 * The time step a code belongs to, within one step either side of now, or null. The caller
 * refuses a step at or before the last one accepted, so a code works once.
 */
export const matchTotpStep = (
  secretBase32: string,
  code: string,
  nowMs: number,
  digits = DIGITS,
): number | null => {
  const delta = totpFor(Secret.fromBase32(secretBase32), digits).validate({
    token: code,
    timestamp: nowMs,
    window: 1,
  });
  return delta === null ? null : timeStepOf(nowMs) + delta;
};
