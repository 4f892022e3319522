import { SIGN_IN_MESSAGES } from './sign-in.messages.js';

export type LoginField = 'branch' | 'userName' | 'password';

export interface LoginFormValues {
  branchRequired: boolean;
  branchId: string;
  userName: string;
  password: string;
}

/**
 * Spec section 5: branch (when selection is on), then user name, then password. Only the first
 * problem is reported, under its field.
 */
export const firstLoginError = (values: LoginFormValues): { field: LoginField; message: string } | null => {
  if (values.branchRequired && !values.branchId)
    return { field: 'branch', message: SIGN_IN_MESSAGES.branchRequired };
  if (!values.userName.trim()) return { field: 'userName', message: SIGN_IN_MESSAGES.userNameRequired };
  if (!values.password) return { field: 'password', message: SIGN_IN_MESSAGES.passwordRequired };
  return null;
};
