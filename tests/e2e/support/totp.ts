import * as OTPAuth from 'otpauth';

/**
 * The six-digit code an authenticator app shows for this base32 secret at `timestamp` (the test
 * file's clock: the server checks codes against it, not against the machine's time).
 */
export const totpCode = (secret: string, timestamp: number): string =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp,
  });

/** A code the server refuses now: it matches none of the steps it accepts (the current one ± 1). */
export const wrongTotpCode = (secret: string, now: number): string => {
  const accepted = new Set([-30_000, 0, 30_000].map((offset) => totpCode(secret, now + offset)));
  for (const candidate of ['000000', '111111', '222222', '333333']) {
    if (!accepted.has(candidate)) return candidate;
  }
  throw new Error('unreachable: four fixed codes cannot all be accepted');
};
