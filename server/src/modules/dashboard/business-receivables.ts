import { OWED_ORDER_STATUSES } from '@backoffice/shared/sales/statements/party-balance';
import { and, type Column, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { orderReturns, orders, payments } from '../../db/schema/index.js';
import { toRupees } from '../../entities/entity-values.js';
import type { UserContext } from '../../http/request-context.js';
import type { BusinessScope } from './business-scope.js';

const paisaSum = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

/**
 * Receivables, on the party statement's balance (shared/sales/statements/party-balance.ts):
 * owed orders (delivered, paid, completed) − verified returns − cleared payments + the charges of
 * bounced cheques, per party; the amount adds up the parties whose balance is owed to us (one
 * party's advance does not lessen another's debt). The count is of the orders the settlement
 * (collections/order-settlement.ts) leaves delivered: those their cleared payments do not cover.
 * In scope own, the parties are those of the caller's orders and the count their delivered orders.
 */
export const outstandingFigure = async (ctx: UserContext, scope: BusinessScope) => {
  const { db } = ctx.deps;
  const ofParties = (column: Column) =>
    scope.kind === 'company'
      ? undefined
      : inArray(column, db.select({ id: orders.partyId }).from(orders).where(scope.orders));
  const [owed, returned, paid, ownOwing] = await Promise.all([
    // By status and party: the (company, status, party, total) index in its own order, no hashing.
    db
      .select({
        status: orders.status,
        partyId: orders.partyId,
        orders: count(),
        amount: paisaSum(sql`${orders.totalAmount}`),
      })
      .from(orders)
      .where(
        and(
          eq(orders.companyId, ctx.companyId),
          inArray(orders.status, [...OWED_ORDER_STATUSES]),
          ofParties(orders.partyId),
        ),
      )
      .groupBy(orders.status, orders.partyId),
    db
      .select({ partyId: orderReturns.partyId, amount: paisaSum(sql`${orderReturns.totalAmount}`) })
      .from(orderReturns)
      .where(
        and(
          eq(orderReturns.companyId, ctx.companyId),
          eq(orderReturns.status, 'verified'),
          ofParties(orderReturns.partyId),
        ),
      )
      .groupBy(orderReturns.partyId),
    db
      .select({
        partyId: payments.partyId,
        // partyBalance's payments less its charges: a cleared payment pays, a bounced cheque charges.
        amount: paisaSum(
          sql`case when ${payments.method} <> 'cheque' or ${payments.chequeStatus} = 'cleared' then ${payments.amount}
                   when ${payments.chequeStatus} = 'bounced' then -${payments.bounceCharge} else 0 end`,
        ),
      })
      .from(payments)
      .where(and(eq(payments.companyId, ctx.companyId), ofParties(payments.partyId)))
      .groupBy(payments.partyId),
    // The company's delivered orders are among those just grouped; the caller's own need their scope.
    scope.kind === 'company'
      ? Promise.resolve(undefined)
      : db
          .select({ value: count() })
          .from(orders)
          .where(and(scope.orders, eq(orders.status, 'delivered'))),
  ]);
  const balance = new Map<number, number>();
  const move = (rows: readonly { partyId: number; amount: number }[], sign: 1 | -1) => {
    for (const row of rows) balance.set(row.partyId, (balance.get(row.partyId) ?? 0) + sign * row.amount);
  };
  move(owed, 1);
  move(returned, -1);
  move(paid, -1);
  const receivable = [...balance.values()].reduce((sum, value) => sum + Math.max(value, 0), 0);
  const delivered = owed
    .filter((row) => row.status === 'delivered')
    .reduce((sum, row) => sum + row.orders, 0);
  return { Count: ownOwing ? (ownOwing[0]?.value ?? 0) : delivered, Amount: toRupees(receivable) };
};
