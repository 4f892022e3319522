import {
  type ActivationAction,
  type ActivationStatus,
  activationRuleOf,
  nextActivationStatus,
} from '@backoffice/shared/mobile-banking/activation-request-machine';
import { and, eq } from 'drizzle-orm';
import { writeUserAudit } from '../../../audit/audit-log.js';
import type { Database } from '../../../db/database.js';
import {
  mobileBankingActivationRequests as requests,
  mobileBankingRequestTransitions as transitions,
} from '../../../db/schema/index.js';
import { badRequest, conflict } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { transitionStep } from '../../audit/transition-history.js';
import { AUDIT_ENTITY } from '../mobile-banking-access.js';
import { type ActivationRequestRow, findActivationRequest, ownRequest } from './activation-request-record.js';

export interface MoveOptions<T> {
  remarks?: string | null | undefined;
  /** The body field that carries the required reason, for its 400 (Remarks, Reason). */
  remarksField?: string;
  /** Kept with the history row (a disable's method, a charge's amount). */
  details?: Record<string, unknown>;
  /** Columns the move sets beside the status (expiry, device, secrets). */
  set?: (current: ActivationRequestRow) => Partial<typeof requests.$inferInsert>;
  /** What else the move writes in its transaction (charges, codes, SMS); answered by runActivationMove. */
  within?: (tx: Database, current: ActivationRequestRow) => Promise<T>;
}

/**
 * One step of a request's state machine, atomically: the update matches only while the request is
 * still in the status the step starts from, and the history row, the audit entry and whatever the
 * step writes (`within`) land in the same transaction. Of two simultaneous steps one matches; the
 * other is told with the machine's own words why it cannot follow (409).
 */
export const runActivationMove = async <T = undefined>(
  ctx: UserContext,
  id: number,
  action: ActivationAction,
  options: MoveOptions<T> = {},
): Promise<{ before: ActivationRequestRow; to: ActivationStatus; result: T }> => {
  const { db } = ctx.deps;
  const current = await findActivationRequest(db, ctx.companyId, id);
  const move = nextActivationStatus(current.status, action);
  if (!move.ok) throw conflict(move.message);
  const remarks = options.remarks?.trim() || null;
  if (activationRuleOf(action).remarksRequired && remarks === null) {
    const field = options.remarksField ?? 'Remarks';
    const message = `${field} is required to ${activationRuleOf(action).label.toLowerCase()}.`;
    throw badRequest(message, [{ Field: field, Message: message }]);
  }

  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(requests)
      .set({
        status: move.to,
        ...(move.to === current.status ? {} : { statusChangedAt: ctx.now }),
        updatedAt: ctx.now,
        ...options.set?.(current),
      })
      .where(and(ownRequest(ctx.companyId, id), eq(requests.status, current.status)))
      .returning({ id: requests.id });
    if (!row) return { moved: false as const };
    await tx.insert(transitions).values({
      ...transitionStep(ctx, action, current.status, move.to, remarks),
      activationRequestId: id,
      details: options.details ?? null,
    });
    const result = (options.within ? await options.within(tx as Database, current) : undefined) as T;
    await writeUserAudit(tx as Database, ctx, {
      action,
      entity: AUDIT_ENTITY,
      entityId: id,
      before: { Status: current.status },
      after: { Status: move.to, ...(remarks ? { Remarks: remarks } : {}), ...options.details },
    });
    return { moved: true as const, result };
  });
  if (outcome.moved) return { before: current, to: move.to, result: outcome.result };

  const now = await findActivationRequest(db, ctx.companyId, id);
  const again = nextActivationStatus(now.status, action);
  throw conflict(
    again.ok ? 'This activation request was changed by someone else; reload it.' : again.message,
  );
};
