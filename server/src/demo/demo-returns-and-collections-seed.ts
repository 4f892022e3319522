import { DEFAULT_FISCAL_YEAR_START_MONTH } from '@backoffice/shared/calendar/fiscal-year';
import { ORDER_RETURN_REASON } from '@backoffice/shared/entities/sales/order-return-reason.entity';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import {
  type ChequeAction,
  type ChequeStatus,
  initialChequeStatus,
  nextChequeStatus,
  type PaymentMethod,
} from '@backoffice/shared/sales/collections/cheque-lifecycle';
import { priceReturn, type ReturnStatus } from '@backoffice/shared/sales/returns/order-return';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  orderReturnLines,
  orderReturns,
  orderReturnTransitions,
  orders,
  payments,
  paymentTransitions,
} from '../db/schema/index.js';
import { settlePartyOrders } from '../modules/collections/order-settlement.js';
import { loadOrderLines } from '../modules/orders/order-detail.js';
import { toSoldLines } from '../modules/returns/return-quantities.js';
import { type CompanyCalendar, companyCalendar } from '../modules/sales-common/company-calendar.js';
import { allocateDocumentNo } from '../modules/sales-common/document-number.js';
import { seededIds } from './demo-ids.js';

const DAY_MS = 86_400_000;

interface DemoReturn {
  reason: string;
  /** [product, quantity] of the order's lines. */
  lines: [string, number][];
  daysAgo: number;
  /** Verified this many days ago; left pending without it. */
  verifiedDaysAgo?: number;
}

interface DemoCheque {
  no: string;
  bank: string;
  /** The moves after it was received, each with how many days ago. */
  moves: [ChequeAction, number][];
  bounce?: { reason: string; charge: number };
}

interface DemoPayment {
  method: PaymentMethod;
  /** Of what the party's order owes, rounded down to whole hundreds of rupees; or a fixed amount. */
  share?: number;
  rupees?: number;
  daysAgo: number;
  cheque?: DemoCheque;
  remarks?: string;
}

interface DemoPartyDocuments {
  party: string;
  returns: DemoReturn[];
  payments: DemoPayment[];
}

/**
 * The two demo orders that are owed (Annapurna's completed, Fewa's delivered). Fewa's payments are
 * kept below what its order owes, so it stays delivered as the order demos expect.
 */
const DEMO_PARTY_DOCUMENTS: DemoPartyDocuments[] = [
  {
    party: 'Annapurna Kirana Pasal',
    returns: [{ reason: 'Damaged in transit', lines: [['Basmati Rice', 2]], daysAgo: 8, verifiedDaysAgo: 7 }],
    payments: [
      { method: 'cash', share: 0.4, daysAgo: 8, remarks: 'Paid at the counter' },
      {
        method: 'cheque',
        share: 0.6,
        daysAgo: 7,
        cheque: {
          no: '000418',
          bank: 'Nabil Bank',
          moves: [
            ['deposit', 6],
            ['reconcile', 4],
          ],
        },
      },
      {
        method: 'cheque',
        rupees: 2_500,
        daysAgo: 2,
        cheque: { no: '112907', bank: 'Himalayan Bank', moves: [['deposit', 1]] },
        remarks: 'Advance for the next order',
      },
    ],
  },
  {
    party: 'Fewa Grocery',
    returns: [{ reason: 'Expired', lines: [['Wai Wai Noodles 75 g', 10]], daysAgo: 1 }],
    payments: [
      {
        method: 'cheque',
        share: 0.5,
        daysAgo: 4,
        cheque: {
          no: '552031',
          bank: 'Global IME Bank',
          moves: [
            ['deposit', 3],
            ['bounce', 2],
          ],
          bounce: { reason: 'Insufficient funds', charge: 500 },
        },
      },
      { method: 'cash', share: 0.25, daysAgo: 1 },
    ],
  },
];

interface SeedContext {
  tx: Database;
  companyId: number;
  adminId: number;
  now: Date;
  calendar: CompanyCalendar;
}

const ago = (seed: SeedContext, days: number) => new Date(seed.now.getTime() - days * DAY_MS);

/** The party's one owed demo order. */
const owedOrderOf = async (seed: SeedContext, partyId: number) => {
  const [order] = await seed.tx
    .select({ id: orders.id, total: orders.totalAmount })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, seed.companyId),
        eq(orders.partyId, partyId),
        inArray(orders.status, ['delivered', 'completed']),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(1);
  if (!order) throw new Error('seed: a money demo party without an owed order');
  return order;
};

/** Answers the verified return's value (paisa), 0 for a pending one. */
const seedReturn = async (
  seed: SeedContext,
  order: { id: number; partyId: number },
  demo: DemoReturn,
  reasonId: number,
): Promise<number> => {
  const { tx, companyId } = seed;
  const lineRows = await loadOrderLines(tx, companyId, [order.id]);
  const requested = demo.lines.map(([product, quantity]) => {
    const line = lineRows.find((row) => row.productName === product);
    if (!line) throw new Error(`seed: the order has no ${product}`);
    return { lineId: line.id, quantity };
  });
  const priced = priceReturn(toSoldLines(lineRows), [], requested);
  if (!priced.ok) throw new Error(`seed: return: ${priced.problems[0]?.message}`);
  const { value } = priced;
  const createdAt = ago(seed, demo.daysAgo);
  const returnDate = seed.calendar(createdAt);
  const verifiedAt = demo.verifiedDaysAgo === undefined ? null : ago(seed, demo.verifiedDaysAgo);
  const status: ReturnStatus = verifiedAt ? 'verified' : 'pending';
  const [row] = await tx
    .insert(orderReturns)
    .values({
      companyId,
      returnNo: await allocateDocumentNo(
        tx,
        companyId,
        'return',
        returnDate,
        DEFAULT_FISCAL_YEAR_START_MONTH,
      ),
      returnDate,
      orderId: order.id,
      partyId: order.partyId,
      reasonId,
      status,
      taxableAmount: value.taxable,
      vatAmount: value.vat,
      totalAmount: value.total,
      lineCount: value.lines.length,
      verifiedOn: verifiedAt ? seed.calendar(verifiedAt) : null,
      verifiedAt,
      version: verifiedAt ? 2 : 1,
      statusChangedAt: verifiedAt ?? createdAt,
      createdAt,
      createdBy: seed.adminId,
      updatedAt: verifiedAt ?? createdAt,
      updatedBy: seed.adminId,
    })
    .returning({ id: orderReturns.id });
  if (!row) throw new Error('seed: return not inserted');
  await tx.insert(orderReturnLines).values(
    value.lines.map((line) => ({
      companyId,
      returnId: row.id,
      orderLineId: line.lineId,
      quantity: line.quantityMilli / 1000,
      taxableAmount: line.taxable,
      vatAmount: line.vat,
      lineTotal: line.total,
    })),
  );
  const history = [
    { action: 'create' as const, fromStatus: null, toStatus: 'pending' as const, at: createdAt },
    ...(verifiedAt
      ? [
          {
            action: 'verify' as const,
            fromStatus: 'pending' as const,
            toStatus: 'verified' as const,
            at: verifiedAt,
          },
        ]
      : []),
  ];
  await tx
    .insert(orderReturnTransitions)
    .values(history.map((step) => ({ ...step, companyId, returnId: row.id, byUserId: seed.adminId })));
  return verifiedAt ? value.total : 0;
};

/** Walks the cheque through its moves with the cheque rules, as the routes would. */
const chequeMoves = (seed: SeedContext, cheque: DemoCheque) => {
  let status: ChequeStatus = 'received';
  return cheque.moves.map(([action, daysAgo]) => {
    const next = nextChequeStatus(status, action);
    if (!next.ok) throw new Error(`seed: cheque ${cheque.no}: ${next.message}`);
    const step = { action, fromStatus: status, toStatus: next.to, at: ago(seed, daysAgo) };
    status = next.to;
    return step;
  });
};

const seedPayment = async (seed: SeedContext, partyId: number, owed: number, demo: DemoPayment) => {
  const { tx, companyId } = seed;
  const hundreds = Math.max(1, Math.floor((owed * (demo.share ?? 0)) / 10_000));
  const amount = demo.rupees === undefined ? hundreds * 10_000 : demo.rupees * 100;
  const receivedAt = ago(seed, demo.daysAgo);
  const paymentDate = seed.calendar(receivedAt);
  const moves = demo.cheque ? chequeMoves(seed, demo.cheque) : [];
  const last = moves.at(-1);
  const chequeStatus = last?.toStatus ?? initialChequeStatus(demo.method);
  const clearedAt =
    demo.method !== 'cheque' ? receivedAt : chequeStatus === 'cleared' ? (last?.at ?? null) : null;
  const charge = demo.cheque?.bounce ? demo.cheque.bounce.charge * 100 : 0;
  const [row] = await tx
    .insert(payments)
    .values({
      companyId,
      receiptNo: await allocateDocumentNo(
        tx,
        companyId,
        'receipt',
        paymentDate,
        DEFAULT_FISCAL_YEAR_START_MONTH,
      ),
      paymentDate,
      partyId,
      method: demo.method,
      amount,
      chequeNo: demo.cheque?.no ?? null,
      chequeBank: demo.cheque?.bank ?? null,
      chequeDate: demo.cheque ? paymentDate : null,
      chequeStatus,
      clearedOn: clearedAt ? seed.calendar(clearedAt) : null,
      clearedAt,
      bounceCharge: charge,
      bounceReason: demo.cheque?.bounce?.reason ?? null,
      remarks: demo.remarks ?? null,
      version: 1 + moves.length,
      statusChangedAt: last?.at ?? receivedAt,
      createdAt: receivedAt,
      createdBy: seed.adminId,
      updatedAt: last?.at ?? receivedAt,
      updatedBy: seed.adminId,
    })
    .returning({ id: payments.id });
  if (!row || !demo.cheque) return;
  const bounce = demo.cheque.bounce;
  await tx.insert(paymentTransitions).values([
    {
      companyId,
      paymentId: row.id,
      action: 'receive' as const,
      fromStatus: null,
      toStatus: 'received' as const,
      day: paymentDate,
      byUserId: seed.adminId,
      at: receivedAt,
    },
    ...moves.map((move) => ({
      companyId,
      paymentId: row.id,
      action: move.action,
      fromStatus: move.fromStatus,
      toStatus: move.toStatus,
      day: seed.calendar(move.at),
      byUserId: seed.adminId,
      at: move.at,
      remarks: move.action === 'bounce' ? (bounce?.reason ?? null) : null,
      charge: move.action === 'bounce' ? charge : null,
    })),
  ]);
};

/**
 * The distributor's demo returns and payments (after its orders): a verified and a pending return,
 * cash, a cleared cheque, a bounced cheque with a charge, a deposited one. The party's orders are
 * then settled as the routes would, so the demo starts consistent.
 */
export const seedDemoReturnsAndCollections = async (
  tx: Database,
  companyId: number,
  userIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> => {
  const adminId = userIds.get('admin');
  if (adminId === undefined) throw new Error('seed: no admin');
  const seed: SeedContext = { tx, companyId, adminId, now, calendar: await companyCalendar(tx, companyId) };
  const partyId = await seededIds(tx, companyId, PARTY);
  const reasonId = await seededIds(tx, companyId, ORDER_RETURN_REASON);
  for (const demo of DEMO_PARTY_DOCUMENTS) {
    const party = partyId(demo.party);
    const order = await owedOrderOf(seed, party);
    let returned = 0;
    for (const item of demo.returns) {
      returned += await seedReturn(seed, { id: order.id, partyId: party }, item, reasonId(item.reason));
    }
    for (const payment of demo.payments) await seedPayment(seed, party, order.total - returned, payment);
    await settlePartyOrders(tx, companyId, party, { byUserId: adminId, at: now, remarks: 'Demo payments.' });
  }
};
