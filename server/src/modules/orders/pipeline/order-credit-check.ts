import {
  COMMITTED_ORDER_STATUSES,
  checkCreditLimit,
  creditLimitMessage,
} from '@backoffice/shared/sales/orders/credit-limit';
import { partyBalance } from '@backoffice/shared/sales/statements/party-balance';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { allReads } from '../../../db/all-reads.js';
import type { Database } from '../../../db/database.js';
import { orders, partiesTable } from '../../../db/schema/index.js';
import { conflict } from '../../../http/api-error.js';
import { partyCondition } from '../../sales-common/party-lock.js';
import { loadPartyLedger } from '../../statements/party-ledger.js';
import { ownOrder } from '../order-record.js';

/**
 * Refuses (409) to confirm an order that would take its party over its credit limit
 * (shared/src/sales/orders/credit-limit.ts has the rule). Runs in the confirming transaction after the
 * party's row is locked, so two confirmations for one party are checked one after the other.
 */
export const ensureWithinCreditLimit = async (
  tx: Database,
  companyId: number,
  order: { id: number; orderNo: string; partyId: number },
): Promise<void> => {
  const [party] = await tx
    .select({
      name: partiesTable.Name,
      limit: partiesTable.CreditLimit,
    })
    .from(partiesTable)
    .where(partyCondition(companyId, order.partyId));
  if (!party || party.limit === null || party.limit <= 0) return;
  const sumOf = sql<number>`coalesce(sum(${orders.totalAmount}), 0)`.mapWith(Number);
  const [[committed], [own], ledger] = await allReads(tx, [
    () =>
      tx
        .select({ total: sumOf })
        .from(orders)
        .where(
          and(
            eq(orders.companyId, companyId),
            eq(orders.partyId, order.partyId),
            inArray(orders.status, [...COMMITTED_ORDER_STATUSES]),
            ne(orders.id, order.id),
          ),
        ),
    () => tx.select({ total: orders.totalAmount }).from(orders).where(ownOrder(companyId, order.id)),
    () => loadPartyLedger(tx, companyId, order.partyId),
  ]);
  const check = checkCreditLimit({
    limit: party.limit,
    balance: partyBalance(ledger.records).balance,
    committed: committed?.total ?? 0,
    order: own?.total ?? 0,
  });
  if (!check.ok) throw conflict(creditLimitMessage(order.orderNo, party.name, check.wouldOwe, check.limit));
};
