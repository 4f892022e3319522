import type { Database } from '../../db/database.js';
import { personNameOf } from '../../entities/person-name.js';
import type { UserContext } from '../../http/request-context.js';
import { booksActorOf } from '../accounting/vouchers/voucher-save.service.js';
import { companyToday } from '../orders/company-today.js';
import type { LockedAdvance } from './advance-row.js';
import { companyKeepsBooks } from './staff-books.js';
import { postAdvanceRepayment, type RepaymentColumns } from './staff-postings.js';
import { reverseStaffVoucher } from './staff-voucher.js';

/** A new repayment in the books, when the company keeps them. */
export const postRepayment = async (
  ctx: UserContext,
  tx: Database,
  advance: LockedAdvance,
  repayment: RepaymentColumns,
): Promise<void> => {
  if (!(await companyKeepsBooks(tx, ctx.companyId))) return;
  const person = await personNameOf(tx, advance.userId);
  await postAdvanceRepayment(tx, booksActorOf(ctx), { person, reason: advance.reason }, repayment);
};

/** A corrected repayment: its voucher reversed (today) and the corrected one posted. */
export const repostRepayment = async (
  ctx: UserContext,
  tx: Database,
  advance: LockedAdvance,
  repayment: RepaymentColumns,
): Promise<void> => {
  if (!(await companyKeepsBooks(tx, ctx.companyId))) return;
  const day = await companyToday(tx, ctx.companyId, ctx.now);
  const actor = booksActorOf(ctx);
  const revision = await reverseStaffVoucher(
    tx,
    actor,
    'advanceRepayment',
    repayment.id,
    day,
    'Repayment corrected',
  );
  const person = await personNameOf(tx, advance.userId);
  await postAdvanceRepayment(tx, actor, { person, reason: advance.reason }, repayment, revision);
};
