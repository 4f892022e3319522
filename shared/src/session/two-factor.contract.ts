import { z } from 'zod';
import { optionalBoolean, optionalText, requiredId, requiredText } from '../form-fields.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { loginUserSchema, twoFactorVerifySchema } from './sign-in.schema.js';

/** GET /api/2fa/qrcode: the QR code (a data URL) of a new secret, and the secret for typing by hand. */
export const enrolmentSchema = z.object({ data: z.string(), secret: z.string() });
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** /api/2fa/verify: the code was right, and the sign-in is complete. */
export const secondFactorVerifiedSchema = z.object({ verified: z.literal(true), User: loginUserSchema });
export type SecondFactorVerified = z.infer<typeof secondFactorVerifiedSchema>;

/** POST /user/enableTwofa: the company setting as stored. */
export const twoFactorSettingSchema = z.object({ Key: z.string(), Value: z.string() });
export type TwoFactorSetting = z.infer<typeof twoFactorSettingSchema>;

const VERIFY_SUMMARY =
  'Checks a six-digit code for the pending sign-in; on success returns the signed-in user.';

/**
 * Host routes of the original (/api/2fa/*), kept by name and mounted at the server's root, outside
 * the API base. Both need the challenge token from the sign-in answer as the bearer token; a
 * `secret` parameter, which the original trusted, is ignored.
 */
export const twoFactorHostContracts = {
  qrCode: defineContract({
    method: 'get',
    path: '/api/2fa/qrcode',
    summary: 'QR code (data URL) of a new TOTP secret for the pending sign-in. Refused once enrolled.',
    access: 'public',
    query: z.object({ siteName: optionalText(60) }),
    response: enrolmentSchema,
  }),
  verify: defineContract({
    method: 'post',
    path: '/api/2fa/verify',
    summary: VERIFY_SUMMARY,
    access: 'public',
    body: twoFactorVerifySchema,
    response: secondFactorVerifiedSchema,
  }),
  verifyByGet: defineContract({
    method: 'get',
    path: '/api/2fa/verify',
    summary: VERIFY_SUMMARY,
    access: 'public',
    query: twoFactorVerifySchema,
    response: secondFactorVerifiedSchema,
  }),
};

/** What an administrator does about two-factor sign-in: the company's switch and a user's authenticator. */
export const twoFactorAdminContracts = {
  enable: defineContract({
    method: 'post',
    path: '/user/enableTwofa',
    summary: 'Turns two-factor sign-in on (or off with Enable=false) for the whole company.',
    access: 'user',
    permission: { page: PAGE_CODES.ApplicationSetting, action: 'edit' },
    body: z.object({ Enable: optionalBoolean('Enable must be true or false') }),
    response: twoFactorSettingSchema,
  }),
  reset: defineContract({
    method: 'post',
    path: '/user/resettwofa',
    summary: "Clears a user's authenticator so they enrol again at their next sign-in.",
    access: 'user',
    permission: { page: PAGE_CODES.User, action: 'edit' },
    query: z.object({ id: requiredId('id is required') }),
    response: z.null(),
  }),
  saveKey: defineContract({
    method: 'post',
    path: '/user/sendtwofactorauthkey',
    summary: "SendTwoFactorAuthKey: saves a user's TOTP key (base32) given by an administrator.",
    access: 'user',
    permission: { page: PAGE_CODES.User, action: 'edit' },
    body: z.object({ userId: requiredId('userId is required'), key: requiredText('key is required', 128) }),
    response: z.null(),
  }),
};
