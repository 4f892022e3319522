import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { ORDER_RETURN_REASON } from '@backoffice/shared/entities/sales/order-return-reason.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import { UNIT } from '@backoffice/shared/entities/sales/unit.entity';
import type {
  PaymentDetail,
  PaymentSaveInput,
} from '@backoffice/shared/sales/collections/collection.contract';
import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import type { OrderReturnDetail } from '@backoffice/shared/sales/returns/return.contract';
import type { PartyBalance } from '@backoffice/shared/sales/statements/party-statement.contract';
import { expect } from 'vitest';
import { partiesTable } from '../db/schema/index.js';
import { idByName } from './entity-id.js';
import { API } from './sign-in.js';
import type { TestApp } from './test-app.js';

/** An order line: the product, the quantity, and its unit when not the product's own (Carton). */
type OrderLineSpec = [product: string, quantity: number, unit?: string];

/** What the return, collection and statement tests share: fresh parties with delivered orders, and short calls. */
export const returnsAndCollectionsKit = (app: TestApp, token: () => string) => {
  const as = () => ({ token: token(), companyId: 1 });
  let parties = 0;

  const idOf = (entity: EntityDeclaration, name: string) => idByName(app, entity, name);

  /** A party with no history, so its balance is exactly what a test gives it. */
  const newParty = async (): Promise<number> => {
    parties += 1;
    const [row] = await app.deps.db
      .insert(partiesTable)
      .values({
        companyId: 1,
        Name: `Money Test Party ${parties} ${Date.now()}`,
        PartyType: 'retailer',
        Phone: `+977 9811${String(100000 + parties).slice(-6)}`,
        Address: 'Test Road, Kathmandu',
        IsActive: true,
      })
      .returning({ id: partiesTable.id });
    return Number(row?.id);
  };

  const orderAction = async (id: number, action: string) => {
    const moved = await app.post<OrderDetail>(`${API}/order/${action}?id=${id}`, as());
    expect(moved.status, `${action}: ${moved.body.Message}`).toBe(200);
    return moved.body.Data as OrderDetail;
  };

  /** An order taken along the pipeline to delivered: what it owes counts from now. */
  const dispatchedOrder = async (
    partyId: number,
    lines: OrderLineSpec[] = [['Coca-Cola 500 ml', 24]],
  ): Promise<OrderDetail> => {
    const saved = await app.post<OrderDetail>(`${API}/order/save`, {
      ...as(),
      json: {
        PartyId: partyId,
        Lines: await Promise.all(
          lines.map(async ([name, Quantity, unit]) => ({
            ProductId: await idOf(PRODUCT, name),
            ...(unit === undefined ? {} : { UnitId: await idOf(UNIT, unit) }),
            Quantity,
          })),
        ),
      },
    });
    expect(saved.status, saved.body.Message).toBe(200);
    const id = (saved.body.Data as OrderDetail).Id;
    let order = saved.body.Data as OrderDetail;
    for (const action of ['confirm', 'verify', 'readytodispatch', 'dispatch'])
      order = await orderAction(id, action);
    return order;
  };

  const deliveredOrder = async (
    partyId: number,
    lines: OrderLineSpec[] = [['Coca-Cola 500 ml', 24]],
  ): Promise<OrderDetail> => orderAction((await dispatchedOrder(partyId, lines)).Id, 'deliver');

  const orderStatus = async (id: number) =>
    (await app.get<OrderDetail>(`${API}/order/detail?id=${id}`, as())).body.Data?.Status;

  const pay = (input: PaymentSaveInput) =>
    app.post<PaymentDetail>(`${API}/payment/save`, { ...as(), json: input });

  const payOk = async (input: PaymentSaveInput): Promise<PaymentDetail> => {
    const paid = await pay(input);
    expect(paid.status, paid.body.Message).toBe(200);
    return paid.body.Data as PaymentDetail;
  };

  const cheque = (
    id: number,
    action: 'deposit' | 'reconcile' | 'bounce',
    form: Record<string, string> = {},
  ) => app.post<PaymentDetail>(`${API}/payment/${action}?id=${id}`, { ...as(), form });

  const balance = async (partyId: number): Promise<PartyBalance> => {
    const answer = await app.get<PartyBalance>(`${API}/party/balance?partyId=${partyId}`, as());
    expect(answer.status, answer.body.Message).toBe(200);
    return answer.body.Data as PartyBalance;
  };

  const reasonId = () => idOf(ORDER_RETURN_REASON, 'Damaged in transit');

  const saveReturn = async (order: OrderDetail, lines: [lineIndex: number, quantity: number][]) =>
    app.post<OrderReturnDetail>(`${API}/orderreturn/save`, {
      ...as(),
      json: {
        OrderId: order.Id,
        ReasonId: await reasonId(),
        Lines: lines.map(([index, Quantity]) => ({ OrderLineId: order.Lines[index]?.Id, Quantity })),
      },
    });

  const returnAction = (id: number, action: 'verify' | 'cancel', form: Record<string, string> = {}) =>
    app.post<OrderReturnDetail>(`${API}/orderreturn/${action}?id=${id}`, { ...as(), form });

  return {
    idOf,
    newParty,
    deliveredOrder,
    dispatchedOrder,
    orderAction,
    orderStatus,
    pay,
    payOk,
    cheque,
    balance,
    reasonId,
    saveReturn,
    returnAction,
  };
};

/** Rupees added exactly (two decimals), as the server adds paisa. */
export const rupees = (...amounts: number[]): number =>
  amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
