import {
  DELETE_ACCOUNT_CODE_FIELD,
  DELETE_ACCOUNT_MESSAGES,
} from '@backoffice/shared/session/account.messages';
import { recordFailure } from '../../auth/throttle.js';
import type { users } from '../../db/schema/index.js';
import { badRequest, unauthorized } from '../../http/api-error.js';
import type { BaseContext } from '../../http/request-context.js';
import { freshTotpStep } from '../session/second-factor-step.js';

/**
 * For an account with an authenticator, the second factor a sign-in would ask for: the answer's
 * time step (to be marked used with the change it authorises), or null for an account without one.
 * A missing code is 400 on the code field (that answer is how the page learns to ask for it); a
 * wrong or already used code counts against the same keys as a failed sign-in.
 */
export const checkSecondFactor = async (
  ctx: BaseContext,
  user: Pick<typeof users.$inferSelect, 'totpSecret' | 'totpLastStep'>,
  code: string | undefined,
  throttleKeys: string[],
): Promise<number | null> => {
  if (user.totpSecret === null) return null;
  if (code === undefined) {
    throw badRequest(DELETE_ACCOUNT_MESSAGES.codeRequired, [
      { Field: DELETE_ACCOUNT_CODE_FIELD, Message: DELETE_ACCOUNT_MESSAGES.codeRequired },
    ]);
  }
  const step = freshTotpStep(ctx, user.totpSecret, user.totpLastStep, code);
  if (step === null) {
    await recordFailure(ctx.deps.db, throttleKeys, ctx.now);
    throw unauthorized(DELETE_ACCOUNT_MESSAGES.codeWrong);
  }
  return step;
};
