import { SETTING_KEYS } from '@backoffice/shared/constants';
import { loginSchema, SIGN_IN_MESSAGES } from '@backoffice/shared/session/sign-in.schema';
import { and, eq, isNull } from 'drizzle-orm';
import { authSessions } from '../../db/schema/index.js';
import { badRequest } from '../../http/api-error.js';
import { defineRoute } from '../../http/define-route.js';
import { normaliseKeys, parseInput } from '../../http/parse-input.js';
import type { BaseContext } from '../../http/request-context.js';
import { isSettingOn } from '../settings/settings.repository.js';
import { signIn } from './sign-in.service.js';

/** Spec section 5 checks the branch before the user name and password. */
const parseLogin = async (ctx: BaseContext, raw: unknown) => {
  const fields = normaliseKeys(raw, loginSchema) as Record<string, unknown>;
  const branchGiven = fields.BranchId !== undefined && fields.BranchId !== '';
  if (!branchGiven && (await isSettingOn(ctx.deps.db, ctx.requestedCompanyId, SETTING_KEYS.multiBranching))) {
    throw badRequest(SIGN_IN_MESSAGES.branchRequired, [
      { Field: 'BranchId', Message: SIGN_IN_MESSAGES.branchRequired },
    ]);
  }
  return parseInput(loginSchema, raw);
};

export const signInRoutes = [
  defineRoute({
    method: 'post',
    path: '/user/login/admin',
    summary: 'Admin and staff sign-in. With two-factor on, answers a challenge instead of a token.',
    access: 'public',
    handler: async (ctx, { raw }) =>
      signIn(ctx, ctx.requestedCompanyId, await parseLogin(ctx, raw.body), 'admin'),
  }),
  defineRoute({
    method: 'post',
    path: '/salesuser/dealer/login',
    summary: 'Dealer sign-in, same body and answer as the admin sign-in.',
    access: 'public',
    handler: async (ctx, { raw }) =>
      signIn(ctx, ctx.requestedCompanyId, await parseLogin(ctx, raw.body), 'dealer'),
  }),
  defineRoute({
    method: 'post',
    path: '/user/logout',
    summary: "Ends the caller's session: its token stops working at once.",
    access: 'user',
    handler: async (ctx) => {
      await ctx.deps.db
        .update(authSessions)
        .set({ revokedAt: ctx.now })
        .where(and(eq(authSessions.id, ctx.user.sessionId), isNull(authSessions.revokedAt)));
      return { data: null, message: 'Signed out' };
    },
  }),
];
