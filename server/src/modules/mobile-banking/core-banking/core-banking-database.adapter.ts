import { COOPERATIVE_MEMBER } from '@backoffice/shared/entities/mobile-banking/cooperative-member.entity';
import { MEMBER_ACCOUNT } from '@backoffice/shared/entities/mobile-banking/member-account.entity';
import { MEMBER_ACCOUNT_TRANSACTION } from '@backoffice/shared/entities/mobile-banking/member-account-transaction.entity';
import type {
  AccountStatement,
  CoreAccount,
} from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import {
  cooperativeMembersTable,
  memberAccountsTable,
  memberAccountTransactionsTable,
} from '../../../db/schema/index.js';
import { entityTable } from '../../../entities/entity-table.js';
import { toRupees } from '../../../entities/entity-values.js';
import type { CoreBankingAdapter } from './core-banking-adapter.js';

const member = entityTable(COOPERATIVE_MEMBER);
const memberKey = entityTable(COOPERATIVE_MEMBER);
const account = entityTable(MEMBER_ACCOUNT);
const txn = entityTable(MEMBER_ACCOUNT_TRANSACTION);

/** Member numbers match without case, as the members table's unique index compares them. */
const sameMemberNo = (memberNo: string) => sql`lower(${member.MemberNo}) = lower(${memberNo})`;

/** The members and accounts kept in our database (the declared Members, Accounts, Transactions). */
export const databaseCoreBanking = (db: Database, companyId: number): CoreBankingAdapter => {
  const accountRows = (memberNo: string, accountNo?: string) =>
    db
      .select({
        id: account.id,
        accountNo: account.AccountNo,
        accountType: account.AccountType,
        opening: account.OpeningBalance,
        movement: sql<string>`coalesce((select sum(coalesce(t.credit, 0) - coalesce(t.debit, 0)) from ${memberAccountTransactionsTable} t where t.company_id = ${account.companyId} and t.account_id = ${account.id}), 0)`,
      })
      .from(memberAccountsTable)
      .innerJoin(
        cooperativeMembersTable,
        and(eq(memberKey.companyId, account.companyId), eq(memberKey.id, account.MemberId)),
      )
      .where(
        and(
          eq(account.companyId, companyId),
          sameMemberNo(memberNo),
          accountNo === undefined ? undefined : sql`lower(${account.AccountNo}) = lower(${accountNo})`,
        ),
      )
      .orderBy(asc(account.AccountNo));

  const sumBefore = async (accountId: number, fromDate: string): Promise<number> => {
    const [row] = await db
      .select({
        total: sql<string>`coalesce(sum(coalesce(${txn.Credit}, 0) - coalesce(${txn.Debit}, 0)), 0)`,
      })
      .from(memberAccountTransactionsTable)
      .where(
        and(eq(txn.companyId, companyId), eq(txn.AccountId, accountId), lt(txn.TransactionDate, fromDate)),
      );
    return Number(row?.total ?? 0);
  };

  return {
    name: 'database',
    async customer(memberNo) {
      const [row] = await db
        .select({
          memberNo: member.MemberNo,
          name: member.Name,
          mobile: member.MobileNumber,
          email: member.Email,
          address: member.Address,
        })
        .from(cooperativeMembersTable)
        .where(and(eq(memberKey.companyId, companyId), sameMemberNo(memberNo), eq(member.IsActive, true)));
      if (!row) return null;
      return {
        MemberNo: row.memberNo ?? memberNo,
        Name: row.name ?? '',
        MobileNumber: row.mobile ?? '',
        Email: row.email,
        Address: row.address,
      };
    },
    async accounts(memberNo) {
      const rows = await accountRows(memberNo);
      return rows.map(
        (row): CoreAccount => ({
          AccountNo: row.accountNo,
          AccountType: row.accountType,
          Balance: toRupees((row.opening ?? 0) + Number(row.movement)),
        }),
      );
    },
    async statement(memberNo, accountNo, fromDate, toDate): Promise<AccountStatement | null> {
      const [found] = await accountRows(memberNo, accountNo);
      if (!found) return null;
      const entries = await db
        .select({
          date: txn.TransactionDate,
          description: txn.Description,
          debit: txn.Debit,
          credit: txn.Credit,
        })
        .from(memberAccountTransactionsTable)
        .where(
          and(
            eq(txn.companyId, companyId),
            eq(txn.AccountId, found.id),
            gte(txn.TransactionDate, fromDate),
            lte(txn.TransactionDate, toDate),
          ),
        )
        .orderBy(asc(txn.TransactionDate), asc(txn.id));
      const opening = (found.opening ?? 0) + (await sumBefore(found.id, fromDate));
      let balance = opening;
      return {
        AccountNo: found.accountNo,
        FromDate: fromDate,
        ToDate: toDate,
        OpeningBalance: toRupees(opening),
        Entries: entries.map((entry) => {
          balance += (entry.credit ?? 0) - (entry.debit ?? 0);
          return {
            Date: entry.date,
            Description: entry.description,
            Debit: toRupees(entry.debit ?? 0),
            Credit: toRupees(entry.credit ?? 0),
            Balance: toRupees(balance),
          };
        }),
        ClosingBalance: toRupees(balance),
      };
    },
  };
};
