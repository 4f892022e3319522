import { describe, expect, it } from 'vitest';
import { checkActionForm, emptyActionForm, fieldsOf, screenActionsFor } from './activation-action-form.ts';

const request = { Id: 7, PhoneNumber: '9841000004' };

describe('activation request actions on screen', () => {
  it('shows only what the state machine and the server both allow, never the member-side steps', () => {
    expect(screenActionsFor('requested', ['verifyotp', 'activatemanual', 'reject', 'resendotp'])).toEqual([
      'activatemanual',
      'reject',
      'resendotp',
    ]);
    // Without edit permission the server allows nothing.
    expect(screenActionsFor('activated', [])).toEqual([]);
    // A stale AllowedActions list cannot bring back a button the status does not allow.
    expect(screenActionsFor('disabled', ['renew', 'enable', 'disable'])).toEqual(['renew', 'enable']);
    expect(screenActionsFor('rejected', ['renew'])).toEqual([]);
  });

  it('asks for a reason where the rule requires one', () => {
    expect(fieldsOf('reject').remarksRequired).toBe(true);
    expect(fieldsOf('activatemanual').remarksRequired).toBe(true);
    expect(fieldsOf('disable')).toMatchObject({
      method: true,
      remarksRequired: true,
      remarksLabel: 'Reason',
    });
    expect(fieldsOf('renew')).toMatchObject({ charge: true, disableAccount: true, remarksRequired: false });
    expect(fieldsOf('resetdevice').remarks).toBe(false);
    expect(checkActionForm('reject', emptyActionForm(), request, '2')).toEqual({
      ok: false,
      errors: { remarks: 'A reason is required' },
    });
  });

  it('checks a renewal charge with the server’s own rules', () => {
    const values = { ...emptyActionForm('650.50'), disableAccount: true };
    expect(checkActionForm('renew', values, request, '2')).toEqual({
      ok: true,
      form: { ChargeAmount: '650.50', DisableAccount: 'true', Remarks: '' },
    });
    const bad = checkActionForm('renew', emptyActionForm('1.234'), request, '2');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.chargeAmount).toMatch(/at most two decimals/);
    const none = checkActionForm('newcharge', { ...emptyActionForm(''), remarks: 'Card' }, request, '2');
    expect(none).toEqual({ ok: false, errors: { chargeAmount: 'ChargeAmount is required' } });
  });

  it('sends disable with the spec’s fields: the request’s id and number, the company, the method', () => {
    const values = { ...emptyActionForm(), remarks: ' Lost phone ', method: 'branch' as const };
    expect(checkActionForm('disable', values, request, '2')).toEqual({
      ok: true,
      form: { Id: '7', Reason: 'Lost phone', MobileNo: '9841000004', CompanyId: '2', Method: 'branch' },
    });
  });
});
