import { describe, expect, it } from 'vitest';
import { PAYMENT_GATEWAY } from './administration/payment-gateway.entity.js';
import { USER } from './administration/user.entity.js';
import { actionVerb, lockedReason } from './entity-declaration.js';
import { LEAVE } from './sales/leave.entity.js';

describe('actionVerb', () => {
  it('drops the words of the record’s own name from an action label', () => {
    expect(actionVerb(LEAVE, 'Cancel leave')).toBe('cancel');
    expect(actionVerb(PAYMENT_GATEWAY, 'Cancel payment')).toBe('cancel');
    expect(actionVerb(LEAVE, 'Approve')).toBe('approve');
  });
  it('keeps the other words and never leaves the verb empty', () => {
    expect(actionVerb(USER, 'Reset password')).toBe('reset password');
    expect(actionVerb(LEAVE, 'Leave')).toBe('leave');
  });
});

describe('lockedReason', () => {
  it('names the state and the way out when a record may not change in it', () => {
    expect(lockedReason(LEAVE, { Status: 'approved' })).toBe(
      'A leave that is approved cannot be changed. Cancel it and file a new request instead.',
    );
    expect(lockedReason(LEAVE, { Status: 'pending' })).toBeNull();
  });
  it('never locks an entity that does not declare editable states', () => {
    expect(lockedReason(PAYMENT_GATEWAY, { Status: 'cancelled' })).toBeNull();
  });
});
