/**
 * Messages of spec sections 5 and 8, word for word: the portal and the server show the same text.
 * Kept apart from the zod schemas so a browser bundle can show them without loading zod.
 */
export const SIGN_IN_MESSAGES = {
  branchRequired: 'Branch is required',
  userNameRequired: 'User name is required',
  passwordRequired: 'Password is required',
  enterOtp: 'Enter OTP',
  otpLength: 'The code has 6 digits',
  otpFailed: 'Failed. Please scan the QR code and repeat verification.',
  invalidCredentials: 'Invalid user name or password.',
} as const;
