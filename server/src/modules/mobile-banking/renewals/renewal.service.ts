import {
  allowedActivationActions,
  nextActivationStatus,
} from '@backoffice/shared/mobile-banking/activation-request-machine';
import type { ChargeCheck } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { dueDaysOf, renewalTabOf, renewedExpiry } from '@backoffice/shared/mobile-banking/renewal-tabs';
import { toScaledInteger } from '@backoffice/shared/sales/common/paisa-math';
import { and, eq } from 'drizzle-orm';
import { writeUserAudit } from '../../../audit/audit-log.js';
import type { Database } from '../../../db/database.js';
import {
  mobileBankingCharges as charges,
  mobileBankingActivationRequests as requests,
  mobileBankingRequestTransitions as transitions,
} from '../../../db/schema/index.js';
import { toRupees } from '../../../entities/entity-values.js';
import { badRequest } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { transitionStep } from '../../audit/transition-history.js';
import { companyToday } from '../../orders/company-today.js';
import { runActivationMove } from '../activation/activation-move.service.js';
import { findActivationRequest, ownRequest } from '../activation/activation-request-record.js';
import { AUDIT_ENTITY } from '../mobile-banking-access.js';
import { renewalSettings } from '../mobile-banking-settings.js';

const paisaOf = (rupees: number): number => {
  const paisa = toScaledInteger(rupees, 2);
  // The input schema already refused anything else; this only keeps the types honest.
  if (paisa === null) throw badRequest('ChargeAmount must be an amount in rupees with at most two decimals');
  return Number(paisa);
};

export const DISABLED_AT_RENEWAL = 'Disabled at renewal.';

/**
 * Renew: records the renewal charge and moves the expiry one period on (from the current expiry
 * when paid early, from today when late). With DisableAccount the service is then disabled in the
 * same transaction: the charge stands, the member stays without mobile banking until enabled.
 */
export const renewService = async (
  ctx: UserContext,
  id: number,
  input: { ChargeAmount: number; DisableAccount?: boolean | undefined; Remarks?: string | undefined },
): Promise<void> => {
  const amount = paisaOf(input.ChargeAmount);
  const today = await companyToday(ctx.deps.db, ctx.companyId, ctx.now);
  const { periodDays } = await renewalSettings(ctx.deps.db, ctx.companyId);
  const periodOf = (expiresOn: string | null) => ({
    from: expiresOn !== null && expiresOn > today ? expiresOn : today,
    to: renewedExpiry(expiresOn, today, periodDays),
  });
  await runActivationMove(ctx, id, 'renew', {
    remarks: input.Remarks,
    details: { ChargeAmount: toRupees(amount), DisableAccount: input.DisableAccount === true },
    set: (row) => ({ chargeDate: today, expiresOn: periodOf(row.expiresOn).to }),
    within: async (tx, row) => {
      const period = periodOf(row.expiresOn);
      await tx.insert(charges).values({
        companyId: ctx.companyId,
        activationRequestId: id,
        kind: 'renewal',
        amount,
        chargeDate: today,
        periodFrom: period.from,
        periodTo: period.to,
        remarks: input.Remarks ?? null,
        byUserId: ctx.user.userId,
        createdAt: ctx.now,
      });
      if (input.DisableAccount === true) await disableAfterRenewal(tx, ctx, id, input.Remarks);
    },
  });
};

/** The second step of a renewal with DisableAccount: activated → disabled, recorded as a disable. */
const disableAfterRenewal = async (
  tx: Database,
  ctx: UserContext,
  id: number,
  remarks: string | undefined,
) => {
  const move = nextActivationStatus('activated', 'disable');
  if (!move.ok) throw new Error(move.message);
  await tx
    .update(requests)
    .set({ status: move.to, statusChangedAt: ctx.now, updatedAt: ctx.now })
    .where(and(ownRequest(ctx.companyId, id), eq(requests.status, 'activated')));
  await tx.insert(transitions).values({
    ...transitionStep(ctx, 'disable', 'activated', move.to, remarks ?? DISABLED_AT_RENEWAL),
    activationRequestId: id,
    details: { Method: 'office', AtRenewal: true },
  });
  await writeUserAudit(tx, ctx, {
    action: 'disable',
    entity: AUDIT_ENTITY,
    entityId: id,
    before: { Status: 'activated' },
    after: { Status: move.to, AtRenewal: true },
  });
};

/** New charge only: a charge on an active service without renewing it (the expiry stays). */
export const chargeOnly = async (
  ctx: UserContext,
  id: number,
  input: { ChargeAmount: number; Remarks: string },
): Promise<void> => {
  const amount = paisaOf(input.ChargeAmount);
  const today = await companyToday(ctx.deps.db, ctx.companyId, ctx.now);
  await runActivationMove(ctx, id, 'newcharge', {
    remarks: input.Remarks,
    details: { ChargeAmount: toRupees(amount) },
    within: async (tx) => {
      await tx.insert(charges).values({
        companyId: ctx.companyId,
        activationRequestId: id,
        kind: 'other',
        amount,
        chargeDate: today,
        remarks: input.Remarks,
        byUserId: ctx.user.userId,
        createdAt: ctx.now,
      });
    },
  });
};

/** Check charge: what renewing today would cost and give, for the renewal screen. */
export const checkCharge = async (ctx: UserContext, id: number): Promise<ChargeCheck> => {
  const row = await findActivationRequest(ctx.deps.db, ctx.companyId, id);
  const today = await companyToday(ctx.deps.db, ctx.companyId, ctx.now);
  const settings = await renewalSettings(ctx.deps.db, ctx.companyId);
  const dueDays = row.expiresOn === null ? null : dueDaysOf(row.expiresOn, today);
  return {
    ActivationRequestId: row.id,
    Status: row.status,
    ChargeAmount: toRupees(settings.chargeAmount),
    PeriodDays: settings.periodDays,
    ChargeDate: row.chargeDate,
    ExpiresOn: row.expiresOn,
    DueDays: dueDays,
    Tab: dueDays === null ? null : renewalTabOf(dueDays),
    ExpiresOnAfterRenewal: renewedExpiry(row.expiresOn, today, settings.periodDays),
    CanRenew: allowedActivationActions(row.status).includes('renew'),
  };
};
