import type { ChargeItemsPage } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobileBankingActivationRequests, mobileBankingCharges } from '../../db/schema/index.js';
import {
  coopCalls,
  MB,
  requestIdOf,
  startMobileBankingTestApp,
} from '../../test-support/mobile-banking-test-kit.js';
import type { TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let coop: string;
let coopStaff: string;
let other: string;
let calls: ReturnType<typeof coopCalls>;
beforeAll(async () => {
  ({ app, coop, coopStaff, other } = await startMobileBankingTestApp());
  calls = coopCalls(app, coop);
});
afterAll(async () => app.close());

const charges = async (search = '') => {
  const answer = await calls.get<ChargeItemsPage>(`charges${search ? `?${search}` : ''}`);
  expect(answer.status, answer.body.Message).toBe(200);
  const page = answer.body.Data;
  if (!page) throw new Error('no page');
  return page;
};

const membersOf = (page: ChargeItemsPage) => page.Items.map((item) => item.MemberNo);

// The demo renewed each service a year or more old once (Rs 500 each), on its expiry less a year.
const DEMO_NEWEST_FIRST = ['M-1012', 'M-1008', 'M-1007', 'M-1006', 'M-1005', 'M-1004'];

describe('the demo charges', () => {
  it('lists every renewal of the company, newest charge date first, with the total', async () => {
    const page = await charges();
    expect(membersOf(page)).toEqual(DEMO_NEWEST_FIRST);
    expect(page).toMatchObject({ TotalCount: 6, TotalAmount: 3000, PageNo: 1, PageSize: 20 });
    const id = await requestIdOf(app, coop, 'M-1004');
    expect(page.Items.at(-1)).toEqual({
      Id: expect.any(Number),
      ActivationRequestId: id,
      MemberName: 'Krishna Prasad Koirala',
      MemberNo: 'M-1004',
      PhoneNumber: '9841000004',
      Kind: 'renewal',
      Amount: 500,
      ChargeDate: '2025-11-12',
      PeriodFrom: '2025-11-12',
      PeriodTo: '2026-11-12',
      Remarks: null,
      ByName: 'Anita Adhikari',
    });
  });

  it('adds a charge made from a request at the top, and Kind separates it from the renewals', async () => {
    const id = await requestIdOf(app, coop, 'M-1009');
    const charged = await calls.post(`newcharge?id=${id}`, {
      ChargeAmount: '125.50',
      Remarks: 'Printed statement',
    });
    expect(charged.status, charged.body.Message).toBe(200);

    const all = await charges();
    expect(membersOf(all)).toEqual(['M-1009', ...DEMO_NEWEST_FIRST]);
    expect(all).toMatchObject({ TotalCount: 7, TotalAmount: 3125.5 });

    const others = await charges('Kind=other');
    expect(others.Items).toEqual([
      expect.objectContaining({
        ActivationRequestId: id,
        MemberName: 'Laxmi Maharjan',
        Kind: 'other',
        Amount: 125.5,
        ChargeDate: '2026-11-22',
        PeriodFrom: null,
        PeriodTo: null,
        Remarks: 'Printed statement',
        ByName: 'Anita Adhikari',
      }),
    ]);
    expect(others).toMatchObject({ TotalCount: 1, TotalAmount: 125.5 });

    // Case is not significant, as in the other filters of the module.
    const renewals = await charges('kind=Renewal');
    expect(membersOf(renewals)).toEqual(DEMO_NEWEST_FIRST);
    expect(renewals.TotalAmount).toBe(3000);
  });
});

describe('filters', () => {
  it('searches the member name, member number and phone', async () => {
    const byName = await charges('query=koirala');
    expect(membersOf(byName)).toEqual(['M-1004']);
    expect(byName.TotalAmount).toBe(500);
    expect(membersOf(await charges('query=m-1005'))).toEqual(['M-1005']);
    expect(membersOf(await charges('query=9841000006'))).toEqual(['M-1006']);
    // A LIKE wildcard is taken literally.
    const none = await charges('query=%25');
    expect(none).toMatchObject({ Items: [], TotalCount: 0, TotalAmount: 0 });
  });

  it('keeps charges of the date range, both ends included, and combines it with the search', async () => {
    const range = await charges('fromDate=2025-11-19&toDate=2025-11-29');
    expect(membersOf(range)).toEqual(['M-1007', 'M-1006', 'M-1005']);
    expect(range).toMatchObject({ TotalCount: 3, TotalAmount: 1500 });
    expect(membersOf(await charges('fromDate=2026-01-01'))).toEqual(['M-1009', 'M-1012']);
    expect(membersOf(await charges('toDate=2025-11-19'))).toEqual(['M-1005', 'M-1004']);
    expect(membersOf(await charges('fromDate=2025-11-22&toDate=2025-11-22'))).toEqual(['M-1006']);
    const narrowed = await charges('fromDate=2025-11-01&toDate=2025-11-30&query=gurung&Kind=renewal');
    expect(membersOf(narrowed)).toEqual(['M-1005']);
    expect(narrowed.TotalAmount).toBe(500);
  });

  it('pages the list while the total stays the whole filter', async () => {
    const second = await charges('pageSize=2&pageNo=2');
    expect(membersOf(second)).toEqual(['M-1008', 'M-1007']);
    expect(second).toMatchObject({ TotalCount: 7, TotalAmount: 3125.5, PageNo: 2, PageSize: 2 });
    const past = await charges('pageSize=2&pageNo=9');
    expect(past).toMatchObject({ Items: [], TotalCount: 7, TotalAmount: 3125.5 });
  });

  it('answers 400 with the reason for a backward range, a bad date, kind or page', async () => {
    const refused = async (search: string) => {
      const answer = await calls.get(`charges?${search}`);
      expect(answer.status, search).toBe(400);
      return answer.body.Message;
    };
    expect(await refused('fromDate=2025-12-01&toDate=2025-11-01')).toBe('fromDate must not be after toDate');
    expect(await refused('fromDate=2025-02-30')).toBe('fromDate must be a date (YYYY-MM-DD)');
    expect(await refused('toDate=01/11/2025')).toBe('toDate must be a date (YYYY-MM-DD)');
    expect(await refused('Kind=activation')).toBe('Kind must be one of: renewal, other');
    expect(await refused('pageSize=6000')).toBe('pageSize must be a whole number from 1 to 5000');
    expect(await refused('pageNo=0')).toBe('pageNo must be a positive whole number');
  });
});

describe('access', () => {
  it('refuses a member of the company without Activation Requests view', async () => {
    const answer = await app.get(`${MB}/charges`, { token: coopStaff, companyId: 2 });
    expect(answer.status).toBe(403);
    expect(answer.body.Message).toBe('You do not have permission to view Activation Requests.');
  });

  it("never shows one company's charges to another, even for the same member number", async () => {
    const empty = await app.get<ChargeItemsPage>(`${MB}/charges`, { token: other, companyId: 1 });
    expect(empty.status).toBe(200);
    expect(empty.body.Data).toMatchObject({ Items: [], TotalCount: 0, TotalAmount: 0 });

    // Company 1's own request and charge, with ids that may equal company 2's (ids are per company).
    const [request] = await app.deps.db
      .insert(mobileBankingActivationRequests)
      .values({
        companyId: 1,
        memberNo: 'M-1004',
        memberName: 'Krishna Prasad Koirala',
        phoneNumber: '9841000004',
        status: 'activated',
      })
      .returning({ id: mobileBankingActivationRequests.id });
    await app.deps.db.insert(mobileBankingCharges).values({
      companyId: 1,
      activationRequestId: request?.id ?? 0,
      kind: 'other',
      amount: 99_900,
      chargeDate: '2025-11-12',
    });

    const own = await app.get<ChargeItemsPage>(`${MB}/charges?query=koirala`, { token: other, companyId: 1 });
    expect(own.body.Data).toMatchObject({ TotalCount: 1, TotalAmount: 999 });
    expect(own.body.Data?.Items[0]).toMatchObject({ Kind: 'other', ByName: null });
    const theirs = await charges('query=koirala');
    expect(theirs.Items).toEqual([expect.objectContaining({ Kind: 'renewal', Amount: 500 })]);
    expect(theirs.TotalAmount).toBe(500);
  });
});
