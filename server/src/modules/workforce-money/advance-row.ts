import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { advanceRequestsTable } from '../../db/schema/index.js';
import { notFound } from '../../http/api-error.js';

const table = advanceRequestsTable;

/**
 * An advance read FOR UPDATE inside the caller's transaction: a repayment and a cancel of the same
 * advance take turns here, so neither acts on a repaid amount the other is changing. Money in paisa.
 */
export const lockAdvance = async (tx: Database, companyId: number, id: number) => {
  const [row] = await tx
    .select({
      id: table.id,
      userId: table.UserId,
      amount: table.Amount,
      repaid: table.RepaidAmount,
      status: table.Status,
      reason: table.Reason,
    })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.id, id)))
    .for('update');
  if (!row) throw notFound(`Advance ${id} was not found.`);
  return { ...row, repaid: row.repaid ?? 0 };
};

export type LockedAdvance = Awaited<ReturnType<typeof lockAdvance>>;
