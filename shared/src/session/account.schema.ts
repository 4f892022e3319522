import { z } from 'zod';
import { requiredSecret, requiredText } from '../form-fields.js';

/** Change password form of spec sections 3 and 5, with its exact messages. */
export const CHANGE_PASSWORD_MESSAGES = {
  emailRequired: '**Email Required.',
  oldRequired: '**Old Password Required.',
  newRequired: '**New Password Required.',
  confirmRequired: '**Confirm Password Required.',
  mismatch: 'New password and confirm password not matched',
} as const;

/** The spec shows no length rule; we require what NIST SP 800-63B asks as a minimum. */
export const MIN_PASSWORD_LENGTH = 8;

const newPassword = (requiredMessage: string) =>
  requiredSecret(requiredMessage, 128).pipe(
    z.string().min(MIN_PASSWORD_LENGTH, {
      error: `The new password needs at least ${MIN_PASSWORD_LENGTH} characters`,
    }),
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

export const DELETE_ACCOUNT_MESSAGES = {
  required: 'Required',
  mismatch: 'Password and confirm password do not match',
  success: 'User Deleted Successfully!',
} as const;

/** Account deletion form: the client checks only presence, the server also checks the match. */
export const deleteAccountSchema = z
  .object({
    username: requiredText(DELETE_ACCOUNT_MESSAGES.required, 100),
    password: requiredSecret(DELETE_ACCOUNT_MESSAGES.required, 200),
    confirmPassword: requiredSecret(DELETE_ACCOUNT_MESSAGES.required, 200),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: DELETE_ACCOUNT_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;
