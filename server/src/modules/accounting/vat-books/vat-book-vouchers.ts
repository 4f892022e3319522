import type { VatMonth } from '@backoffice/shared/accounting/vat-books.contract';
import type { VoucherType } from '@backoffice/shared/accounting/voucher';
import type { VoucherSourceKind } from '@backoffice/shared/accounting/voucher.contract';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database.js';
import {
  ledgerGroupsTable,
  ledgersTable,
  partiesTable,
  voucherLines,
  vouchers,
} from '../../../db/schema/index.js';
import type { InvoiceVoucherLine } from '../invoices/tax-invoice-sources.js';

/** A voucher of a register's month, with what its row needs of its reversal or of what it reverses. */
export interface BookVoucher {
  id: number;
  type: VoucherType;
  voucherNo: string;
  date: string;
  status: 'posted' | 'cancelled';
  reference: string | null;
  sourceKind: VoucherSourceKind | null;
  sourceId: number | null;
  /** A cancelled voucher's reversal date. */
  reversalDate: string | null;
  /** A reversal's cancelled voucher. */
  original: { id: number; voucherNo: string; date: string } | null;
}

/** A line as the tax invoice reads it, with the party's own name and PAN and whether it is a supplier's. */
export interface BookLine extends InvoiceVoucherLine {
  voucherId: number;
  billRef: string | null;
  partyName: string | null;
  partyPan: string | null;
  /** On a ledger under Sundry Creditors (or a group below it). */
  creditor: boolean;
}

const reversal = alias(vouchers, 'reversal');
const cancelled = alias(vouchers, 'cancelled');

const SUNDRY_CREDITORS = 'Sundry Creditors';

/** The system group Sundry Creditors and every group below it. */
const creditorGroupIds = async (db: Database, companyId: number): Promise<ReadonlySet<number>> => {
  const groups = await db
    .select({
      id: ledgerGroupsTable.id,
      parentId: ledgerGroupsTable.ParentId,
      name: ledgerGroupsTable.Name,
      system: ledgerGroupsTable.IsSystem,
    })
    .from(ledgerGroupsTable)
    .where(eq(ledgerGroupsTable.companyId, companyId));
  const ids = new Set(groups.filter((g) => g.system && g.name === SUNDRY_CREDITORS).map((g) => g.id));
  for (let grew = true; grew; ) {
    grew = false;
    for (const group of groups) {
      if (group.parentId !== null && ids.has(group.parentId) && !ids.has(group.id)) {
        ids.add(group.id);
        grew = true;
      }
    }
  }
  return ids;
};

const loadLines = async (db: Database, companyId: number, ids: readonly number[]): Promise<BookLine[]> => {
  if (ids.length === 0) return [];
  const [rows, creditors] = await Promise.all([
    db
      .select({
        voucherId: voucherLines.voucherId,
        ledgerId: voucherLines.ledgerId,
        ledgerName: ledgersTable.Name,
        ledgerPan: ledgersTable.PAN,
        partyId: ledgersTable.PartyId,
        partyName: partiesTable.Name,
        partyPan: partiesTable.PanVatNumber,
        groupId: ledgersTable.GroupId,
        nature: ledgerGroupsTable.Nature,
        side: voucherLines.side,
        amount: voucherLines.amount,
        narration: voucherLines.narration,
        billRef: voucherLines.billRef,
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
      .leftJoin(
        partiesTable,
        and(eq(partiesTable.companyId, ledgersTable.companyId), eq(partiesTable.id, ledgersTable.PartyId)),
      )
      .where(and(eq(voucherLines.companyId, companyId), inArray(voucherLines.voucherId, [...ids])))
      .orderBy(asc(voucherLines.voucherId), asc(voucherLines.lineNo)),
    creditorGroupIds(db, companyId),
  ]);
  return rows.map(({ nature, groupId, ...row }) => ({
    ...row,
    income: nature === 'income',
    creditor: creditors.has(groupId),
  }));
};

/**
 * The month's vouchers of the given types in the books (posted or cancelled, reversals included),
 * in date and number order, and their lines by voucher.
 */
export const loadBookVouchers = async (
  db: Database,
  companyId: number,
  types: readonly VoucherType[],
  month: Pick<VatMonth, 'FromDate' | 'ToDate'>,
): Promise<{ vouchers: BookVoucher[]; lines: ReadonlyMap<number, BookLine[]> }> => {
  const rows = await db
    .select({
      id: vouchers.id,
      type: vouchers.voucherType,
      voucherNo: vouchers.voucherNo,
      date: vouchers.voucherDate,
      status: vouchers.status,
      reference: vouchers.reference,
      sourceKind: vouchers.sourceKind,
      sourceId: vouchers.sourceId,
      reversalDate: reversal.voucherDate,
      originalId: cancelled.id,
      originalNo: cancelled.voucherNo,
      originalDate: cancelled.voucherDate,
    })
    .from(vouchers)
    .leftJoin(
      reversal,
      and(eq(reversal.companyId, vouchers.companyId), eq(reversal.id, vouchers.reversedById)),
    )
    .leftJoin(
      cancelled,
      and(eq(cancelled.companyId, vouchers.companyId), eq(cancelled.id, vouchers.reversalOfId)),
    )
    .where(
      and(
        eq(vouchers.companyId, companyId),
        inArray(vouchers.voucherType, [...types]),
        inArray(vouchers.status, ['posted', 'cancelled']),
        between(vouchers.voucherDate, month.FromDate, month.ToDate),
      ),
    )
    .orderBy(asc(vouchers.voucherDate), asc(vouchers.voucherNo), asc(vouchers.id));
  const list: BookVoucher[] = rows.map(({ originalId, originalNo, originalDate, ...row }) => ({
    ...row,
    voucherNo: row.voucherNo ?? '',
    status: row.status === 'cancelled' ? 'cancelled' : 'posted',
    original:
      originalId !== null ? { id: originalId, voucherNo: originalNo ?? '', date: originalDate ?? '' } : null,
  }));
  const lines = new Map<number, BookLine[]>();
  for (const line of await loadLines(
    db,
    companyId,
    list.map((voucher) => voucher.id),
  )) {
    lines.set(line.voucherId, [...(lines.get(line.voucherId) ?? []), line]);
  }
  return { vouchers: list, lines };
};
