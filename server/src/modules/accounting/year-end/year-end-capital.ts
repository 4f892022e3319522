import type { AccountingLedgerKey } from '@backoffice/shared/entities/accounting/accounting-setting.entity';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { badRequest, notFound } from '../../../http/api-error.js';
import { numberOf, rowsOf, textOf } from '../books/books-balance.js';

const CAPITAL_KEY: AccountingLedgerKey = 'CAPITAL_LEDGER';
/** Where a profit or loss may stand: the owners' or a reserve, on the balance sheet's right. */
const CAPITAL_NATURES = ['equity', 'liability'];

export interface CapitalLedger {
  id: number;
  name: string;
}

const readLedger = async (db: Database, companyId: number, id: number) => {
  const [row] = rowsOf(
    await db.execute(sql`
      select l.id, l.name, g.nature from ledgers l
      join ledger_groups g on g.company_id = l.company_id and g.id = l.group_id
      where l.company_id = ${companyId} and l.id = ${id}`),
  );
  return row ? { id: numberOf(row.id), name: textOf(row.name), nature: textOf(row.nature) } : null;
};

/** The CAPITAL_LEDGER key's ledger, or null when the key names none. */
export const defaultCapitalLedger = async (
  db: Database,
  companyId: number,
): Promise<CapitalLedger | null> => {
  const [row] = rowsOf(
    await db.execute(sql`
      select l.id, l.name from accounting_settings s
      join ledgers l on l.company_id = s.company_id and l.id = s.ledger_id
      where s.company_id = ${companyId} and s.key = ${CAPITAL_KEY}`),
  );
  return row ? { id: numberOf(row.id), name: textOf(row.name) } : null;
};

/** The active ledgers a close may carry the profit to, by name. */
export const capitalLedgerChoices = async (db: Database, companyId: number): Promise<CapitalLedger[]> =>
  rowsOf(
    await db.execute(sql`
      select l.id, l.name from ledgers l
      join ledger_groups g on g.company_id = l.company_id and g.id = l.group_id
      where l.company_id = ${companyId} and l.is_active
        and g.nature = any(${sql.param(CAPITAL_NATURES)}::text[])
      order by lower(l.name), l.id`),
  ).map((row) => ({ id: numberOf(row.id), name: textOf(row.name) }));

const refuse = (message: string): never => {
  throw badRequest(message, [{ Field: 'CapitalLedgerId', Message: message }]);
};

/**
 * The ledger a close carries the profit to: the one chosen, which must be the company's (else 404)
 * and of an equity or liability group, or the CAPITAL_LEDGER key's.
 */
export const capitalLedgerFor = async (
  db: Database,
  companyId: number,
  chosen: number | undefined,
): Promise<CapitalLedger> => {
  if (chosen === undefined) {
    return (
      (await defaultCapitalLedger(db, companyId)) ??
      refuse('Choose the capital ledger: no ledger is set for CAPITAL_LEDGER.')
    );
  }
  const ledger = await readLedger(db, companyId, chosen);
  if (!ledger) throw notFound(`Ledger ${chosen} was not found.`);
  if (!CAPITAL_NATURES.includes(ledger.nature)) {
    refuse(
      `${ledger.name} is not a capital or reserve ledger: choose a ledger of an equity or liability group.`,
    );
  }
  return { id: ledger.id, name: ledger.name };
};
