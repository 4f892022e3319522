import { isPaymentCleared } from '@backoffice/shared/sales/collections/cheque-lifecycle';
import type {
  ChequeTransition,
  PaymentAllocation,
  PaymentDetail,
  PaymentRequestedOrder,
} from '@backoffice/shared/sales/collections/collection.contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders, paymentNamedOrders, paymentTransitions, users } from '../../db/schema/index.js';
import { toRupees } from '../../entities/entity-values.js';
import { loadSourceVouchers } from '../accounting/sales-books/source-vouchers.js';
import { toTransition, transitionColumns } from '../audit/transition-history.js';
import { type CollectionRights, findCollectionRow, toPaymentSummary } from './collection-record.js';
import { loadPartyAllocation } from './party-allocation.js';

const loadHistory = async (
  db: Database,
  companyId: number,
  paymentId: number,
): Promise<ChequeTransition[]> => {
  const rows = await db
    .select(transitionColumns(paymentTransitions))
    .from(paymentTransitions)
    .leftJoin(users, eq(users.id, paymentTransitions.byUserId))
    .where(and(eq(paymentTransitions.companyId, companyId), eq(paymentTransitions.paymentId, paymentId)))
    .orderBy(asc(paymentTransitions.at), asc(paymentTransitions.id));
  return rows.map(toTransition);
};

const loadNamedOrders = async (
  db: Database,
  companyId: number,
  paymentId: number,
): Promise<PaymentRequestedOrder[]> => {
  const rows = await db
    .select({
      orderId: paymentNamedOrders.orderId,
      orderNo: orders.orderNo,
      amount: paymentNamedOrders.amount,
    })
    .from(paymentNamedOrders)
    .innerJoin(
      orders,
      and(eq(orders.companyId, paymentNamedOrders.companyId), eq(orders.id, paymentNamedOrders.orderId)),
    )
    .where(and(eq(paymentNamedOrders.companyId, companyId), eq(paymentNamedOrders.paymentId, paymentId)))
    .orderBy(asc(paymentNamedOrders.position));
  return rows.map((row) => ({
    OrderId: row.orderId,
    OrderNo: row.orderNo,
    Amount: row.amount === null ? null : toRupees(row.amount),
  }));
};

/** What a cleared payment pays now: the party's allocation, recomputed (it is never stored). */
const loadAllocations = async (db: Database, companyId: number, partyId: number, paymentId: number) => {
  const allocation = await loadPartyAllocation(db, companyId, partyId);
  const byId = new Map(allocation.orders.map((order) => [order.id, order]));
  const allocations: PaymentAllocation[] = allocation.allocations
    .filter((item) => item.paymentId === paymentId)
    .map((item) => ({
      OrderId: item.orderId,
      OrderNo: byId.get(item.orderId)?.orderNo ?? '',
      OrderDate: byId.get(item.orderId)?.orderDate ?? '',
      Amount: toRupees(item.amount),
    }));
  return { allocations, unallocated: allocation.unallocatedByPayment.get(paymentId) ?? 0 };
};

/** One payment of the company with what it names, what it pays, and its cheque's moves, or 404. */
export const loadCollectionDetail = async (
  db: Database,
  companyId: number,
  id: number,
  rights: CollectionRights,
): Promise<PaymentDetail> => {
  const row = await findCollectionRow(db, companyId, id);
  const cleared = isPaymentCleared(row);
  const [history, named, paid, vouchers] = await Promise.all([
    loadHistory(db, companyId, id),
    loadNamedOrders(db, companyId, id),
    cleared ? loadAllocations(db, companyId, row.partyId, id) : { allocations: [], unallocated: 0 },
    loadSourceVouchers(db, companyId, 'payment', id),
  ]);
  return {
    ...toPaymentSummary(row, rights),
    ReferenceNo: row.referenceNo,
    BounceReason: row.bounceReason,
    Remarks: row.remarks,
    FileUrl: row.filePath,
    ClearedOn: cleared ? row.clearedOn : null,
    RequestedOrders: named,
    Allocations: paid.allocations,
    Unallocated: toRupees(paid.unallocated),
    History: history,
    Vouchers: vouchers,
    Version: row.version,
  };
};
