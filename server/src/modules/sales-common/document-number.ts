import { fiscalYearOf } from '@backoffice/shared/calendar/fiscal-year';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { type FISCAL_NUMBERED_KINDS, fiscalNumberSequences } from '../../db/schema/index.js';
import type { UserContext } from '../../http/request-context.js';
import { readFiscalYearStartMonth } from './company-calendar.js';

export type NumberedDocument = (typeof FISCAL_NUMBERED_KINDS)[number];

const PREFIX: Record<NumberedDocument, string> = { order: 'SO', return: 'RT', receipt: 'RC' };
const DIGITS = 6;

/** 'SO-2083/84-000001': the kind's prefix, the fiscal year's label and the serial. */
export const formatDocumentNo = (kind: NumberedDocument, fiscalYearLabel: string, serial: number): string =>
  `${PREFIX[kind]}-${fiscalYearLabel}-${String(serial).padStart(DIGITS, '0')}`;

/**
 * The next number of an order, return or receipt for the fiscal year of its date, restarting at
 * 000001 each fiscal year. Call it inside the transaction that inserts the document: the upsert locks
 * the company's counter row until that transaction ends, so concurrent creations queue for it instead
 * of reading the same last number, and a creation that rolls back gives its number back (no gaps, no
 * duplicates).
 */
export const allocateDocumentNo = async (
  tx: Database,
  companyId: number,
  kind: NumberedDocument,
  documentDate: string,
  fiscalYearStartMonth: number,
): Promise<string> => {
  const fiscalYear = fiscalYearOf(documentDate, fiscalYearStartMonth);
  const [row] = await tx
    .insert(fiscalNumberSequences)
    .values({ companyId, kind, fiscalYear: fiscalYear.startBsYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [fiscalNumberSequences.companyId, fiscalNumberSequences.kind, fiscalNumberSequences.fiscalYear],
      set: { lastNumber: sql`${fiscalNumberSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: fiscalNumberSequences.lastNumber });
  if (!row) throw new Error(`No ${kind} number was allocated`);
  return formatDocumentNo(kind, fiscalYear.label, row.lastNumber);
};

/** allocateDocumentNo in the caller's company, by the fiscal year its setting names. */
export const allocateCallerDocumentNo = async (
  ctx: UserContext,
  tx: Database,
  kind: NumberedDocument,
  documentDate: string,
): Promise<string> =>
  allocateDocumentNo(
    tx,
    ctx.companyId,
    kind,
    documentDate,
    await readFiscalYearStartMonth(tx, ctx.companyId, ctx.log),
  );
