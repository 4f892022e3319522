import type { SalesBook, SalesBookRow, VatMonth } from '@backoffice/shared/accounting/vat-books.contract';
import type { Database } from '../../../db/database.js';
import {
  type InvoiceFigures,
  orderInvoiceFigures,
  voucherInvoiceFigures,
} from '../invoices/tax-invoice-figures.js';
import { roleVoucherLines } from '../invoices/tax-invoice-sources.js';
import {
  directionOf,
  mirrored,
  NO_FIGURES,
  partyOf,
  type RowFigures,
  rowBase,
  rowStateOf,
  scaled,
  sumColumns,
} from './vat-book-rows.js';
import { type BookLine, type BookVoucher, loadBookVouchers } from './vat-book-vouchers.js';
import { loadInvoiceIds, loadOrderFigures, loadReturnFigures } from './vat-sales-sources.js';

const idsOf = (list: readonly BookVoucher[], kind: 'order' | 'return') => [
  ...new Set(list.flatMap((v) => (v.sourceKind === kind && v.sourceId !== null ? [v.sourceId] : []))),
];

/** A voucher's lines read as an invoice (a credit note's mirrored), each with its role on the invoice. */
interface ReadVoucher {
  voucher: BookVoucher;
  state: SalesBookRow['State'];
  zero: boolean;
  direction: 1 | -1;
  lines: BookLine[];
  figures: InvoiceFigures;
  buyerLine: BookLine | undefined;
}

const readVouchers = async (db: Database, companyId: number, month: VatMonth): Promise<ReadVoucher[]> => {
  const book = await loadBookVouchers(db, companyId, ['sales', 'creditNote'], month);
  const listed = book.vouchers.flatMap((voucher) => {
    const stands = rowStateOf(voucher, month);
    if (!stands) return [];
    const direction = directionOf(voucher, 'creditNote');
    const own = book.lines.get(voucher.id) ?? [];
    return [{ voucher, ...stands, direction, lines: direction === 1 ? own : mirrored(own) }];
  });
  // One look-up of the VAT, discount and rounding ledgers for every line of the month.
  const roles = await roleVoucherLines(
    db,
    companyId,
    listed.flatMap((entry) => entry.lines),
  );
  let at = 0;
  return listed.map((entry) => {
    const roled = roles.slice(at, at + entry.lines.length);
    at += entry.lines.length;
    const debited = entry.lines.filter((_line, index) => roled[index]?.role === 'party');
    return {
      ...entry,
      figures: voucherInvoiceFigures(roled, 0),
      buyerLine: debited.find((line) => line.partyId !== null) ?? debited[0],
    };
  });
};

/**
 * The taxable and exempt split of what the books credited to sales: the order's lines for a
 * delivered order's invoice, the returned lines for a return's credit note (when they add up to
 * what the voucher credited), else all taxable when the voucher charged VAT and all exempt when not.
 */
const splitOf = (
  entry: ReadVoucher,
  orderFigures: Awaited<ReturnType<typeof loadOrderFigures>>,
  returnFigures: Awaited<ReturnType<typeof loadReturnFigures>>,
): { taxable: number; exempt: number } => {
  const { voucher, figures } = entry;
  const base = { taxable: figures.taxable, exempt: figures.exempt };
  const net = base.taxable + base.exempt;
  const order =
    voucher.sourceKind === 'order' && voucher.sourceId !== null
      ? orderFigures.get(voucher.sourceId)
      : undefined;
  const returned =
    voucher.sourceKind === 'return' && voucher.sourceId !== null
      ? returnFigures.get(voucher.sourceId)
      : undefined;
  const split = order ? orderInvoiceFigures(order, figures.total) : returned;
  return split && split.taxable + split.exempt === net
    ? { taxable: split.taxable, exempt: split.exempt }
    : base;
};

/** The sales book of the month: Sales vouchers and Credit Notes in the books, with their totals. */
export const loadSalesBook = async (db: Database, companyId: number, month: VatMonth): Promise<SalesBook> => {
  const entries = await readVouchers(db, companyId, month);
  const vouchers = entries.map((entry) => entry.voucher);
  const handMadeRefs = entries.flatMap((entry) =>
    entry.voucher.type === 'creditNote' && entry.voucher.sourceKind !== 'return' && entry.buyerLine?.billRef
      ? [entry.buyerLine.billRef]
      : [],
  );
  const [orderFigures, returnFigures, invoiceIds] = await Promise.all([
    loadOrderFigures(db, companyId, idsOf(vouchers, 'order')),
    loadReturnFigures(db, companyId, idsOf(vouchers, 'return')),
    loadInvoiceIds(db, companyId, handMadeRefs),
  ]);
  const Rows: SalesBookRow[] = entries.map((entry) => {
    const { voucher, figures } = entry;
    const split = splitOf(entry, orderFigures, returnFigures);
    const own: RowFigures = { total: figures.total, vat: figures.vat, ...split };
    const shown = entry.zero ? NO_FIGURES : scaled(own, entry.direction);
    const returned =
      voucher.sourceKind === 'return' && voucher.sourceId !== null
        ? returnFigures.get(voucher.sourceId)
        : undefined;
    const billRef = voucher.type === 'creditNote' ? (entry.buyerLine?.billRef ?? null) : null;
    const original = returned
      ? { no: returned.invoiceNo, id: returned.invoiceId }
      : { no: billRef, id: billRef === null ? null : (invoiceIds.get(billRef) ?? null) };
    return {
      ...rowBase(voucher, entry.state, shown, partyOf(entry.buyerLine), original),
      VoucherType: voucher.type === 'creditNote' ? 'creditNote' : 'sales',
      Export: 0,
    };
  });
  return {
    ...month,
    Rows,
    Totals: sumColumns(Rows, ['Total', 'Taxable', 'Vat', 'Exempt', 'Export']),
  };
};
