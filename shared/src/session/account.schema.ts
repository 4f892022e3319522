import { z } from 'zod';
import { requiredSecret, requiredText } from '../form-fields.js';
import {
  CHANGE_PASSWORD_MESSAGES,
  DELETE_ACCOUNT_CODE_FIELD,
  DELETE_ACCOUNT_MESSAGES,
  MIN_PASSWORD_LENGTH,
} from './account.messages.js';
import { SIGN_IN_MESSAGES } from './sign-in.messages.js';

export { CHANGE_PASSWORD_MESSAGES, DELETE_ACCOUNT_CODE_FIELD, DELETE_ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH };

const newPassword = (requiredMessage: string) =>
  requiredSecret(requiredMessage, 128).pipe(
    z.string().min(MIN_PASSWORD_LENGTH, { error: CHANGE_PASSWORD_MESSAGES.tooShort }),
  );

export const changePasswordSchema = z
  .object({
    Email: requiredText(CHANGE_PASSWORD_MESSAGES.emailRequired, 200),
    OldPassword: requiredSecret(CHANGE_PASSWORD_MESSAGES.oldRequired, 200),
    NewPassword: newPassword(CHANGE_PASSWORD_MESSAGES.newRequired),
    ConfirmPassword: requiredSecret(CHANGE_PASSWORD_MESSAGES.confirmRequired, 200),
  })
  .refine((form) => form.NewPassword === form.ConfirmPassword, {
    error: CHANGE_PASSWORD_MESSAGES.mismatch,
    path: ['ConfirmPassword'],
  });
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/**
 * Account deletion form: the client checks only presence, the server also checks the match. The
 * authenticator code is optional here: the server asks for it (400 on `code`) when the account has
 * two-factor sign-in, and an empty one counts as not sent.
 */
export const deleteAccountSchema = z
  .object({
    username: requiredText(DELETE_ACCOUNT_MESSAGES.required, 100),
    password: requiredSecret(DELETE_ACCOUNT_MESSAGES.required, 200),
    confirmPassword: requiredSecret(DELETE_ACCOUNT_MESSAGES.required, 200),
    [DELETE_ACCOUNT_CODE_FIELD]: z.preprocess(
      (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') || undefined : value),
      z
        .string({ error: SIGN_IN_MESSAGES.otpLength })
        .regex(/^\d{6}$/, { error: SIGN_IN_MESSAGES.otpLength })
        .optional(),
    ),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: DELETE_ACCOUNT_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;
