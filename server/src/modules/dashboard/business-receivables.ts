import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { orders, partyBalances } from '../../db/schema/index.js';
import { toRupees } from '../../entities/entity-values.js';
import type { UserContext } from '../../http/request-context.js';
import type { BusinessScope } from './business-scope.js';

/**
 * Receivables, on the party statement's balance (shared/sales/statements/party-balance.ts): owed
 * orders − verified returns − cleared payments + the charges of bounced cheques, per party, read
 * from party_balances, which the database keeps as those records change. The amount adds up the
 * parties whose balance is owed to us (one party's advance does not lessen another's debt). The
 * count is of the orders the settlement (collections/order-settlement.ts) leaves delivered: those
 * their cleared payments do not cover. In scope own, the parties are those of the caller's orders
 * and the count their delivered orders.
 */
export const outstandingFigure = async (ctx: UserContext, scope: BusinessScope) => {
  const { db } = ctx.deps;
  const ownParties =
    scope.kind === 'company'
      ? undefined
      : inArray(
          partyBalances.partyId,
          db.selectDistinct({ id: orders.partyId }).from(orders).where(scope.orders),
        );
  const [[balances], ownDelivered] = await Promise.all([
    db
      .select({
        receivable:
          sql<number>`coalesce(sum(greatest(${partyBalances.owedAmount} - ${partyBalances.returnedAmount} - ${partyBalances.paidAmount}, 0)), 0)`.mapWith(
            Number,
          ),
        delivered: sql<number>`coalesce(sum(${partyBalances.deliveredOrders}), 0)`.mapWith(Number),
      })
      .from(partyBalances)
      .where(and(eq(partyBalances.companyId, ctx.companyId), ownParties)),
    scope.kind === 'company'
      ? Promise.resolve(undefined)
      : db
          .select({ value: count() })
          .from(orders)
          .where(and(scope.orders, eq(orders.status, 'delivered'))),
  ]);
  return {
    Count: ownDelivered ? (ownDelivered[0]?.value ?? 0) : (balances?.delivered ?? 0),
    Amount: toRupees(balances?.receivable ?? 0),
  };
};
