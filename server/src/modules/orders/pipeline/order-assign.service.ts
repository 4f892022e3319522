import type { FieldError } from '@backoffice/shared/envelope';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@backoffice/shared/sales/orders/order-pipeline';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { writeUserAudit } from '../../../audit/audit-log.js';
import type { Database } from '../../../db/database.js';
import { companyUsers, orders, type UserType, users } from '../../../db/schema/index.js';
import { badRequest, conflict } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { publishOrderChanged } from '../../../realtime/order-changed.js';
import { activeMember } from '../../users/active-member.js';
import { companyToday } from '../company-today.js';
import { orderDateProblem } from '../order-date-range.js';
import { ownOrder } from '../order-record.js';
import { findOrderState, ORDER_ENTITY, STALE_ORDER_MESSAGE } from '../save/order-save.service.js';

export interface OrderAssignInput {
  DeliveryUserId?: number | undefined;
  DealerUserId?: number | undefined;
  AssignDate: string;
  Version?: number | undefined;
}

/**
 * Nothing is left to deliver from delivery on, and a cancelled order goes nowhere: an assignment
 * then would only rewrite who delivered it. A dispatched order may still change hands (another
 * vehicle takes it on the way).
 */
const CLOSED: OrderStatus[] = ['delivered', 'paid', 'completed', 'cancelled'];

const closedMessage = (status: OrderStatus) =>
  `An order that is ${ORDER_STATUS_LABELS[status].toLowerCase()} cannot be assigned.`;

const isActiveMemberOfType = async (
  db: Database,
  companyId: number,
  userId: number,
  userType: UserType,
): Promise<boolean> => {
  const [row] = await db
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(
      and(activeMember(companyId), eq(companyUsers.userId, userId), eq(companyUsers.userType, userType)),
    );
  return row !== undefined;
};

const assigneeProblems = async (ctx: UserContext, input: OrderAssignInput): Promise<FieldError[]> => {
  const { db } = ctx.deps;
  if (input.DeliveryUserId === undefined && input.DealerUserId === undefined) {
    return [{ Field: 'DeliveryUserId', Message: 'Choose a delivery person or a dealer.' }];
  }
  const problems: FieldError[] = [];
  if (
    input.DeliveryUserId !== undefined &&
    !(await isActiveMemberOfType(db, ctx.companyId, input.DeliveryUserId, 'deliveryPerson'))
  ) {
    problems.push({
      Field: 'DeliveryUserId',
      Message: `User ${input.DeliveryUserId} is not an active delivery person of this company.`,
    });
  }
  if (
    input.DealerUserId !== undefined &&
    !(await isActiveMemberOfType(db, ctx.companyId, input.DealerUserId, 'dealer'))
  ) {
    problems.push({
      Field: 'DealerUserId',
      Message: `User ${input.DealerUserId} is not an active dealer of this company.`,
    });
  }
  return problems;
};

/**
 * Gives an order to a delivery person and/or a dealer for a day (spec 4). Whoever is not named
 * keeps their assignment. Not a pipeline move, so it is kept in the audit log, not the history.
 */
export const assignOrder = async (ctx: UserContext, id: number, input: OrderAssignInput): Promise<void> => {
  const { db } = ctx.deps;
  const current = await findOrderState(db, ctx.companyId, id);
  if (input.Version !== undefined && input.Version !== current.version) throw conflict(STALE_ORDER_MESSAGE);
  if (CLOSED.includes(current.status)) throw conflict(closedMessage(current.status));
  const today = await companyToday(db, ctx.companyId, ctx.now);
  const dateProblem = orderDateProblem('AssignDate', 'Assign date', input.AssignDate, today);
  const problems = [...(dateProblem ? [dateProblem] : []), ...(await assigneeProblems(ctx, input))];
  if (problems.length > 0) throw badRequest(problems[0]?.Message ?? 'The assignment is not valid.', problems);

  const assigned = await db.transaction(async (tx) => {
    const assignment = {
      DeliveryUserId: orders.deliveryUserId,
      DealerUserId: orders.dealerUserId,
      AssignedDate: orders.assignedDate,
    };
    const [before] = await tx.select(assignment).from(orders).where(ownOrder(ctx.companyId, id));
    const [after] = await tx
      .update(orders)
      .set({
        ...(input.DeliveryUserId === undefined ? {} : { deliveryUserId: input.DeliveryUserId }),
        ...(input.DealerUserId === undefined ? {} : { dealerUserId: input.DealerUserId }),
        assignedDate: input.AssignDate,
        version: sql`${orders.version} + 1`,
        updatedAt: ctx.now,
        updatedBy: ctx.user.userId,
      })
      .where(
        and(
          ownOrder(ctx.companyId, id),
          notInArray(orders.status, CLOSED),
          input.Version === undefined ? undefined : eq(orders.version, input.Version),
        ),
      )
      .returning(assignment);
    if (!after) return false;
    await writeUserAudit(tx as Database, ctx, {
      action: 'assign',
      entity: ORDER_ENTITY,
      entityId: id,
      before: before ?? null,
      after,
    });
    // Not a status change, but the delivery map shows who carries the order: it refreshes too.
    await publishOrderChanged(tx as Database, ctx.companyId, {
      OrderId: id,
      OrderNo: current.orderNo,
      Status: current.status,
      ChangedAt: ctx.now.toISOString(),
    });
    return true;
  });
  if (assigned) return;
  const now = await findOrderState(db, ctx.companyId, id);
  throw conflict(CLOSED.includes(now.status) ? closedMessage(now.status) : STALE_ORDER_MESSAGE);
};
