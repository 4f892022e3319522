import { SETTING_KEYS } from '@backoffice/shared/constants';
import { ACCOUNTING_LOCK_DATE_SETTING_KEY } from '@backoffice/shared/entities/accounting/accounting-setting.entity';
import { LEDGER } from '@backoffice/shared/entities/accounting/ledger.entity';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgersTable, voucherLines, vouchers } from '../../../db/schema/index.js';
import { grantCoopAccounting } from '../../../test-support/books-test-kit.js';
import { idByName } from '../../../test-support/entity-id.js';
import { API, signInAs, signInWithNewAuthenticator } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { writeSetting } from '../../settings/settings.repository.js';

type Row = Record<string, unknown>;
type Detail = {
  Id: number;
  VoucherNo: string | null;
  Status: string;
  Version: number;
  ReversedById: number | null;
  BranchId: number | null;
  BranchName: string | null;
  ReversedByNo: string | null;
  ReversalOfId: number | null;
  AllowedActions: string[];
  Lines: { LedgerName: string; Side: string; Amount: number }[];
  DebitTotal: number;
  AmountInWords: string;
  History: { Action: string; To: string }[];
};

let app: TestApp;
let admin: string;
let cash: number;
let sales: number;
let capital: number;
let otherCompanyCash: number;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  await grantCoopAccounting(app);
  [cash, sales, capital, otherCompanyCash] = await Promise.all([
    idByName(app, LEDGER, 'Cash', 1),
    idByName(app, LEDGER, 'Sales', 1),
    idByName(app, LEDGER, 'Capital', 1),
    idByName(app, LEDGER, 'Cash', 2),
  ]);
});
afterAll(async () => app.close());

const call = <T = Row>(path: string, json: Row) =>
  app.post<T>(`${API}/voucher/${path}`, { token: admin, companyId: 1, json });
const journal = (lines: Row[], extra: Row = {}) =>
  call<Detail>('save', { VoucherType: 'journal', VoucherDate: '2026-11-20', Lines: lines, ...extra });
const line = (LedgerId: number, Side: 'Dr' | 'Cr', Amount: string | number, extra: Row = {}) => ({
  LedgerId,
  Side,
  Amount,
  ...extra,
});

describe('saving and posting', () => {
  it('keeps a draft unnumbered and out of the books, then numbers it per type and fiscal year when posted', async () => {
    const saved = await journal([line(cash, 'Dr', '1500.50'), line(capital, 'Cr', 1500.5)], {
      Narration: 'Owner brings cash',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.Data).toMatchObject({ Status: 'draft', VoucherNo: null, DebitTotal: 1500.5 });
    expect(saved.body.Data?.AllowedActions).toEqual(['post', 'edit', 'delete']);
    const id = saved.body.Data?.Id ?? 0;
    const [before] = await app.deps.db
      .select({ inBooks: sql<number>`count(*) filter (where ${voucherLines.inBooks})` })
      .from(voucherLines)
      .where(and(eq(voucherLines.companyId, 1), eq(voucherLines.voucherId, id)));
    expect(Number(before?.inBooks)).toBe(0);

    const posted = await call<Detail>(`post?id=${id}`, { Version: saved.body.Data?.Version });
    expect(posted.status).toBe(200);
    expect(posted.body.Data?.VoucherNo).toMatch(/^JV-2083\/84-\d{6}$/);
    expect(posted.body.Data?.AmountInWords).toBe('Rupees One Thousand Five Hundred and Fifty Paisa Only');
    expect(posted.body.Data?.History.map((step) => step.To)).toEqual(['draft', 'posted']);
    expect(posted.body.Data?.AllowedActions).toEqual(['cancel']);

    const again = await call(`post?id=${id}`, {});
    expect(again.status).toBe(409);
  });

  it('refuses an unbalanced voucher on post, offering the balancing side, and keeps it as a draft', async () => {
    const draft = await journal([line(cash, 'Dr', 100), line(capital, 'Cr', 90)]);
    expect(draft.status).toBe(200);
    const posted = await call(`post?id=${draft.body.Data?.Id}`, {});
    expect(posted.status).toBe(400);
    expect(posted.body.Message).toContain('a credit of that amount would balance them');
    const saveAndPost = await journal([line(cash, 'Dr', 100), line(capital, 'Cr', 90)], { Post: true });
    expect(saveAndPost.status).toBe(400);
  });

  it('names the line of every problem, and refuses another company’s ledger as not found', async () => {
    const bad = await journal([line(cash, 'Dr', '-5'), line(otherCompanyCash, 'Cr', 5), { Side: 'Cr' }]);
    expect(bad.status).toBe(400);
    const fields = bad.body.Errors;
    expect(JSON.stringify(fields)).toContain('Lines[0].Amount');
    expect(JSON.stringify(fields)).toContain('Lines[2].LedgerId');
    const foreign = await journal([line(cash, 'Dr', 5), line(otherCompanyCash, 'Cr', 5)]);
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.body)).toContain(`ledger ${otherCompanyCash} was not found`);
  });

  it('refuses to post on or before the lock date', async () => {
    await writeSetting(app.deps.db, 1, ACCOUNTING_LOCK_DATE_SETTING_KEY, '2026-11-01', new Date());
    try {
      const locked = await call('save', {
        VoucherType: 'journal',
        VoucherDate: '2026-10-30',
        Post: true,
        Lines: [line(cash, 'Dr', 10), line(capital, 'Cr', 10)],
      });
      expect(locked.status).toBe(400);
      expect(locked.body.Message).toBe(
        'The books are locked up to 2026-11-01; a voucher must be dated after it.',
      );
    } finally {
      await writeSetting(app.deps.db, 1, ACCOUNTING_LOCK_DATE_SETTING_KEY, '', new Date());
    }
  });
});

describe('cancelling', () => {
  it('posts a reversal with the sides swapped, links both, and lets only one of two cancellations win', async () => {
    const saved = await journal([line(cash, 'Dr', 250), line(sales, 'Cr', 250)], { Post: true });
    const id = saved.body.Data?.Id ?? 0;
    const noReason = await call(`cancel?id=${id}`, {});
    expect(noReason.status).toBe(400);
    const [first, second] = await Promise.all([
      call<Detail>(`cancel?id=${id}`, { Remarks: 'Entered twice' }),
      call<Detail>(`cancel?id=${id}`, { Remarks: 'Entered twice' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? first.body.Data : second.body.Data;
    expect(winner?.Status).toBe('cancelled');
    expect(winner?.ReversedByNo).toMatch(/^JV-/);
    const reversal = await app.get<Detail>(`${API}/voucher/detail?id=${winner?.ReversedById}`, {
      token: admin,
      companyId: 1,
    });
    expect(reversal.body.Data?.ReversalOfId).toBe(id);
    expect(reversal.body.Data?.Lines.map((item) => [item.LedgerName, item.Side, item.Amount])).toEqual([
      ['Cash', 'Cr', 250],
      ['Sales', 'Dr', 250],
    ]);
    expect(reversal.body.Data?.AllowedActions).toEqual([]);
    const [balances] = await app.deps.db
      .select({
        net: sql<string>`sum(case when ${voucherLines.side} = 'Dr' then ${voucherLines.amount} else -${voucherLines.amount} end)`,
        count: sql<number>`count(*)`,
      })
      .from(voucherLines)
      .where(
        and(
          eq(voucherLines.companyId, 1),
          eq(voucherLines.inBooks, true),
          eq(voucherLines.ledgerId, sales),
          inArray(voucherLines.voucherId, [id, winner?.ReversedById ?? 0]),
        ),
      );
    // The voucher and its reversal both stay in the books and net the ledger back to nothing.
    expect(Number(balances?.count)).toBe(2);
    expect(Number(balances?.net)).toBe(0);
    const audit = await app.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'Voucher'), eq(auditLog.entityId, String(id))));
    expect(audit.map((row) => row.action).sort()).toEqual(['cancel', 'create']);
  });
});

describe('branches', () => {
  it('records the branch a voucher is made in, keeps it on the reversal, and filters the day book by it', async () => {
    // Company 1 lets its users pick a branch while signing in.
    await writeSetting(app.deps.db, 1, SETTING_KEYS.multiBranching, 'true', new Date());
    const pokhara = await signInAs(app, 'admin', 'Admin@123', { branchId: 2 });
    await writeSetting(app.deps.db, 1, SETTING_KEYS.multiBranching, 'false', new Date());
    const made = await app.post<Detail>(`${API}/voucher/save`, {
      token: pokhara,
      companyId: 1,
      json: {
        VoucherType: 'journal',
        VoucherDate: '2026-11-20',
        Post: true,
        Lines: [line(cash, 'Dr', 75), line(sales, 'Cr', 75)],
      },
    });
    expect(made.status, made.body.Message).toBe(200);
    expect(made.body.Data?.BranchId).toBe(2);
    expect(made.body.Data?.BranchName).toBe('Pokhara Branch');
    // Cancelled from the head office, the reversal still stands in Pokhara, so Pokhara's books net to nil.
    const cancelled = await call<Detail>(`cancel?id=${made.body.Data?.Id}`, { Remarks: 'Wrong branch test' });
    expect(cancelled.status, cancelled.body.Message).toBe(200);
    const reversal = await app.get<Detail>(`${API}/voucher/detail?id=${cancelled.body.Data?.ReversedById}`, {
      token: admin,
      companyId: 1,
    });
    expect(reversal.body.Data?.BranchId).toBe(2);
    const lines = await app.deps.db
      .select({ branchId: voucherLines.branchId })
      .from(voucherLines)
      .where(and(eq(voucherLines.companyId, 1), eq(voucherLines.voucherId, made.body.Data?.Id ?? 0)));
    expect(lines.map((row) => row.branchId)).toEqual([2, 2]);
    const inPokhara = await app.get<{ Items: { Id: number }[] }>(
      `${API}/voucher/list?BranchId=2&pageSize=100`,
      {
        token: admin,
        companyId: 1,
      },
    );
    const ids = inPokhara.body.Data?.Items.map((item) => item.Id) ?? [];
    expect(ids).toContain(made.body.Data?.Id);
    expect(ids).toContain(cancelled.body.Data?.ReversedById);
    const inHeadOffice = await app.get<{ Items: { Id: number }[] }>(
      `${API}/voucher/list?BranchId=1&pageSize=100`,
      {
        token: admin,
        companyId: 1,
      },
    );
    expect(inHeadOffice.body.Data?.Items.map((item) => item.Id)).not.toContain(made.body.Data?.Id);
  });
});

describe('the database keeps the books', () => {
  it('refuses an unbalanced voucher in the books at commit, whatever wrote it', async () => {
    const saved = await journal([line(cash, 'Dr', 40), line(capital, 'Cr', 40)], { Post: true });
    const id = saved.body.Data?.Id ?? 0;
    await expect(
      app.deps.db.execute(
        sql`update voucher_lines set amount = amount + 1 where company_id = 1 and voucher_id = ${id} and line_no = 1`,
      ),
    ).rejects.toThrow();
    const refused = await app.deps.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(vouchers)
          .values({ companyId: 1, voucherType: 'journal', voucherDate: '2026-11-20', fiscalYear: 2083 })
          .returning({ id: vouchers.id });
        const voucherId = row?.id ?? 0;
        await tx.insert(voucherLines).values([
          {
            companyId: 1,
            voucherId,
            lineNo: 1,
            ledgerId: cash,
            side: 'Dr',
            amount: 100,
            voucherDate: '2026-11-20',
          },
          {
            companyId: 1,
            voucherId,
            lineNo: 2,
            ledgerId: capital,
            side: 'Cr',
            amount: 99,
            voucherDate: '2026-11-20',
          },
        ]);
        await tx.update(voucherLines).set({ inBooks: true }).where(eq(voucherLines.voucherId, voucherId));
        await tx
          .update(vouchers)
          .set({ status: 'posted', voucherNo: 'JV-TEST', totalAmount: 100, lineCount: 2 })
          .where(and(eq(vouchers.companyId, 1), eq(vouchers.id, voucherId)));
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    // PGlite throws at the statement, PostgreSQL at commit with the trigger's error as the cause.
    expect(`${String(refused)} ${String((refused as { cause?: unknown } | null)?.cause)}`).toMatch(
      /does not balance/,
    );
    const [deleted] = await Promise.allSettled([
      app.deps.db.execute(sql`delete from vouchers where company_id = 1 and id = ${id}`),
    ]);
    expect(deleted?.status).toBe('rejected');
  });

  it('answers 404 for another company’s voucher and leaves it alone', async () => {
    const saved = await journal([line(cash, 'Dr', 12), line(capital, 'Cr', 12)]);
    const id = saved.body.Data?.Id ?? 0;
    const coop = await signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', {
      companyId: 2,
      branchId: 3,
    });
    const foreign = await app.post(`${API}/voucher/delete?id=${id}`, { token: coop, companyId: 2, json: {} });
    expect(foreign.status).toBe(404);
    const [still] = await app.deps.db
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(and(eq(vouchers.companyId, 1), eq(vouchers.id, id)));
    expect(still?.id).toBe(id);
  });

  it('refuses a user who may view no voucher type, naming vouchers rather than one type', async () => {
    const sales = await signInAs(app, 'sales1', 'Sales@123');
    const refused = await app.get(`${API}/voucher/list`, { token: sales, companyId: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toBe('You do not have permission to view vouchers of any type.');
  });

  it('keeps the ledgers a voucher uses', async () => {
    const [ledger] = await app.deps.db
      .select({ id: ledgersTable.id })
      .from(ledgersTable)
      .where(and(eq(ledgersTable.companyId, 1), eq(ledgersTable.id, capital)));
    const removed = await app.post(`${API}/ledger/delete?id=${ledger?.id}`, { token: admin, companyId: 1 });
    expect(removed.status).toBe(409);
  });
});
