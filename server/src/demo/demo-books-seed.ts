import { pino } from 'pino';
import type { Database } from '../db/database.js';
import { bankAccountsTable, banksTable } from '../db/schema/index.js';
import { postSalesBacklog } from '../modules/accounting/sales-books/sales-backlog.js';

/**
 * The distributor's books: the bank its transfers and deposited cheques go to (its ledger made by
 * the database with the account), then every demo sales document posted, oldest first, as its
 * event would have posted it. Run after the documents, history included.
 */
export const seedDemoBooks = async (tx: Database, companyId: number, adminId: number, now: Date) => {
  const stamp = { companyId, createdBy: adminId, updatedBy: adminId };
  const [bank] = await tx
    .insert(banksTable)
    .values({ ...stamp, Name: 'Nabil Bank', Code: 'NABIL' })
    .returning({ id: banksTable.id });
  if (!bank) throw new Error('seed: bank not inserted');
  await tx.insert(bankAccountsTable).values({
    ...stamp,
    BankId: bank.id,
    AccountNumber: '0101017500123',
    AccountName: 'Nabil Bank Current',
    Branch: 'New Road',
  });
  // Strict: a demo document the books refuse is a bug in the demo, not something to skip.
  return postSalesBacklog(
    tx,
    companyId,
    { userId: null, now, log: pino({ level: 'silent' }) },
    { strict: true },
  );
};
