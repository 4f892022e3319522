import type {
  AccountStatement,
  CoreAccount,
  CoreCustomer,
} from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import type { UserContext } from '../../../http/request-context.js';
import { databaseCoreBanking } from './core-banking-database.adapter.js';
import { httpCoreBanking } from './core-banking-http.adapter.js';

/**
 * Where customer details, accounts and statements come from. We never invent them: either the
 * members and accounts kept in our database, or the cooperative's own core-banking service over the
 * documented HTTP contract.
 */
export interface CoreBankingAdapter {
  readonly name: 'database' | 'http';
  customer(memberNo: string): Promise<CoreCustomer | null>;
  accounts(memberNo: string): Promise<CoreAccount[]>;
  /** null when the member has no such account. */
  statement(
    memberNo: string,
    accountNo: string,
    fromDate: string,
    toDate: string,
  ): Promise<AccountStatement | null>;
}

/** The HTTP adapter when the company's deployment entry names a `coreBanking` service, else ours. */
export const coreBankingFor = async (ctx: UserContext): Promise<CoreBankingAdapter> => {
  const entry = await ctx.deps.deployment.forCompany(ctx.companyId);
  return entry?.coreBanking
    ? httpCoreBanking(entry.coreBanking.url, entry.coreBanking.apiKey)
    : databaseCoreBanking(ctx.deps.db, ctx.companyId);
};
