import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_ACTIONS,
  ACTIVATION_STATUSES,
  type ActivationAction,
  type ActivationStatus,
  allowedActivationActions,
  nextActivationStatus,
} from './activation-request-machine.js';

/** The whole table written out again by hand, so a change to the rules has to change this too. */
const EXPECTED: Readonly<Record<ActivationStatus, Partial<Record<ActivationAction, ActivationStatus>>>> = {
  requested: {
    verifyotp: 'activated',
    activatemanual: 'activated',
    reject: 'rejected',
    resendotp: 'requested',
  },
  activated: {
    renew: 'activated',
    newcharge: 'activated',
    disable: 'disabled',
    resetpin: 'activated',
    resetpassword: 'activated',
    resetdevice: 'activated',
  },
  rejected: {},
  disabled: { renew: 'activated', enable: 'activated' },
};

describe('activation request state machine: every status × action', () => {
  const cases = ACTIVATION_STATUSES.flatMap((status) =>
    ACTIVATION_ACTIONS.map((action) => [status, action] as const),
  );

  it.each(cases)('from %s, %s', (status, action) => {
    const expected = EXPECTED[status][action];
    const result = nextActivationStatus(status, action);
    if (expected === undefined) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/activation request/);
    } else {
      expect(result).toEqual({ ok: true, to: expected });
    }
  });

  it('offers exactly the allowed actions, in table order', () => {
    for (const status of ACTIVATION_STATUSES) {
      expect(allowedActivationActions(status)).toEqual(Object.keys(EXPECTED[status]));
    }
  });

  it('says what the request can do instead', () => {
    expect(nextActivationStatus('rejected', 'renew')).toEqual({
      ok: false,
      message: 'An activation request that is rejected cannot be renewed; no further action is possible.',
    });
    expect(nextActivationStatus('activated', 'verifyotp')).toEqual({
      ok: false,
      message:
        'The activation request is already activated; it can be renewed, charged, disabled, sent a PIN reset code, sent a password reset code or unbound from its phone.',
    });
    expect(nextActivationStatus('requested', 'disable')).toEqual({
      ok: false,
      message:
        'An activation request that is requested cannot be disabled; it can be activated with a code, activated manually, rejected or sent a new code.',
    });
    expect(nextActivationStatus('disabled', 'resetpin')).toEqual({
      ok: false,
      message:
        'An activation request that is disabled cannot be sent a PIN reset code; it can be renewed or enabled.',
    });
  });
});
