/**
 * What the staff money postings share: whether the company keeps books at all (the Accounting
 * module), the ledgers the staff setting keys name, and whether a chosen ledger is cash or bank.
 */

import type { AccountingLedgerKey } from '@backoffice/shared/entities/accounting/accounting-setting.entity';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { accountingSettingsTable, companyModules, modules } from '../../db/schema/index.js';
import { conflict } from '../../http/api-error.js';
import { rowsOf } from '../accounting/books/books-balance.js';
import { groupsUnderSql } from '../accounting/ledger-reports/ledger-report-scope.js';

/** A company without the Accounting module keeps no books: its decisions post nothing. */
export const companyKeepsBooks = async (tx: Database, companyId: number): Promise<boolean> => {
  const [row] = await tx
    .select({ id: companyModules.moduleId })
    .from(companyModules)
    .innerJoin(modules, eq(modules.id, companyModules.moduleId))
    .where(and(eq(companyModules.companyId, companyId), eq(modules.code, 'Accounting')))
    .limit(1);
  return row !== undefined;
};

/** The ledger a setting key names; 409 naming the key when none (a guessed ledger would hide the error). */
export const ledgerOfKey = async (
  tx: Database,
  companyId: number,
  key: AccountingLedgerKey,
): Promise<number> => {
  const [row] = await tx
    .select({ ledgerId: accountingSettingsTable.LedgerId })
    .from(accountingSettingsTable)
    .where(and(eq(accountingSettingsTable.companyId, companyId), eq(accountingSettingsTable.Key, key)));
  if (row?.ledgerId == null) {
    throw conflict(
      `The accounting setting ${key} names no ledger, so this cannot be posted to the books; set ${key} under Accounting Settings.`,
    );
  }
  return row.ledgerId;
};

/** Whether the ledger sits under Cash-in-Hand or Bank Accounts (or a group below them). */
export const isCashOrBankLedger = async (
  db: Database,
  companyId: number,
  ledgerId: number,
): Promise<boolean> => {
  const result = await db.execute(sql`
    with recursive ${groupsUnderSql('cash_groups', companyId, 'Cash-in-Hand')},
      ${groupsUnderSql('bank_groups', companyId, 'Bank Accounts')}
    select 1 from ledgers l
    where l.company_id = ${companyId} and l.id = ${ledgerId}
      and (l.group_id in (select id from cash_groups) or l.group_id in (select id from bank_groups))`);
  return rowsOf(result).length > 0;
};

const PAID_FROM_MESSAGE = 'Paid from must be a cash or bank ledger';

/** The field error for a paid-from ledger that is not cash or bank; none when it is or is empty. */
export const paidFromProblems = async (
  db: Database,
  companyId: number,
  ledgerId: unknown,
): Promise<{ Field: string; Message: string }[]> => {
  if (typeof ledgerId !== 'number') return [];
  return (await isCashOrBankLedger(db, companyId, ledgerId))
    ? []
    : [{ Field: 'PaidFromLedgerId', Message: PAID_FROM_MESSAGE }];
};
