import { z } from 'zod';
import { VOUCHER_STATES, VOUCHER_TYPES } from '../../accounting/voucher.js';

/**
 * A voucher a sales document put in the books (its invoice, credit note, receipt, deposit, bounce,
 * and any reversal), as its detail lists them: the voucher screen opens each by Id.
 */
export const sourceVoucherSchema = z.object({
  Id: z.number().int(),
  VoucherNo: z.string().nullable(),
  VoucherType: z.enum(VOUCHER_TYPES),
  Status: z.enum(VOUCHER_STATES),
});
export type SourceVoucher = z.infer<typeof sourceVoucherSchema>;

/** The document's vouchers, oldest first; empty until it reaches the books. */
export const sourceVouchersField = z.array(sourceVoucherSchema);
