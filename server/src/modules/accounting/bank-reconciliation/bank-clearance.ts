import { and, desc, eq, like } from 'drizzle-orm';
import { writeUserAudit } from '../../../audit/audit-log.js';
import type { Database } from '../../../db/database.js';
import { bankClearances, payments, vouchers } from '../../../db/schema/index.js';
import { badRequest } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { runChequeAction } from '../../collections/collection-action.service.js';
import type { BankBookLine } from './book-lines.js';

export const CLEARANCE_ENTITY = 'BankClearance';

/** The refusal of a clearance dated before the voucher: the bank cannot clear what was not yet written. */
export const checkClearanceDate = (line: BankBookLine, day: string): void => {
  if (day < line.date) {
    const message = `The clearance date ${day} is before the voucher’s date ${line.date}; the bank cannot clear a line before it was written.`;
    throw badRequest(message, [{ Field: 'ClearanceDate', Message: message }]);
  }
};

/**
 * The collection whose deposited cheque the line is: a debit of the Contra a cheque deposit posted
 * (source key `payment:<id>:deposit:<attempt>`), the latest deposit of that payment, still standing.
 */
const depositedChequeOf = async (tx: Database, companyId: number, line: BankBookLine) => {
  if (line.side !== 'Dr' || line.voucherType !== 'contra') return null;
  const [voucher] = await tx
    .select({ sourceId: vouchers.sourceId, status: vouchers.status, sourceKey: vouchers.sourceKey })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.companyId, companyId),
        eq(vouchers.id, line.voucherId),
        eq(vouchers.sourceKind, 'payment'),
        like(vouchers.sourceKey, 'payment:%:deposit:%'),
      ),
    );
  if (!voucher || voucher.sourceId === null || voucher.status !== 'posted') return null;
  const [latest] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.companyId, companyId),
        eq(vouchers.sourceKind, 'payment'),
        eq(vouchers.sourceId, voucher.sourceId),
        like(vouchers.sourceKey, `payment:${voucher.sourceId}:deposit:%`),
      ),
    )
    .orderBy(desc(vouchers.id))
    .limit(1);
  if (latest?.id !== line.voucherId) return null;
  const [payment] = await tx
    .select({ id: payments.id, chequeStatus: payments.chequeStatus })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.id, voucher.sourceId)));
  return payment?.chequeStatus === 'deposited' ? payment.id : null;
};

/**
 * Dates the book line's clearance (replacing one set before) in the caller's transaction. When the
 * line is a collection's cheque deposit still waiting at the bank, the cheque is cleared through
 * the collections' own action in this transaction: it moves only from deposited, so it is cleared
 * once however often the line is cleared again. Answers that cheque's receipt number.
 */
export const writeClearance = async (
  tx: Database,
  ctx: UserContext,
  bankAccountId: number,
  line: BankBookLine,
  day: string,
  statementLineId: number | null,
): Promise<string | null> => {
  checkClearanceDate(line, day);
  const values = {
    bankAccountId,
    clearanceDate: day,
    statementLineId,
    setAt: ctx.now,
    setBy: ctx.user.userId,
  };
  await tx
    .insert(bankClearances)
    .values({ companyId: ctx.companyId, voucherId: line.voucherId, lineNo: line.lineNo, ...values })
    .onConflictDoUpdate({
      target: [bankClearances.companyId, bankClearances.voucherId, bankClearances.lineNo],
      set: values,
    });
  await writeUserAudit(tx, ctx, {
    action: 'clear',
    entity: CLEARANCE_ENTITY,
    entityId: `${line.voucherId}:${line.lineNo}`,
    before: line.clearanceDate === null ? null : { ClearanceDate: line.clearanceDate },
    after: { BankAccountId: bankAccountId, ClearanceDate: day, StatementLineId: statementLineId },
  });
  const paymentId = await depositedChequeOf(tx, ctx.companyId, line);
  if (paymentId === null) return null;
  // The collections' path, on this transaction: its own transaction becomes a savepoint in ours.
  return runChequeAction({ ...ctx, deps: { ...ctx.deps, db: tx } }, paymentId, 'reconcile', {
    Remarks: `Cleared by the bank on ${day} (bank reconciliation).`,
  });
};

/** Removes a book line's clearance, in the caller's transaction. */
export const removeClearance = async (tx: Database, ctx: UserContext, line: BankBookLine): Promise<void> => {
  await tx
    .delete(bankClearances)
    .where(
      and(
        eq(bankClearances.companyId, ctx.companyId),
        eq(bankClearances.voucherId, line.voucherId),
        eq(bankClearances.lineNo, line.lineNo),
      ),
    );
  await writeUserAudit(tx, ctx, {
    action: 'unclear',
    entity: CLEARANCE_ENTITY,
    entityId: `${line.voucherId}:${line.lineNo}`,
    before: line.clearanceDate === null ? null : { ClearanceDate: line.clearanceDate },
  });
};
