import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import { decryptSecret } from '../../auth/app-secrets.js';
import { matchTotpStep } from '../../auth/totp.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import type { BaseContext } from '../../http/request-context.js';

/**
 * The time step a code proves for a sealed authenticator secret, or null when it is wrong or its
 * step is at or before the last one accepted: a code works once, for sign-in or anything else that
 * asks for the second factor.
 */
export const freshTotpStep = (
  ctx: Pick<BaseContext, 'deps' | 'now'>,
  sealed: string,
  lastStep: number | null,
  code: string,
): number | null => {
  const step = matchTotpStep(decryptSecret(ctx.deps.secrets.encryptionKey, sealed), code, ctx.now.getTime());
  return step === null || (lastStep !== null && step <= lastStep) ? null : step;
};

/**
 * Records the step as used, in the caller's transaction; false when another request used it (or a
 * later one) first, so two racing requests with one code see one success.
 */
export const acceptTotpStep = async (
  tx: Database,
  userId: number,
  step: number,
  extra: Partial<typeof users.$inferInsert> = {},
): Promise<boolean> => {
  const accepted = await tx
    .update(users)
    .set({ totpLastStep: step, ...extra })
    .where(
      and(
        eq(users.id, userId),
        ne(users.status, 'deleted'),
        or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return accepted.length > 0;
};
