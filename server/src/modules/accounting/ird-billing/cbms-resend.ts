import type { BulkRowResult } from '@backoffice/shared/http/bulk-action';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { cbmsOutbox } from '../../../db/schema/index.js';
import type { UserContext } from '../../../http/request-context.js';
import { makeDueNow } from './cbms-outbox.js';

/**
 * Makes the failed and pending rows among ids due now and wakes the senders; each other id is
 * refused on its own (404 not the company's, 409 synced or withdrawn) and the rest go ahead.
 */
export const resendOutboxRows = async (ctx: UserContext, ids: readonly number[]): Promise<BulkRowResult[]> =>
  ctx.deps.db.transaction(async (transaction) => {
    const tx = transaction as Database;
    const own = and(eq(cbmsOutbox.companyId, ctx.companyId), inArray(cbmsOutbox.id, [...ids]));
    const found = await tx
      .select({ id: cbmsOutbox.id, status: cbmsOutbox.status })
      .from(cbmsOutbox)
      .where(own);
    const statusOf = new Map(found.map((row) => [row.id, row.status]));
    const due = found
      .filter((row) => row.status === 'pending' || row.status === 'failed')
      .map((row) => row.id);
    if (due.length > 0)
      await makeDueNow(
        tx,
        ctx.companyId,
        ctx.now,
        and(inArray(cbmsOutbox.id, due), inArray(cbmsOutbox.status, ['pending', 'failed'])),
        'all',
      );
    return ids.map((id): BulkRowResult => {
      const status = statusOf.get(id);
      if (status === undefined)
        return { Id: id, Done: false, Code: 404, Message: `Outbox entry ${id} was not found.` };
      if (status === 'synced' || status === 'withdrawn')
        return {
          Id: id,
          Done: false,
          Code: 409,
          Message: `Outbox entry ${id} is ${status}; it is not sent again.`,
        };
      return { Id: id, Done: true };
    });
  });
