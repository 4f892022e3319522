import { twoFactorHostContracts } from '@backoffice/shared/session/two-factor.contract';
import { implementRoute } from '../../http/define-route.js';
import { offerEnrolment, verifySecondFactor } from './two-factor.service.js';

/**
 * Host routes of the original (/api/2fa/*), kept by name. Both now need the challenge token from
 * the sign-in answer as the bearer token; a `secret` parameter, which the original trusted, is ignored.
 */
export const twoFactorHostRoutes = [
  implementRoute(twoFactorHostContracts.qrCode, {
    handler: async (ctx, { query }) => ({
      message: 'Scan the QR code with your authenticator app',
      data: await offerEnrolment(ctx, query.siteName),
    }),
  }),
  implementRoute(twoFactorHostContracts.verifyByGet, {
    handler: async (ctx, { query }) => ({
      message: 'Verified',
      data: await verifySecondFactor(ctx, query.token),
    }),
  }),
  implementRoute(twoFactorHostContracts.verify, {
    handler: async (ctx, { body }) => ({
      message: 'Verified',
      data: await verifySecondFactor(ctx, body.token),
    }),
  }),
];
