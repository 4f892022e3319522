import {
  ACTIVATION_STATUS_LABELS,
  allowedActivationActions,
} from '@backoffice/shared/mobile-banking/activation-request-machine';
import type {
  ActivationRequestDetail,
  ActivationRequestSummary,
} from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { dueDaysOf } from '@backoffice/shared/mobile-banking/renewal-tabs';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import {
  mobileBankingCharges as charges,
  mobileBankingCodes as codes,
  mobileBankingRequestTransitions as transitions,
  users,
} from '../../../db/schema/index.js';
import { toRupees } from '../../../entities/entity-values.js';
import type { UserContext } from '../../../http/request-context.js';
import { toTransition, transitionColumns } from '../../audit/transition-history.js';
import { companyToday } from '../../orders/company-today.js';
import { mayRunActivationActions } from '../mobile-banking-access.js';
import { type ActivationRequestRow, findActivationRequest } from './activation-request-record.js';

/** A request as lists answer it; DueDays on the company's today, actions only for those who may act. */
export const toActivationSummary = (
  row: ActivationRequestRow,
  today: string,
  mayAct: boolean,
): ActivationRequestSummary => ({
  Id: row.id,
  MemberNo: row.memberNo,
  MemberName: row.memberName,
  PhoneNumber: row.phoneNumber,
  Status: row.status,
  StatusLabel: ACTIVATION_STATUS_LABELS[row.status],
  DeviceBound: row.deviceId !== null,
  RequestedAt: row.requestedAt.toISOString(),
  ActivatedAt: row.activatedAt?.toISOString() ?? null,
  ChargeDate: row.chargeDate,
  ExpiresOn: row.expiresOn,
  DueDays: row.expiresOn === null ? null : dueDaysOf(row.expiresOn, today),
  AllowedActions: mayAct ? allowedActivationActions(row.status) : [],
});

/** The request with its history, charges and the codes still waiting (never the codes themselves). */
export const loadActivationDetail = async (
  ctx: UserContext,
  id: number,
): Promise<ActivationRequestDetail> => {
  const { db } = ctx.deps;
  const row = await findActivationRequest(db, ctx.companyId, id);
  const mine = (table: typeof transitions | typeof charges | typeof codes) =>
    and(eq(table.companyId, ctx.companyId), eq(table.activationRequestId, id));
  const [today, mayAct, history, chargeRows, pending] = await Promise.all([
    companyToday(db, ctx.companyId, ctx.now),
    mayRunActivationActions(ctx),
    db
      .select(transitionColumns(transitions))
      .from(transitions)
      .leftJoin(users, eq(users.id, transitions.byUserId))
      .where(mine(transitions))
      .orderBy(asc(transitions.at), asc(transitions.id)),
    db.select().from(charges).where(mine(charges)).orderBy(asc(charges.chargeDate), asc(charges.id)),
    db
      .select({ purpose: codes.purpose, expiresAt: codes.expiresAt })
      .from(codes)
      .where(and(mine(codes), isNull(codes.usedAt), isNull(codes.revokedAt), gt(codes.expiresAt, ctx.now)))
      .orderBy(asc(codes.id)),
  ]);
  return {
    ...toActivationSummary(row, today, mayAct),
    DeviceId: row.deviceId,
    HasPin: row.pinHash !== null,
    HasPassword: row.passwordHash !== null,
    PendingCodes: pending.map((code) => ({ Purpose: code.purpose, ExpiresAt: code.expiresAt.toISOString() })),
    History: history.map(toTransition),
    Charges: chargeRows.map((charge) => ({
      Id: charge.id,
      ActivationRequestId: charge.activationRequestId,
      Kind: charge.kind,
      Amount: toRupees(charge.amount),
      ChargeDate: charge.chargeDate,
      PeriodFrom: charge.periodFrom,
      PeriodTo: charge.periodTo,
      Remarks: charge.remarks,
    })),
  };
};
