import { z } from 'zod';
import { optionalId, requiredSecret, requiredText } from '../form-fields.js';
import { SIGN_IN_MESSAGES } from './sign-in.messages.js';

export { SIGN_IN_MESSAGES };

export const loginSchema = z.object({
  BranchId: optionalId('Branch is required'),
  UserName: requiredText(SIGN_IN_MESSAGES.userNameRequired, 100),
  Password: requiredSecret(SIGN_IN_MESSAGES.passwordRequired, 200),
});
export type LoginInput = z.output<typeof loginSchema>;

export const clientCredentialsSchema = z.object({
  client_id: requiredText('client_id is required', 100),
  client_secret: requiredSecret('client_secret is required', 200),
  grant_type: z.literal('client_credentials', { error: "grant_type must be 'client_credentials'" }),
});

/** The six-digit code typed into the OTP boxes. */
export const otpCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z
    .string({ error: SIGN_IN_MESSAGES.enterOtp })
    .min(1, { error: SIGN_IN_MESSAGES.enterOtp })
    .regex(/^\d{6}$/, { error: SIGN_IN_MESSAGES.otpLength }),
);

export const twoFactorVerifySchema = z.object({
  token: otpCodeSchema,
});

/** One role of the signed-in user, as the login answer lists them. */
export const loginRoleSchema = z.object({ Name: z.string(), IsAdminRole: z.boolean() });
export type LoginRole = z.infer<typeof loginRoleSchema>;

/** The login answer of spec section 3. `Token` is absent while a second factor is pending. */
export const loginUserSchema = z.object({
  Token: z.string().nullable(),
  FirstName: z.string(),
  LastName: z.string(),
  Roles: z.array(loginRoleSchema),
  SystemDate: z.string(),
  BranchId: z.number().int(),
  CompanyId: z.number().int(),
  IdentityUserId: z.string(),
  /**
   * The original sent the user's TOTP secret here. We never do: it is always null. The two fields
   * below tell the portal which two-factor modal to open instead.
   */
  AuthKeySecret: z.null(),
  TwoFactorRequired: z.boolean(),
  TwoFactorEnrolled: z.boolean(),
  /** Short-lived, single-purpose token for /api/2fa/* while the second factor is pending. */
  ChallengeToken: z.string().nullable(),
});
export type LoginUser = z.infer<typeof loginUserSchema>;
