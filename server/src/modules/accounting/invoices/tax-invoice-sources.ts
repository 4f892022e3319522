import type { AccountingLedgerKey } from '@backoffice/shared/entities/accounting/accounting-setting.entity';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import {
  accountingSettingsTable,
  companies,
  ledgerGroupsTable,
  ledgersTable,
  orders,
  partiesTable,
  voucherLines,
} from '../../../db/schema/index.js';
import { loadOrderLines } from '../../orders/order-detail.js';
import type { OrderFigures, RoledVoucherLine } from './tax-invoice-figures.js';

/** Seller or buyer as the invoice prints them. */
export interface InvoiceParty {
  name: string;
  address: string;
  pan: string;
  phone: string;
}

const NOBODY: InvoiceParty = { name: '', address: '', pan: '', phone: '' };

export const loadSeller = async (db: Database, companyId: number): Promise<InvoiceParty> => {
  const [row] = await db
    .select({
      // The registered name, as the VAT registration carries it; the short name when there is none.
      name: sql<string>`coalesce(nullif(${companies.legalName}, ''), ${companies.name})`,
      address: companies.address,
      pan: companies.panNumber,
      phone: companies.phone,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? NOBODY;
};

export const loadPartyOf = async (
  db: Database,
  companyId: number,
  partyId: number,
): Promise<InvoiceParty> => {
  const [row] = await db
    .select({
      name: partiesTable.Name,
      address: partiesTable.Address,
      pan: partiesTable.PanVatNumber,
      phone: partiesTable.Phone,
    })
    .from(partiesTable)
    .where(and(eq(partiesTable.companyId, companyId), eq(partiesTable.id, partyId)));
  return row
    ? { name: row.name, address: row.address ?? '', pan: row.pan ?? '', phone: row.phone ?? '' }
    : NOBODY;
};

/** A voucher line with what the invoice needs of its ledger. */
export interface InvoiceVoucherLine {
  ledgerId: number;
  ledgerName: string;
  ledgerPan: string | null;
  partyId: number | null;
  income: boolean;
  side: 'Dr' | 'Cr';
  amount: number;
  narration: string | null;
}

export const loadVoucherLines = async (
  db: Database,
  companyId: number,
  voucherId: number,
): Promise<InvoiceVoucherLine[]> => {
  const rows = await db
    .select({
      ledgerId: voucherLines.ledgerId,
      ledgerName: ledgersTable.Name,
      ledgerPan: ledgersTable.PAN,
      partyId: ledgersTable.PartyId,
      nature: ledgerGroupsTable.Nature,
      side: voucherLines.side,
      amount: voucherLines.amount,
      narration: voucherLines.narration,
    })
    .from(voucherLines)
    .innerJoin(
      ledgersTable,
      and(eq(ledgersTable.companyId, voucherLines.companyId), eq(ledgersTable.id, voucherLines.ledgerId)),
    )
    .innerJoin(
      ledgerGroupsTable,
      and(
        eq(ledgerGroupsTable.companyId, ledgersTable.companyId),
        eq(ledgerGroupsTable.id, ledgersTable.GroupId),
      ),
    )
    .where(and(eq(voucherLines.companyId, companyId), eq(voucherLines.voucherId, voucherId)))
    .orderBy(asc(voucherLines.lineNo));
  return rows.map(({ nature, ...row }) => ({ ...row, income: nature === 'income' }));
};

const ROLE_KEYS = ['VAT_OUTPUT_LEDGER', 'DISCOUNT_ALLOWED_LEDGER', 'ROUNDING_OFF_LEDGER'] as const;
type RoleKey = (typeof ROLE_KEYS)[number] & AccountingLedgerKey;

/** The ledgers that are VAT, discount and rounding on a hand-typed invoice, by setting key. */
const loadRoleLedgers = async (db: Database, companyId: number): Promise<ReadonlyMap<number, RoleKey>> => {
  const rows = await db
    .select({ key: accountingSettingsTable.Key, ledgerId: accountingSettingsTable.LedgerId })
    .from(accountingSettingsTable)
    .where(
      and(
        eq(accountingSettingsTable.companyId, companyId),
        inArray(accountingSettingsTable.Key, [...ROLE_KEYS]),
      ),
    );
  return new Map(rows.map((row) => [row.ledgerId, row.key as RoleKey]));
};

const ROLE_OF_KEY: Readonly<Record<RoleKey, RoledVoucherLine['role']>> = {
  VAT_OUTPUT_LEDGER: 'vat',
  DISCOUNT_ALLOWED_LEDGER: 'discount',
  ROUNDING_OFF_LEDGER: 'rounding',
};

/** Each line's part in a hand-typed invoice: the debits outside the set ledgers are the buyer's. */
export const roleVoucherLines = async (
  db: Database,
  companyId: number,
  lines: readonly InvoiceVoucherLine[],
): Promise<RoledVoucherLine[]> => {
  const keyed = await loadRoleLedgers(db, companyId);
  return lines.map((line) => {
    const key = keyed.get(line.ledgerId);
    const role = key ? ROLE_OF_KEY[key] : line.income ? 'item' : line.side === 'Dr' ? 'party' : 'other';
    return {
      role,
      side: line.side,
      amount: line.amount,
      description: line.narration?.trim() || line.ledgerName,
    };
  });
};

/** The order a voucher bills: its number, party and figures with its lines; null when it is gone. */
export const loadOrderForInvoice = async (
  db: Database,
  companyId: number,
  orderId: number,
): Promise<(OrderFigures & { orderNo: string; partyId: number }) | null> => {
  const [order] = await db
    .select({
      orderNo: orders.orderNo,
      partyId: orders.partyId,
      vatRatePercent: orders.vatRatePercent,
      orderDiscountTotal: orders.orderDiscountTotal,
      vatAmount: orders.vatAmount,
      totalAmount: orders.totalAmount,
    })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
  if (!order) return null;
  const lines = await loadOrderLines(db, companyId, [orderId]);
  return { ...order, lines };
};
