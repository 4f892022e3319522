import type { VoucherType } from '@backoffice/shared/accounting/voucher';
import type { VoucherAllowedAction, VoucherSummary } from '@backoffice/shared/accounting/voucher.contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { vouchers } from '../../../db/schema/index.js';
import { toRupees } from '../../../entities/entity-values.js';
import { notFound } from '../../../http/api-error.js';
import type { VoucherRights } from './voucher-access.js';

// Columns named in full: Drizzle leaves a one-table select's columns unqualified, and inside these
// subqueries an unqualified company_id would name the subquery's own.

/** Tally's "Particulars": the ledger of the voucher's first line. */
const particulars = sql<string>`coalesce((
  select l.name from voucher_lines vl
  join ledgers l on l.company_id = vl.company_id and l.id = vl.ledger_id
  where vl.company_id = "vouchers"."company_id" and vl.voucher_id = "vouchers"."id"
  order by vl.line_no limit 1), '')`;

/** The number of the sales document the voucher came from. */
const sourceNo = sql<string | null>`case "vouchers"."source_kind"
  when 'order' then (select o.order_no from orders o where o.company_id = "vouchers"."company_id" and o.id = "vouchers"."source_id")
  when 'return' then (select r.return_no from order_returns r where r.company_id = "vouchers"."company_id" and r.id = "vouchers"."source_id")
  when 'payment' then (select p.receipt_no from payments p where p.company_id = "vouchers"."company_id" and p.id = "vouchers"."source_id")
end`;

const branchName = sql<string | null>`(select b.name from branches b
  where b.company_id = "vouchers"."company_id" and b.id = "vouchers"."branch_id")`;

export const voucherColumns = {
  id: vouchers.id,
  type: vouchers.voucherType,
  voucherNo: vouchers.voucherNo,
  date: vouchers.voucherDate,
  status: vouchers.status,
  particulars,
  narration: vouchers.narration,
  reference: vouchers.reference,
  chequeNo: vouchers.chequeNo,
  chequeDate: vouchers.chequeDate,
  totalAmount: vouchers.totalAmount,
  sourceKind: vouchers.sourceKind,
  sourceId: vouchers.sourceId,
  sourceNo,
  reversalOfId: vouchers.reversalOfId,
  reversedById: vouchers.reversedById,
  branchId: vouchers.branchId,
  branchName,
  cancelRemarks: vouchers.cancelRemarks,
  printCount: vouchers.printCount,
  filePath: vouchers.filePath,
  version: vouchers.version,
  createdAt: vouchers.createdAt,
};

export const selectVouchers = (db: Database) => db.select(voucherColumns).from(vouchers).$dynamic();

export type VoucherRow = Awaited<ReturnType<ReturnType<typeof selectVouchers>['execute']>>[number];

export const ownVoucher = (companyId: number, id: number): SQL =>
  and(eq(vouchers.companyId, companyId), eq(vouchers.id, id)) as SQL;

export const voucherNotFound = (id: number) => notFound(`Voucher ${id} was not found.`);

/**
 * What the caller may do to a voucher: post, edit or delete a draft; cancel a posted voucher the
 * user typed (a voucher a sales document wrote moves with that document, and a reversal is final).
 */
export const allowedVoucherActions = (
  row: Pick<VoucherRow, 'type' | 'status' | 'sourceKind' | 'reversalOfId'>,
  rights: VoucherRights,
): VoucherAllowedAction[] => {
  const type: VoucherType = row.type;
  const may = (action: 'edit' | 'delete') => rights[action].has(type);
  if (row.status === 'draft') {
    return [
      ...(may('edit') ? (['post', 'edit'] as const) : []),
      ...(may('delete') ? (['delete'] as const) : []),
    ];
  }
  if (row.status === 'posted' && row.sourceKind === null && row.reversalOfId === null && may('edit')) {
    return ['cancel'];
  }
  return [];
};

export const toVoucherSummary = (row: VoucherRow, rights: VoucherRights): VoucherSummary => ({
  Id: row.id,
  VoucherType: row.type,
  VoucherNo: row.voucherNo,
  VoucherDate: row.date,
  Status: row.status,
  Particulars: row.particulars,
  Narration: row.narration,
  Reference: row.reference,
  TotalAmount: toRupees(row.totalAmount),
  SourceKind: row.sourceKind,
  SourceId: row.sourceId,
  SourceNo: row.sourceNo,
  ReversalOfId: row.reversalOfId,
  ReversedById: row.reversedById,
  BranchId: row.branchId,
  BranchName: row.branchName,
  CreatedAt: row.createdAt.toISOString(),
  AllowedActions: allowedVoucherActions(row, rights),
});

/** The voucher if it is the company's and of a type the caller may view; else 404, never 403. */
export const findViewableVoucher = async (
  db: Database,
  companyId: number,
  id: number,
  rights: VoucherRights,
): Promise<VoucherRow> => {
  const [row] = await selectVouchers(db).where(ownVoucher(companyId, id));
  if (!row || !rights.view.has(row.type)) throw voucherNotFound(id);
  return row;
};
