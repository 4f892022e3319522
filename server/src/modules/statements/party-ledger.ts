import {
  type BalanceOrder,
  type BalancePayment,
  type BalanceReturn,
  OWED_ORDER_STATUSES,
  type PartyRecords,
} from '@backoffice/shared/sales/statements/party-balance';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { allReads } from '../../db/all-reads.js';
import type { Database } from '../../db/database.js';
import { orderReturns, orders, payments, paymentTransitions } from '../../db/schema/index.js';

/**
 * What the prudent balance (party-balance.ts) is read from: the party's documents, not its ledger.
 * The credit limit and /party/balance count a cheque only once cleared; the statement reads the
 * ledger instead (party-ledger-statement.ts).
 */
export interface PartyLedger {
  records: PartyRecords<BalanceOrder, BalanceReturn, BalancePayment>;
  /** Not counted yet (paisa): cheques received or deposited, pending returns. */
  unclearedCheques: number;
  pendingReturns: number;
}

const loadOrders = (db: Database, companyId: number, partyId: number) =>
  db
    .select({ status: orders.status, total: orders.totalAmount })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.partyId, partyId),
        inArray(orders.status, [...OWED_ORDER_STATUSES]),
      ),
    );

const loadReturns = (db: Database, companyId: number, partyId: number) =>
  db
    .select({ status: orderReturns.status, total: orderReturns.totalAmount })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.companyId, companyId),
        eq(orderReturns.partyId, partyId),
        inArray(orderReturns.status, ['pending', 'verified']),
      ),
    );

const loadPayments = (db: Database, companyId: number, partyId: number) =>
  db
    .select({ method: payments.method, chequeStatus: payments.chequeStatus, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.partyId, partyId)));

/**
 * Each bounce that charged the party, as a record of its own (a bounced cheque carrying only the
 * charge): the charge stays when the cheque is deposited again, and a cheque that bounces twice
 * charges twice, which one charge on the payment could not say.
 */
const loadBounceCharges = (db: Database, companyId: number, partyId: number) =>
  db
    .select({ charge: paymentTransitions.charge })
    .from(paymentTransitions)
    .innerJoin(
      payments,
      and(
        eq(payments.companyId, paymentTransitions.companyId),
        eq(payments.id, paymentTransitions.paymentId),
      ),
    )
    .where(
      and(
        eq(paymentTransitions.companyId, companyId),
        eq(payments.partyId, partyId),
        eq(paymentTransitions.action, 'bounce'),
        gt(paymentTransitions.charge, 0),
      ),
    );

/** Everything that makes up a party's prudent balance, in the shapes party-balance.ts counts. */
export const loadPartyLedger = async (
  db: Database,
  companyId: number,
  partyId: number,
): Promise<PartyLedger> => {
  const [owed, returns, paid, charges] = await allReads(db, [
    () => loadOrders(db, companyId, partyId),
    () => loadReturns(db, companyId, partyId),
    () => loadPayments(db, companyId, partyId),
    () => loadBounceCharges(db, companyId, partyId),
  ]);
  const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
  return {
    records: {
      orders: owed,
      returns,
      // Charges are records of their own (above), so none rides on the payment.
      payments: [
        ...paid.map((row) => ({ ...row, bounceCharge: null })),
        ...charges.map((row) => ({
          method: 'cheque' as const,
          chequeStatus: 'bounced' as const,
          amount: 0,
          bounceCharge: row.charge,
        })),
      ],
    },
    unclearedCheques: sum(
      paid
        .filter((row) => row.chequeStatus === 'received' || row.chequeStatus === 'deposited')
        .map((row) => row.amount),
    ),
    pendingReturns: sum(returns.filter((row) => row.status === 'pending').map((row) => row.total)),
  };
};
