import type { FieldError } from '@backoffice/shared/envelope';
import { formatAmount } from '@backoffice/shared/format/money.format';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { advanceRepaymentsTable, advanceRequestsTable } from '../../db/schema/index.js';
import type { EntityHooks } from '../../entities/entity-hooks.js';
import { type EntityRecord, toPaisa } from '../../entities/entity-values.js';
import { badRequest } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { rowsOf } from '../accounting/books/books-balance.js';
import { type LockedAdvance, lockAdvance } from './advance-row.js';
import { postRepayment, repostRepayment } from './repayment-books.js';
import type { RepaymentColumns } from './staff-postings.js';

/** What is left to repay, in paisa; a repayment being corrected does not count against itself. */
const outstandingOf = (advance: { amount: number; repaid: number }, ownShare: number): number =>
  advance.amount - advance.repaid + ownShare;

/** The refusal of a repayment the advance cannot take, or null. `ownShare`: the corrected repayment's old amount on it. */
const repaymentProblem = (
  advance: { id: number; status: string | null; amount: number; repaid: number },
  amount: number,
  ownShare: number,
): FieldError | null => {
  if (advance.status !== 'approved') {
    return {
      Field: 'AdvanceRequestId',
      Message: `Advance #${advance.id} is not approved; only an approved advance is repaid`,
    };
  }
  const outstanding = outstandingOf(advance, ownShare);
  if (amount <= outstanding) return null;
  return {
    Field: 'Amount',
    Message: `Only NPR ${formatAmount(Math.max(0, outstanding))} is outstanding on advance #${advance.id}; the repayment cannot be more`,
  };
};

const ownShareOf = (before: EntityRecord | null, advanceId: number): number =>
  before && Number(before.AdvanceRequestId) === advanceId ? toPaisa(Number(before.Amount)) : 0;

const columnsOf = (id: number, after: Record<string, unknown>): RepaymentColumns => ({
  id,
  amount: Number(after.Amount),
  method: after.Method === 'cash' ? 'cash' : 'deduction',
  repaidOn: String(after.RepaidOn),
});

const addRepaid = async (
  tx: Database,
  companyId: number,
  advanceId: number,
  paisa: number,
): Promise<void> => {
  await tx
    .update(advanceRequestsTable)
    .set({ RepaidAmount: sql`coalesce(${advanceRequestsTable.RepaidAmount}, 0) + ${paisa}` })
    .where(and(eq(advanceRequestsTable.companyId, companyId), eq(advanceRequestsTable.id, advanceId)));
};

/** Both advances a corrected repayment touches, locked in id order so two corrections never deadlock. */
const lockBoth = async (tx: Database, companyId: number, ids: readonly number[]) => {
  const locked = new Map<number, LockedAdvance>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b))
    locked.set(id, await lockAdvance(tx, companyId, id));
  return locked;
};

const refuse = (problem: FieldError | null): void => {
  if (problem) throw badRequest(problem.Message, [problem]);
};

const writeRepayment = async (
  ctx: UserContext,
  tx: Database,
  before: EntityRecord | null,
  after: Record<string, unknown>,
): Promise<void> => {
  const advanceId = Number(after.AdvanceRequestId);
  const amount = Number(after.Amount);
  const beforeAdvanceId = before ? Number(before.AdvanceRequestId) : advanceId;
  const locked = await lockBoth(tx, ctx.companyId, [beforeAdvanceId, advanceId]);
  const advance = locked.get(advanceId) as LockedAdvance;
  if (before) {
    const beforeAmount = toPaisa(Number(before.Amount));
    const unchanged =
      beforeAdvanceId === advanceId &&
      beforeAmount === amount &&
      before.Method === after.Method &&
      before.RepaidOn === after.RepaidOn;
    if (unchanged) return;
    refuse(repaymentProblem(advance, amount, ownShareOf(before, advanceId)));
    await addRepaid(tx, ctx.companyId, beforeAdvanceId, -beforeAmount);
    await addRepaid(tx, ctx.companyId, advanceId, amount);
    await repostRepayment(ctx, tx, advance, columnsOf(Number(before.Id), after));
    return;
  }
  refuse(repaymentProblem(advance, amount, 0));
  await addRepaid(tx, ctx.companyId, advanceId, amount);
  if (typeof after.id !== 'number') throw new Error('A repayment is written with the id reserved for it');
  await postRepayment(ctx, tx, advance, columnsOf(after.id, after));
};

/**
 * A repayment lowers what its advance has outstanding, never below nothing: checked on the form,
 * and again with the advance locked, so two repayments at once cannot both take the last rupees.
 * It posts once under its own id, which is reserved before the write so the voucher can name it.
 */
export const advanceRepaymentHooks: EntityHooks = {
  validate: async (ctx, values, id): Promise<FieldError[]> => {
    if (typeof values.AdvanceRequestId !== 'number' || typeof values.Amount !== 'number') return [];
    const [advance] = await ctx.deps.db
      .select({
        id: advanceRequestsTable.id,
        status: advanceRequestsTable.Status,
        amount: advanceRequestsTable.Amount,
        repaid: advanceRequestsTable.RepaidAmount,
      })
      .from(advanceRequestsTable)
      .where(
        and(
          eq(advanceRequestsTable.companyId, ctx.companyId),
          eq(advanceRequestsTable.id, values.AdvanceRequestId),
        ),
      );
    if (!advance) return [];
    let ownShare = 0;
    if (id !== undefined) {
      const [own] = await ctx.deps.db
        .select({ advanceId: advanceRepaymentsTable.AdvanceRequestId, amount: advanceRepaymentsTable.Amount })
        .from(advanceRepaymentsTable)
        .where(and(eq(advanceRepaymentsTable.companyId, ctx.companyId), eq(advanceRepaymentsTable.id, id)));
      if (own?.advanceId === advance.id) ownShare = own.amount;
    }
    const problem = repaymentProblem(
      { ...advance, repaid: advance.repaid ?? 0 },
      toPaisa(values.Amount),
      ownShare,
    );
    return problem ? [problem] : [];
  },
  beforeCreate: async (ctx, values) => {
    const reserved = await ctx.deps.db.execute(
      sql`select nextval(pg_get_serial_sequence('advance_repayments', 'id'))::int as id`,
    );
    return { values: { ...values, id: Number(rowsOf(reserved)[0]?.id) } };
  },
  beforeWrite: async (ctx, tx, { before, after }) => {
    // Repayments are not deletable (the declaration); nothing else reaches here without `after`.
    if (after) await writeRepayment(ctx, tx, before, after);
  },
};
