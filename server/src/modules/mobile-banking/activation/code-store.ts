import {
  CODE_LIFETIME_MINUTES,
  CODE_MAX_FAILED_ATTEMPTS,
  CODE_RESEND_COOLDOWN_SECONDS,
  type CodePurpose,
} from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { mobileBankingCodes } from '../../../db/schema/index.js';
import { badRequest, conflict, tooManyRequests } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { hashOneTimeCode, newOneTimeCode, sameCodeHash } from './one-time-code.js';

export const CODE_MESSAGES = {
  none: 'No code is waiting for this request; ask for a new one.',
  wrong: 'The code is not right.',
  expired: 'The code has expired; ask for a new one.',
  used: 'The code has already been used.',
  burned: 'Too many wrong codes; this one no longer works. Ask for a new one.',
} as const;

/** The codes of one request and purpose in one company. */
const codesOf = (binding: { companyId: number; activationRequestId: number; purpose: CodePurpose }) =>
  and(
    eq(mobileBankingCodes.companyId, binding.companyId),
    eq(mobileBankingCodes.activationRequestId, binding.activationRequestId),
    eq(mobileBankingCodes.purpose, binding.purpose),
  );

/**
 * Makes a new code for a request and purpose and keeps only its hash. Earlier codes of the same
 * purpose stop working, so only the latest SMS counts. Answers the code, to be sent and forgotten.
 */
export const issueCode = async (
  tx: Database,
  ctx: UserContext,
  activationRequestId: number,
  purpose: CodePurpose,
): Promise<{ code: string; expiresAt: Date }> => {
  const binding = { companyId: ctx.companyId, activationRequestId, purpose };
  const [last] = await tx
    .select({ createdAt: mobileBankingCodes.createdAt })
    .from(mobileBankingCodes)
    .where(codesOf(binding))
    .orderBy(desc(mobileBankingCodes.id))
    .limit(1);
  const waitSeconds = last
    ? CODE_RESEND_COOLDOWN_SECONDS - (ctx.now.getTime() - last.createdAt.getTime()) / 1000
    : 0;
  if (waitSeconds > 0) {
    const seconds = Math.ceil(waitSeconds);
    throw tooManyRequests(
      `A code was sent less than a minute ago; ask again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      seconds,
    );
  }
  await tx
    .update(mobileBankingCodes)
    .set({ revokedAt: ctx.now })
    .where(and(codesOf(binding), isNull(mobileBankingCodes.usedAt), isNull(mobileBankingCodes.revokedAt)));
  const code = newOneTimeCode();
  const expiresAt = new Date(ctx.now.getTime() + CODE_LIFETIME_MINUTES * 60_000);
  await tx.insert(mobileBankingCodes).values({
    ...binding,
    codeHash: hashOneTimeCode(ctx.deps.secrets.encryptionKey, binding, code),
    expiresAt,
    createdAt: ctx.now,
  });
  return { code, expiresAt };
};

const codeError = (message: string) => badRequest(message, [{ Field: 'Code', Message: message }]);

/**
 * Checks a code against the latest one of a request and purpose, before the transaction that acts
 * on it. A wrong code counts against it and burns it after CODE_MAX_FAILED_ATTEMPTS; an expired,
 * burned or replaced one is refused; a used one is 409. Answers the code's row id, for
 * markCodeUsed in that transaction.
 */
export const checkCode = async (
  ctx: UserContext,
  activationRequestId: number,
  purpose: CodePurpose,
  code: string,
): Promise<number> => {
  const { db } = ctx.deps;
  const binding = { companyId: ctx.companyId, activationRequestId, purpose };
  const [latest] = await db
    .select()
    .from(mobileBankingCodes)
    .where(codesOf(binding))
    .orderBy(desc(mobileBankingCodes.id))
    .limit(1);
  if (!latest) throw codeError(CODE_MESSAGES.none);
  const matches = sameCodeHash(
    latest.codeHash,
    hashOneTimeCode(ctx.deps.secrets.encryptionKey, binding, code),
  );
  if (latest.usedAt !== null) throw matches ? conflict(CODE_MESSAGES.used) : codeError(CODE_MESSAGES.none);
  if (latest.revokedAt !== null) {
    throw codeError(
      latest.failedAttempts >= CODE_MAX_FAILED_ATTEMPTS ? CODE_MESSAGES.burned : CODE_MESSAGES.none,
    );
  }
  if (latest.expiresAt.getTime() <= ctx.now.getTime()) throw codeError(CODE_MESSAGES.expired);
  if (!matches) {
    // Its own statement, not in a transaction a refusal rolls back: every wrong try must count.
    await db
      .update(mobileBankingCodes)
      .set({
        failedAttempts: sql`${mobileBankingCodes.failedAttempts} + 1`,
        revokedAt: sql`case when ${mobileBankingCodes.failedAttempts} + 1 >= ${CODE_MAX_FAILED_ATTEMPTS} then ${ctx.now.toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(mobileBankingCodes.companyId, ctx.companyId), eq(mobileBankingCodes.id, latest.id)));
    throw codeError(CODE_MESSAGES.wrong);
  }
  return latest.id;
};

/**
 * Uses a checked code, once: a conditional update, so of two simultaneous uses one wins and the
 * other is 409. In the transaction that does what the code allows, so a refused move keeps it.
 */
export const markCodeUsed = async (tx: Database, ctx: UserContext, codeId: number): Promise<void> => {
  const [used] = await tx
    .update(mobileBankingCodes)
    .set({ usedAt: ctx.now })
    .where(
      and(
        eq(mobileBankingCodes.companyId, ctx.companyId),
        eq(mobileBankingCodes.id, codeId),
        isNull(mobileBankingCodes.usedAt),
        isNull(mobileBankingCodes.revokedAt),
      ),
    )
    .returning({ id: mobileBankingCodes.id });
  if (!used) throw conflict(CODE_MESSAGES.used);
};
