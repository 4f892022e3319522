import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordSchema,
  DELETE_ACCOUNT_MESSAGES,
  deleteAccountSchema,
} from './account.schema.js';
import { loginSchema, otpCodeSchema, SIGN_IN_MESSAGES } from './sign-in.schema.js';

/** Each issue as `path: message`, the form the portal shows next to a field. */
const issuesOf = (schema: ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('loginSchema', () => {
  it('asks for the user name and the password when they are missing', () => {
    expect(issuesOf(loginSchema, {})).toEqual([
      'UserName: User name is required',
      'Password: Password is required',
    ]);
  });

  it('treats blank values as missing', () => {
    expect(issuesOf(loginSchema, { UserName: '   ', Password: '' })).toEqual([
      `UserName: ${SIGN_IN_MESSAGES.userNameRequired}`,
      `Password: ${SIGN_IN_MESSAGES.passwordRequired}`,
    ]);
  });

  it('trims the user name but keeps the spaces of a password', () => {
    expect(loginSchema.parse({ UserName: ' alice ', Password: '  pass word  ' })).toEqual({
      UserName: 'alice',
      Password: '  pass word  ',
    });
  });

  it('accepts a branch id as a number or as form text', () => {
    expect(loginSchema.parse({ UserName: 'a', Password: 'p', BranchId: '3' }).BranchId).toBe(3);
    expect(loginSchema.parse({ UserName: 'a', Password: 'p', BranchId: 3 }).BranchId).toBe(3);
    expect(loginSchema.parse({ UserName: 'a', Password: 'p', BranchId: '' }).BranchId).toBeUndefined();
  });

  it('refuses a branch id that is not a positive whole number', () => {
    expect(issuesOf(loginSchema, { UserName: 'a', Password: 'p', BranchId: 'abc' })).toEqual([
      'BranchId: Branch is required',
    ]);
    expect(issuesOf(loginSchema, { UserName: 'a', Password: 'p', BranchId: 0 })).toEqual([
      'BranchId: Branch is required',
    ]);
    expect(issuesOf(loginSchema, { UserName: 'a', Password: 'p', BranchId: '1.5' })).toEqual([
      'BranchId: Branch is required',
    ]);
  });
});

describe('otpCodeSchema', () => {
  it('asks for the code when it is empty or missing, before any other message', () => {
    expect(issuesOf(otpCodeSchema, '')[0]).toBe(': Enter OTP');
    expect(issuesOf(otpCodeSchema, undefined)[0]).toBe(': Enter OTP');
  });

  it('accepts a code typed with spaces and gives it back without them', () => {
    expect(otpCodeSchema.parse('12 34 56')).toBe('123456');
    expect(otpCodeSchema.parse(' 123456\t')).toBe('123456');
  });

  it('refuses a code of the wrong length or with letters', () => {
    expect(issuesOf(otpCodeSchema, '12345')).toEqual([': The code has 6 digits']);
    expect(issuesOf(otpCodeSchema, '1234567')).toEqual([': The code has 6 digits']);
    expect(issuesOf(otpCodeSchema, '12345a')).toEqual([': The code has 6 digits']);
  });
});

describe('changePasswordSchema', () => {
  const valid = {
    Email: 'alice@example.com',
    OldPassword: 'old password',
    NewPassword: 'new password',
    ConfirmPassword: 'new password',
  };

  it('accepts a complete form', () => {
    expect(changePasswordSchema.parse(valid)).toEqual(valid);
  });

  it("gives the four '**... Required.' messages for blank fields", () => {
    expect(
      issuesOf(changePasswordSchema, { Email: '', OldPassword: '', NewPassword: '', ConfirmPassword: '' }),
    ).toEqual([
      'Email: **Email Required.',
      'OldPassword: **Old Password Required.',
      'NewPassword: **New Password Required.',
      'ConfirmPassword: **Confirm Password Required.',
    ]);
  });

  it('refuses a confirmation that does not match, on the confirmation field', () => {
    expect(issuesOf(changePasswordSchema, { ...valid, ConfirmPassword: 'something else' })).toEqual([
      'ConfirmPassword: New password and confirm password not matched',
    ]);
  });

  it('refuses a new password under 8 characters even when confirmed', () => {
    const issues = issuesOf(changePasswordSchema, {
      ...valid,
      NewPassword: 'short7c',
      ConfirmPassword: 'short7c',
    });
    expect(issues).toEqual(['NewPassword: The new password needs at least 8 characters']);
  });

  it('accepts a new password of exactly 8 characters', () => {
    const form = { ...valid, NewPassword: '8chars!!', ConfirmPassword: '8chars!!' };
    expect(changePasswordSchema.safeParse(form).success).toBe(true);
  });

  it('keeps the message constants in step with the spec text', () => {
    expect(CHANGE_PASSWORD_MESSAGES.mismatch).toBe('New password and confirm password not matched');
  });
});

describe('deleteAccountSchema', () => {
  it("says 'Required' for each blank field", () => {
    expect(issuesOf(deleteAccountSchema, { username: ' ', password: '', confirmPassword: '' })).toEqual([
      'username: Required',
      'password: Required',
      'confirmPassword: Required',
    ]);
  });

  it('refuses a confirmation that does not match', () => {
    expect(
      issuesOf(deleteAccountSchema, { username: 'alice', password: 'secret', confirmPassword: 'secreT' }),
    ).toEqual([`confirmPassword: ${DELETE_ACCOUNT_MESSAGES.mismatch}`]);
  });

  it('accepts matching passwords', () => {
    expect(
      deleteAccountSchema.parse({ username: 'alice', password: 'secret', confirmPassword: 'secret' }),
    ).toEqual({ username: 'alice', password: 'secret', confirmPassword: 'secret' });
  });
});
