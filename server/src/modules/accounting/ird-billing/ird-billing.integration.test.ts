import type {
  IrdBillingSettings,
  IrdOutboxRow,
  irdOutboxPageSchema,
} from '@backoffice/shared/accounting/ird-billing.contract';
import type { TaxInvoice } from '@backoffice/shared/accounting/tax-invoice.contract';
import { LEDGER } from '@backoffice/shared/entities/accounting/ledger.entity';
import type { BulkAnswer } from '@backoffice/shared/http/bulk-action';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cbmsOutbox, cbmsSettings, companies, partiesTable, vouchers } from '../../../db/schema/index.js';
import { idByName } from '../../../test-support/entity-id.js';
import { returnsAndCollectionsKit } from '../../../test-support/returns-and-collections-test-kit.js';
import { API, signInAs } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { httpCbmsClient } from './cbms-http.adapter.js';
import { CbmsSender, cbmsRetryDelayMs } from './cbms-sender.js';
import { type FakeCbms, startFakeCbms } from './cbms-test-kit.js';

type OutboxPage = z.output<typeof irdOutboxPageSchema>;
type Row = Record<string, unknown>;

const SELLER_PAN = '601234567';
const PASSWORD = 'Ird-Pass 2083!';

let app: TestApp;
let admin: string;
let fake: FakeCbms;
let kit: ReturnType<typeof returnsAndCollectionsKit>;

const as = () => ({ token: admin, companyId: 1 });
const settings = (json: Row) => app.post<IrdBillingSettings>(`${API}/irdbilling/settings`, { ...as(), json });
const outbox = async (query = '') => {
  const answer = await app.get<OutboxPage>(`${API}/irdbilling/outbox?${query}`, as());
  expect(answer.status, answer.body.Message).toBe(200);
  return answer.body.Data as OutboxPage;
};
const resend = (ids: number[]) =>
  app.post<BulkAnswer>(`${API}/irdbilling/resend`, { ...as(), json: { Ids: ids } });

const newSender = () =>
  new CbmsSender({
    db: app.deps.db,
    logger: pino({ level: 'silent' }),
    clock: app.clock.now,
    encryptionKey: app.deps.secrets.encryptionKey,
    client: httpCbmsClient(fake.url, 2_000),
    batchMs: 60_000,
  });

const voucherOfOrder = async (orderId: number) => {
  const [row] = await app.deps.db
    .select({ id: vouchers.id, voucherNo: vouchers.voucherNo })
    .from(vouchers)
    .where(and(eq(vouchers.companyId, 1), eq(vouchers.sourceKind, 'order'), eq(vouchers.sourceId, orderId)));
  return { id: Number(row?.id), voucherNo: String(row?.voucherNo) };
};

const rowOfVoucher = async (voucherId: number): Promise<IrdOutboxRow> => {
  const page = await outbox(`VoucherId=${voucherId}`);
  expect(page.Items).toHaveLength(1);
  return page.Items[0] as IrdOutboxRow;
};

const partyWithPan = async (pan: string): Promise<number> => {
  const partyId = await kit.newParty();
  await app.deps.db
    .update(partiesTable)
    .set({ PanVatNumber: pan })
    .where(and(eq(partiesTable.companyId, 1), eq(partiesTable.id, partyId)));
  return partyId;
};

/** A sales voucher typed by hand and posted: cash sale of 100 plus 13 VAT. */
const handSale = async (narration: string) => {
  const [cash, sales, vat] = await Promise.all([
    idByName(app, LEDGER, 'Cash', 1),
    idByName(app, LEDGER, 'Sales', 1),
    idByName(app, LEDGER, 'VAT Output 13%', 1),
  ]);
  const saved = await app.post<{ Id: number; VoucherNo: string; Version: number }>(`${API}/voucher/save`, {
    ...as(),
    json: {
      VoucherType: 'sales',
      VoucherDate: '2026-11-22',
      Narration: narration,
      Post: true,
      Lines: [
        { LedgerId: cash, Side: 'Dr', Amount: 113 },
        { LedgerId: sales, Side: 'Cr', Amount: 100 },
        { LedgerId: vat, Side: 'Cr', Amount: 13 },
      ],
    },
  });
  expect(saved.status, saved.body.Message).toBe(200);
  return saved.body.Data as { Id: number; VoucherNo: string; Version: number };
};

const cancel = (id: number) =>
  app.post(`${API}/voucher/cancel?id=${id}`, { ...as(), json: { Remarks: 'Typed twice' } });

beforeAll(async () => {
  app = await startTestApp({ env: { CBMS_URL: 'http://127.0.0.1:9', CBMS_BATCH_MINUTES: '30' } });
  admin = await signInAs(app, 'admin', 'Admin@123');
  kit = returnsAndCollectionsKit(app, () => admin);
  fake = await startFakeCbms();
  await app.deps.db.update(companies).set({ panNumber: SELLER_PAN }).where(eq(companies.id, 1));
});
afterAll(async () => {
  await fake.close();
  await app.close();
});

describe('IRD billing off', () => {
  it('writes no outbox row for a company that has not turned it on', async () => {
    const order = await kit.deliveredOrder(await kit.newParty());
    const voucher = await voucherOfOrder(order.Id);
    expect(voucher.id).toBeGreaterThan(0);
    const rows = await app.deps.db.select().from(cbmsOutbox).where(eq(cbmsOutbox.companyId, 1));
    expect(rows).toEqual([]);
  });

  it('answers the settings without a password, and refuses to turn on without credentials', async () => {
    const read = await app.get<IrdBillingSettings>(`${API}/irdbilling/settings`, as());
    expect(read.body.Data).toMatchObject({
      Enabled: false,
      PasswordSet: false,
      ServiceConfigured: true,
      BatchMinutes: 30,
    });
    const refused = await settings({ Enabled: true, Mode: 'realtime', Username: 'seller01' });
    expect(refused.status).toBe(400);
  });
});

describe('credentials', () => {
  it('keeps the password sealed, never answers it, and keeps it when none is sent', async () => {
    const saved = await settings({
      Enabled: true,
      Mode: 'realtime',
      Username: 'seller01',
      Password: PASSWORD,
    });
    expect(saved.status, saved.body.Message).toBe(200);
    expect(saved.body.Data).toMatchObject({
      Enabled: true,
      Mode: 'realtime',
      Username: 'seller01',
      PasswordSet: true,
    });
    expect(JSON.stringify(saved.body)).not.toContain(PASSWORD);
    const [stored] = await app.deps.db.select().from(cbmsSettings).where(eq(cbmsSettings.companyId, 1));
    expect(stored?.passwordSealed).toBeTruthy();
    expect(stored?.passwordSealed).not.toContain(PASSWORD);
    const again = await settings({ Enabled: true, Mode: 'realtime', Username: 'seller01' });
    expect(again.body.Data?.PasswordSet).toBe(true);
    const [kept] = await app.deps.db.select().from(cbmsSettings).where(eq(cbmsSettings.companyId, 1));
    expect(kept?.passwordSealed).toBe(stored?.passwordSealed);
    const read = await app.get(`${API}/irdbilling/settings`, as());
    expect(JSON.stringify(read.body)).not.toContain(PASSWORD);
  });
});

describe('sending', () => {
  it('sends a delivered order’s invoice with the fields of its tax invoice', async () => {
    const partyId = await partyWithPan('302221110');
    const order = await kit.deliveredOrder(partyId, [
      ['Coca-Cola 500 ml', 24],
      ['Coca-Cola 500 ml', 2],
    ]);
    const voucher = await voucherOfOrder(order.Id);
    const row = await rowOfVoucher(voucher.id);
    expect(row).toMatchObject({
      Kind: 'bill',
      Status: 'pending',
      Attempts: 0,
      DocumentNo: voucher.voucherNo,
    });
    const invoice = (await app.get<TaxInvoice>(`${API}/voucher/taxinvoice?id=${voucher.id}`, as())).body
      .Data as TaxInvoice;

    const before = fake.calls.length;
    expect(await newSender().round('realtime')).toBeGreaterThanOrEqual(1);
    const sent = fake.calls.slice(before).find((call) => call.body.invoice_number === voucher.voucherNo);
    expect(sent?.path).toBe('/api/bill');
    expect(sent?.body).toEqual({
      username: 'seller01',
      password: PASSWORD,
      seller_pan: SELLER_PAN,
      buyer_pan: '302221110',
      buyer_name: invoice.Buyer.Name,
      fiscal_year: '2083.084',
      invoice_number: voucher.voucherNo,
      invoice_date: invoice.InvoiceDateBs.replaceAll('-', '.'),
      total_sales: invoice.Total,
      taxable_sales_vat: invoice.TaxableAmount,
      vat: invoice.VatAmount,
      excisable_amount: 0,
      excise: 0,
      taxable_sales_hst: 0,
      hst: 0,
      amount_for_esf: 0,
      esf: 0,
      export_sales: 0,
      tax_exempted_sales: invoice.ExemptAmount,
      isrealtime: true,
      datetimeClient: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(invoice.VatAmount).toBeGreaterThan(0);
    expect(await rowOfVoucher(voucher.id)).toMatchObject({
      Status: 'synced',
      LastAnswer: '200',
      Attempts: 1,
    });
  });

  it('sends a verified return’s credit note naming its invoice', async () => {
    const order = await kit.deliveredOrder(await partyWithPan('302221111'));
    await newSender().round('all');
    const invoice = await voucherOfOrder(order.Id);
    const saved = await kit.saveReturn(order, [[0, 4]]);
    expect(saved.status, saved.body.Message).toBe(200);
    const returnId = Number(saved.body.Data?.Id);
    expect((await kit.returnAction(returnId, 'verify')).status).toBe(200);
    const [note] = await app.deps.db
      .select({ id: vouchers.id, voucherNo: vouchers.voucherNo, total: vouchers.totalAmount })
      .from(vouchers)
      .where(
        and(eq(vouchers.companyId, 1), eq(vouchers.sourceKind, 'return'), eq(vouchers.sourceId, returnId)),
      );
    const row = await rowOfVoucher(Number(note?.id));
    expect(row).toMatchObject({ Kind: 'billreturn', RefInvoiceNo: invoice.voucherNo });

    const before = fake.calls.length;
    await newSender().round('realtime');
    const sent = fake.calls.slice(before).find((call) => call.body.credit_note_number === note?.voucherNo);
    expect(sent?.path).toBe('/api/billreturn');
    expect(sent?.body).toMatchObject({
      ref_invoice_number: invoice.voucherNo,
      credit_note_date: expect.stringMatching(/^20\d\d\.\d\d\.\d\d$/),
      reason_for_return: expect.stringContaining('Damaged in transit'),
      buyer_pan: '302221111',
      total_sales: Number(note?.total) / 100,
    });
    expect(sent?.body).not.toHaveProperty('invoice_number');
    expect(await rowOfVoucher(Number(note?.id))).toMatchObject({ Status: 'synced' });
  });

  it('fails on 102 with the answer in words, backs off longer each time, and goes after a resend', async () => {
    const order = await kit.deliveredOrder(await kit.newParty());
    const voucher = await voucherOfOrder(order.Id);
    const sender = newSender();
    fake.answer(102);
    await sender.round('realtime');
    const first = await rowOfVoucher(voucher.id);
    expect(first).toMatchObject({ Status: 'failed', LastAnswer: '102', Attempts: 1 });
    expect(first.LastMessage).toContain('could not save the bill');
    const wait = (row: IrdOutboxRow) =>
      Date.parse(row.NextAttemptAt ?? '') - Date.parse(row.LastAttemptAt ?? '');
    expect(wait(first)).toBe(cbmsRetryDelayMs(1));

    // Not due yet: nothing goes.
    const before = fake.calls.length;
    await sender.round('all');
    expect(fake.calls.length).toBe(before);

    app.clock.advance(61);
    fake.answer('drop');
    await sender.round('realtime');
    const second = await rowOfVoucher(voucher.id);
    expect(second).toMatchObject({ Status: 'failed', LastAnswer: 'transport', Attempts: 2 });
    expect(wait(second)).toBe(cbmsRetryDelayMs(2));
    expect(wait(second)).toBeGreaterThan(wait(first));
    expect(cbmsRetryDelayMs(30)).toBe(6 * 60 * 60_000);

    const resent = await resend([second.Id]);
    expect(resent.body.Data?.Results).toEqual([{ Id: second.Id, Done: true }]);
    await sender.round('realtime');
    expect(await rowOfVoucher(voucher.id)).toMatchObject({
      Status: 'synced',
      LastAnswer: '200',
      Attempts: 3,
    });
  });

  it('counts 101 on a retry as synced', async () => {
    const order = await kit.deliveredOrder(await kit.newParty());
    const voucher = await voucherOfOrder(order.Id);
    const sender = newSender();
    fake.answer({ httpStatus: 503 }, 101);
    await sender.round('realtime');
    expect(await rowOfVoucher(voucher.id)).toMatchObject({ Status: 'failed', LastAnswer: 'transport' });
    app.clock.advance(61);
    await sender.round('realtime');
    expect(await rowOfVoucher(voucher.id)).toMatchObject({
      Status: 'synced',
      LastAnswer: '101',
      Attempts: 2,
    });
  });

  it('stops on 100 until the credentials change', async () => {
    const order = await kit.deliveredOrder(await kit.newParty());
    const voucher = await voucherOfOrder(order.Id);
    const sender = newSender();
    fake.answer(100);
    await sender.round('realtime');
    expect(await rowOfVoucher(voucher.id)).toMatchObject({
      Status: 'failed',
      LastAnswer: '100',
      NextAttemptAt: null,
    });
    app.clock.advance(7 * 60 * 60);
    const before = fake.calls.length;
    await sender.round('all');
    expect(fake.calls.length).toBe(before);
    await settings({ Enabled: true, Mode: 'realtime', Username: 'seller01', Password: `${PASSWORD}-new` });
    await sender.round('realtime');
    expect(await rowOfVoucher(voucher.id)).toMatchObject({ Status: 'synced' });
    expect(fake.calls.at(-1)?.body.password).toBe(`${PASSWORD}-new`);
  });

  it('sends each invoice once when two senders run at once', async () => {
    const orders = [];
    for (let index = 0; index < 3; index += 1) orders.push(await kit.deliveredOrder(await kit.newParty()));
    const numbers = await Promise.all(
      orders.map(async (order) => (await voucherOfOrder(order.Id)).voucherNo),
    );
    const before = fake.calls.length;
    await Promise.all([newSender().round('all'), newSender().round('all')]);
    const sent = fake.calls.slice(before).map((call) => call.body.invoice_number);
    for (const number of numbers) expect(sent.filter((each) => each === number)).toHaveLength(1);
  });

  it('holds batch rows for the batch round, and wakes a started sender on a realtime posting', async () => {
    await settings({ Enabled: true, Mode: 'batch', Username: 'seller01' });
    const batched = await voucherOfOrder((await kit.deliveredOrder(await kit.newParty())).Id);
    const sender = newSender();
    await sender.round('realtime');
    expect(await rowOfVoucher(batched.id)).toMatchObject({
      Status: 'pending',
      IsRealtime: false,
      Attempts: 0,
    });
    await sender.round('all');
    expect((await rowOfVoucher(batched.id)).Status).toBe('synced');

    await settings({ Enabled: true, Mode: 'realtime', Username: 'seller01' });
    const started = newSender();
    await started.start((await app.secondDatabaseHandle()).listen);
    try {
      await started.idle();
      const live = await voucherOfOrder((await kit.deliveredOrder(await kit.newParty())).Id);
      await expect.poll(async () => (await rowOfVoucher(live.id)).Status, { timeout: 5_000 }).toBe('synced');
    } finally {
      await started.stop();
    }
  });
});

describe('cancelling', () => {
  it('refuses to cancel an invoice the IRD has (409) and withdraws one not sent yet', async () => {
    const synced = await handSale('Counter sale, synced');
    const row = await rowOfVoucher(synced.Id);
    expect(row).toMatchObject({ Kind: 'bill', BuyerName: 'Cash', TotalSales: 113 });
    await newSender().round('realtime');
    expect((await rowOfVoucher(synced.Id)).Status).toBe('synced');
    const refused = await cancel(synced.Id);
    expect(refused.status).toBe(409);
    expect(refused.body.Message).toBe(
      "This invoice is in the IRD's billing system; issue a credit note instead.",
    );
    const [still] = await app.deps.db
      .select({ status: vouchers.status })
      .from(vouchers)
      .where(and(eq(vouchers.companyId, 1), eq(vouchers.id, synced.Id)));
    expect(still?.status).toBe('posted');

    const pending = await handSale('Counter sale, typed twice');
    const cancelled = await cancel(pending.Id);
    expect(cancelled.status, cancelled.body.Message).toBe(200);
    expect((await rowOfVoucher(pending.Id)).Status).toBe('withdrawn');
    // The reversal is not an invoice: it is not queued.
    expect((await outbox(`query=${encodeURIComponent(pending.VoucherNo)}`)).Items).toHaveLength(1);
    const before = fake.calls.length;
    app.clock.advance(60);
    await newSender().round('all');
    expect(fake.calls.slice(before).map((call) => call.body.invoice_number)).not.toContain(pending.VoucherNo);
    expect((await resend([(await rowOfVoucher(pending.Id)).Id])).body.Data?.Results[0]).toMatchObject({
      Done: false,
      Code: 409,
    });
  });
});

describe('the outbox and its access', () => {
  it('filters and counts by state and kind', async () => {
    const all = await outbox('pageSize=100');
    expect(all.Counts.synced).toBeGreaterThanOrEqual(5);
    expect(all.Counts.withdrawn).toBe(1);
    expect(all.TotalCount).toBe(
      all.Counts.pending + all.Counts.synced + all.Counts.failed + all.Counts.withdrawn,
    );
    const notes = await outbox('Kind=billreturn');
    expect(notes.Items.every((item) => item.Kind === 'billreturn')).toBe(true);
    const note = notes.Items[0] as IrdOutboxRow;
    const byInvoice = await outbox(`query=${encodeURIComponent(note.RefInvoiceNo ?? '')}`);
    expect(byInvoice.Items.map((item) => item.Id)).toContain(note.Id);
    expect(byInvoice.Items.map((item) => item.DocumentNo)).toContain(note.RefInvoiceNo);
    const withdrawn = await outbox('Status=withdrawn');
    expect(withdrawn.TotalCount).toBe(1);
    expect(withdrawn.Counts).toEqual(all.Counts);
  });

  it('answers 404 for another company’s outbox row and leaves it untouched', async () => {
    const [foreignVoucher] = await app.deps.db
      .insert(vouchers)
      .values({ companyId: 2, voucherType: 'sales', voucherDate: '2026-11-22', fiscalYear: 2083 })
      .returning({ id: vouchers.id });
    const [foreign] = await app.deps.db
      .insert(cbmsOutbox)
      .values({
        companyId: 2,
        voucherId: Number(foreignVoucher?.id),
        kind: 'bill',
        status: 'failed',
        payload: {},
      })
      .returning();
    const answer = await resend([Number(foreign?.id)]);
    expect(answer.status).toBe(200);
    expect(answer.body.Data?.Results).toEqual([
      { Id: foreign?.id, Done: false, Code: 404, Message: `Outbox entry ${foreign?.id} was not found.` },
    ]);
    const [after] = await app.deps.db
      .select()
      .from(cbmsOutbox)
      .where(and(eq(cbmsOutbox.companyId, 2), eq(cbmsOutbox.id, Number(foreign?.id))));
    expect(after).toEqual(foreign);
    expect((await outbox(`VoucherId=${foreignVoucher?.id}`)).Items).toEqual([]);
  });

  it('refuses a user without the IRD billing page', async () => {
    const sales = await signInAs(app, 'sales1', 'Sales@123');
    const who = { token: sales, companyId: 1 };
    expect((await app.get(`${API}/irdbilling/settings`, who)).status).toBe(403);
    expect((await app.get(`${API}/irdbilling/outbox`, who)).status).toBe(403);
    expect((await app.post(`${API}/irdbilling/settings`, { ...who, json: { Enabled: false } })).status).toBe(
      403,
    );
    expect((await app.post(`${API}/irdbilling/resend`, { ...who, json: { Ids: [1] } })).status).toBe(403);
  });
});
