/**
 * One staff money event in the books: two lines, one ledger debited and one credited. The voucher
 * type follows where money moves: out of cash or bank is a Payment, into them a Receipt, and a
 * movement between staff ledgers (a claim owed to the person, a deduction from pay) a Journal.
 */

import type { VoucherType } from '@backoffice/shared/accounting/voucher';
import type { VoucherSourceKind } from '@backoffice/shared/accounting/voucher.contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { vouchers } from '../../db/schema/index.js';
import { conflict } from '../../http/api-error.js';
import { cancelPostedVoucher } from '../accounting/vouchers/voucher-cancel.js';
import { type BooksActor, type PostedVoucher, postVoucher } from '../accounting/vouchers/voucher-poster.js';
import { isCashOrBankLedger } from './staff-books.js';

export interface StaffPosting {
  kind: Extract<VoucherSourceKind, 'advance' | 'advanceRepayment' | 'expense'>;
  /** The record's id; the source key is `<kind>:<id>` (plus a revision after a correction). */
  id: number;
  revision?: number;
  date: string;
  /** Paisa, more than 0. */
  amount: number;
  debitLedgerId: number;
  creditLedgerId: number;
  narration: string;
}

const typeOf = async (tx: Database, companyId: number, posting: StaffPosting): Promise<VoucherType> => {
  if (await isCashOrBankLedger(tx, companyId, posting.creditLedgerId)) return 'payment';
  if (await isCashOrBankLedger(tx, companyId, posting.debitLedgerId)) return 'receipt';
  return 'journal';
};

const staffSourceKey = (kind: StaffPosting['kind'], id: number, revision = 0): string =>
  revision === 0 ? `${kind}:${id}` : `${kind}:${id}:r${revision}`;

/** Posts the event once per source key: a retry writes nothing and answers the voucher posted before. */
export const postStaffVoucher = async (
  tx: Database,
  actor: BooksActor,
  posting: StaffPosting,
): Promise<PostedVoucher> =>
  postVoucher(tx, actor, {
    type: await typeOf(tx, actor.companyId, posting),
    date: posting.date,
    narration: posting.narration,
    lines: [
      { ledgerId: posting.debitLedgerId, side: 'Dr', amount: posting.amount },
      { ledgerId: posting.creditLedgerId, side: 'Cr', amount: posting.amount },
    ],
    source: {
      key: staffSourceKey(posting.kind, posting.id, posting.revision),
      kind: posting.kind,
      id: posting.id,
    },
  });

/** The record's vouchers that count now (posted, not reversals), oldest first, and how many it ever had. */
const sourceVouchers = async (tx: Database, companyId: number, kind: StaffPosting['kind'], id: number) =>
  tx
    .select({ id: vouchers.id, status: vouchers.status })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.companyId, companyId),
        eq(vouchers.sourceKind, kind),
        eq(vouchers.sourceId, id),
        isNull(vouchers.reversalOfId),
      ),
    )
    .orderBy(asc(vouchers.id));

/**
 * Reverses the record's live voucher, dated `day`; answers how many vouchers the record has had
 * (the next revision). Nothing to reverse when it never reached the books.
 */
export const reverseStaffVoucher = async (
  tx: Database,
  actor: BooksActor,
  kind: StaffPosting['kind'],
  id: number,
  day: string,
  remarks: string,
): Promise<number> => {
  const all = await sourceVouchers(tx, actor.companyId, kind, id);
  for (const voucher of all.filter((row) => row.status === 'posted')) {
    const cancelled = await cancelPostedVoucher(tx, actor, voucher.id, day, remarks);
    if (!cancelled)
      throw conflict('Its voucher was changed by someone else meanwhile; reload and try again.');
  }
  return all.length;
};
