import type { AccountStatement } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { z } from 'zod';
import { toRupees } from '../../../entities/entity-values.js';
import { ApiError } from '../../../http/api-error.js';
import type { CoreBankingAdapter } from './core-banking-adapter.js';

/**
 * The core-banking HTTP contract (README, "Mobile banking"). Three GETs under the configured base
 * URL, JSON answers, amounts in integer paisa, 404 for an unknown member or account:
 *
 *   GET {url}/customers/{memberNo}
 *     → {memberNo, name, mobileNumber, email?, address?}
 *   GET {url}/customers/{memberNo}/accounts
 *     → {accounts: [{accountNo, accountType, balance}]}
 *   GET {url}/customers/{memberNo}/accounts/{accountNo}/statement?from=YYYY-MM-DD&to=YYYY-MM-DD
 *     → {accountNo, openingBalance, entries: [{date, description, debit, credit}]}
 *
 * Sent with `Authorization: Bearer {apiKey}` when one is configured. Anything else (no answer in
 * 5 s, another status, a body that does not fit) is a 502 to our caller, never guessed around.
 */
export const CORE_BANKING_TIMEOUT_MS = 5000;

const paisa = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const customerSchema = z.object({
  memberNo: z.string().min(1),
  name: z.string(),
  mobileNumber: z.string(),
  email: z.string().nullish(),
  address: z.string().nullish(),
});
const accountsSchema = z.object({
  accounts: z.array(z.object({ accountNo: z.string().min(1), accountType: z.string(), balance: paisa })),
});
const statementSchema = z.object({
  accountNo: z.string().min(1),
  openingBalance: paisa,
  entries: z.array(
    z.object({ date: isoDate, description: z.string(), debit: paisa.min(0), credit: paisa.min(0) }),
  ),
});

const unavailable = (why: string) => new ApiError(502, `The core banking service ${why}.`);

export const httpCoreBanking = (baseUrl: string, apiKey: string): CoreBankingAdapter => {
  const base = baseUrl.replace(/\/+$/, '');
  const get = async <S extends z.ZodType>(path: string, schema: S): Promise<z.output<S> | null> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        headers: { Accept: 'application/json', ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
        signal: AbortSignal.timeout(CORE_BANKING_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch {
      throw unavailable('could not be reached');
    }
    if (response.status === 404) {
      await response.arrayBuffer().catch(() => undefined);
      return null;
    }
    if (!response.ok) throw unavailable(`answered ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw unavailable('answered something that is not JSON');
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw unavailable('answered in a shape we do not know');
    return parsed.data;
  };
  const member = (memberNo: string) => `/customers/${encodeURIComponent(memberNo)}`;

  return {
    name: 'http',
    async customer(memberNo) {
      const found = await get(member(memberNo), customerSchema);
      return found
        ? {
            MemberNo: found.memberNo,
            Name: found.name,
            MobileNumber: found.mobileNumber,
            Email: found.email ?? null,
            Address: found.address ?? null,
          }
        : null;
    },
    async accounts(memberNo) {
      const found = await get(`${member(memberNo)}/accounts`, accountsSchema);
      return (found?.accounts ?? []).map((row) => ({
        AccountNo: row.accountNo,
        AccountType: row.accountType,
        Balance: toRupees(row.balance),
      }));
    },
    async statement(memberNo, accountNo, fromDate, toDate): Promise<AccountStatement | null> {
      const query = new URLSearchParams({ from: fromDate, to: toDate });
      const found = await get(
        `${member(memberNo)}/accounts/${encodeURIComponent(accountNo)}/statement?${query}`,
        statementSchema,
      );
      if (!found) return null;
      let balance = found.openingBalance;
      const entries = found.entries.map((entry) => {
        balance += entry.credit - entry.debit;
        return {
          Date: entry.date,
          Description: entry.description,
          Debit: toRupees(entry.debit),
          Credit: toRupees(entry.credit),
          Balance: toRupees(balance),
        };
      });
      return {
        AccountNo: found.accountNo,
        FromDate: fromDate,
        ToDate: toDate,
        OpeningBalance: toRupees(found.openingBalance),
        Entries: entries,
        ClosingBalance: toRupees(balance),
      };
    },
  };
};
