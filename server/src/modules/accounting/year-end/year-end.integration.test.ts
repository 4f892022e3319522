import type { ChartOfAccounts } from '@backoffice/shared/accounting/books.contract';
import type { FiscalYearStatus, YearEndPreview } from '@backoffice/shared/accounting/year-end.contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  fiscalYearClosings,
  fiscalYearsTable,
  ledgerOpeningBalancesTable,
} from '../../../db/schema/index.js';
import {
  addLedgerUnder,
  type JournalLine,
  postJournalAs,
  readChart,
  saveJournalAs,
  seededLedgers,
  signInCoopAccountant,
} from '../../../test-support/books-test-kit.js';
import { API, signInAs } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

type Row = Record<string, unknown>;

/** A day in each of three consecutive fiscal years, whichever BS month the company's year starts in. */
const FIRST_DAY = '2024-10-10';
const SECOND_DAY = '2025-10-10';
const TODAY = '2026-11-22';

let app: TestApp;
let admin: string;
let coopAdmin: string;
let cash: number;
let sales: number;
let capital: number;
let profitAndLoss: number;
let rent: number;
let reserve: number;
let first: FiscalYearStatus;
let second: FiscalYearStatus;

const addLedger = (Name: string, group: string, companyId = 1) =>
  addLedgerUnder(app, Name, group, { companyId });

const get = <T>(path: string, token = admin, companyId = 1) =>
  app.get<T>(`${API}${path}`, { token, companyId });
const post = <T>(path: string, json: Row, token = admin, companyId = 1) =>
  app.post<T>(`${API}${path}`, { token, companyId, json });

const years = async (): Promise<FiscalYearStatus[]> => {
  const answer = await get<FiscalYearStatus[]>('/accounting/yearend/list');
  expect(answer.status, answer.body.Message).toBe(200);
  return answer.body.Data as FiscalYearStatus[];
};
const yearCovering = async (day: string): Promise<FiscalYearStatus> => {
  const found = (await years()).find((year) => year.StartDate <= day && year.EndDate >= day);
  if (!found) throw new Error(`No fiscal year covers ${day}`);
  return found;
};
const preview = async (year: FiscalYearStatus): Promise<YearEndPreview> => {
  const answer = await get<YearEndPreview>(`/accounting/yearend/preview?FiscalYearId=${year.Id}`);
  expect(answer.status, answer.body.Message).toBe(200);
  return answer.body.Data as YearEndPreview;
};
const close = (year: FiscalYearStatus, extra: Row = {}) =>
  post<FiscalYearStatus>('/accounting/yearend/close', { FiscalYearId: year.Id, ...extra });
const reopen = (year: FiscalYearStatus, Remarks = 'Audit adjustment') =>
  post<FiscalYearStatus>('/accounting/yearend/reopen', { FiscalYearId: year.Id, Remarks });

const chart = (asOn: string) => readChart(app, { token: admin }, `AsOn=${asOn}&IncludeInactive=true`);
const cents = (value: number) => Math.round(value * 100);
/** Every ledger's closing balance in signed paisa (Dr positive). */
const closings = (books: ChartOfAccounts): Map<number, number> =>
  new Map(
    books.Ledgers.map((ledger) => [
      ledger.Id,
      cents(ledger.BalanceSide === 'Cr' ? -ledger.Balance : ledger.Balance),
    ]),
  );
const expectBalanced = (books: ChartOfAccounts) =>
  expect(cents(books.DebitTotal - books.CreditTotal)).toBe(cents(books.OpeningDifference));

const journal = (date: string, lines: JournalLine[], Post = true) =>
  saveJournalAs(app, { token: admin }, date, lines, { Post });
const postJournal = (date: string, lines: JournalLine[]) => postJournalAs(app, { token: admin }, date, lines);

const openingsOf = (yearId: number) =>
  app.deps.db
    .select({
      ledger: ledgerOpeningBalancesTable.LedgerId,
      amount: ledgerOpeningBalancesTable.Amount,
      side: ledgerOpeningBalancesTable.Side,
      remarks: ledgerOpeningBalancesTable.Remarks,
    })
    .from(ledgerOpeningBalancesTable)
    .where(
      and(eq(ledgerOpeningBalancesTable.companyId, 1), eq(ledgerOpeningBalancesTable.FiscalYearId, yearId)),
    );

beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  coopAdmin = await signInCoopAccountant(app);
  [cash, sales, capital, profitAndLoss] = await seededLedgers(app);
  rent = await addLedger('Year End Rent', 'Indirect Expenses');
  reserve = await addLedger('Year End General Reserve', 'Reserves & Surplus');
  // The first year: capital brought in and a profit of 300; the second: a profit of 380.
  await postJournal(FIRST_DAY, [
    [cash, 'Dr', 1000],
    [capital, 'Cr', 1000],
  ]);
  await postJournal(FIRST_DAY, [
    [cash, 'Dr', 300],
    [sales, 'Cr', 300],
  ]);
  await postJournal(SECOND_DAY, [
    [cash, 'Dr', 500],
    [sales, 'Cr', 500],
  ]);
  await postJournal(SECOND_DAY, [
    [rent, 'Dr', 120],
    [cash, 'Cr', 120],
  ]);
  await postJournal(TODAY, [
    [cash, 'Dr', 40],
    [sales, 'Cr', 40],
  ]);
  first = await yearCovering(FIRST_DAY);
  second = await yearCovering(SECOND_DAY);
});
afterAll(async () => app.close());

describe('year end', () => {
  it('lists the years open, and previews a close: profit, ledgers carried, the default capital ledger', async () => {
    expect(first.Status).toBe('open');
    expect(first.CanReopen).toBe(false);
    const seen = await preview(first);
    expect(seen).toMatchObject({
      FiscalYear: first.Name,
      NextFiscalYear: second.Name,
      Profit: 300,
      Drafts: 0,
      Blockers: [],
      CapitalLedgerId: capital,
      CapitalLedgerName: 'Capital',
    });
    // Cash and Capital (with the profit); the Profit & Loss A/c has nothing of its own.
    expect(seen.LedgersCarried).toBe(2);
  });

  it('closes in order: a later year waits for the earlier one with entries', async () => {
    const later = await preview(second);
    expect(later.Blockers).toEqual([
      `Close ${first.Name} first: years close in order, and ${first.Name} has entries.`,
    ]);
    const refused = await close(second);
    expect(refused.status).toBe(409);
    expect(refused.body.Message).toContain(`Close ${first.Name} first`);
  });

  it('refuses while drafts are dated in the year, and while the next year has opening balances entered by hand', async () => {
    const draft = await journal(
      FIRST_DAY,
      [
        [cash, 'Dr', 5],
        [sales, 'Cr', 5],
      ],
      false,
    );
    expect(draft.status, draft.body.Message).toBe(200);
    expect((await preview(first)).Drafts).toBe(1);
    const refused = await close(first);
    expect(refused.status).toBe(409);
    expect(refused.body.Message).toContain('1 draft voucher is dated in');
    const deleted = await post(`/voucher/delete?id=${draft.body.Data?.Id}`, {});
    expect(deleted.status, deleted.body.Message).toBe(200);

    const [entered] = await app.deps.db
      .insert(ledgerOpeningBalancesTable)
      .values({ companyId: 1, LedgerId: cash, FiscalYearId: second.Id, Amount: 100, Side: 'Dr' })
      .returning({ id: ledgerOpeningBalancesTable.id });
    const blocked = await close(first);
    expect(blocked.status).toBe(409);
    expect(blocked.body.Message).toContain(`${second.Name} has 1 opening balance entered by hand`);
    await app.deps.db
      .delete(ledgerOpeningBalancesTable)
      .where(
        and(
          eq(ledgerOpeningBalancesTable.companyId, 1),
          eq(ledgerOpeningBalancesTable.id, Number(entered?.id)),
        ),
      );
    expect((await preview(first)).Blockers).toEqual([]);
  });

  it('never closes another company’s year or into another company’s ledger, and refuses a ledger that is not capital', async () => {
    expect((await get(`/accounting/yearend/preview?FiscalYearId=${first.Id}`, coopAdmin, 2)).status).toBe(
      404,
    );
    expect((await post('/accounting/yearend/close', { FiscalYearId: first.Id }, coopAdmin, 2)).status).toBe(
      404,
    );
    expect(
      (await post('/accounting/yearend/reopen', { FiscalYearId: first.Id, Remarks: 'x' }, coopAdmin, 2))
        .status,
    ).toBe(404);
    const otherLedger = await addLedger('Year End Other Capital', 'Capital Account', 2);
    expect((await close(first, { CapitalLedgerId: otherLedger })).status).toBe(404);
    const notCapital = await close(first, { CapitalLedgerId: cash });
    expect(notCapital.status).toBe(400);
    expect(notCapital.body.Errors?.[0]?.Field).toBe('CapitalLedgerId');
    expect((await yearCovering(FIRST_DAY)).Status).toBe('open');
    const otherYears = await get<FiscalYearStatus[]>('/accounting/yearend/list', coopAdmin, 2);
    expect(otherYears.body.Data?.some((year) => year.Id === first.Id)).toBe(false);
  });

  it('carries the balances into the next year: the same closings, the profit moved from the P&L A/c to capital', async () => {
    const beforeNext = await chart(SECOND_DAY);
    const beforeToday = await chart(TODAY);
    const closed = await close(first);
    expect(closed.status, closed.body.Message).toBe(200);
    expect(closed.body.Data).toMatchObject({
      Status: 'closed',
      Profit: 300,
      OpeningCount: 2,
      CapitalLedgerId: capital,
      CapitalLedgerName: 'Capital',
      CanReopen: true,
    });
    expect(closed.body.Data?.ClosedBy).toBeTruthy();
    expect(closed.body.Data?.ClosedAt).toBeTruthy();
    expect(await openingsOf(second.Id)).toEqual(
      expect.arrayContaining([
        { ledger: cash, amount: 130_000, side: 'Dr', remarks: `Carried forward from ${first.Name}` },
        { ledger: capital, amount: 130_000, side: 'Cr', remarks: `Carried forward from ${first.Name}` },
      ]),
    );
    for (const [asOn, before] of [
      [SECOND_DAY, beforeNext],
      [TODAY, beforeToday],
    ] as const) {
      const after = await chart(asOn);
      const was = closings(before);
      const now = closings(after);
      for (const [ledger, balance] of now) {
        if (ledger === capital || ledger === profitAndLoss) continue;
        expect(balance, `ledger ${ledger} as on ${asOn}`).toBe(was.get(ledger));
      }
      // The first year's profit of 300 stood on the P&L A/c; now it is the capital's.
      expect((now.get(capital) ?? 0) - (was.get(capital) ?? 0)).toBe(-30_000);
      expect((now.get(profitAndLoss) ?? 0) - (was.get(profitAndLoss) ?? 0)).toBe(30_000);
      expect(cents(after.OpeningDifference)).toBe(cents(before.OpeningDifference));
      expectBalanced(after);
    }
    expect(closings(await chart(SECOND_DAY)).get(profitAndLoss) ?? 0).toBe(0);
  });

  it('refuses postings in the closed year, and a second close', async () => {
    const refused = await journal(FIRST_DAY, [
      [cash, 'Dr', 1],
      [sales, 'Cr', 1],
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.Errors?.[0]?.Field).toBe('VoucherDate');
    // Nor before it: the close counted every earlier line into what it carried.
    const earlier = await journal('2023-10-10', [
      [cash, 'Dr', 1],
      [sales, 'Cr', 1],
    ]);
    expect(earlier.status).toBe(400);
    expect(earlier.body.Message).toBe(
      `Fiscal year ${first.Name} is closed; nothing posts in it or before it.`,
    );
    const again = await close(first);
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe(`${first.Name} is already closed.`);
  });

  it('keeps the carried opening balances and the closed year’s as they are', async () => {
    const message = `Reopen ${first.Name} to change its carried balances.`;
    const form = (FiscalYearId: number, LedgerId = rent) => ({
      LedgerId: String(LedgerId),
      FiscalYearId: String(FiscalYearId),
      Amount: '10',
      Side: 'Dr',
    });
    const added = await app.post<Row>(`${API}/ledgeropeningbalance/save`, {
      token: admin,
      companyId: 1,
      form: form(second.Id),
    });
    expect(added.status).toBe(409);
    expect(added.body.Message).toBe(message);
    const inClosed = await app.post<Row>(`${API}/ledgeropeningbalance/save`, {
      token: admin,
      companyId: 1,
      form: form(first.Id),
    });
    expect(inClosed.status).toBe(409);
    const [carried] = await app.deps.db
      .select({ id: ledgerOpeningBalancesTable.id })
      .from(ledgerOpeningBalancesTable)
      .where(
        and(
          eq(ledgerOpeningBalancesTable.companyId, 1),
          eq(ledgerOpeningBalancesTable.FiscalYearId, second.Id),
          eq(ledgerOpeningBalancesTable.LedgerId, cash),
        ),
      );
    const changed = await app.post<Row>(`${API}/ledgeropeningbalance/save`, {
      token: admin,
      companyId: 1,
      form: { Id: String(carried?.id), Amount: '1' },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.Message).toBe(message);
    const removed = await app.post<Row>(`${API}/ledgeropeningbalance/delete?id=${carried?.id}`, {
      token: admin,
      companyId: 1,
    });
    expect(removed.status).toBe(409);
    expect(removed.body.Message).toBe(message);
    expect(await openingsOf(second.Id)).toHaveLength(2);
  });

  it('moves IsClosed only by closing and reopening, never by saving the fiscal year', async () => {
    const saved = await app.post<Row>(`${API}/fiscalyear/save`, {
      token: admin,
      companyId: 1,
      form: { Id: String(second.Id), IsClosed: 'true' },
    });
    expect(saved.status, String(saved.body.Message)).toBe(200);
    const [row] = await app.deps.db
      .select({ closed: fiscalYearsTable.IsClosed })
      .from(fiscalYearsTable)
      .where(and(eq(fiscalYearsTable.companyId, 1), eq(fiscalYearsTable.id, second.Id)));
    expect(row?.closed).toBe(false);
  });

  it('closes the next year into a reserve, refuses to reopen the earlier one while it stands, and reopens in order', async () => {
    const beforeToday = await chart(TODAY);
    const closed = await close(second, { CapitalLedgerId: reserve });
    expect(closed.status, closed.body.Message).toBe(200);
    expect(closed.body.Data).toMatchObject({ Profit: 380, CapitalLedgerId: reserve });
    expect((await yearCovering(FIRST_DAY)).CanReopen).toBe(false);
    const afterClose = closings(await chart(TODAY));
    expect((afterClose.get(reserve) ?? 0) - (closings(beforeToday).get(reserve) ?? 0)).toBe(-38_000);

    const refused = await reopen(first);
    expect(refused.status).toBe(409);
    expect(refused.body.Message).toContain(`Reopen ${second.Name} first`);
    const noReason = await post('/accounting/yearend/reopen', { FiscalYearId: second.Id });
    expect(noReason.status).toBe(400);

    const reopened = await reopen(second);
    expect(reopened.status, reopened.body.Message).toBe(200);
    expect(reopened.body.Data).toMatchObject({ Status: 'open', Profit: null, CanReopen: false });
    expect(closings(await chart(TODAY))).toEqual(closings(beforeToday));
    expect((await reopen(second)).status).toBe(409);
  });

  it('reopens the first year: the carried openings go and the balances are as before the close', async () => {
    const beforeNext = await chart(SECOND_DAY);
    const reopened = await reopen(first);
    expect(reopened.status, reopened.body.Message).toBe(200);
    expect(await openingsOf(second.Id)).toEqual([]);
    const [closing] = await app.deps.db
      .select({ year: fiscalYearClosings.fiscalYearId })
      .from(fiscalYearClosings)
      .where(and(eq(fiscalYearClosings.companyId, 1), eq(fiscalYearClosings.fiscalYearId, first.Id)));
    expect(closing).toBeUndefined();
    const after = closings(await chart(SECOND_DAY));
    const was = closings(beforeNext);
    expect((after.get(capital) ?? 0) - (was.get(capital) ?? 0)).toBe(30_000);
    expect((after.get(profitAndLoss) ?? 0) - (was.get(profitAndLoss) ?? 0)).toBe(-30_000);
    expect(after.get(cash)).toBe(was.get(cash));
    const trail = await app.deps.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, 1),
          eq(auditLog.entity, 'FiscalYear'),
          eq(auditLog.entityId, String(first.Id)),
        ),
      )
      .orderBy(asc(auditLog.id));
    expect(trail.map((entry) => entry.action)).toEqual(['close', 'reopen']);
    expect(trail[1]?.after).toMatchObject({
      IsClosed: false,
      Remarks: 'Audit adjustment',
      OpeningsRemoved: 2,
    });
    // The year takes postings again.
    await postJournal(FIRST_DAY, [
      [cash, 'Dr', 1],
      [sales, 'Cr', 1],
    ]);
  });

  it('is refused to a user without the year end page', async () => {
    const salesUser = await signInAs(app, 'sales1', 'Sales@123');
    expect((await get('/accounting/yearend/list', salesUser)).status).toBe(403);
    expect((await post('/accounting/yearend/close', { FiscalYearId: first.Id }, salesUser)).status).toBe(403);
    expect((await yearCovering(FIRST_DAY)).Status).toBe('open');
  });
});
