import type { OrderReturnDetail, ReturnableOrder } from '@backoffice/shared/sales/returns/return.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnsAndCollectionsKit } from '../../test-support/returns-and-collections-test-kit.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let kit: ReturnType<typeof returnsAndCollectionsKit>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  kit = returnsAndCollectionsKit(app, () => admin);
});
afterAll(async () => app.close());

const as = () => ({ token: admin, companyId: 1 });

describe('a return against a line sold in cartons', () => {
  it('counts the line in base units: 5 pieces of 2 cartons, valued as 5/48 of the line', async () => {
    const order = await kit.deliveredOrder(await kit.newParty(), [['Coca-Cola 500 ml', 2, 'Carton']]);
    const line = order.Lines[0];
    expect(line).toMatchObject({ Quantity: 2, UnitName: 'Carton', BaseQuantity: 48 });

    const returnable = (
      await app.get<ReturnableOrder>(`${API}/orderreturn/returnable?orderId=${order.Id}`, as())
    ).body.Data as ReturnableOrder;
    expect(returnable.Lines[0]).toMatchObject({
      UnitSymbol: 'pcs',
      SoldUnitQuantity: 2,
      SoldUnitName: 'Carton',
      Sold: 48,
      Returned: 0,
      Remaining: 48,
      UnitPrice: 1274.4,
    });

    const saved = await kit.saveReturn(order, [[0, 5]]);
    expect(saved.status, saved.body.Message).toBe(200);
    const made = saved.body.Data as OrderReturnDetail;
    const share = (amount: number | undefined) => Math.round(((amount ?? 0) * 100 * 5) / 48) / 100;
    expect(made.Lines[0]).toMatchObject({
      UnitSymbol: 'pcs',
      Quantity: 5,
      TaxableAmount: share(line?.TaxableAmount),
      VatAmount: share(line?.VatAmount),
    });

    // What is left is in pieces too, and the message says so.
    const over = await kit.saveReturn(order, [[0, 44]]);
    expect(over.status).toBe(400);
    expect(over.body.Errors).toEqual([
      {
        Field: 'Lines[0].Quantity',
        Message: 'Coca-Cola 500 ml (in pcs): 44 cannot be returned; earlier returns leave 43 of the 48 sold.',
      },
    ]);

    // The rest of the cartons, verified in two parts, adds up to exactly what the line sold for.
    const rest = await kit.saveReturn(order, [[0, 43]]);
    expect(rest.status, rest.body.Message).toBe(200);
    const cents = (...amounts: number[]) =>
      amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
    const first = await kit.returnAction(made.Id, 'verify');
    const second = await kit.returnAction((rest.body.Data as OrderReturnDetail).Id, 'verify');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const total = cents(
      (first.body.Data as OrderReturnDetail).TotalAmount,
      (second.body.Data as OrderReturnDetail).TotalAmount,
    );
    expect(total).toBe(cents(line?.LineTotal ?? 0));
  });
});
