import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { bankAccountsTable, banksTable } from '../../../db/schema/index.js';
import { badRequest, notFound } from '../../../http/api-error.js';

export const ACCOUNT_NOT_FOUND = 'Bank account not found';

export interface ReconciledAccount {
  id: number;
  bankId: number;
  bankName: string;
  accountName: string;
  accountNumber: string;
  ledgerId: number;
}

/**
 * The company's bank account with its ledger: 404 for another company's or a missing one, 400 for
 * one without a ledger (nothing of the books to reconcile it with).
 */
export const findAccount = async (
  db: Database,
  companyId: number,
  id: number,
): Promise<ReconciledAccount> => {
  const [row] = await db
    .select({
      id: bankAccountsTable.id,
      bankId: bankAccountsTable.BankId,
      bankName: banksTable.Name,
      accountName: bankAccountsTable.AccountName,
      accountNumber: bankAccountsTable.AccountNumber,
      ledgerId: bankAccountsTable.LedgerId,
    })
    .from(bankAccountsTable)
    .innerJoin(
      banksTable,
      and(eq(banksTable.companyId, bankAccountsTable.companyId), eq(banksTable.id, bankAccountsTable.BankId)),
    )
    .where(and(eq(bankAccountsTable.companyId, companyId), eq(bankAccountsTable.id, id)));
  if (!row) throw notFound(ACCOUNT_NOT_FOUND);
  if (row.ledgerId === null)
    throw badRequest(
      'The bank account has no ledger: open it once under Bank Accounts so its ledger is made.',
    );
  return {
    id: row.id,
    bankId: Number(row.bankId),
    bankName: String(row.bankName),
    accountName: String(row.accountName),
    accountNumber: String(row.accountNumber),
    ledgerId: Number(row.ledgerId),
  };
};
