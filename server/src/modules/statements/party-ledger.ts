import { ORDER_RETURN_REASON } from '@backoffice/shared/entities/sales/order-return-reason.entity';
import {
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '@backoffice/shared/sales/collections/cheque-lifecycle';
import {
  type LedgerChequeMove,
  type LedgerEntry,
  type LedgerOrder,
  type LedgerPayment,
  type LedgerReturn,
  OWED_ORDER_STATUSES,
  type PartyRecords,
} from '@backoffice/shared/sales/statements/party-balance';
import { and, asc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import { allReads } from '../../db/all-reads.js';
import type { Database } from '../../db/database.js';
import {
  orderReturnReasonsTable,
  orderReturns,
  orders,
  orderTransitions,
  payments,
  paymentTransitions,
} from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { companyCalendar } from '../sales-common/company-calendar.js';

const reason = entityTable(ORDER_RETURN_REASON);

/** What a statement line says and which record it opens, by entry (kind, reference, sequence). */
export type LedgerLabels = Map<string, { recordId: number; description: string }>;
export const labelKey = (entry: Pick<LedgerEntry, 'kind' | 'reference' | 'sequence'>): string =>
  `${entry.kind}|${entry.reference}|${entry.sequence}`;

export interface PartyLedger {
  records: PartyRecords<LedgerOrder, LedgerReturn, LedgerPayment>;
  labels: LedgerLabels;
  /** Not counted yet (paisa): cheques received or deposited, pending returns. */
  unclearedCheques: number;
  pendingReturns: number;
}

const loadOrders = async (
  db: Database,
  companyId: number,
  partyId: number,
  calendar: (at: Date) => string,
) => {
  const delivered = db
    .select({
      orderId: orderTransitions.orderId,
      at: sql<Date>`max(${orderTransitions.at})`.mapWith(orderTransitions.at).as('delivered_at'),
    })
    .from(orderTransitions)
    .where(and(eq(orderTransitions.companyId, companyId), eq(orderTransitions.action, 'deliver')))
    .groupBy(orderTransitions.orderId)
    .as('delivered');
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      total: orders.totalAmount,
      orderDate: orders.orderDate,
      createdAt: orders.createdAt,
      deliveredAt: delivered.at,
    })
    .from(orders)
    .leftJoin(delivered, eq(delivered.orderId, orders.id))
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.partyId, partyId),
        inArray(orders.status, [...OWED_ORDER_STATUSES]),
      ),
    );
  return rows.map((row) => ({
    row,
    // An order owed counts from its delivery; one with no recorded delivery, from its order date.
    ledger: {
      status: row.status,
      total: row.total,
      reference: row.orderNo,
      sequence: (row.deliveredAt ?? row.createdAt).getTime(),
      deliveredOn: row.deliveredAt ? calendar(row.deliveredAt) : row.orderDate,
    } satisfies LedgerOrder,
  }));
};

const loadReturns = async (db: Database, companyId: number, partyId: number) => {
  const rows = await db
    .select({
      id: orderReturns.id,
      returnNo: orderReturns.returnNo,
      status: orderReturns.status,
      total: orderReturns.totalAmount,
      verifiedOn: orderReturns.verifiedOn,
      verifiedAt: orderReturns.verifiedAt,
      createdAt: orderReturns.createdAt,
      orderNo: orders.orderNo,
      reasonName: orderReturnReasonsTable.Name,
    })
    .from(orderReturns)
    .innerJoin(orders, and(eq(orders.companyId, orderReturns.companyId), eq(orders.id, orderReturns.orderId)))
    .innerJoin(
      orderReturnReasonsTable,
      and(eq(reason.companyId, orderReturns.companyId), eq(reason.id, orderReturns.reasonId)),
    )
    .where(
      and(
        eq(orderReturns.companyId, companyId),
        eq(orderReturns.partyId, partyId),
        inArray(orderReturns.status, ['pending', 'verified']),
      ),
    );
  return rows.map((row) => ({
    row,
    ledger: {
      status: row.status,
      total: row.total,
      reference: row.returnNo,
      sequence: (row.verifiedAt ?? row.createdAt).getTime(),
      verifiedOn: row.verifiedOn,
    } satisfies LedgerReturn,
  }));
};

const paymentText = (
  method: PaymentMethod,
  chequeNo: string | null,
  bank: string | null,
  ref: string | null,
) => {
  if (method === 'cheque') return `Cheque ${chequeNo ?? ''}${bank ? `, ${bank}` : ''}`;
  return `${PAYMENT_METHOD_LABELS[method]}${ref ? ` ${ref}` : ''}`;
};

/** A payment transition joined to its payment (both rows of one company). */
const transitionPayment = and(
  eq(payments.companyId, paymentTransitions.companyId),
  eq(payments.id, paymentTransitions.paymentId),
);

/** The transitions, joined by transitionPayment, of the party's payments that `which` keeps. */
const partyTransitions = (companyId: number, partyId: number, which: SQL | undefined) =>
  and(eq(paymentTransitions.companyId, companyId), eq(payments.partyId, partyId), which);

/**
 * The moves that changed what each of the party's cheques counts: every clearing (reconcile) and
 * every bounce of a cleared cheque, by payment, oldest first.
 */
const loadChequeMoves = async (db: Database, companyId: number, partyId: number) => {
  const rows = await db
    .select({
      paymentId: paymentTransitions.paymentId,
      action: paymentTransitions.action,
      day: paymentTransitions.day,
      at: paymentTransitions.at,
      reason: paymentTransitions.remarks,
    })
    .from(paymentTransitions)
    .innerJoin(payments, transitionPayment)
    .where(
      partyTransitions(
        companyId,
        partyId,
        or(
          eq(paymentTransitions.action, 'reconcile'),
          and(eq(paymentTransitions.action, 'bounce'), eq(paymentTransitions.fromStatus, 'cleared')),
        ),
      ),
    )
    .orderBy(asc(paymentTransitions.at), asc(paymentTransitions.id));
  const byPayment = new Map<number, { move: LedgerChequeMove; reason: string | null }[]>();
  for (const row of rows) {
    const move: LedgerChequeMove = {
      move: row.action === 'reconcile' ? 'cleared' : 'bouncedAfterClearing',
      date: row.day,
      sequence: row.at.getTime(),
    };
    byPayment.set(row.paymentId, [...(byPayment.get(row.paymentId) ?? []), { move, reason: row.reason }]);
  }
  return byPayment;
};

/**
 * A cheque's moves when its history explains its status (one clearing more than bounces after
 * clearing while cleared, as many otherwise); else none, and it counts as its status says: a
 * cheque recorded before histories were kept must not drop off the balance.
 */
const consistentMoves = (
  status: string | null,
  moves: readonly { move: LedgerChequeMove }[] | undefined,
): readonly { move: LedgerChequeMove }[] | undefined => {
  if (!moves) return status === 'cleared' ? undefined : [];
  const net = moves.reduce((total, { move }) => total + (move.move === 'cleared' ? 1 : -1), 0);
  return net === (status === 'cleared' ? 1 : 0) ? moves : undefined;
};

const loadPayments = async (db: Database, companyId: number, partyId: number) => {
  const chequeMoves = await loadChequeMoves(db, companyId, partyId);
  const rows = await db
    .select({
      id: payments.id,
      receiptNo: payments.receiptNo,
      method: payments.method,
      chequeStatus: payments.chequeStatus,
      amount: payments.amount,
      paymentDate: payments.paymentDate,
      clearedOn: payments.clearedOn,
      clearedAt: payments.clearedAt,
      createdAt: payments.createdAt,
      chequeNo: payments.chequeNo,
      chequeBank: payments.chequeBank,
      referenceNo: payments.referenceNo,
    })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.partyId, partyId)));
  return rows.map((row) => {
    const moves =
      row.method === 'cheque' ? consistentMoves(row.chequeStatus, chequeMoves.get(row.id)) : undefined;
    return {
      row,
      text: paymentText(row.method, row.chequeNo, row.chequeBank, row.referenceNo),
      moves: (row.method === 'cheque' ? chequeMoves.get(row.id) : undefined) ?? [],
      // Charges are entries of their own (one per bounce, below), so none rides on the payment.
      ledger: {
        method: row.method,
        chequeStatus: row.chequeStatus,
        amount: row.amount,
        bounceCharge: null,
        reference: row.receiptNo,
        sequence: (row.clearedAt ?? row.createdAt).getTime(),
        receivedOn: row.paymentDate,
        chequeStatusOn: row.clearedOn,
        ...(moves ? { chequeMoves: moves.map(({ move }) => move) } : {}),
      } satisfies LedgerPayment,
    };
  });
};

/**
 * Each bounce that charged the party, as a record of its own: a bounced cheque carrying only the
 * charge, dated the day of that bounce. The charge stays when the cheque is deposited again, and
 * a cheque that bounces twice charges twice on two days, which one charge on the payment could
 * not say.
 */
const loadBounceCharges = async (db: Database, companyId: number, partyId: number) => {
  const rows = await db
    .select({
      id: paymentTransitions.id,
      paymentId: paymentTransitions.paymentId,
      receiptNo: payments.receiptNo,
      chequeNo: payments.chequeNo,
      charge: paymentTransitions.charge,
      day: paymentTransitions.day,
      at: paymentTransitions.at,
      reason: paymentTransitions.remarks,
    })
    .from(paymentTransitions)
    .innerJoin(payments, transitionPayment)
    .where(
      partyTransitions(
        companyId,
        partyId,
        and(eq(paymentTransitions.action, 'bounce'), gt(paymentTransitions.charge, 0)),
      ),
    );
  return rows.map((row) => ({
    row,
    ledger: {
      method: 'cheque',
      chequeStatus: 'bounced',
      amount: 0,
      bounceCharge: row.charge,
      reference: row.receiptNo,
      sequence: row.at.getTime(),
      receivedOn: row.day,
      chequeStatusOn: row.day,
    } satisfies LedgerPayment,
  }));
};

/** Everything that makes up a party's balance, in the shapes party-balance.ts counts. */
export const loadPartyLedger = async (
  db: Database,
  companyId: number,
  partyId: number,
): Promise<PartyLedger> => {
  const calendar = await companyCalendar(db, companyId);
  const [owed, returns, paid, charges] = await allReads(db, [
    () => loadOrders(db, companyId, partyId, calendar),
    () => loadReturns(db, companyId, partyId),
    () => loadPayments(db, companyId, partyId),
    () => loadBounceCharges(db, companyId, partyId),
  ]);
  const labels: LedgerLabels = new Map();
  for (const { row, ledger } of owed) {
    labels.set(labelKey({ kind: 'order', ...ledger }), {
      recordId: row.id,
      description: `Order ${row.orderNo} delivered`,
    });
  }
  for (const { row, ledger } of returns) {
    labels.set(labelKey({ kind: 'return', ...ledger }), {
      recordId: row.id,
      description: `Return of ${row.orderNo}: ${row.reasonName}`,
    });
  }
  for (const { row, ledger, text, moves } of paid) {
    labels.set(labelKey({ kind: 'payment', ...ledger }), {
      recordId: row.id,
      description: `${text} received`,
    });
    for (const { move, reason: why } of moves) {
      const bounced = move.move === 'bouncedAfterClearing';
      labels.set(
        labelKey({ kind: bounced ? 'chequeBounce' : 'payment', ...ledger, sequence: move.sequence }),
        {
          recordId: row.id,
          description: bounced
            ? `${text} bounced after clearing${why ? `: ${why}` : ''}; its payment is taken back`
            : `${text} received`,
        },
      );
    }
  }
  for (const { row, ledger } of charges) {
    labels.set(labelKey({ kind: 'bounceCharge', ...ledger }), {
      recordId: row.paymentId,
      description: `Cheque ${row.chequeNo ?? ''} bounced${row.reason ? `: ${row.reason}` : ''}`,
    });
  }
  const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
  return {
    records: {
      orders: owed.map((item) => item.ledger),
      returns: returns.map((item) => item.ledger),
      payments: [...paid.map((item) => item.ledger), ...charges.map((item) => item.ledger)],
    },
    labels,
    unclearedCheques: sum(
      paid
        .filter(({ row }) => row.chequeStatus === 'received' || row.chequeStatus === 'deposited')
        .map(({ row }) => row.amount),
    ),
    pendingReturns: sum(returns.filter(({ row }) => row.status === 'pending').map(({ row }) => row.total)),
  };
};
