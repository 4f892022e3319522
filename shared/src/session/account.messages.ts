/* Apart from the zod schemas, so browser bundles can use the texts without loading zod. */

/** Change password form of spec sections 3 and 5, with its exact messages. */
export const CHANGE_PASSWORD_MESSAGES = {
  emailRequired: '**Email Required.',
  oldRequired: '**Old Password Required.',
  newRequired: '**New Password Required.',
  confirmRequired: '**Confirm Password Required.',
  mismatch: 'New password and confirm password not matched',
  tooShort: 'The new password needs at least 8 characters',
  /** The answer's message: every session of the user has ended. */
  changed: 'Password changed. Please sign in again.',
} as const;

/** The spec shows no length rule; we require what NIST SP 800-63B asks as a minimum. */
export const MIN_PASSWORD_LENGTH = 8;

export const DELETE_ACCOUNT_MESSAGES = {
  required: 'Required',
  mismatch: 'Password and confirm password do not match',
  success: 'User Deleted Successfully!',
  /** The answer (400, on the `code` field) that tells the page this account has two-factor sign-in. */
  codeRequired: 'This account has two-factor sign-in: enter the 6-digit code from your authenticator app.',
  codeWrong: 'The authenticator code is not correct. Enter the current code from your app.',
} as const;

/** The field of the deletion form that carries the second factor (sent only when asked for). */
export const DELETE_ACCOUNT_CODE_FIELD = 'code';
