import { optionalText } from '@backoffice/shared/form-fields';
import { twoFactorVerifySchema } from '@backoffice/shared/session/sign-in.schema';
import { z } from 'zod';
import { defineRoute } from '../../http/define-route.js';
import { parseInput } from '../../http/parse-input.js';
import { offerEnrolment, verifySecondFactor } from './two-factor.service.js';

/**
 * Host routes of the original (/api/2fa/*), kept by name. Both now need the challenge token from
 * the sign-in answer as the bearer token; a `secret` parameter, which the original trusted, is ignored.
 */
export const twoFactorHostRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/2fa/qrcode',
    summary: 'QR code (data URL) of a new TOTP secret for the pending sign-in. Refused once enrolled.',
    access: 'public',
    query: z.object({ siteName: optionalText(60) }),
    handler: async (ctx, { query }) => ({
      message: 'Scan the QR code with your authenticator app',
      data: await offerEnrolment(ctx, query.siteName),
    }),
  }),
  ...(['get', 'post'] as const).map((method) =>
    defineRoute({
      method,
      path: '/api/2fa/verify',
      summary: 'Checks a six-digit code for the pending sign-in; on success returns the signed-in user.',
      access: 'public',
      handler: async (ctx, { raw }) => {
        const input = parseInput(twoFactorVerifySchema, method === 'get' ? raw.query : raw.body);
        return { message: 'Verified', data: await verifySecondFactor(ctx, input.token) };
      },
    }),
  ),
];
