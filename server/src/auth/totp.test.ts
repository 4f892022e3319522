import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  generateTotp,
  isValidBase32Secret,
  matchTotpStep,
  newTotpSecret,
  timeStepOf,
  totpUri,
} from './totp.js';

// RFC 6238 appendix B uses this ASCII seed for its SHA-1 vectors, with 8-digit codes.
const RFC_SECRET = Secret.fromLatin1('12345678901234567890');
const RFC_SECRET_BASE32 = RFC_SECRET.base32;
const RFC_DIGITS = 8;

describe('generateTotp (RFC 6238 appendix B, SHA-1)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at t=%i gives %s', (seconds, expected) => {
    expect(generateTotp(RFC_SECRET, seconds * 1000, RFC_DIGITS)).toBe(expected);
  });

  it('gives 6 digits by default, as authenticator apps show', () => {
    expect(generateTotp(RFC_SECRET, 59_000)).toMatch(/^\d{6}$/);
  });
});

describe('matchTotpStep', () => {
  // A whole step boundary, so ±30 s lands exactly one step away.
  const nowMs = 1234567890 * 1000;
  const codeAt = (offsetSeconds: number) =>
    generateTotp(RFC_SECRET, nowMs + offsetSeconds * 1000, RFC_DIGITS);

  it('returns the current step for a code of the current step', () => {
    expect(matchTotpStep(RFC_SECRET_BASE32, codeAt(0), nowMs, RFC_DIGITS)).toBe(timeStepOf(nowMs));
  });

  it('accepts one step of clock drift either side and reports the step the code belongs to', () => {
    expect(matchTotpStep(RFC_SECRET_BASE32, codeAt(-30), nowMs, RFC_DIGITS)).toBe(timeStepOf(nowMs) - 1);
    expect(matchTotpStep(RFC_SECRET_BASE32, codeAt(30), nowMs, RFC_DIGITS)).toBe(timeStepOf(nowMs) + 1);
  });

  it('refuses a code two steps away', () => {
    expect(matchTotpStep(RFC_SECRET_BASE32, codeAt(-60), nowMs, RFC_DIGITS)).toBeNull();
    expect(matchTotpStep(RFC_SECRET_BASE32, codeAt(60), nowMs, RFC_DIGITS)).toBeNull();
  });

  it('refuses a wrong code', () => {
    const wrong = '00000000';
    // Guard: the fixture would prove nothing if it happened to be a valid code in the window.
    expect([codeAt(-30), codeAt(0), codeAt(30)]).not.toContain(wrong);
    expect(matchTotpStep(RFC_SECRET_BASE32, wrong, nowMs, RFC_DIGITS)).toBeNull();
  });

  it('refuses a code made with another secret', () => {
    const other = Secret.fromLatin1('abcdefghijabcdefghij');
    const code = generateTotp(other, nowMs, RFC_DIGITS);
    expect(matchTotpStep(RFC_SECRET_BASE32, code, nowMs, RFC_DIGITS)).toBeNull();
  });
});

describe('secrets', () => {
  it('makes a new secret of 20 random bytes in base32', () => {
    const first = newTotpSecret();
    const second = newTotpSecret();
    expect(first).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(first).bytes).toHaveLength(20);
    expect(second).not.toBe(first);
  });

  it('accepts a new secret, in either case', () => {
    const secret = newTotpSecret();
    expect(isValidBase32Secret(secret)).toBe(true);
    expect(isValidBase32Secret(secret.toLowerCase())).toBe(true);
  });

  it('refuses keys under 128 bits', () => {
    // 16 base32 characters are 10 bytes: long enough for some apps, too weak for us.
    expect(isValidBase32Secret('JBSWY3DPEHPK3PXP')).toBe(false);
    expect(isValidBase32Secret('')).toBe(false);
  });

  it('refuses text that is not base32', () => {
    // 0, 1, 8 and 9 are outside the RFC 4648 base32 alphabet.
    expect(isValidBase32Secret('01890189018901890189018901890189')).toBe(false);
    expect(isValidBase32Secret('not a base32 secret at all!!')).toBe(false);
    expect(isValidBase32Secret(`${newTotpSecret()}-`)).toBe(false);
  });
});

describe('totpUri', () => {
  it('builds an otpauth URI an authenticator app can scan', () => {
    const secret = newTotpSecret();
    const uri = totpUri(secret, 'Backoffice', 'alice');
    expect(uri.startsWith('otpauth://totp/')).toBe(true);
    expect(uri).toContain('Backoffice');
    expect(uri).toContain('alice');
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Backoffice');
    expect(uri).toContain('digits=6');
    expect(uri).toContain('period=30');
  });
});
