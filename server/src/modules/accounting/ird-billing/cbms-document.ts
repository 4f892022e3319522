import { DEFAULT_TIME_ZONE } from '@backoffice/shared/calendar/time-zone';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../../db/database.js';
import {
  companies,
  orderLines,
  orderReturnLines,
  orderReturnReasonsTable,
  orderReturns,
  vouchers,
} from '../../../db/schema/index.js';
import { loadBilled } from '../invoices/tax-invoice-billed.js';
import {
  type InvoiceParty,
  loadPartyOf,
  loadSeller,
  loadVoucherLines,
} from '../invoices/tax-invoice-sources.js';
import type { CbmsDocument } from './cbms-payload.js';

type Amounts = Pick<CbmsDocument, 'total' | 'taxable' | 'vat' | 'exempt'>;
interface Told {
  buyer: InvoiceParty;
  amounts: Amounts;
  refInvoiceNumber?: string;
  reason?: string;
}

const voucherColumns = {
  type: vouchers.voucherType,
  voucherNo: vouchers.voucherNo,
  date: vouchers.voucherDate,
  fiscalYear: vouchers.fiscalYear,
  sourceKind: vouchers.sourceKind,
  sourceId: vouchers.sourceId,
  reference: vouchers.reference,
  narration: vouchers.narration,
  reversalOfId: vouchers.reversalOfId,
};
type BilledSource = { sourceKind: string | null; sourceId: number | null };

/** A sales voucher (from an order or typed by hand): the figures its tax invoice prints. */
const invoiceTold = async (
  tx: Database,
  companyId: number,
  log: Logger,
  voucherId: number,
  row: BilledSource,
  flip: boolean,
): Promise<Told> => {
  const lines = await loadVoucherLines(tx, companyId, voucherId);
  // A credit note typed by hand is an invoice the other way round: its debits are what it takes back.
  const read = flip
    ? lines.map((line) => ({ ...line, side: line.side === 'Dr' ? ('Cr' as const) : ('Dr' as const) }))
    : lines;
  const { buyer, figures } = await loadBilled(tx, companyId, log, row, read);
  return {
    buyer,
    amounts: { total: figures.total, taxable: figures.taxable, vat: figures.vat, exempt: figures.exempt },
  };
};

/** A verified return's credit note: its lines split by whether their order line carried VAT. */
const returnTold = async (tx: Database, companyId: number, returnId: number): Promise<Told | null> => {
  const [found] = await tx
    .select({
      orderId: orderReturns.orderId,
      partyId: orderReturns.partyId,
      total: orderReturns.totalAmount,
      vat: orderReturns.vatAmount,
      reason: orderReturnReasonsTable.Name,
      remarks: orderReturns.remarks,
    })
    .from(orderReturns)
    .leftJoin(
      orderReturnReasonsTable,
      and(
        eq(orderReturnReasonsTable.companyId, orderReturns.companyId),
        eq(orderReturnReasonsTable.id, orderReturns.reasonId),
      ),
    )
    .where(and(eq(orderReturns.companyId, companyId), eq(orderReturns.id, returnId)));
  if (!found) return null;
  const [split] = await tx
    .select({
      taxable: sql<string>`coalesce(sum(${orderReturnLines.taxableAmount}) filter (where ${orderLines.vatApplicable}), 0)`,
      exempt: sql<string>`coalesce(sum(${orderReturnLines.taxableAmount}) filter (where not ${orderLines.vatApplicable}), 0)`,
    })
    .from(orderReturnLines)
    .innerJoin(
      orderLines,
      and(
        eq(orderLines.companyId, orderReturnLines.companyId),
        eq(orderLines.id, orderReturnLines.orderLineId),
      ),
    )
    .where(and(eq(orderReturnLines.companyId, companyId), eq(orderReturnLines.returnId, returnId)));
  const [invoice] = await tx
    .select({ voucherNo: vouchers.voucherNo })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.companyId, companyId),
        eq(vouchers.sourceKind, 'order'),
        eq(vouchers.sourceId, found.orderId),
        eq(vouchers.voucherType, 'sales'),
        isNull(vouchers.reversalOfId),
      ),
    );
  return {
    buyer: await loadPartyOf(tx, companyId, found.partyId),
    amounts: {
      total: found.total,
      taxable: Number(split?.taxable ?? 0),
      vat: found.vat,
      exempt: Number(split?.exempt ?? 0),
    },
    refInvoiceNumber: invoice?.voucherNo ?? '',
    reason: [found.reason, found.remarks].filter((part) => part?.trim()).join(': '),
  };
};

/**
 * What the IRD is told of a voucher that has just entered the books, read in the posting's
 * transaction; null for what it is not told of (another type, a reversal). A credit note typed by
 * hand names its invoice in Reference and its reason in the narration.
 */
export const loadCbmsDocument = async (
  tx: Database,
  companyId: number,
  log: Logger,
  voucherId: number,
  sending: { isRealtime: boolean; at: Date },
): Promise<CbmsDocument | null> => {
  const [row] = await tx
    .select(voucherColumns)
    .from(vouchers)
    .where(and(eq(vouchers.companyId, companyId), eq(vouchers.id, voucherId)));
  if (!row || row.reversalOfId !== null || row.voucherNo === null) return null;
  if (row.type !== 'sales' && row.type !== 'creditNote') return null;
  const told =
    row.type === 'sales'
      ? await invoiceTold(tx, companyId, log, voucherId, row, false)
      : row.sourceKind === 'return' && row.sourceId !== null
        ? ((await returnTold(tx, companyId, row.sourceId)) ??
          (await invoiceTold(tx, companyId, log, voucherId, row, true)))
        : {
            ...(await invoiceTold(tx, companyId, log, voucherId, row, true)),
            refInvoiceNumber: row.reference ?? '',
            reason: row.narration ?? '',
          };
  // One after the other: this runs inside the posting's transaction, one connection.
  const seller = await loadSeller(tx, companyId);
  const [company] = await tx
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return {
    kind: row.type === 'sales' ? 'bill' : 'billreturn',
    sellerPan: seller.pan,
    buyerPan: told.buyer.pan,
    buyerName: told.buyer.name,
    fiscalYear: row.fiscalYear,
    number: row.voucherNo,
    date: row.date,
    ...told.amounts,
    isRealtime: sending.isRealtime,
    at: sending.at,
    timeZone: company?.timeZone ?? DEFAULT_TIME_ZONE,
    ...(told.refInvoiceNumber === undefined ? {} : { refInvoiceNumber: told.refInvoiceNumber }),
    ...(told.reason === undefined ? {} : { reason: told.reason }),
  };
};
