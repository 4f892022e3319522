import { moduleIdOf } from '@backoffice/shared/catalogue/modules';
import { ACCOUNTING_LOCK_DATE_SETTING_KEY } from '@backoffice/shared/entities/accounting/accounting-setting.entity';
import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountingSettingsTable,
  advanceRequestsTable,
  companyModules,
  notifications,
  voucherLines,
  vouchers,
} from '../../db/schema/index.js';
import { userIdByName } from '../../test-support/entity-id.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { rowsOf } from '../accounting/books/books-balance.js';
import { companyToday } from '../orders/company-today.js';
import { removeSetting, writeSetting } from '../settings/settings.repository.js';

type Row = Record<string, unknown>;

let app: TestApp;
let admin: string;
let sales: string;
let salesUserId: number;
let today: string;
const ledgers = new Map<string, number>();

beforeAll(async () => {
  app = await startTestApp();
  [admin, sales] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'sales2', 'Sales@123'),
  ]);
  salesUserId = await userIdByName(app, 'sales2');
  today = await companyToday(app.deps.db, 1, app.clock.now());
  const keys = await app.deps.db
    .select({ key: accountingSettingsTable.Key, id: accountingSettingsTable.LedgerId })
    .from(accountingSettingsTable)
    .where(eq(accountingSettingsTable.companyId, 1));
  for (const row of keys) if (row.id !== null) ledgers.set(row.key, row.id);
});
afterAll(async () => app.close());

const ledger = (key: string): number => {
  const id = ledgers.get(key);
  if (id === undefined) throw new Error(`no ledger for ${key}`);
  return id;
};

const post = (path: string, form: Record<string, string>, token = admin) =>
  app.post<Row>(`${API}/${path}`, { token, companyId: 1, form });

const saved = async (path: string, form: Record<string, string>, token = admin): Promise<number> => {
  const answer = await post(path, form, token);
  expect(answer.status, String(answer.body.Message)).toBe(200);
  return Number(answer.body.Data?.Id);
};

const fileAdvance = (amount = '5000', fields: Record<string, string> = {}) =>
  saved('advancerequest/save', {
    UserId: String(salesUserId),
    RequestDate: today,
    Amount: amount,
    Reason: 'Trip to Pokhara',
    RepayBy: 'cash',
    ...fields,
  });

const approvedAdvance = async (amount = '5000'): Promise<number> => {
  const id = await fileAdvance(amount);
  const approved = await post(`advancerequest/approve?id=${id}`, {});
  expect(approved.status, String(approved.body.Message)).toBe(200);
  return id;
};

const repay = (advanceId: number, amount: string, method = 'cash', token = admin) =>
  post(
    'advancerepayment/save',
    { AdvanceRequestId: String(advanceId), RepaidOn: today, Amount: amount, Method: method },
    token,
  );

/** The record's vouchers with their lines, oldest first. */
const vouchersOf = async (kind: 'advance' | 'advanceRepayment' | 'expense', id: number) => {
  const rows = await app.deps.db
    .select({
      id: vouchers.id,
      type: vouchers.voucherType,
      status: vouchers.status,
      key: vouchers.sourceKey,
      date: vouchers.voucherDate,
      narration: vouchers.narration,
    })
    .from(vouchers)
    .where(and(eq(vouchers.companyId, 1), eq(vouchers.sourceKind, kind), eq(vouchers.sourceId, id)))
    .orderBy(asc(vouchers.id));
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      lines: await app.deps.db
        .select({ ledgerId: voucherLines.ledgerId, side: voucherLines.side, amount: voucherLines.amount })
        .from(voucherLines)
        .where(and(eq(voucherLines.companyId, 1), eq(voucherLines.voucherId, row.id)))
        .orderBy(asc(voucherLines.lineNo)),
    })),
  );
};

const trialBalanceDifference = async (): Promise<number> => {
  const result = await app.deps.db.execute(sql`
    select coalesce(sum(case when side = 'Dr' then amount else -amount end), 0)::bigint as diff
    from voucher_lines where company_id = 1 and in_books`);
  return Number(rowsOf(result)[0]?.diff);
};

const repaidOf = async (advanceId: number): Promise<number> => {
  const [row] = await app.deps.db
    .select({ repaid: advanceRequestsTable.RepaidAmount })
    .from(advanceRequestsTable)
    .where(and(eq(advanceRequestsTable.companyId, 1), eq(advanceRequestsTable.id, advanceId)));
  return row?.repaid ?? 0;
};

describe('advances in the books', () => {
  it('posts an approval once, tells the person, and keeps the books balanced', async () => {
    const [last] = await app.deps.db.select({ id: max(notifications.id) }).from(notifications);
    const id = await approvedAdvance('5000');
    const posted = await vouchersOf('advance', id);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ type: 'payment', status: 'posted', key: `advance:${id}`, date: today });
    expect(posted[0]?.narration).toContain('Trip to Pokhara');
    expect(posted[0]?.lines).toEqual([
      { ledgerId: ledger('STAFF_ADVANCE_LEDGER'), side: 'Dr', amount: 500_000 },
      { ledgerId: ledger('CASH_LEDGER'), side: 'Cr', amount: 500_000 },
    ]);
    const again = await post(`advancerequest/approve?id=${id}`, {});
    expect(again.status).toBe(409);
    expect(await vouchersOf('advance', id)).toHaveLength(1);
    expect(await trialBalanceDifference()).toBe(0);
    const told = await app.deps.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(gt(notifications.id, last?.id ?? 0), eq(notifications.userId, salesUserId)));
    expect(told.map((row) => row.title).join('|')).toContain('Approved');
  });

  it('refuses a paid-from ledger that is not cash or bank', async () => {
    const answer = await post('advancerequest/save', {
      UserId: String(salesUserId),
      RequestDate: today,
      Amount: '100',
      Reason: 'Fuel',
      RepayBy: 'cash',
      PaidFromLedgerId: String(ledger('STAFF_EXPENSE_LEDGER')),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.Message).toBe('Paid from must be a cash or bank ledger');
  });

  it('reverses an approved advance when cancelled, and refuses once it has repayments', async () => {
    const id = await approvedAdvance('1200');
    const cancelled = await post(`advancerequest/cancel?id=${id}`, { AdminRemarks: 'Trip called off' });
    expect(cancelled.status, String(cancelled.body.Message)).toBe(200);
    const books = await vouchersOf('advance', id);
    expect(books.map((row) => [row.status, row.key])).toEqual([
      ['cancelled', `advance:${id}`],
      ['posted', `advance:${id}:reversal`],
    ]);
    expect(await trialBalanceDifference()).toBe(0);
    // The office's reason travels with the cancelled voucher.
    const [original] = await app.deps.db
      .select({ remarks: vouchers.cancelRemarks })
      .from(vouchers)
      .where(and(eq(vouchers.companyId, 1), eq(vouchers.id, books[0]?.id ?? 0)));
    expect(original?.remarks).toBe('Advance cancelled: Trip called off');

    const repaid = await approvedAdvance('1200');
    expect((await repay(repaid, '200')).status).toBe(200);
    const refused = await post(`advancerequest/cancel?id=${repaid}`, { AdminRemarks: 'No' });
    expect(refused.status).toBe(409);
    expect(refused.body.Message).toBe(
      `Advance #${repaid} has repayments (NPR 200.00); it cannot be cancelled.`,
    );
  });

  it('answers a locked period as a clear refusal, not a failure', async () => {
    const id = await fileAdvance('300');
    await writeSetting(app.deps.db, 1, ACCOUNTING_LOCK_DATE_SETTING_KEY, today, new Date());
    try {
      const refused = await post(`advancerequest/approve?id=${id}`, {});
      expect(refused.status).toBe(400);
      expect(refused.body.Message).toBe(
        `The books are locked up to ${today}; a voucher must be dated after it.`,
      );
    } finally {
      await removeSetting(app.deps.db, 1, ACCOUNTING_LOCK_DATE_SETTING_KEY);
    }
    expect(await vouchersOf('advance', id)).toEqual([]);
  });

  it('approves without posting where the company keeps no books', async () => {
    const accounting = moduleIdOf('Accounting');
    const id = await fileAdvance('400');
    await app.deps.db
      .delete(companyModules)
      .where(and(eq(companyModules.companyId, 1), eq(companyModules.moduleId, accounting)));
    try {
      expect((await post(`advancerequest/approve?id=${id}`, {})).status).toBe(200);
    } finally {
      await app.deps.db.insert(companyModules).values({ companyId: 1, moduleId: accounting });
    }
    expect(await vouchersOf('advance', id)).toEqual([]);
  });
});

describe('advance repayments', () => {
  it('posts cash and deductions, and refuses more than is outstanding', async () => {
    const id = await approvedAdvance('1000');
    const cash = await repay(id, '300', 'cash');
    expect(cash.status, String(cash.body.Message)).toBe(200);
    const deduction = await repay(id, '200', 'deduction');
    expect(deduction.status, String(deduction.body.Message)).toBe(200);
    expect(await repaidOf(id)).toBe(50_000);
    const [cashVoucher] = await vouchersOf('advanceRepayment', Number(cash.body.Data?.Id));
    expect(cashVoucher).toMatchObject({ type: 'receipt', key: `advanceRepayment:${cash.body.Data?.Id}` });
    expect(cashVoucher?.lines).toEqual([
      { ledgerId: ledger('CASH_LEDGER'), side: 'Dr', amount: 30_000 },
      { ledgerId: ledger('STAFF_ADVANCE_LEDGER'), side: 'Cr', amount: 30_000 },
    ]);
    const [deductionVoucher] = await vouchersOf('advanceRepayment', Number(deduction.body.Data?.Id));
    expect(deductionVoucher?.type).toBe('journal');
    expect(deductionVoucher?.lines).toEqual([
      { ledgerId: ledger('STAFF_PAYABLE_LEDGER'), side: 'Dr', amount: 20_000 },
      { ledgerId: ledger('STAFF_ADVANCE_LEDGER'), side: 'Cr', amount: 20_000 },
    ]);
    const over = await repay(id, '600');
    expect(over.status).toBe(400);
    expect(over.body.Message).toBe(
      `Only NPR 500.00 is outstanding on advance #${id}; the repayment cannot be more`,
    );
    expect(await repaidOf(id)).toBe(50_000);
    expect(await trialBalanceDifference()).toBe(0);
  });

  it('moves the repaid amount and re-posts when a repayment is corrected', async () => {
    const id = await approvedAdvance('1000');
    const first = await repay(id, '300');
    const repaymentId = Number(first.body.Data?.Id);
    const corrected = await post('advancerepayment/save', { Id: String(repaymentId), Amount: '250' });
    expect(corrected.status, String(corrected.body.Message)).toBe(200);
    expect(await repaidOf(id)).toBe(25_000);
    const books = await vouchersOf('advanceRepayment', repaymentId);
    expect(books.map((row) => [row.status, row.key])).toEqual([
      ['cancelled', `advanceRepayment:${repaymentId}`],
      ['posted', `advanceRepayment:${repaymentId}:reversal`],
      ['posted', `advanceRepayment:${repaymentId}:r1`],
    ]);
    expect(books[2]?.lines[0]?.amount).toBe(25_000);
    expect(await trialBalanceDifference()).toBe(0);
  });

  it('lets one of two repayments at once take the last of the advance', async () => {
    const id = await approvedAdvance('1000');
    const answers = await Promise.all([repay(id, '700'), repay(id, '700')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(await repaidOf(id)).toBe(70_000);
  });

  it('refuses a repayment of a pending advance, and any from a field user', async () => {
    const pending = await fileAdvance('500');
    expect((await repay(pending, '100')).status).toBe(400);
    const approved = await approvedAdvance('500');
    expect((await repay(approved, '100', 'cash', sales)).status).toBe(403);
  });
});

describe('expense claims', () => {
  let travel: number;
  beforeAll(async () => {
    travel = await saved('expensetype/save', { Name: 'Test travel', MaxAmount: '500', IsActive: 'true' });
  });
  const claim = (fields: Record<string, string> = {}) =>
    post('expense/save', {
      UserId: String(salesUserId),
      ExpenseTypeId: String(travel),
      ExpenseDate: today,
      Amount: '450',
      Description: 'Bus to Butwal',
      ...fields,
    });

  it('refuses a claim over the type limit, dated ahead, or of a retired type', async () => {
    const over = await claim({ Amount: '600' });
    expect(over.status).toBe(400);
    expect(over.body.Message).toBe('A Test travel claim may be at most NPR 500.00');
    const ahead = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await claim({ ExpenseDate: ahead });
    expect(future.status).toBe(400);
    expect(future.body.Message).toBe('The expense date cannot be in the future');
    const retired = await saved('expensetype/save', { Name: 'Test retired', IsActive: 'false' });
    const old = await claim({ ExpenseTypeId: String(retired) });
    expect(old.status).toBe(400);
    expect(old.body.Message).toBe('The expense type Test retired is no longer in use; choose another');
  });

  it('posts an approved claim once, owed to the person when nobody paid it', async () => {
    const filed = await claim();
    expect(filed.status, String(filed.body.Message)).toBe(200);
    const id = Number(filed.body.Data?.Id);
    expect((await post(`expense/approve?id=${id}`, {})).status).toBe(200);
    expect((await post(`expense/approve?id=${id}`, {})).status).toBe(409);
    const books = await vouchersOf('expense', id);
    expect(books).toHaveLength(1);
    expect(books[0]).toMatchObject({ type: 'journal', key: `expense:${id}` });
    expect(books[0]?.lines).toEqual([
      { ledgerId: ledger('STAFF_EXPENSE_LEDGER'), side: 'Dr', amount: 45_000 },
      { ledgerId: ledger('STAFF_PAYABLE_LEDGER'), side: 'Cr', amount: 45_000 },
    ]);
    const paid = await claim({ PaidFromLedgerId: String(ledger('CASH_LEDGER')), Amount: '100' });
    const paidId = Number(paid.body.Data?.Id);
    expect((await post(`expense/approve?id=${paidId}`, {})).status).toBe(200);
    expect((await vouchersOf('expense', paidId))[0]?.type).toBe('payment');
    expect(await trialBalanceDifference()).toBe(0);
  });

  it('needs remarks to reject, and a rejected claim posts nothing', async () => {
    const id = Number((await claim()).body.Data?.Id);
    const bare = await post(`expense/reject?id=${id}`, {});
    expect(bare.status).toBe(400);
    expect((await post(`expense/reject?id=${id}`, { AdminRemarks: 'No receipt' })).status).toBe(200);
    expect(await vouchersOf('expense', id)).toEqual([]);
  });
});

describe('outstanding advances', () => {
  type Page = {
    Items: { UserId: number; UserName: string; Approved: number; Repaid: number; Outstanding: number }[];
    Totals: { Approved: number; Repaid: number; Outstanding: number };
    TotalCount: number;
  };
  const outstanding = (query: string, token = admin) =>
    app.get<Page>(`${API}/advancerequest/outstanding?${query}`, { token, companyId: 1 });

  it('answers each person’s approved, repaid and outstanding rupees', async () => {
    const id = await approvedAdvance('800');
    expect((await repay(id, '150')).status).toBe(200);
    const result = await app.deps.db.execute(sql`
      select sum(amount)::bigint as approved, sum(coalesce(repaid_amount, 0))::bigint as repaid
      from advance_requests where company_id = 1 and status = 'approved' and user_id = ${salesUserId}`);
    const [sums] = rowsOf(result);
    const approved = Number(sums?.approved) / 100;
    const repaid = Number(sums?.repaid) / 100;
    const answer = await outstanding(`UserId=${salesUserId}&pageNo=1&pageSize=10`);
    expect(answer.status).toBe(200);
    expect(answer.body.Data?.Items).toEqual([
      {
        UserId: salesUserId,
        UserName: expect.any(String),
        Approved: approved,
        Repaid: repaid,
        Outstanding: approved - repaid,
      },
    ]);
    expect(answer.body.Data?.Totals).toEqual({
      Approved: approved,
      Repaid: repaid,
      Outstanding: approved - repaid,
    });
    const named = await outstanding(
      `query=${encodeURIComponent(answer.body.Data?.Items[0]?.UserName ?? '')}`,
    );
    expect(named.body.Data?.Items.map((row) => row.UserId)).toContain(salesUserId);
    const nobody = await outstanding('query=nobody-has-this-name');
    expect(nobody.body.Data).toMatchObject({ Items: [], TotalCount: 0, Totals: { Outstanding: 0 } });
  });

  it('gives a field user only their own line', async () => {
    const adminId = await userIdByName(app, 'admin');
    const own = await outstanding(`UserId=${adminId}`, sales);
    expect(own.status).toBe(200);
    expect(own.body.Data?.Items.map((row) => row.UserId)).toEqual([salesUserId]);
  });
});
