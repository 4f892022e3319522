/**
 * The sales documents written before the books were: every delivered order, verified return,
 * payment, cheque deposit and bounce without its voucher is posted, oldest first, as its event
 * would have posted it. Source keys make a second run post nothing; only what is missing is read.
 */

import { OWED_ORDER_STATUSES } from '@backoffice/shared/sales/statements/party-balance';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../../db/database.js';
import {
  orderReturns,
  orders,
  orderTransitions,
  payments,
  paymentTransitions,
  vouchers,
} from '../../../db/schema/index.js';
import { ApiError } from '../../../http/api-error.js';
import { companyCalendar } from '../../sales-common/company-calendar.js';
import type { BooksActor } from '../vouchers/voucher-poster.js';
import { type BooksLookups, memoLookups } from './books-ledgers.js';
import { postOrderInvoice } from './order-books.js';
import { postChequeBounce, postChequeDeposit, postPaymentReceipt } from './payment-books.js';
import { postReturnCreditNote } from './return-books.js';

interface BacklogEvent {
  /** AD day the voucher is dated. */
  day: string;
  /** When it happened, to order events of one day. */
  at: number;
  key: string;
  post: (tx: Database, actor: BooksActor, lookups: BooksLookups) => Promise<unknown>;
}

export interface BacklogResult {
  posted: number;
  /** Refused (a missing ledger key, a locked date): logged and left for a later run. */
  refused: number;
}

const existingKeys = async (db: Database, companyId: number): Promise<Set<string>> => {
  const rows = await db
    .select({ key: vouchers.sourceKey })
    .from(vouchers)
    .where(and(eq(vouchers.companyId, companyId), isNotNull(vouchers.sourceKey)));
  return new Set(rows.flatMap((row) => (row.key === null ? [] : [row.key])));
};

const orderEvents = async (db: Database, companyId: number): Promise<BacklogEvent[]> => {
  const calendar = await companyCalendar(db, companyId);
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
      orderDate: orders.orderDate,
      createdAt: orders.createdAt,
      deliveredAt: delivered.at,
    })
    .from(orders)
    .leftJoin(delivered, eq(delivered.orderId, orders.id))
    .where(
      and(
        eq(orders.companyId, companyId),
        inArray(orders.status, [...OWED_ORDER_STATUSES]),
        gt(orders.totalAmount, 0),
      ),
    );
  return rows.map((row) => {
    // Dated as the statement dates it: the delivery's day, else (no delivery recorded) the order's.
    const day = row.deliveredAt ? calendar(row.deliveredAt) : row.orderDate;
    return {
      day,
      at: (row.deliveredAt ?? row.createdAt).getTime(),
      key: `order:${row.id}:invoice`,
      post: (tx, actor, lookups) => postOrderInvoice(tx, actor, row.id, day, lookups),
    };
  });
};

const returnEvents = async (db: Database, companyId: number): Promise<BacklogEvent[]> => {
  const rows = await db
    .select({
      id: orderReturns.id,
      verifiedOn: orderReturns.verifiedOn,
      returnDate: orderReturns.returnDate,
      verifiedAt: orderReturns.verifiedAt,
      createdAt: orderReturns.createdAt,
    })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.companyId, companyId),
        eq(orderReturns.status, 'verified'),
        gt(orderReturns.totalAmount, 0),
      ),
    );
  return rows.map((row) => ({
    day: row.verifiedOn ?? row.returnDate,
    at: (row.verifiedAt ?? row.createdAt).getTime(),
    key: `return:${row.id}:credit-note`,
    post: (tx, actor, lookups) => postReturnCreditNote(tx, actor, row.id, lookups),
  }));
};

const paymentEvents = async (db: Database, companyId: number): Promise<BacklogEvent[]> => {
  const rows = await db
    .select({ id: payments.id, day: payments.paymentDate, createdAt: payments.createdAt })
    .from(payments)
    .where(eq(payments.companyId, companyId));
  return rows.map((row) => ({
    day: row.day,
    at: row.createdAt.getTime(),
    key: `payment:${row.id}:receipt`,
    post: (tx, actor, lookups) => postPaymentReceipt(tx, actor, row.id, {}, lookups),
  }));
};

/** Each deposit and bounce of a cheque, numbered: the n-th bounce undoes the n-th deposit. */
const chequeEvents = async (db: Database, companyId: number): Promise<BacklogEvent[]> => {
  const rows = await db
    .select({
      paymentId: paymentTransitions.paymentId,
      action: paymentTransitions.action,
      day: paymentTransitions.day,
      at: paymentTransitions.at,
      charge: paymentTransitions.charge,
    })
    .from(paymentTransitions)
    .where(
      and(
        eq(paymentTransitions.companyId, companyId),
        inArray(paymentTransitions.action, ['deposit', 'bounce']),
      ),
    )
    .orderBy(asc(paymentTransitions.paymentId), asc(paymentTransitions.at), asc(paymentTransitions.id));
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const counter = `${row.paymentId}:${row.action}`;
    const attempt = (seen.get(counter) ?? 0) + 1;
    seen.set(counter, attempt);
    const at = row.at.getTime();
    if (row.action === 'deposit') {
      return {
        day: row.day,
        at,
        key: `payment:${row.paymentId}:deposit:${attempt}`,
        post: (tx, actor, lookups) => postChequeDeposit(tx, actor, row.paymentId, row.day, attempt, lookups),
      };
    }
    return {
      day: row.day,
      at,
      key: `payment:${row.paymentId}:bounce:${attempt}`,
      post: (tx, actor, lookups) =>
        postChequeBounce(tx, actor, row.paymentId, row.day, row.charge ?? 0, attempt, lookups),
    };
  });
};

/**
 * Posts the company's unposted sales documents in date order. With `strict` (the demo seed, in its
 * own transaction) they post straight into the caller's transaction and a refusal throws: a demo
 * document the books refuse is a bug. Otherwise each posts in its own transaction, and a refusal
 * (a missing ledger key, a locked date) is logged and counted while the rest still post.
 */
export const postSalesBacklog = async (
  db: Database,
  companyId: number,
  by: { userId: number | null; now: Date; log: Logger },
  options: { strict?: boolean } = {},
): Promise<BacklogResult> => {
  const actor: BooksActor = { companyId, ...by };
  const keys = await existingKeys(db, companyId);
  // One after another: inside a transaction the queries share one connection anyway.
  const found: BacklogEvent[] = [];
  for (const read of [orderEvents, returnEvents, paymentEvents, chequeEvents]) {
    found.push(...(await read(db, companyId)));
  }
  const events = found
    .filter((event) => !keys.has(event.key))
    .sort((a, b) => (a.day === b.day ? a.at - b.at : a.day < b.day ? -1 : 1));
  const result: BacklogResult = { posted: 0, refused: 0 };
  const lookups = memoLookups();
  for (const event of events) {
    if (options.strict) {
      await event.post(db, actor, lookups);
      result.posted += 1;
      continue;
    }
    try {
      await db.transaction(async (tx) => {
        await event.post(tx as Database, actor, lookups);
      });
      result.posted += 1;
    } catch (error) {
      if (options.strict || !(error instanceof ApiError)) throw error;
      result.refused += 1;
      by.log.warn({ companyId, source: event.key, reason: error.message }, 'sales backlog: not posted');
    }
  }
  return result;
};
