import type { FieldError } from '@backoffice/shared/envelope';
import { formatAmount } from '@backoffice/shared/format/money.format';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { expenseTypesTable } from '../../db/schema/index.js';
import type { EntityHooks } from '../../entities/entity-hooks.js';
import { type EntityRecord, toPaisa } from '../../entities/entity-values.js';
import type { UserContext } from '../../http/request-context.js';
import { booksActorOf } from '../accounting/vouchers/voucher-save.service.js';
import { companyToday } from '../orders/company-today.js';
import { companyKeepsBooks, paidFromProblems } from './staff-books.js';
import { postExpenseApproval } from './staff-postings.js';

const readType = async (db: Database, companyId: number, id: number) => {
  const [row] = await db
    .select({
      name: expenseTypesTable.Name,
      ledgerId: expenseTypesTable.LedgerId,
      maxAmount: expenseTypesTable.MaxAmount,
      isActive: expenseTypesTable.IsActive,
    })
    .from(expenseTypesTable)
    .where(and(eq(expenseTypesTable.companyId, companyId), eq(expenseTypesTable.id, id)));
  return row;
};

const typeProblems = async (ctx: UserContext, typeId: unknown, amount: unknown): Promise<FieldError[]> => {
  if (typeof typeId !== 'number') return [];
  const type = await readType(ctx.deps.db, ctx.companyId, typeId);
  if (!type) return [];
  if (!type.isActive) {
    return [
      {
        Field: 'ExpenseTypeId',
        Message: `The expense type ${type.name} is no longer in use; choose another`,
      },
    ];
  }
  if (type.maxAmount !== null && typeof amount === 'number' && toPaisa(amount) > type.maxAmount) {
    return [
      {
        Field: 'Amount',
        Message: `A ${type.name} claim may be at most NPR ${formatAmount(type.maxAmount)}`,
      },
    ];
  }
  return [];
};

const dateProblems = async (ctx: UserContext, date: unknown): Promise<FieldError[]> => {
  if (typeof date !== 'string') return [];
  const today = await companyToday(ctx.deps.db, ctx.companyId, ctx.now);
  return date > today ? [{ Field: 'ExpenseDate', Message: 'The expense date cannot be in the future' }] : [];
};

/** An approved claim posts once, dated the day it is approved (see postExpenseApproval). */
const approve = async (ctx: UserContext, tx: Database, record: EntityRecord): Promise<void> => {
  if (!(await companyKeepsBooks(tx, ctx.companyId))) return;
  const type = await readType(tx, ctx.companyId, Number(record.ExpenseTypeId));
  const paidFrom = typeof record.PaidFromLedgerId === 'number' ? record.PaidFromLedgerId : null;
  await postExpenseApproval(
    tx,
    booksActorOf(ctx),
    {
      id: Number(record.Id),
      amount: toPaisa(Number(record.Amount)),
      typeName: type?.name ?? 'Expense',
      typeLedgerId: type?.ledgerId ?? null,
      paidFromLedgerId: paidFrom,
      person: String(record.UserIdDisplay ?? record.UserId),
      expenseDate: String(record.ExpenseDate),
      description: String(record.Description),
    },
    await companyToday(tx, ctx.companyId, ctx.now),
  );
};

/** A claim names an active type within its limit, a day that has come, and a cash or bank ledger if any. */
export const expenseHooks: EntityHooks = {
  validate: async (ctx, values): Promise<FieldError[]> => [
    ...(await typeProblems(ctx, values.ExpenseTypeId, values.Amount)),
    ...(await dateProblems(ctx, values.ExpenseDate)),
    ...(await paidFromProblems(ctx.deps.db, ctx.companyId, values.PaidFromLedgerId)),
  ],
  onAction: async (ctx, tx, action, record) => {
    if (action === 'approve') await approve(ctx, tx, record);
    return {};
  },
};
