import type { Logger } from 'pino';
import type { Database } from '../../../db/database.js';
import { readVatRatePercent } from '../../orders/pricing/order-vat-rate.js';
import { type InvoiceFigures, orderInvoiceFigures, voucherInvoiceFigures } from './tax-invoice-figures.js';
import {
  type InvoiceParty,
  type InvoiceVoucherLine,
  loadOrderForInvoice,
  loadPartyOf,
  roleVoucherLines,
} from './tax-invoice-sources.js';

/** Who a sales voucher bills and for what: the tax invoice prints it, the IRD's billing system is sent it. */
export interface Billed {
  orderNo: string | null;
  buyer: InvoiceParty;
  figures: InvoiceFigures;
}

/** The buyer's debit: the line on the order party's ledger, else the first line on a party's ledger. */
const partyLineOf = (lines: readonly InvoiceVoucherLine[], partyId: number) =>
  lines.find((line) => line.side === 'Dr' && line.partyId === partyId) ??
  lines.find((line) => line.side === 'Dr' && line.partyId !== null) ??
  lines.find((line) => line.side === 'Dr');

const billedOrder = async (
  db: Database,
  companyId: number,
  orderId: number,
  lines: readonly InvoiceVoucherLine[],
): Promise<Billed | null> => {
  const order = await loadOrderForInvoice(db, companyId, orderId);
  if (!order) return null;
  const partyAmount = partyLineOf(lines, order.partyId)?.amount ?? order.totalAmount;
  return {
    orderNo: order.orderNo,
    buyer: await loadPartyOf(db, companyId, order.partyId),
    figures: orderInvoiceFigures(order, partyAmount),
  };
};

/** A sales voucher typed by hand: the buyer is the party of the debited ledger, else that ledger. */
const billedVoucher = async (
  db: Database,
  companyId: number,
  log: Logger,
  lines: readonly InvoiceVoucherLine[],
): Promise<Billed> => {
  // One after the other: the IRD outbox reads this inside the posting's transaction.
  const roled = await roleVoucherLines(db, companyId, lines);
  const vatRate = await readVatRatePercent(db, companyId, log);
  const debited = lines.filter((_line, index) => roled[index]?.role === 'party');
  const partyLine = debited.find((line) => line.partyId !== null) ?? debited[0];
  const buyer =
    partyLine?.partyId != null
      ? await loadPartyOf(db, companyId, partyLine.partyId)
      : { name: partyLine?.ledgerName ?? '', address: '', pan: partyLine?.ledgerPan ?? '', phone: '' };
  return { orderNo: null, buyer, figures: voucherInvoiceFigures(roled, vatRate) };
};

/** What a sales voucher bills: the order it was written for (while it is there), else its own lines. */
export const loadBilled = async (
  db: Database,
  companyId: number,
  log: Logger,
  voucher: { sourceKind: string | null; sourceId: number | null },
  lines: readonly InvoiceVoucherLine[],
): Promise<Billed> => {
  const fromOrder =
    voucher.sourceKind === 'order' && voucher.sourceId !== null
      ? await billedOrder(db, companyId, voucher.sourceId, lines)
      : null;
  return fromOrder ?? billedVoucher(db, companyId, log, lines);
};
