import { CHANGE_PASSWORD_MESSAGES, changePasswordSchema } from '@backoffice/shared/session/account.schema';
import { loginSchema, otpCodeSchema } from '@backoffice/shared/session/sign-in.schema';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { normaliseKeys, parseInput } from './parse-input.js';

const thrownBy = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

describe('normaliseKeys', () => {
  it('matches field names regardless of case, as the ASP.NET back end bound them', () => {
    expect(normaliseKeys({ username: 'alice', PASSWORD: 'pw', branchid: '3' }, loginSchema)).toEqual({
      UserName: 'alice',
      Password: 'pw',
      BranchId: '3',
    });
  });

  it('drops keys the schema does not know, so extra fields cannot be mass-assigned', () => {
    const result = normaliseKeys(
      { UserName: 'alice', Password: 'pw', IsAdmin: true, userid: 1 },
      loginSchema,
    );
    expect(result).toEqual({ UserName: 'alice', Password: 'pw' });
  });

  it('drops a __proto__ key sent in JSON', () => {
    const raw: unknown = JSON.parse('{"__proto__": {"UserName": "mallory"}, "Password": "pw"}');
    const result = normaliseKeys(raw, loginSchema);
    expect(result).toEqual({ Password: 'pw' });
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  });

  it('keeps the first of two keys that differ only in case', () => {
    expect(normaliseKeys({ username: 'first', UserName: 'second', USERNAME: 'third' }, loginSchema)).toEqual({
      UserName: 'first',
    });
  });

  it('still finds the object shape under a .refine', () => {
    const raw = {
      email: 'a@example.com',
      oldpassword: 'old',
      NEWPASSWORD: 'longenough',
      confirmPassword: 'x',
    };
    expect(normaliseKeys(raw, changePasswordSchema)).toEqual({
      Email: 'a@example.com',
      OldPassword: 'old',
      NewPassword: 'longenough',
      ConfirmPassword: 'x',
    });
  });

  it('gives an empty object for a missing body and leaves non-object schemas alone', () => {
    expect(normaliseKeys(null, loginSchema)).toEqual({});
    expect(normaliseKeys(undefined, loginSchema)).toEqual({});
    expect(normaliseKeys('123456', otpCodeSchema)).toBe('123456');
  });
});

describe('parseInput', () => {
  it('returns the parsed value under canonical names', () => {
    expect(parseInput(loginSchema, { username: ' alice ', password: ' pw ', branchId: '3' })).toEqual({
      UserName: 'alice',
      Password: ' pw ',
      BranchId: 3,
    });
  });

  it('parses a refined schema sent with other casing', () => {
    const raw = {
      email: 'a@example.com',
      oldpassword: 'old',
      newpassword: 'longenough',
      confirmpassword: 'longenough',
    };
    expect(parseInput(changePasswordSchema, raw)).toEqual({
      Email: 'a@example.com',
      OldPassword: 'old',
      NewPassword: 'longenough',
      ConfirmPassword: 'longenough',
    });
  });

  it('throws a 400 ApiError whose message is the first problem in field order, listing every field', () => {
    // The body lists Password first: the message must still follow the schema's order.
    const error = thrownBy(() => parseInput(loginSchema, { password: '', username: '' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 400,
      message: 'User name is required',
      fieldErrors: [
        { Field: 'UserName', Message: 'User name is required' },
        { Field: 'Password', Message: 'Password is required' },
      ],
    });
  });

  it('reports every missing field of a refined schema', () => {
    const error = thrownBy(() => parseInput(changePasswordSchema, {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 400,
      message: CHANGE_PASSWORD_MESSAGES.emailRequired,
      fieldErrors: [
        { Field: 'Email', Message: CHANGE_PASSWORD_MESSAGES.emailRequired },
        { Field: 'OldPassword', Message: CHANGE_PASSWORD_MESSAGES.oldRequired },
        { Field: 'NewPassword', Message: CHANGE_PASSWORD_MESSAGES.newRequired },
        { Field: 'ConfirmPassword', Message: CHANGE_PASSWORD_MESSAGES.confirmRequired },
      ],
    });
  });

  it('reports a refinement on the field it names', () => {
    const raw = {
      email: 'a@example.com',
      oldpassword: 'old',
      newpassword: 'longenough',
      confirmpassword: 'other',
    };
    const error = thrownBy(() => parseInput(changePasswordSchema, raw));
    expect(error).toMatchObject({
      code: 400,
      message: CHANGE_PASSWORD_MESSAGES.mismatch,
      fieldErrors: [{ Field: 'ConfirmPassword', Message: CHANGE_PASSWORD_MESSAGES.mismatch }],
    });
  });

  it('names the body itself when a non-object schema fails', () => {
    const error = thrownBy(() => parseInput(otpCodeSchema, '12'));
    expect(error).toMatchObject({
      code: 400,
      message: 'The code has 6 digits',
      fieldErrors: [{ Field: '(body)', Message: 'The code has 6 digits' }],
    });
  });
});
