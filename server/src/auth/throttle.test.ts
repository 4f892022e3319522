import { describe, expect, it } from 'vitest';
import { ACCOUNT_POLICY, ADDRESS_POLICY, lockMessage, lockSecondsAfter } from './throttle.js';

describe('lock-out policy', () => {
  it('locks an account every 5th failure, a minute longer each time, never over 15 minutes', () => {
    const locks = Array.from({ length: 100 }, (_, index) => lockSecondsAfter(index + 1, ACCOUNT_POLICY));
    expect(locks.slice(0, 4)).toEqual([null, null, null, null]);
    expect(locks[4]).toBe(60);
    expect(locks[9]).toBe(120);
    expect(locks[44]).toBe(540);
    expect(locks[74]).toBe(900);
    expect(locks[99]).toBe(900);
    expect(Math.max(...locks.map((seconds) => seconds ?? 0))).toBe(900);
  });

  it('locks an address for 15 minutes every 50 failures', () => {
    expect(lockSecondsAfter(49, ADDRESS_POLICY)).toBeNull();
    expect(lockSecondsAfter(50, ADDRESS_POLICY)).toBe(900);
    expect(lockSecondsAfter(100, ADDRESS_POLICY)).toBe(900);
  });

  it('lets at most 100 failures an hour through per account (OWASP ASVS)', () => {
    let failures = 0;
    let elapsed = 0;
    while (elapsed < 3600) {
      failures++;
      elapsed += lockSecondsAfter(failures, ACCOUNT_POLICY) ?? 0;
    }
    expect(failures).toBeLessThanOrEqual(100);
  });

  it('rounds the wait up to whole minutes', () => {
    expect(lockMessage(1)).toBe('Too many failed attempts. Try again in 1 minute.');
    expect(lockMessage(61)).toBe('Too many failed attempts. Try again in 2 minutes.');
  });
});
