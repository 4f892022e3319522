import { salesInvoicePosting } from '@backoffice/shared/accounting/sales-postings';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { orders } from '../../../db/schema/index.js';
import type { BooksActor, PostedVoucher } from '../vouchers/voucher-poster.js';
import { type BooksLookups, freshLookups } from './books-ledgers.js';
import { postSalesPosting } from './sales-posting.js';

/**
 * A delivered order's Sales voucher, dated `day` (the company's day of the delivery), its bill the
 * order number. Once per order (`order:<id>:invoice`); an order of zero posts nothing (null).
 */
export const postOrderInvoice = async (
  tx: Database,
  actor: BooksActor,
  orderId: number,
  day: string,
  lookups: BooksLookups = freshLookups,
): Promise<PostedVoucher | null> => {
  const [order] = await tx
    .select({
      orderNo: orders.orderNo,
      partyId: orders.partyId,
      taxable: orders.taxableAmount,
      vat: orders.vatAmount,
      total: orders.totalAmount,
    })
    .from(orders)
    .where(and(eq(orders.companyId, actor.companyId), eq(orders.id, orderId)));
  if (!order) throw new Error(`Order ${orderId} is not there to post`);
  const ledgers = await lookups.defaults(tx, actor.companyId, ['sales', 'vatOutput']);
  const posting = salesInvoicePosting(
    {
      id: orderId,
      billRef: order.orderNo,
      date: day,
      partyLedgerId: await lookups.party(tx, actor.companyId, order.partyId),
      totals: { taxable: order.taxable, vat: order.vat, total: order.total },
    },
    ledgers,
  );
  if (!posting) return null;
  return postSalesPosting(tx, actor, posting, { kind: 'order', id: orderId }, { reference: order.orderNo });
};
