import { z } from 'zod';
import { defineContract } from '../http/route-contract.js';
import { clientCredentialsSchema, loginSchema, loginUserSchema } from './sign-in.schema.js';

/** POST /connect/token: a client-credentials token for what the login page reads before sign-in. */
export const clientTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds the token lives. */
  expires_in: z.number().int(),
  scope: z.literal('anonymous'),
});
export type ClientToken = z.infer<typeof clientTokenSchema>;

/**
 * Signing in and out (server/src/modules/session). The two sign-in doors take `loginSchema` but
 * read it by hand: spec section 5 checks the branch before the user name and password, so the
 * server mounts them without the body (see sign-in.routes.ts); the client still sends it typed.
 */
export const sessionContracts = {
  adminLogin: defineContract({
    method: 'post',
    path: '/user/login/admin',
    summary: 'Admin and staff sign-in. With two-factor on, answers a challenge instead of a token.',
    access: 'public',
    body: loginSchema,
    response: loginUserSchema,
  }),
  dealerLogin: defineContract({
    method: 'post',
    path: '/salesuser/dealer/login',
    summary: 'Dealer sign-in, same body and answer as the admin sign-in.',
    access: 'public',
    body: loginSchema,
    response: loginUserSchema,
  }),
  logout: defineContract({
    method: 'post',
    path: '/user/logout',
    summary: "Ends the caller's session: its token stops working at once.",
    access: 'user',
    response: z.null(),
  }),
  clientToken: defineContract({
    method: 'post',
    path: '/connect/token',
    summary:
      'Client-credentials grant. The token reads only site info, banners, public settings and the branch list.',
    access: 'public',
    body: clientCredentialsSchema,
    response: clientTokenSchema,
  }),
};
