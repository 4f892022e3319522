import { CHANGE_PASSWORD_MESSAGES, MIN_PASSWORD_LENGTH } from './account.messages.js';

export interface ChangePasswordValues {
  Email: string;
  OldPassword: string;
  NewPassword: string;
  ConfirmPassword: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, string>>;

/**
 * The modal's checks (spec section 5), the same rules as the server's changePasswordSchema: each
 * empty field has its message; then the length and the match of the new password.
 */
export const changePasswordErrors = (values: ChangePasswordValues): ChangePasswordErrors => {
  const errors: ChangePasswordErrors = {};
  if (!values.Email.trim()) errors.Email = CHANGE_PASSWORD_MESSAGES.emailRequired;
  if (!values.OldPassword) errors.OldPassword = CHANGE_PASSWORD_MESSAGES.oldRequired;
  if (!values.NewPassword) errors.NewPassword = CHANGE_PASSWORD_MESSAGES.newRequired;
  else if (values.NewPassword.length < MIN_PASSWORD_LENGTH)
    errors.NewPassword = CHANGE_PASSWORD_MESSAGES.tooShort;
  if (!values.ConfirmPassword) errors.ConfirmPassword = CHANGE_PASSWORD_MESSAGES.confirmRequired;
  else if (values.NewPassword && values.NewPassword !== values.ConfirmPassword) {
    errors.ConfirmPassword = CHANGE_PASSWORD_MESSAGES.mismatch;
  }
  return errors;
};
