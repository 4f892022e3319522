import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import type { FieldError } from '@backoffice/shared/envelope';
import {
  checkPaymentAmount,
  type PaymentMethod,
} from '@backoffice/shared/sales/collections/cheque-lifecycle';
import {
  MAX_NAMED_ORDERS,
  namedOrderSchema,
  type PaymentSaveBody,
} from '@backoffice/shared/sales/collections/collection.contract';
import {
  checkRequestedOrders,
  type RequestedOrder,
} from '@backoffice/shared/sales/collections/collection-allocation';
import type { InputProblem } from '@backoffice/shared/sales/orders/order-totals';
import { and, eq, inArray } from 'drizzle-orm';
import { orders, partiesTable } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import type { UserContext } from '../../http/request-context.js';
import { companyToday } from '../orders/company-today.js';
import { orderScopeCondition } from '../orders/order-list-query.js';
import { fieldScopeOf } from '../sales-common/field-scope.js';
import { paisaOf, parseListField, refuse } from '../sales-common/sales-input.js';

const party = entityTable(PARTY);

/** A checked payment, amounts in paisa; cheque fields null for other methods. */
export interface CollectionInput {
  partyId: number;
  paymentDate: string;
  method: PaymentMethod;
  amount: number;
  referenceNo: string | null;
  chequeNo: string | null;
  chequeBank: string | null;
  chequeDate: string | null;
  remarks: string | null;
  named: RequestedOrder[];
  today: string;
}

/** collection-allocation.ts names problems `orders.0.amount`; the API names them `Orders[0].Amount`. */
const FIELD_NAMES: Readonly<Record<string, string>> = { orderId: 'OrderId', amount: 'Amount' };
const toFieldErrors = (problems: readonly InputProblem[]): FieldError[] =>
  problems.map(({ path, message }) => {
    const [, index, name] = path.split('.');
    if (index === undefined) return { Field: 'Orders', Message: message };
    const field = name === undefined ? '' : `.${FIELD_NAMES[name] ?? name}`;
    return { Field: `Orders[${index}]${field}`, Message: `Order ${Number(index) + 1}: ${message}` };
  });

const checkParty = async (ctx: UserContext, partyId: number): Promise<void> => {
  const [row] = await ctx.deps.db
    .select({ id: party.id })
    .from(partiesTable)
    .where(and(eq(party.companyId, ctx.companyId), eq(party.id, partyId)));
  if (!row) refuse([{ Field: 'PartyId', Message: `Party ${partyId} was not found.` }]);
};

/** The orders named must be the party's and not cancelled (one not delivered yet may be paid in advance). */
/**
 * The orders a payment names: the party's, not cancelled, and, for a field user, among the orders
 * they reach (another's reads as not found, as everywhere else).
 */
const checkNamedOrders = async (ctx: UserContext, partyId: number, named: readonly RequestedOrder[]) => {
  if (named.length === 0) return;
  const scope = await fieldScopeOf(ctx);
  const rows = await ctx.deps.db
    .select({ id: orders.id, partyId: orders.partyId, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, ctx.companyId),
        inArray(
          orders.id,
          named.map((item) => item.orderId),
        ),
        scope === undefined ? undefined : orderScopeCondition(scope),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const errors: FieldError[] = [];
  named.forEach(({ orderId }, index) => {
    const order = byId.get(orderId);
    const at = `Orders[${index}].OrderId`;
    if (!order) errors.push({ Field: at, Message: `Order ${index + 1}: order ${orderId} was not found.` });
    else if (order.partyId !== partyId)
      errors.push({ Field: at, Message: `Order ${index + 1}: order ${orderId} is another party's.` });
    else if (order.status === 'cancelled')
      errors.push({ Field: at, Message: `Order ${index + 1}: order ${orderId} is cancelled.` });
  });
  if (errors.length > 0) refuse(errors);
};

const readNamedOrders = (raw: unknown): RequestedOrder[] => {
  const parsed = parseListField(raw, namedOrderSchema, {
    field: 'Orders',
    noun: 'Order',
    required: false,
    emptyMessage: '',
    max: MAX_NAMED_ORDERS,
  });
  if (!parsed.ok) return refuse(parsed.errors);
  return parsed.items.map((item, index) => {
    if (item.Amount === undefined) return { orderId: item.OrderId, amount: null };
    const paisa = paisaOf(item.Amount);
    if (paisa === null || paisa === 0) {
      refuse([
        {
          Field: `Orders[${index}].Amount`,
          Message: `Order ${index + 1}: amount must be more than 0 with at most 2 decimals.`,
        },
      ]);
    }
    return { orderId: item.OrderId, amount: paisa };
  });
};

const required = (value: string | undefined, field: string, label: string): string =>
  value ?? refuse([{ Field: field, Message: `${label} is required for a cheque.` }]);

/** Everything a payment save checks before it locks the party. */
export const readCollectionInput = async (
  ctx: UserContext,
  body: PaymentSaveBody,
): Promise<CollectionInput> => {
  const amount = paisaOf(body.Amount);
  const amountCheck = checkPaymentAmount(amount ?? Number.NaN);
  if (!amountCheck.ok || amount === null) {
    return refuse([{ Field: 'Amount', Message: 'Amount must be more than 0 with at most 2 decimals.' }]);
  }
  const today = await companyToday(ctx.deps.db, ctx.companyId, ctx.now);
  const paymentDate = body.PaymentDate ?? today;
  if (paymentDate > today) refuse([{ Field: 'PaymentDate', Message: 'Payment date cannot be after today.' }]);
  const cheque = body.Method === 'cheque';
  const named = readNamedOrders(body.Orders);
  const checked = checkRequestedOrders(amount, named);
  if (!checked.ok) refuse(toFieldErrors(checked.problems));
  await checkParty(ctx, body.PartyId);
  await checkNamedOrders(ctx, body.PartyId, named);
  return {
    partyId: body.PartyId,
    paymentDate,
    method: body.Method,
    amount,
    referenceNo: cheque ? null : (body.ReferenceNo ?? null),
    chequeNo: cheque ? required(body.ChequeNo, 'ChequeNo', 'Cheque number') : null,
    chequeBank: cheque ? required(body.ChequeBank, 'ChequeBank', 'Bank') : null,
    chequeDate: cheque ? (body.ChequeDate ?? null) : null,
    remarks: body.Remarks ?? null,
    named,
    today,
  };
};
