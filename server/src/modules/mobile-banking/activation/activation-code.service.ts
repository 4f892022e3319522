import { nextActivationStatus } from '@backoffice/shared/mobile-banking/activation-request-machine';
import {
  type CodePurpose,
  MIN_APP_PASSWORD_LENGTH,
  PIN_PATTERN,
  type ResetKind,
} from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import type { confirmResetBody } from '@backoffice/shared/mobile-banking/mobile-banking-inputs';
import { addDays } from '@backoffice/shared/mobile-banking/renewal-tabs';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { writeUserAudit } from '../../../audit/audit-log.js';
import { hashPassword } from '../../../auth/password-hash.js';
import type { Database } from '../../../db/database.js';
import {
  mobileBankingActivationRequests as requests,
  mobileBankingRequestTransitions as transitions,
} from '../../../db/schema/index.js';
import { badRequest, conflict } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { companyToday } from '../../orders/company-today.js';
import { AUDIT_ENTITY } from '../mobile-banking-access.js';
import { renewalSettings } from '../mobile-banking-settings.js';
import { codeSms, noticeSms } from '../sms/sms-messages.js';
import { type PendingSms, recordSms, smsRoute } from '../sms/sms-outbox.js';
import { runActivationMove } from './activation-move.service.js';
import { findActivationRequest, ownRequest } from './activation-request-record.js';
import { checkCode, issueCode, markCodeUsed } from './code-store.js';

/** Activation columns: the service runs one renewal period from today. */
export const activationColumns = async (ctx: UserContext) => {
  const today = await companyToday(ctx.deps.db, ctx.companyId, ctx.now);
  const { periodDays } = await renewalSettings(ctx.deps.db, ctx.companyId);
  return { activatedAt: ctx.now, chargeDate: today, expiresOn: addDays(today, periodDays) };
};

const ACTIVE_NOTICE = 'your mobile banking is now active.';

/** Activation by the code the member received: proves they hold the phone the codes go to. */
export const activateWithCode = async (
  ctx: UserContext,
  id: number,
  input: { Code: string; DeviceId?: string | undefined },
): Promise<PendingSms> => {
  // The state first: a code sent to an activated request is a refused move, not a wrong try.
  const current = await findActivationRequest(ctx.deps.db, ctx.companyId, id);
  const allowed = nextActivationStatus(current.status, 'verifyotp');
  if (!allowed.ok) throw conflict(allowed.message);
  const codeId = await checkCode(ctx, id, 'activation', input.Code);
  const columns = await activationColumns(ctx);
  const route = await smsRoute(ctx);
  const { result } = await runActivationMove(ctx, id, 'verifyotp', {
    set: (row) => ({ ...columns, deviceId: input.DeviceId ?? row.deviceId }),
    within: async (tx, row) => {
      await markCodeUsed(tx, ctx, codeId);
      return recordSms(tx, ctx, {
        ...noticeSms(route.sender, 'activated', ACTIVE_NOTICE),
        ...route,
        phoneNumber: row.phoneNumber,
        activationRequestId: id,
      });
    },
  });
  return result;
};

export const activateManually = async (ctx: UserContext, id: number, remarks: string | undefined) => {
  const columns = await activationColumns(ctx);
  const route = await smsRoute(ctx);
  const { result } = await runActivationMove(ctx, id, 'activatemanual', {
    remarks,
    set: () => columns,
    within: (tx, row) =>
      recordSms(tx, ctx, {
        ...noticeSms(route.sender, 'activated', ACTIVE_NOTICE),
        ...route,
        phoneNumber: row.phoneNumber,
        activationRequestId: id,
      }),
  });
  return result;
};

const CODE_ACTIONS = {
  resendotp: 'activation',
  resetpin: 'pinReset',
  resetpassword: 'passwordReset',
} as const satisfies Record<string, CodePurpose>;

/** Resend OTP, reset PIN, reset password: a new code by SMS; the earlier one of its kind stops working. */
export const sendCode = async (
  ctx: UserContext,
  id: number,
  action: keyof typeof CODE_ACTIONS,
  remarks: string | undefined,
): Promise<PendingSms> => {
  const purpose = CODE_ACTIONS[action];
  const route = await smsRoute(ctx);
  const { result } = await runActivationMove(ctx, id, action, {
    remarks,
    within: async (tx, row) => {
      const { code } = await issueCode(tx, ctx, id, purpose);
      return recordSms(tx, ctx, {
        ...codeSms(route.sender, purpose, code),
        ...route,
        phoneNumber: row.phoneNumber,
        activationRequestId: id,
      });
    },
  });
  return result;
};

const RESET_PURPOSE: Readonly<Record<ResetKind, CodePurpose>> = {
  pin: 'pinReset',
  password: 'passwordReset',
};

const checkNewSecret = (kind: ResetKind, secret: string): void => {
  const message =
    kind === 'pin'
      ? PIN_PATTERN.test(secret)
        ? null
        : 'NewSecret must be a PIN of 4 to 6 digits'
      : secret.length >= MIN_APP_PASSWORD_LENGTH
        ? null
        : `NewSecret must be a password of at least ${MIN_APP_PASSWORD_LENGTH} characters`;
  if (message) throw badRequest(message, [{ Field: 'NewSecret', Message: message }]);
};

/**
 * Completes a PIN or password reset with the code sent by resetpin / resetpassword: the new secret
 * is kept as an scrypt hash. Only for an activated service; the code works once.
 */
export const confirmReset = async (
  ctx: UserContext,
  id: number,
  input: z.output<typeof confirmResetBody>,
): Promise<void> => {
  checkNewSecret(input.Kind, input.NewSecret);
  const current = await findActivationRequest(ctx.deps.db, ctx.companyId, id);
  if (current.status !== 'activated') {
    throw conflict(
      `An activation request that is ${current.status} cannot have its ${input.Kind} reset; only an activated one can.`,
    );
  }
  const codeId = await checkCode(ctx, id, RESET_PURPOSE[input.Kind], input.Code);
  const hash = await hashPassword(input.NewSecret);
  const done = await ctx.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(requests)
      .set(
        input.Kind === 'pin'
          ? { pinHash: hash, updatedAt: ctx.now }
          : { passwordHash: hash, updatedAt: ctx.now },
      )
      .where(and(ownRequest(ctx.companyId, id), eq(requests.status, 'activated')))
      .returning({ id: requests.id });
    if (!row) return false;
    await markCodeUsed(tx as Database, ctx, codeId);
    await tx.insert(transitions).values({
      companyId: ctx.companyId,
      activationRequestId: id,
      action: 'confirmreset',
      fromStatus: 'activated',
      toStatus: 'activated',
      byUserId: ctx.user.userId,
      at: ctx.now,
      details: { Kind: input.Kind },
    });
    await writeUserAudit(tx as Database, ctx, {
      action: 'confirmreset',
      entity: AUDIT_ENTITY,
      entityId: id,
      after: { Kind: input.Kind },
    });
    return true;
  });
  if (!done) throw conflict('This activation request was changed by someone else; reload it.');
};
