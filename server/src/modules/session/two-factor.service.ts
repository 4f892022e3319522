import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { SIGN_IN_MESSAGES } from '@backoffice/shared/session/sign-in.schema';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit-log.js';
import { encryptSecret } from '../../auth/app-secrets.js';
import { accountKey, addressKey, assertNotLocked, recordFailure } from '../../auth/throttle.js';
import { verifyToken } from '../../auth/tokens.js';
import { newTotpSecret, totpUri } from '../../auth/totp.js';
import type { Database } from '../../db/database.js';
import { authChallenges, users } from '../../db/schema/index.js';
import { conflict, unauthorized } from '../../http/api-error.js';
import type { BaseContext } from '../../http/request-context.js';
import { acceptTotpStep, freshTotpStep } from './second-factor-step.js';
import { completeSignIn } from './sign-in.service.js';

export const TWO_FACTOR_MESSAGES = {
  challengeExpired: 'This sign-in has expired. Please sign in again.',
  alreadyEnrolled: 'Two-factor authentication is already set up for this account.',
  scanFirst: 'Scan the QR code first.',
} as const;

const loadChallenge = async (ctx: BaseContext) => {
  const token = ctx.bearerToken;
  const verified = token
    ? await verifyToken(ctx.deps.secrets.jwtKey, token, ['challenge'], ctx.now)
    : 'invalid';
  if (typeof verified === 'string' || verified.kind !== 'challenge')
    throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
  const [row] = await ctx.deps.db
    .select({ challenge: authChallenges, user: users })
    .from(authChallenges)
    .innerJoin(users, eq(users.id, authChallenges.userId))
    .where(
      and(
        eq(authChallenges.id, verified.challengeId),
        eq(authChallenges.userId, verified.userId),
        isNull(authChallenges.consumedAt),
        gt(authChallenges.expiresAt, ctx.now),
        eq(users.status, 'active'),
      ),
    );
  if (!row) throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
  return row;
};

/** Offers a new secret as a QR code. It is kept with the challenge until a code proves the app has it. */
export const offerEnrolment = async (ctx: BaseContext, siteName: string | undefined) => {
  const { challenge, user } = await loadChallenge(ctx);
  if (user.totpSecret !== null) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnrolled);
  const secret = newTotpSecret();
  await ctx.deps.db
    .update(authChallenges)
    .set({ pendingSecret: encryptSecret(ctx.deps.secrets.encryptionKey, secret) })
    .where(eq(authChallenges.id, challenge.id));
  const uri = totpUri(secret, siteName ?? 'Back Office', user.username);
  const { toDataURL } = await import('qrcode');
  // `secret` is what the QR code encodes, shown once for typing into an app by hand.
  return { data: await toDataURL(uri, { margin: 1, width: 220 }), secret };
};

/**
 * Checks the code against the enrolled secret (or the one just offered), accepts each time step
 * once, and only then opens the session.
 */
export const verifySecondFactor = async (ctx: BaseContext, code: string) => {
  const { db } = ctx.deps;
  const { challenge, user } = await loadChallenge(ctx);
  const keys = [accountKey(user.username), addressKey(ctx.ip)];
  await assertNotLocked(db, keys, ctx.now);
  const enrolling = user.totpSecret === null;
  const sealed = user.totpSecret ?? challenge.pendingSecret;
  if (!sealed) throw conflict(TWO_FACTOR_MESSAGES.scanFirst);
  const step = freshTotpStep(ctx, sealed, user.totpLastStep, code);
  if (step === null) {
    await recordFailure(db, keys, ctx.now);
    throw unauthorized(SIGN_IN_MESSAGES.otpFailed);
  }
  await db.transaction(async (tx) => {
    const consumed = await tx
      .update(authChallenges)
      .set({ consumedAt: ctx.now })
      .where(and(eq(authChallenges.id, challenge.id), isNull(authChallenges.consumedAt)))
      .returning({ id: authChallenges.id });
    if (consumed.length === 0) throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
    // The step condition makes two racing requests with one code see one success.
    const accepted = await acceptTotpStep(
      tx as Database,
      user.id,
      step,
      enrolling ? { totpSecret: sealed, updatedAt: ctx.now } : {},
    );
    if (!accepted) throw unauthorized(SIGN_IN_MESSAGES.otpFailed);
    if (enrolling) {
      await writeAudit(tx as Database, ctx, {
        companyId: challenge.companyId,
        actorUserId: user.id,
        action: 'two-factor.enrolled',
        entity: USER.name,
        entityId: user.id,
        before: { twoFactorEnrolled: false },
        after: { twoFactorEnrolled: true },
      });
    }
  });
  const signedIn = await completeSignIn(ctx, {
    user: { ...user, totpSecret: sealed, totpLastStep: step },
    companyId: challenge.companyId,
    branchId: challenge.branchId,
    loginKind: challenge.loginKind,
    secondFactor: true,
  });
  return { verified: true as const, User: signedIn };
};
