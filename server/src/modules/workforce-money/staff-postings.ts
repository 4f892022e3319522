/**
 * The staff money events as the books take them, from a request's hooks or from the demo seed:
 * each reads the ledgers its setting keys name and posts once under the record's source key.
 */

import type { Database } from '../../db/database.js';
import type { BooksActor } from '../accounting/vouchers/voucher-poster.js';
import { ledgerOfKey } from './staff-books.js';
import { postStaffVoucher } from './staff-voucher.js';

/** An approved advance, dated the day of approval: staff advances against where it was paid from (cash by default). */
export const postAdvanceApproval = async (
  tx: Database,
  actor: BooksActor,
  advance: { id: number; amount: number; paidFromLedgerId: number | null; person: string; reason: string },
  day: string,
): Promise<void> => {
  await postStaffVoucher(tx, actor, {
    kind: 'advance',
    id: advance.id,
    date: day,
    amount: advance.amount,
    debitLedgerId: await ledgerOfKey(tx, actor.companyId, 'STAFF_ADVANCE_LEDGER'),
    creditLedgerId: advance.paidFromLedgerId ?? (await ledgerOfKey(tx, actor.companyId, 'CASH_LEDGER')),
    narration: `Advance to ${advance.person}: ${advance.reason}`,
  });
};

/** A repayment as its columns hold it: money in paisa. */
export interface RepaymentColumns {
  id: number;
  amount: number;
  method: 'cash' | 'deduction';
  repaidOn: string;
}

/**
 * A repayment, dated the day it was repaid: cash comes in (Dr cash), a deduction settles what the
 * company owes the person (Dr staff payable); both lower the staff advance. `revision` above 0:
 * the repayment was corrected, its earlier voucher reversed first.
 */
export const postAdvanceRepayment = async (
  tx: Database,
  actor: BooksActor,
  advance: { person: string; reason: string },
  repayment: RepaymentColumns,
  revision = 0,
): Promise<void> => {
  const how = repayment.method === 'cash' ? 'in cash' : 'deducted from pay';
  await postStaffVoucher(tx, actor, {
    kind: 'advanceRepayment',
    id: repayment.id,
    revision,
    date: repayment.repaidOn,
    amount: repayment.amount,
    debitLedgerId: await ledgerOfKey(
      tx,
      actor.companyId,
      repayment.method === 'cash' ? 'CASH_LEDGER' : 'STAFF_PAYABLE_LEDGER',
    ),
    creditLedgerId: await ledgerOfKey(tx, actor.companyId, 'STAFF_ADVANCE_LEDGER'),
    narration: `Advance repaid ${how} by ${advance.person}: ${advance.reason}`,
  });
};

/**
 * An approved claim, dated the day of approval: the type's expense ledger (staff expenses when it
 * names none) against where it was paid from, or staff payable (owed to the person) when none.
 */
export const postExpenseApproval = async (
  tx: Database,
  actor: BooksActor,
  claim: {
    id: number;
    amount: number;
    typeName: string;
    typeLedgerId: number | null;
    paidFromLedgerId: number | null;
    person: string;
    expenseDate: string;
    description: string;
  },
  day: string,
): Promise<void> => {
  await postStaffVoucher(tx, actor, {
    kind: 'expense',
    id: claim.id,
    date: day,
    amount: claim.amount,
    debitLedgerId: claim.typeLedgerId ?? (await ledgerOfKey(tx, actor.companyId, 'STAFF_EXPENSE_LEDGER')),
    creditLedgerId:
      claim.paidFromLedgerId ?? (await ledgerOfKey(tx, actor.companyId, 'STAFF_PAYABLE_LEDGER')),
    narration: `${claim.typeName} claim of ${claim.person} (${claim.expenseDate}): ${claim.description}`,
  });
};
