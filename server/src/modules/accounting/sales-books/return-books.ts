import { creditNotePosting } from '@backoffice/shared/accounting/sales-postings';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { orderReturns, orders } from '../../../db/schema/index.js';
import type { BooksActor, PostedVoucher } from '../vouchers/voucher-poster.js';
import { type BooksLookups, freshLookups } from './books-ledgers.js';
import { postSalesPosting } from './sales-posting.js';

/**
 * A verified return's Credit Note against its order's bill, dated the day it was verified, with the
 * value the verification gave it. Once per return (`return:<id>:credit-note`); null for zero.
 */
export const postReturnCreditNote = async (
  tx: Database,
  actor: BooksActor,
  returnId: number,
  lookups: BooksLookups = freshLookups,
): Promise<PostedVoucher | null> => {
  const [row] = await tx
    .select({
      returnNo: orderReturns.returnNo,
      partyId: orderReturns.partyId,
      verifiedOn: orderReturns.verifiedOn,
      returnDate: orderReturns.returnDate,
      taxable: orderReturns.taxableAmount,
      vat: orderReturns.vatAmount,
      total: orderReturns.totalAmount,
      orderNo: orders.orderNo,
    })
    .from(orderReturns)
    .innerJoin(orders, and(eq(orders.companyId, orderReturns.companyId), eq(orders.id, orderReturns.orderId)))
    .where(and(eq(orderReturns.companyId, actor.companyId), eq(orderReturns.id, returnId)));
  if (!row) throw new Error(`Return ${returnId} is not there to post`);
  const ledgers = await lookups.defaults(tx, actor.companyId, ['sales', 'vatOutput']);
  const posting = creditNotePosting(
    {
      id: returnId,
      billRef: row.orderNo,
      date: row.verifiedOn ?? row.returnDate,
      partyLedgerId: await lookups.party(tx, actor.companyId, row.partyId),
      totals: { taxable: row.taxable, vat: row.vat, total: row.total },
    },
    ledgers,
  );
  if (!posting) return null;
  return postSalesPosting(tx, actor, posting, { kind: 'return', id: returnId }, { reference: row.returnNo });
};
