import { DEFAULT_FISCAL_YEAR_START_MONTH, fiscalYearOf } from '@backoffice/shared/calendar/fiscal-year';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { fiscalNumberSequences } from '../db/schema/index.js';
import { formatDocumentNo, type NumberedDocument } from '../modules/sales-common/document-number.js';

/** A document to number: its day and when it was made (the order of two on one day). */
export interface DatedDocument {
  date: string;
  at: Date;
}

interface NumberedTable {
  table: PgTable;
  companyId: PgColumn;
  id: PgColumn;
  number: PgColumn;
  date: PgColumn;
  createdAt: PgColumn;
}

/**
 * Numbers the history's documents of one kind together with those the base demo already numbered,
 * in date order, as if each had been numbered when it was made: each fiscal year from 000001, the
 * base demo's (the newest) renumbered after the history, and the fiscal year counters left at the
 * last number so the next document the app makes follows on.
 */
export const numberInDateOrder = async <T extends DatedDocument>(
  tx: Database,
  companyId: number,
  kind: NumberedDocument,
  target: NumberedTable,
  fresh: readonly T[],
  assign: (document: T, number: string) => void,
): Promise<void> => {
  const existing = await tx
    .select({ id: target.id, date: target.date, at: target.createdAt })
    .from(target.table)
    .where(eq(target.companyId, companyId));
  const all = [
    ...existing.map((row) => ({
      date: String(row.date),
      at: row.at instanceof Date ? row.at : new Date(String(row.at)),
      existingId: Number(row.id),
      document: null,
    })),
    ...fresh.map((document) => ({ date: document.date, at: document.at, existingId: null, document })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.at.getTime() - b.at.getTime());
  const serials = new Map<number, number>();
  const renumbered: { id: number; number: string }[] = [];
  for (const item of all) {
    const year = fiscalYearOf(item.date, DEFAULT_FISCAL_YEAR_START_MONTH);
    const serial = (serials.get(year.startBsYear) ?? 0) + 1;
    serials.set(year.startBsYear, serial);
    const number = formatDocumentNo(kind, year.label, serial);
    if (item.document) assign(item.document, number);
    else if (item.existingId !== null) renumbered.push({ id: item.existingId, number });
  }
  // Two passes: a number may move to another row of the same company (unique per company).
  for (const pass of ['interim', 'final'] as const) {
    for (const row of renumbered) {
      const number = pass === 'interim' ? `${row.number}#${row.id}` : row.number;
      await tx.execute(
        sql`update ${target.table} set ${sql.identifier(target.number.name)} = ${number} where ${and(eq(target.companyId, companyId), eq(target.id, row.id))}`,
      );
    }
  }
  for (const [fiscalYear, lastNumber] of serials) {
    await tx
      .insert(fiscalNumberSequences)
      .values({ companyId, kind, fiscalYear, lastNumber })
      .onConflictDoUpdate({
        target: [
          fiscalNumberSequences.companyId,
          fiscalNumberSequences.kind,
          fiscalNumberSequences.fiscalYear,
        ],
        set: { lastNumber: sql`excluded.last_number` },
      });
  }
};
