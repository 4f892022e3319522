import { describe, expect, it } from 'vitest';
import {
  confirmResetBody,
  disableBody,
  renewBody,
  samePhoneNumber,
  verifyOtpBody,
} from './mobile-banking-inputs.js';

describe('mobile-banking inputs', () => {
  it('compares phone numbers by their digits, with or without +977', () => {
    expect(samePhoneNumber('+977-9841000010', '9841000010')).toBe(true);
    expect(samePhoneNumber('984 100 0010', '9841000010')).toBe(true);
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
