import { ACCOUNTING_LOCK_DATE_SETTING_KEY } from '@backoffice/shared/entities/accounting/accounting-setting.entity';
import { LEDGER } from '@backoffice/shared/entities/accounting/ledger.entity';
import type { PaymentDetail } from '@backoffice/shared/sales/collections/collection.contract';
import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountingSettingsTable,
  bankAccountsTable,
  ledgersTable,
  payments,
  voucherLines,
  vouchers,
} from '../../../db/schema/index.js';
import { idByName } from '../../../test-support/entity-id.js';
import { returnsAndCollectionsKit } from '../../../test-support/returns-and-collections-test-kit.js';
import { API, signInAs } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { writeSetting } from '../../settings/settings.repository.js';
import { postSalesBacklog } from './sales-backlog.js';
import { postSalesBacklogAtStart } from './sales-backlog-start.js';

let app: TestApp;
let admin: string;
let kit: ReturnType<typeof returnsAndCollectionsKit>;
const ledger: Record<'cash' | 'sales' | 'vat' | 'chequesInHand' | 'bounceCharges' | 'bank', number> = {
  cash: 0,
  sales: 0,
  vat: 0,
  chequesInHand: 0,
  bounceCharges: 0,
  bank: 0,
};
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  kit = returnsAndCollectionsKit(app, () => admin);
  ledger.cash = await idByName(app, LEDGER, 'Cash', 1);
  ledger.sales = await idByName(app, LEDGER, 'Sales', 1);
  ledger.vat = await idByName(app, LEDGER, 'VAT Output 13%', 1);
  ledger.chequesInHand = await idByName(app, LEDGER, 'Cheques in Hand', 1);
  ledger.bounceCharges = await idByName(app, LEDGER, 'Cheque Bounce Charges', 1);
  const [account] = await app.deps.db
    .select({ ledgerId: bankAccountsTable.LedgerId })
    .from(bankAccountsTable)
    .where(eq(bankAccountsTable.companyId, 1))
    .orderBy(bankAccountsTable.id)
    .limit(1);
  ledger.bank = Number(account?.ledgerId);
});
afterAll(async () => app.close());

const paisa = (rupees: number) => Math.round(rupees * 100);

/** A ledger's balance from its lines in the books, Dr positive, paisa. */
const balanceOf = async (ledgerId: number): Promise<number> => {
  const [row] = await app.deps.db
    .select({
      net: sql<string>`coalesce(sum(case when ${voucherLines.side} = 'Dr' then ${voucherLines.amount} else -${voucherLines.amount} end), 0)`,
    })
    .from(voucherLines)
    .where(
      and(eq(voucherLines.companyId, 1), eq(voucherLines.ledgerId, ledgerId), eq(voucherLines.inBooks, true)),
    );
  return Number(row?.net ?? 0);
};

const partyLedger = async (partyId: number): Promise<number> => {
  const [row] = await app.deps.db
    .select({ id: ledgersTable.id })
    .from(ledgersTable)
    .where(and(eq(ledgersTable.companyId, 1), eq(ledgersTable.PartyId, partyId)));
  return Number(row?.id);
};

const vouchersOf = (kind: 'order' | 'return' | 'payment', id: number) =>
  app.deps.db
    .select({
      id: vouchers.id,
      key: vouchers.sourceKey,
      type: vouchers.voucherType,
      status: vouchers.status,
      total: vouchers.totalAmount,
    })
    .from(vouchers)
    .where(and(eq(vouchers.companyId, 1), eq(vouchers.sourceKind, kind), eq(vouchers.sourceId, id)))
    .orderBy(vouchers.id);

/** The balances of the given ledgers now, to compare with after an event. */
const snapshot = async (ids: number[]) => Promise.all(ids.map(balanceOf));
const moved = async (ids: number[], before: number[]) =>
  (await snapshot(ids)).map((after, index) => after - (before[index] ?? 0));

const as = () => ({ token: admin, companyId: 1 });

describe('a delivery', () => {
  it('posts one Sales voucher: Dr the party the total, Cr Sales the taxable amount and VAT Output the VAT', async () => {
    const party = await kit.newParty();
    const partyId = await partyLedger(party);
    const order = await kit.dispatchedOrder(party);
    const before = await snapshot([ledger.sales, ledger.vat]);
    const delivered = await kit.orderAction(order.Id, 'deliver');
    expect(await moved([ledger.sales, ledger.vat], before)).toEqual([
      -paisa(delivered.TaxableAmount),
      -paisa(delivered.VatAmount),
    ]);
    expect(await balanceOf(partyId)).toBe(paisa(delivered.TotalAmount));
    expect(await vouchersOf('order', order.Id)).toEqual([
      expect.objectContaining({ key: `order:${order.Id}:invoice`, type: 'sales', status: 'posted' }),
    ]);
    const [line] = await app.deps.db
      .select({ billRef: voucherLines.billRef })
      .from(voucherLines)
      .where(and(eq(voucherLines.companyId, 1), eq(voucherLines.ledgerId, partyId)));
    expect(line?.billRef).toBe(order.OrderNo);

    // Delivered again (a retry): refused by the pipeline, and nothing new in the books.
    const again = await app.post(`${API}/order/deliver?id=${order.Id}`, as());
    expect(again.status).toBe(409);
    expect(await vouchersOf('order', order.Id)).toHaveLength(1);
  });

  it('of two deliveries of one order at once, one posts and the other is refused (409)', async () => {
    const party = await kit.newParty();
    const order = await kit.dispatchedOrder(party);
    const answers = await Promise.all([
      app.post(`${API}/order/deliver?id=${order.Id}`, as()),
      app.post(`${API}/order/bulk`, { ...as(), json: { Action: 'deliver', Ids: [order.Id] } }),
    ]);
    const single = answers[0].status;
    const [bulkRow] = (answers[1].body as { Data?: { Results?: { Done: boolean; Code?: number }[] } }).Data
      ?.Results ?? [{ Done: false }];
    // The route and the bulk row each deliver it; exactly one wins, the other is told 409.
    expect([single, bulkRow?.Done ? 200 : bulkRow?.Code].sort()).toEqual([200, 409]);
    expect((await vouchersOf('order', order.Id)).filter((row) => row.type === 'sales')).toHaveLength(1);
    expect(await balanceOf(await partyLedger(party))).toBe(paisa(order.TotalAmount));
  });

  it('is refused with 409 naming the key when the sales ledger is not set, and the order stays dispatched', async () => {
    const party = await kit.newParty();
    const order = await kit.dispatchedOrder(party);
    const key = and(
      eq(accountingSettingsTable.companyId, 1),
      eq(accountingSettingsTable.Key, 'SALES_LEDGER'),
    );
    const [setting] = await app.deps.db.select().from(accountingSettingsTable).where(key);
    await app.deps.db.delete(accountingSettingsTable).where(key);
    try {
      const refused = await app.post(`${API}/order/deliver?id=${order.Id}`, as());
      expect(refused.status).toBe(409);
      expect(refused.body.Message).toContain('SALES_LEDGER');
      expect(await kit.orderStatus(order.Id)).toBe('dispatched');
      expect(await vouchersOf('order', order.Id)).toHaveLength(0);
    } finally {
      if (setting) await app.deps.db.insert(accountingSettingsTable).values(setting);
    }
    await kit.orderAction(order.Id, 'deliver');
    expect(await vouchersOf('order', order.Id)).toHaveLength(1);
  });

  it('is refused with the poster’s 400 on a locked date, and the order stays dispatched', async () => {
    const party = await kit.newParty();
    const order = await kit.dispatchedOrder(party);
    await writeSetting(app.deps.db, 1, ACCOUNTING_LOCK_DATE_SETTING_KEY, '2026-11-30', new Date());
    try {
      const refused = await app.post(`${API}/order/deliver?id=${order.Id}`, as());
      expect(refused.status).toBe(400);
      expect(refused.body.Message).toContain('locked up to 2026-11-30');
      expect(await kit.orderStatus(order.Id)).toBe('dispatched');
    } finally {
      await writeSetting(app.deps.db, 1, ACCOUNTING_LOCK_DATE_SETTING_KEY, '', new Date());
    }
  });
});

describe('a return', () => {
  it('posts a Credit Note against the order’s bill when verified, at the verified value', async () => {
    const party = await kit.newParty();
    const partyId = await partyLedger(party);
    const order = await kit.deliveredOrder(party);
    const saved = await kit.saveReturn(order, [[0, 6]]);
    expect(saved.status, saved.body.Message).toBe(200);
    const returnId = Number(saved.body.Data?.Id);
    expect(await vouchersOf('return', returnId)).toHaveLength(0);
    const before = await snapshot([ledger.sales, ledger.vat]);
    const verified = await kit.returnAction(returnId, 'verify');
    expect(verified.status, verified.body.Message).toBe(200);
    const value = verified.body.Data;
    expect(await moved([ledger.sales, ledger.vat], before)).toEqual([
      paisa(Number(value?.TaxableAmount)),
      paisa(Number(value?.VatAmount)),
    ]);
    expect(await balanceOf(partyId)).toBe(paisa(order.TotalAmount) - paisa(Number(value?.TotalAmount)));
    expect(await vouchersOf('return', returnId)).toEqual([
      expect.objectContaining({ key: `return:${returnId}:credit-note`, type: 'creditNote' }),
    ]);
    expect(verified.body.Data?.Vouchers).toEqual([
      expect.objectContaining({ VoucherNo: expect.stringMatching(/^CN-/), VoucherType: 'creditNote' }),
    ]);
    expect((await kit.returnAction(returnId, 'verify')).status).toBe(409);
    expect(await vouchersOf('return', returnId)).toHaveLength(1);
  });
});

describe('a payment', () => {
  it('posts a Receipt into Cash, re-posts it when corrected and reverses it when deleted', async () => {
    const party = await kit.newParty();
    const partyId = await partyLedger(party);
    const order = await kit.deliveredOrder(party);
    const cashBefore = await balanceOf(ledger.cash);
    const paid = await kit.payOk({ PartyId: party, Method: 'cash', Amount: 100 });
    expect(await balanceOf(ledger.cash)).toBe(cashBefore + 10_000);
    expect(await balanceOf(partyId)).toBe(paisa(order.TotalAmount) - 10_000);

    const corrected = await app.post<PaymentDetail>(`${API}/payment/save`, {
      ...as(),
      json: { Id: paid.Id, PartyId: party, Method: 'cash', Amount: 150, Version: paid.Version },
    });
    expect(corrected.status, corrected.body.Message).toBe(200);
    expect(await balanceOf(ledger.cash)).toBe(cashBefore + 15_000);
    expect(await balanceOf(partyId)).toBe(paisa(order.TotalAmount) - 15_000);
    const afterEdit = await vouchersOf('payment', paid.Id);
    expect(afterEdit.map((row) => [row.type, row.status, row.total])).toEqual([
      ['receipt', 'cancelled', 10_000],
      ['receipt', 'posted', 10_000],
      ['receipt', 'posted', 15_000],
    ]);
    expect(afterEdit[2]?.key).toBe(`payment:${paid.Id}:receipt:v${corrected.body.Data?.Version}`);

    // Saved again unchanged: nothing to re-post.
    const same = await app.post<PaymentDetail>(`${API}/payment/save`, {
      ...as(),
      json: { Id: paid.Id, PartyId: party, Method: 'cash', Amount: 150 },
    });
    expect(same.status, same.body.Message).toBe(200);
    expect(await vouchersOf('payment', paid.Id)).toHaveLength(3);

    const deleted = await app.post(`${API}/payment/delete?id=${paid.Id}`, { ...as(), json: {} });
    expect(deleted.status, deleted.body.Message).toBe(200);
    expect(await balanceOf(ledger.cash)).toBe(cashBefore);
    expect(await balanceOf(partyId)).toBe(paisa(order.TotalAmount));
  });

  it('puts a bank transfer in the company’s bank', async () => {
    const party = await kit.newParty();
    const before = await balanceOf(ledger.bank);
    await kit.payOk({ PartyId: party, Method: 'bankTransfer', Amount: 75, ReferenceNo: 'TRF-1' });
    expect(await balanceOf(ledger.bank)).toBe(before + 7_500);
    expect(await balanceOf(await partyLedger(party))).toBe(-7_500);
  });
});

describe('a cheque', () => {
  it('is received into Cheques in Hand, deposited, bounced with a charge, deposited again and cleared', async () => {
    const party = await kit.newParty();
    const partyId = await partyLedger(party);
    const order = await kit.deliveredOrder(party);
    const ids = [ledger.chequesInHand, ledger.bank, ledger.bounceCharges];
    const before = await snapshot(ids);
    const cheque = await kit.payOk({
      PartyId: party,
      Method: 'cheque',
      Amount: 200,
      ChequeNo: '555001',
      ChequeBank: 'Nabil Bank',
    });
    expect(await moved(ids, before)).toEqual([20_000, 0, 0]);

    const deposits = await Promise.all([kit.cheque(cheque.Id, 'deposit'), kit.cheque(cheque.Id, 'deposit')]);
    expect(deposits.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await moved(ids, before)).toEqual([0, 20_000, 0]);

    const bounces = await Promise.all([
      kit.cheque(cheque.Id, 'bounce', { BounceReason: 'Insufficient funds', BounceCharge: '5' }),
      kit.cheque(cheque.Id, 'bounce', { BounceReason: 'Insufficient funds', BounceCharge: '5' }),
    ]);
    expect(bounces.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await moved(ids, before)).toEqual([0, 0, -500]);
    expect(await balanceOf(partyId)).toBe(paisa(order.TotalAmount) + 500);

    expect((await kit.cheque(cheque.Id, 'deposit')).status).toBe(200);
    expect((await kit.cheque(cheque.Id, 'reconcile')).status).toBe(200);
    expect(await moved(ids, before)).toEqual([0, 20_000, -500]);
    expect((await vouchersOf('payment', cheque.Id)).map((row) => row.key)).toEqual([
      `payment:${cheque.Id}:receipt`,
      `payment:${cheque.Id}:deposit:1`,
      `payment:${cheque.Id}:bounce:1`,
      `payment:${cheque.Id}:receipt:2`,
      `payment:${cheque.Id}:deposit:2`,
    ]);
    const detail = await app.get<PaymentDetail>(`${API}/payment/detail?id=${cheque.Id}`, as());
    expect(detail.body.Data?.Vouchers.map((voucher) => voucher.VoucherType)).toEqual([
      'receipt',
      'contra',
      'journal',
      'receipt',
      'contra',
    ]);
    // The party's ledger says what its statement says once nothing is pending.
    const ledgerBalance = await balanceOf(partyId);
    expect(ledgerBalance).toBe(paisa(order.TotalAmount) - 20_000 + 500);
    expect(paisa((await kit.balance(party)).Balance)).toBe(ledgerBalance);
  });
});

describe('the backlog', () => {
  it('posts what has no voucher once, in one run, and nothing on the next', async () => {
    const party = await kit.newParty();
    const partyId = await partyLedger(party);
    // A payment written before the books were (straight into the table, as an old database has it).
    const [row] = await app.deps.db
      .insert(payments)
      .values({
        companyId: 1,
        receiptNo: `RC-OLD-${Date.now()}`,
        paymentDate: '2026-11-20',
        partyId: party,
        method: 'cash',
        amount: 12_345,
        clearedOn: '2026-11-20',
      })
      .returning({ id: payments.id });
    const by = { userId: null, now: new Date(), log: pino({ level: 'silent' }) };
    const first = await postSalesBacklog(app.deps.db, 1, by);
    expect(first).toEqual({ posted: 1, refused: 0 });
    const second = await postSalesBacklog(app.deps.db, 1, by);
    expect(second).toEqual({ posted: 0, refused: 0 });
    expect(await vouchersOf('payment', Number(row?.id))).toHaveLength(1);
    expect(await balanceOf(partyId)).toBe(-12_345);
  });

  it('runs at server start for a company with an unposted document', async () => {
    const party = await kit.newParty();
    const [row] = await app.deps.db
      .insert(payments)
      .values({
        companyId: 1,
        receiptNo: `RC-START-${Date.now()}`,
        paymentDate: '2026-11-21',
        partyId: party,
        method: 'cash',
        amount: 5_000,
        clearedOn: '2026-11-21',
      })
      .returning({ id: payments.id });
    await postSalesBacklogAtStart(app.deps.db, pino({ level: 'silent' }), new Date());
    expect(await vouchersOf('payment', Number(row?.id))).toEqual([
      expect.objectContaining({ key: `payment:${row?.id}:receipt`, type: 'receipt', total: 5_000 }),
    ]);
  });

  it('has posted the demo’s documents: every delivered order has its Sales voucher', async () => {
    const [row] = await app.deps.db
      .execute<{ missing: string }>(sql`
      select count(*) as missing from orders o
      where o.company_id = 1 and o.status in ('delivered', 'paid', 'completed') and o.total_amount > 0
        and not exists (select 1 from vouchers v where v.company_id = 1 and v.source_key = 'order:' || o.id || ':invoice')`)
      .then((result) => (result as unknown as { rows: { missing: string }[] }).rows);
    expect(Number(row?.missing)).toBe(0);
  });
});

describe('the order detail', () => {
  it('lists the order’s vouchers', async () => {
    const party = await kit.newParty();
    const order = await kit.deliveredOrder(party);
    const detail = await app.get<OrderDetail>(`${API}/order/detail?id=${order.Id}`, as());
    expect(detail.body.Data?.Vouchers).toEqual([
      expect.objectContaining({
        VoucherNo: expect.stringMatching(/^SV-/),
        VoucherType: 'sales',
        Status: 'posted',
      }),
    ]);
  });
});
