import type { VoucherSourceKind } from '@backoffice/shared/accounting/voucher.contract';
import type { SourceVoucher } from '@backoffice/shared/sales/common/source-vouchers.schema';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { vouchers } from '../../../db/schema/index.js';

/** The vouchers a sales document put in the books, oldest first: what its detail lists as Vouchers. */
export const loadSourceVouchers = async (
  db: Database,
  companyId: number,
  kind: VoucherSourceKind,
  id: number,
): Promise<SourceVoucher[]> => {
  const rows = await db
    .select({
      Id: vouchers.id,
      VoucherNo: vouchers.voucherNo,
      VoucherType: vouchers.voucherType,
      Status: vouchers.status,
    })
    .from(vouchers)
    .where(and(eq(vouchers.companyId, companyId), eq(vouchers.sourceKind, kind), eq(vouchers.sourceId, id)))
    .orderBy(asc(vouchers.id));
  return rows;
};
