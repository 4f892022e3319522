import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_DIGITS, type CodePurpose } from '@backoffice/shared/mobile-banking/mobile-banking-constants';

/** Six random digits from the operating system's generator (never Math.random). */
export const newOneTimeCode = (): string =>
  String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

export interface CodeBinding {
  companyId: number;
  activationRequestId: number;
  purpose: CodePurpose;
}

/**
 * An HMAC keyed by the deployment secret and bound to the request and purpose: a million codes are
 * quick to try against a plain hash, not against a keyed one, and a code never works elsewhere.
 */
export const hashOneTimeCode = (key: Buffer, binding: CodeBinding, code: string): string =>
  createHmac('sha256', key)
    .update(
      `mobile-banking-code:${binding.companyId}:${binding.activationRequestId}:${binding.purpose}:${code}`,
    )
    .digest('base64url');

export const sameCodeHash = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};
