import { describe, expect, it } from 'vitest';
import {
  confirmResetBody,
  disableBody,
  registerBody,
  renewBody,
  samePhoneNumber,
  verifyOtpBody,
} from './mobile-banking-inputs.js';

describe('mobile-banking inputs', () => {
  it('compares phone numbers in normal form, with or without +977, 00977 or a leading 0', () => {
    expect(samePhoneNumber('+977-9841000010', '9841000010')).toBe(true);
    expect(samePhoneNumber('984 100 0010', '9841000010')).toBe(true);
    expect(samePhoneNumber('00977 984-1000010', '09841000010')).toBe(true);
    expect(samePhoneNumber('not a number', 'not a number')).toBe(false);
    expect(samePhoneNumber('9841000011', '9841000010')).toBe(false);
    expect(samePhoneNumber('', '')).toBe(false);
  });

  it('takes a charge in rupees from a form or JSON, above 0 with at most two decimals', () => {
    expect(renewBody.parse({ ChargeAmount: '650.50', DisableAccount: 'true' })).toEqual({
      ChargeAmount: 650.5,
      DisableAccount: true,
    });
    expect(renewBody.parse({ ChargeAmount: 500 }).ChargeAmount).toBe(500);
    for (const bad of ['', '0', '-1', '1.234', 'ten', 2_000_000_000]) {
      expect(renewBody.safeParse({ ChargeAmount: bad }).success, String(bad)).toBe(false);
    }
  });

  it('takes a phone number in its normal form, and names the field of one that is not', () => {
    expect(registerBody.parse({ MemberNo: 'M-1', PhoneNumber: '984-100 0010' }).PhoneNumber).toBe(
      '+9779841000010',
    );
    const refused = registerBody.safeParse({ MemberNo: 'M-1', PhoneNumber: '4780011' });
    expect(refused.error?.issues[0]?.message).toMatch(/^PhoneNumber must be a phone number: /);
  });

  it('takes a six-digit code, a known method and a reset kind without regard to case', () => {
    expect(verifyOtpBody.safeParse({ Code: '012345' }).success).toBe(true);
    expect(verifyOtpBody.safeParse({ Code: '12345' }).success).toBe(false);
    expect(disableBody.parse({ Reason: 'x', MobileNo: '9841000001', Method: 'Branch' }).Method).toBe(
      'branch',
    );
    expect(disableBody.safeParse({ Reason: 'x', MobileNo: '9841000001', Method: 'fax' }).success).toBe(false);
    expect(confirmResetBody.parse({ Kind: 'PIN', Code: '123456', NewSecret: ' 12 ' })).toEqual({
      Kind: 'pin',
      Code: '123456',
      NewSecret: ' 12 ',
    });
  });
});
