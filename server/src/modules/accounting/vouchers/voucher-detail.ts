import { amountInWords } from '@backoffice/shared/accounting/amount-in-words';
import type { VoucherDetail, VoucherLineAnswer } from '@backoffice/shared/accounting/voucher.contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import {
  costCentersTable,
  ledgersTable,
  users,
  voucherLines,
  vouchers,
  voucherTransitions,
} from '../../../db/schema/index.js';
import { toRupees } from '../../../entities/entity-values.js';
import { toTransition, transitionColumns } from '../../audit/transition-history.js';
import type { VoucherRights } from './voucher-access.js';
import { findViewableVoucher, toVoucherSummary } from './voucher-record.js';

const loadLines = async (
  db: Database,
  companyId: number,
  voucherId: number,
): Promise<VoucherLineAnswer[]> => {
  const rows = await db
    .select({
      lineNo: voucherLines.lineNo,
      ledgerId: voucherLines.ledgerId,
      ledgerName: ledgersTable.Name,
      side: voucherLines.side,
      amount: voucherLines.amount,
      costCenterId: voucherLines.costCenterId,
      costCenterName: costCentersTable.Name,
      narration: voucherLines.narration,
      billRef: voucherLines.billRef,
    })
    .from(voucherLines)
    .innerJoin(
      ledgersTable,
      and(eq(ledgersTable.companyId, voucherLines.companyId), eq(ledgersTable.id, voucherLines.ledgerId)),
    )
    .leftJoin(
      costCentersTable,
      and(
        eq(costCentersTable.companyId, voucherLines.companyId),
        eq(costCentersTable.id, voucherLines.costCenterId),
      ),
    )
    .where(and(eq(voucherLines.companyId, companyId), eq(voucherLines.voucherId, voucherId)))
    .orderBy(asc(voucherLines.lineNo));
  return rows.map((row) => ({
    LineNo: row.lineNo,
    LedgerId: row.ledgerId,
    LedgerName: row.ledgerName,
    Side: row.side,
    Amount: toRupees(row.amount),
    CostCenterId: row.costCenterId,
    CostCenterName: row.costCenterName,
    Narration: row.narration,
    BillRef: row.billRef,
  }));
};

const loadHistory = async (db: Database, companyId: number, voucherId: number) => {
  const rows = await db
    .select(transitionColumns(voucherTransitions))
    .from(voucherTransitions)
    .leftJoin(users, eq(users.id, voucherTransitions.byUserId))
    .where(and(eq(voucherTransitions.companyId, companyId), eq(voucherTransitions.voucherId, voucherId)))
    .orderBy(asc(voucherTransitions.at), asc(voucherTransitions.id));
  return rows.map(toTransition);
};

/** The numbers of the voucher's reversal and of the voucher a reversal cancels. */
const linkedNumbers = async (db: Database, companyId: number, ids: readonly (number | null)[]) => {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map<number, string | null>();
  const rows = await db
    .select({ id: vouchers.id, voucherNo: vouchers.voucherNo })
    .from(vouchers)
    .where(and(eq(vouchers.companyId, companyId), inArray(vouchers.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.voucherNo]));
};

/** One voucher of the company of a type the caller may view, with its lines and history; else 404. */
export const loadVoucherDetail = async (
  db: Database,
  companyId: number,
  id: number,
  rights: VoucherRights,
): Promise<VoucherDetail> => {
  const row = await findViewableVoucher(db, companyId, id, rights);
  const [lines, history, linked] = await Promise.all([
    loadLines(db, companyId, id),
    loadHistory(db, companyId, id),
    linkedNumbers(db, companyId, [row.reversalOfId, row.reversedById]),
  ]);
  const total = (side: 'Dr' | 'Cr') =>
    lines.filter((line) => line.Side === side).reduce((sum, line) => sum + Math.round(line.Amount * 100), 0);
  return {
    ...toVoucherSummary(row, rights),
    ChequeNo: row.chequeNo,
    ChequeDate: row.chequeDate,
    Lines: lines,
    DebitTotal: toRupees(total('Dr')),
    CreditTotal: toRupees(total('Cr')),
    AmountInWords: amountInWords(row.totalAmount),
    ReversalOfNo: row.reversalOfId === null ? null : (linked.get(row.reversalOfId) ?? null),
    ReversedByNo: row.reversedById === null ? null : (linked.get(row.reversedById) ?? null),
    CancelRemarks: row.cancelRemarks,
    PrintCount: row.printCount,
    FileUrl: row.filePath,
    History: history,
    Version: row.version,
  };
};
