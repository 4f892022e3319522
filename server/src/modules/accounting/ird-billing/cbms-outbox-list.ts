import type { IrdOutboxRow, IrdOutboxState } from '@backoffice/shared/accounting/ird-billing.contract';
import { and, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { cbmsOutbox, vouchers } from '../../../db/schema/index.js';
import { containsPattern } from '../../../http/page-query.js';
import { cbmsAnswerMessage } from './cbms-client.js';
import { CBMS_HELD_ANSWERS } from './cbms-settings.js';

export interface OutboxFilter {
  Status?: IrdOutboxState[] | undefined;
  Kind?: 'bill' | 'billreturn' | undefined;
  VoucherId?: number | undefined;
  FromDate?: string | undefined;
  ToDate?: string | undefined;
  query?: string | undefined;
}

const joined = and(eq(vouchers.companyId, cbmsOutbox.companyId), eq(vouchers.id, cbmsOutbox.voucherId));

/** Every filter but the state: the counts per state read these. */
const baseWhere = (companyId: number, filter: OutboxFilter): SQL | undefined =>
  and(
    eq(cbmsOutbox.companyId, companyId),
    filter.Kind ? eq(cbmsOutbox.kind, filter.Kind) : undefined,
    filter.VoucherId ? eq(cbmsOutbox.voucherId, filter.VoucherId) : undefined,
    filter.FromDate ? gte(vouchers.voucherDate, filter.FromDate) : undefined,
    filter.ToDate ? lte(vouchers.voucherDate, filter.ToDate) : undefined,
    filter.query
      ? or(
          ilike(vouchers.voucherNo, containsPattern(filter.query)),
          // A credit note is found by its invoice's number too.
          ilike(sql`${cbmsOutbox.payload} ->> 'ref_invoice_number'`, containsPattern(filter.query)),
        )
      : undefined,
  );

const HELD: ReadonlySet<string | null> = new Set(CBMS_HELD_ANSWERS);

/** Whether the sender tries the row again by itself (a held answer waits for new credentials or a resend). */
const goesAgain = (row: typeof cbmsOutbox.$inferSelect): boolean =>
  row.status === 'pending' || (row.status === 'failed' && !HELD.has(row.lastAnswer));

const text = (payload: unknown, key: string): string | null => {
  const value = (payload as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
};

export const readOutbox = async (
  db: Database,
  companyId: number,
  filter: OutboxFilter,
  page: { limit: number; offset: number },
): Promise<IrdOutboxRow[]> => {
  const rows = await db
    .select({ row: cbmsOutbox, voucherNo: vouchers.voucherNo, date: vouchers.voucherDate })
    .from(cbmsOutbox)
    .innerJoin(vouchers, joined)
    .where(
      and(
        baseWhere(companyId, filter),
        filter.Status?.length ? inArray(cbmsOutbox.status, filter.Status) : undefined,
      ),
    )
    .orderBy(desc(cbmsOutbox.createdAt), desc(cbmsOutbox.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ row, voucherNo, date }) => {
    const total = (row.payload as Record<string, unknown>).total_sales;
    return {
      Id: row.id,
      VoucherId: row.voucherId,
      Kind: row.kind,
      Status: row.status,
      DocumentNo: voucherNo ?? '',
      DocumentDate: date,
      RefInvoiceNo: text(row.payload, 'ref_invoice_number'),
      BuyerName: text(row.payload, 'buyer_name') ?? '',
      TotalSales: typeof total === 'number' ? total : 0,
      IsRealtime: row.isRealtime,
      Attempts: row.attempts,
      NextAttemptAt: goesAgain(row) ? row.nextAttemptAt.toISOString() : null,
      LastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
      LastAnswer: row.lastAnswer,
      LastMessage: cbmsAnswerMessage(row.lastAnswer, row.lastError),
      SyncedAt: row.syncedAt?.toISOString() ?? null,
      CreatedAt: row.createdAt.toISOString(),
    };
  });
};

/** Rows per state under the filters (the state's own aside), and how many the state filter keeps. */
export const countOutbox = async (db: Database, companyId: number, filter: OutboxFilter) => {
  const rows = await db
    .select({ status: cbmsOutbox.status, count: sql<number>`count(*)::int` })
    .from(cbmsOutbox)
    .innerJoin(vouchers, joined)
    .where(baseWhere(companyId, filter))
    .groupBy(cbmsOutbox.status);
  const counts = { pending: 0, synced: 0, failed: 0, withdrawn: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  const kept = filter.Status?.length ? filter.Status : (Object.keys(counts) as IrdOutboxState[]);
  return { counts, total: kept.reduce((sum, state) => sum + counts[state], 0) };
};
