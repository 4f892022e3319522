import type { CashBankLedger } from '@backoffice/shared/accounting/ledger-reports.contract';
import type { AccountingLedgerKey } from '@backoffice/shared/entities/accounting/accounting-setting.entity';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { numberOf, numberOrNull, rowsOf, textOf } from '../books/books-balance.js';
import { groupsUnderSql } from './ledger-report-scope.js';

const CASH_KEY: AccountingLedgerKey = 'CASH_LEDGER';

/**
 * The ledgers that keep a cash book (under Cash-in-Hand) or a bank book (under Bank Accounts,
 * where each bank account has its ledger): cash first, then by name; and the cash ledger the
 * settings name, which the page opens on.
 */
export const loadCashBankLedgers = async (
  db: Database,
  companyId: number,
): Promise<{ Ledgers: CashBankLedger[]; DefaultLedgerId: number | null }> => {
  const result = await db.execute(sql`
    with recursive ${groupsUnderSql('cash_groups', companyId, 'Cash-in-Hand')},
      ${groupsUnderSql('bank_groups', companyId, 'Bank Accounts')}
    select l.id, l.name, l.is_active, case when l.group_id in (select id from cash_groups) then 'cash' else 'bank' end as book
    from ledgers l
    where l.company_id = ${companyId}
      and (l.group_id in (select id from cash_groups) or l.group_id in (select id from bank_groups))
    order by l.group_id in (select id from cash_groups) desc, lower(l.name), l.id`);
  const setting = await db.execute(
    sql`select ledger_id from accounting_settings where company_id = ${companyId} and key = ${CASH_KEY}`,
  );
  return {
    Ledgers: rowsOf(result).map((row) => ({
      Id: numberOf(row.id),
      Name: textOf(row.name),
      Book: row.book === 'cash' ? 'cash' : 'bank',
      IsActive: row.is_active === true,
    })),
    DefaultLedgerId: numberOrNull(rowsOf(setting)[0]?.ledger_id),
  };
};
