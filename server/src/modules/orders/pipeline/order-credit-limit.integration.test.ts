import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import { formatAmount } from '@backoffice/shared/format/money.format';
import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import type { OrderReturnDetail } from '@backoffice/shared/sales/returns/return.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partiesTable } from '../../../db/schema/index.js';
import { returnsAndCollectionsKit } from '../../../test-support/returns-and-collections-test-kit.js';
import { API, signInAs } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let kit: ReturnType<typeof returnsAndCollectionsKit>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  kit = returnsAndCollectionsKit(app, () => admin);
});
afterAll(async () => app.close());

const paisa = (rupees: number): number => Math.round(rupees * 100);

const setLimit = async (partyId: number, limitPaisa: number | null) => {
  await app.deps.db
    .update(partiesTable)
    .set({ CreditLimit: limitPaisa })
    .where(and(eq(partiesTable.companyId, 1), eq(partiesTable.id, partyId)));
};

/** An order saved, not confirmed: it commits nothing yet. */
const savedOrder = async (partyId: number, quantity = 24): Promise<OrderDetail> => {
  const saved = await app.post<OrderDetail>(`${API}/order/save`, {
    token: admin,
    companyId: 1,
    json: {
      PartyId: partyId,
      Lines: [{ ProductId: await kit.idOf(PRODUCT, 'Coca-Cola 500 ml'), Quantity: quantity }],
    },
  });
  expect(saved.status, saved.body.Message).toBe(200);
  return saved.body.Data as OrderDetail;
};

const confirm = (id: number) =>
  app.post<OrderDetail>(`${API}/order/confirm?id=${id}`, { token: admin, companyId: 1 });

const partyName = async (partyId: number): Promise<string> => {
  const [row] = await app.deps.db
    .select({ name: partiesTable.Name })
    .from(partiesTable)
    .where(eq(partiesTable.id, partyId));
  return String(row?.name);
};

describe('POST /order/confirm and the party credit limit', () => {
  it('allows under and at the limit, refuses over it naming the party, the amount and the limit', async () => {
    const party = await kit.newParty();
    const delivered = await kit.deliveredOrder(party);
    const committed = await savedOrder(party);
    const next = await savedOrder(party, 12);
    const owedBefore = paisa(delivered.TotalAmount);

    // Under: the balance, the committed order and this one stay below the limit.
    await setLimit(party, owedBefore + paisa(committed.TotalAmount) + 1);
    expect((await confirm(committed.Id)).status).toBe(200);

    // Over by a paisa: the delivered order, the confirmed one and this one together.
    const wouldOwe = owedBefore + paisa(committed.TotalAmount) + paisa(next.TotalAmount);
    await setLimit(party, wouldOwe - 1);
    const refused = await confirm(next.Id);
    expect(refused.body).toMatchObject({
      Code: 409,
      Message: `Confirming ${next.OrderNo} would take ${await partyName(party)} to Rs ${formatAmount(wouldOwe)} owed, over its credit limit of Rs ${formatAmount(wouldOwe - 1)}.`,
    });
    expect(await kit.orderStatus(next.Id)).toBe('notConfirmed');

    // At the limit exactly: allowed.
    await setLimit(party, wouldOwe);
    expect((await confirm(next.Id)).status).toBe(200);
  });

  it('never refuses a party without a limit (empty or 0)', async () => {
    const party = await kit.newParty();
    await kit.deliveredOrder(party);
    for (const limit of [null, 0]) {
      await setLimit(party, limit);
      const order = await savedOrder(party, 480);
      expect((await confirm(order.Id)).status).toBe(200);
    }
  });

  it('counts cleared payments and verified returns, not uncleared cheques or pending returns', async () => {
    const party = await kit.newParty();
    const delivered = await kit.deliveredOrder(party);
    const next = await savedOrder(party, 12);
    // The limit the party fits once Rs 100 is paid.
    await setLimit(party, paisa(delivered.TotalAmount) - 100_00 + paisa(next.TotalAmount));
    const cheque = await kit.payOk({
      PartyId: party,
      Method: 'cheque',
      Amount: 100,
      ChequeNo: '9',
      ChequeBank: 'NMB',
    });
    await kit.cheque(cheque.Id, 'deposit');
    expect((await confirm(next.Id)).status).toBe(409);
    await kit.cheque(cheque.Id, 'reconcile');
    expect((await confirm(next.Id)).status).toBe(200);

    const other = await kit.newParty();
    const sold = await kit.deliveredOrder(other);
    const made = (await kit.saveReturn(sold, [[0, 4]])).body.Data as OrderReturnDetail;
    const more = await savedOrder(other, 12);
    await setLimit(other, paisa(sold.TotalAmount) - paisa(made.TotalAmount) + paisa(more.TotalAmount));
    expect((await confirm(more.Id)).status).toBe(409);
    const verified = (await kit.returnAction(made.Id, 'verify')).body.Data as OrderReturnDetail;
    expect(verified.TotalAmount).toBe(made.TotalAmount);
    expect((await confirm(more.Id)).status).toBe(200);
  });
});
