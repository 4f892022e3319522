import { SETTING_KEYS } from '@backoffice/shared/constants';
import { sessionContracts } from '@backoffice/shared/session/session.contract';
import { loginSchema, SIGN_IN_MESSAGES } from '@backoffice/shared/session/sign-in.schema';
import { and, eq, isNull } from 'drizzle-orm';
import { authSessions } from '../../db/schema/index.js';
import { badRequest } from '../../http/api-error.js';
import { implementRoute } from '../../http/define-route.js';
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

/**
 * A sign-in door without its body for defineRoute to check first: the handler reads it (branch
 * first). The OpenAPI document still shows the body (http/openapi/hand-parsed-inputs.ts).
 */
const readByHand = <C extends { body: unknown }>({ body: _readByHand, ...door }: C) => door;

export const signInRoutes = [
  implementRoute(readByHand(sessionContracts.adminLogin), {
    handler: async (ctx, { raw }) =>
      signIn(ctx, ctx.requestedCompanyId, await parseLogin(ctx, raw.body), 'admin'),
  }),
  implementRoute(readByHand(sessionContracts.dealerLogin), {
    handler: async (ctx, { raw }) =>
      signIn(ctx, ctx.requestedCompanyId, await parseLogin(ctx, raw.body), 'dealer'),
  }),
  implementRoute(sessionContracts.logout, {
    handler: async (ctx) => {
      await ctx.deps.db
        .update(authSessions)
        .set({ revokedAt: ctx.now })
        .where(and(eq(authSessions.id, ctx.user.sessionId), isNull(authSessions.revokedAt)));
      return { data: null, message: 'Signed out' };
    },
  }),
];
