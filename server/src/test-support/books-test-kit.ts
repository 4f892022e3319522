import type { ChartOfAccounts } from '@backoffice/shared/accounting/books.contract';
import { moduleIdOf } from '@backoffice/shared/catalogue/modules';
import { SETTING_KEYS } from '@backoffice/shared/constants';
import { LEDGER } from '@backoffice/shared/entities/accounting/ledger.entity';
import { LEDGER_GROUP } from '@backoffice/shared/entities/accounting/ledger-group.entity';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  applicationSettings,
  companyModules,
  fiscalYearsTable,
  ledgersTable,
  voucherLines,
  vouchers,
} from '../db/schema/index.js';
import { idByName } from './entity-id.js';
import { API, signInWithNewAuthenticator } from './sign-in.js';
import type { TestApp } from './test-app.js';

type Row = Record<string, unknown>;

/** Who posts or reads: a token, in company 1 unless told. */
export type BooksCaller = { token: string; companyId?: number };
/** A journal line: ledger, side, amount, and any further fields of the line. */
export type JournalLine = [number, 'Dr' | 'Cr', number, Row?];

/** Gives the second company the Accounting module, so its books can be read and posted to. */
export const grantCoopAccounting = async (app: TestApp): Promise<void> => {
  await app.deps.db
    .insert(companyModules)
    .values({ companyId: 2, moduleId: moduleIdOf('Accounting') })
    .onConflictDoNothing();
};

/** Signs in the second company's admin, once that company has the Accounting module. */
export const signInCoopAccountant = async (app: TestApp): Promise<string> => {
  await grantCoopAccounting(app);
  return signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', { companyId: 2, branchId: 3 });
};

/** Company 1's seeded Cash, Sales, Capital and Profit & Loss A/c ledgers, in that order. */
export const seededLedgers = (app: TestApp): Promise<[number, number, number, number]> =>
  Promise.all([
    idByName(app, LEDGER, 'Cash', 1),
    idByName(app, LEDGER, 'Sales', 1),
    idByName(app, LEDGER, 'Capital', 1),
    idByName(app, LEDGER, 'Profit & Loss A/c', 1),
  ]);

/** A ledger written straight to the database under the group of that name. */
export const addLedgerUnder = async (
  app: TestApp,
  Name: string,
  group: string,
  options: { companyId?: number; extra?: Row } = {},
): Promise<number> => {
  const companyId = options.companyId ?? 1;
  const [row] = await app.deps.db
    .insert(ledgersTable)
    .values({
      companyId,
      Name,
      GroupId: await idByName(app, LEDGER_GROUP, group, companyId),
      ...options.extra,
    })
    .returning({ id: ledgersTable.id });
  return Number(row?.id);
};

/** A journal through the voucher screen's route, posted unless told otherwise; the answer is not checked. */
export const saveJournalAs = (
  app: TestApp,
  caller: BooksCaller,
  date: string,
  lines: readonly JournalLine[],
  options: { Post?: boolean; extra?: Row } = {},
) =>
  app.post<{ Id: number; Status: string }>(`${API}/voucher/save`, {
    token: caller.token,
    companyId: caller.companyId ?? 1,
    json: {
      VoucherType: 'journal',
      VoucherDate: date,
      Post: options.Post ?? true,
      Lines: lines.map(([LedgerId, Side, Amount, more]) => ({ LedgerId, Side, Amount, ...more })),
      ...options.extra,
    },
  });

/** A posted journal that must be accepted; its voucher id. */
export const postJournalAs = async (
  app: TestApp,
  caller: BooksCaller,
  date: string,
  lines: readonly JournalLine[],
  extra: Row = {},
): Promise<number> => {
  const saved = await saveJournalAs(app, caller, date, lines, { extra });
  expect(saved.status, saved.body.Message).toBe(200);
  return saved.body.Data?.Id ?? 0;
};

/** The chart of accounts under the query given. */
export const readChart = async (
  app: TestApp,
  caller: BooksCaller,
  query: string,
): Promise<ChartOfAccounts> => {
  const answer = await app.get<ChartOfAccounts>(`${API}/accounting/chartofaccounts?${query}`, {
    token: caller.token,
    companyId: caller.companyId ?? 1,
  });
  expect(answer.status, answer.body.Message).toBe(200);
  return answer.body.Data as ChartOfAccounts;
};

/** Company 1 lets its users pick a branch while signing in. */
export const enableMultiBranching = async (app: TestApp): Promise<void> => {
  await app.deps.db
    .update(applicationSettings)
    .set({ value: 'true' })
    .where(
      and(eq(applicationSettings.companyId, 1), eq(applicationSettings.key, SETTING_KEYS.multiBranching)),
    );
};

/** The id of a company's fiscal year by its name, as `2083/84`. */
export const fiscalYearIdNamed = async (app: TestApp, name: string, companyId = 1): Promise<number> => {
  const [year] = await app.deps.db
    .select({ id: fiscalYearsTable.id })
    .from(fiscalYearsTable)
    .where(and(eq(fiscalYearsTable.companyId, companyId), eq(fiscalYearsTable.Name, name)));
  return Number(year?.id);
};

/** The bank (Dr) line of the voucher that deposited a collection's cheque, in company 1. */
export const chequeDepositLine = async (app: TestApp, paymentId: number) => {
  const [line] = await app.deps.db
    .select({
      voucherId: vouchers.id,
      lineNo: voucherLines.lineNo,
      ledgerId: voucherLines.ledgerId,
      date: vouchers.voucherDate,
    })
    .from(vouchers)
    .innerJoin(
      voucherLines,
      and(eq(voucherLines.companyId, vouchers.companyId), eq(voucherLines.voucherId, vouchers.id)),
    )
    .where(
      and(
        eq(vouchers.companyId, 1),
        eq(vouchers.sourceKey, `payment:${paymentId}:deposit:1`),
        eq(voucherLines.side, 'Dr'),
      ),
    );
  return line;
};
