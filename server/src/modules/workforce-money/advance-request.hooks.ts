import type { FieldError } from '@backoffice/shared/envelope';
import { formatAmount } from '@backoffice/shared/format/money.format';
import type { Database } from '../../db/database.js';
import type { EntityHooks } from '../../entities/entity-hooks.js';
import type { EntityRecord } from '../../entities/entity-values.js';
import { toPaisa } from '../../entities/entity-values.js';
import { conflict } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { booksActorOf } from '../accounting/vouchers/voucher-save.service.js';
import { companyToday } from '../orders/company-today.js';
import { lockAdvance } from './advance-row.js';
import { companyKeepsBooks, paidFromProblems } from './staff-books.js';
import { postAdvanceApproval } from './staff-postings.js';
import { reverseStaffVoucher } from './staff-voucher.js';

const approve = async (ctx: UserContext, tx: Database, record: EntityRecord): Promise<void> => {
  if (!(await companyKeepsBooks(tx, ctx.companyId))) return;
  const id = Number(record.Id);
  const paidFrom = typeof record.PaidFromLedgerId === 'number' ? record.PaidFromLedgerId : null;
  await postAdvanceApproval(
    tx,
    booksActorOf(ctx),
    {
      id,
      amount: toPaisa(Number(record.Amount)),
      paidFromLedgerId: paidFrom,
      person: String(record.UserIdDisplay ?? record.UserId),
      reason: String(record.Reason),
    },
    await companyToday(tx, ctx.companyId, ctx.now),
  );
};

/** An approved advance is undone only while nothing of it was repaid; its voucher is reversed. */
const cancel = async (
  ctx: UserContext,
  tx: Database,
  record: EntityRecord,
  remarks: string | undefined,
): Promise<void> => {
  const advance = await lockAdvance(tx, ctx.companyId, Number(record.Id));
  if (advance.status !== 'approved') return;
  if (advance.repaid > 0) {
    throw conflict(
      `Advance #${advance.id} has repayments (NPR ${formatAmount(advance.repaid)}); it cannot be cancelled.`,
    );
  }
  if (!(await companyKeepsBooks(tx, ctx.companyId))) return;
  const day = await companyToday(tx, ctx.companyId, ctx.now);
  await reverseStaffVoucher(
    tx,
    booksActorOf(ctx),
    'advance',
    advance.id,
    day,
    remarks ? `Advance cancelled: ${remarks}` : 'Advance cancelled',
  );
};

/**
 * An approved advance posts to the books once (staff advances against the ledger it was paid
 * from, cash when none is named), dated the day it is approved; a cancel reverses it.
 */
export const advanceRequestHooks: EntityHooks = {
  validate: async (ctx, values): Promise<FieldError[]> =>
    paidFromProblems(ctx.deps.db, ctx.companyId, values.PaidFromLedgerId),
  onAction: async (ctx, tx, action, record, remarks) => {
    if (action === 'approve') await approve(ctx, tx, record);
    if (action === 'cancel') await cancel(ctx, tx, record, remarks);
    return {};
  },
};
