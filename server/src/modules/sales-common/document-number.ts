import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { documentNumberSequences, type NUMBERED_DOCUMENT_KINDS } from '../../db/schema/index.js';

type NumberedDocument = (typeof NUMBERED_DOCUMENT_KINDS)[number];

const PREFIX: Record<NumberedDocument, string> = { return: 'RT', receipt: 'RC' };
const DIGITS = 6;

/**
 * The next number of a return (RT-2026-000001) or receipt (RC-2026-000001) for the document date's
 * year, inside the transaction that inserts it: as order numbers, the counter row stays locked
 * until the transaction ends, so numbers never repeat and a rollback leaves no gap.
 */
export const allocateDocumentNo = async (
  tx: Database,
  companyId: number,
  kind: NumberedDocument,
  documentDate: string,
): Promise<string> => {
  const year = Number(documentDate.slice(0, 4));
  const [row] = await tx
    .insert(documentNumberSequences)
    .values({ companyId, kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentNumberSequences.companyId, documentNumberSequences.kind, documentNumberSequences.year],
      set: { lastNumber: sql`${documentNumberSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentNumberSequences.lastNumber });
  if (!row) throw new Error(`No ${kind} number was allocated`);
  return `${PREFIX[kind]}-${year}-${String(row.lastNumber).padStart(DIGITS, '0')}`;
};
