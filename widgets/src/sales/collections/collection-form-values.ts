/**
 * The collection form's values (strings, as the controls hold them), their checks, the body of
 * POST /payment/save they become, and the server's messages mapped back. Cheque fields are asked
 * for, and sent, only when the method is cheque; a transaction reference only for transfers and
 * wallets.
 */
import type { FieldError } from '@backoffice/shared/envelope';
import type { PaymentMethod } from '@backoffice/shared/sales/collections/cheque-lifecycle';
import {
  type PaymentDetail,
  type PaymentSaveInput,
  paymentSaveBody,
} from '@backoffice/shared/sales/collections/collection.contract';
import {
  checkRequestedOrders,
  type RequestedOrder,
} from '@backoffice/shared/sales/collections/collection-allocation';
import type { ReferenceValue } from '../../entities/form/reference-select.tsx';
import { checkBody } from '../common/forms/body-schema-check.ts';
import {
  type FieldErrorMap,
  type FormCheckFailure,
  type FormErrors,
  type MappedErrors,
  mapFieldErrors,
  rowsByIds,
} from '../common/forms/form-field-errors.ts';

export const COLLECTION_REMARKS_MAX = 500;

/** An owed order the payment names; amount '' pays what the order still owes. */
export interface ChosenOrder {
  orderId: number;
  amount: string;
}

export interface CollectionFormValues {
  party: ReferenceValue;
  paymentDate: string;
  method: PaymentMethod;
  amount: string;
  referenceNo: string;
  chequeNo: string;
  chequeBank: string;
  chequeDate: string;
  remarks: string;
  orders: readonly ChosenOrder[];
}

export const emptyCollectionValues = (today: string, party?: ReferenceValue): CollectionFormValues => ({
  party: party ?? { id: '', name: '' },
  paymentDate: today,
  method: 'cash',
  amount: '',
  referenceNo: '',
  chequeNo: '',
  chequeBank: '',
  chequeDate: today,
  remarks: '',
  orders: [],
});

/**
 * Whether the screens offer to correct a payment: a cheque still in hand (received, not yet at the
 * bank, so nothing has counted), to someone who may act on it (deposit needs the same edit grant).
 * The server also corrects other payments on the day they were recorded; the screens leave that out.
 */
export const chequeEditable = (payment: PaymentDetail): boolean =>
  payment.Method === 'cheque' &&
  payment.ChequeStatus === 'received' &&
  payment.AllowedActions.includes('deposit');

/** A stored cheque's values, ready to correct (method and party stay as recorded). */
export const valuesFromCollection = (payment: PaymentDetail): CollectionFormValues => ({
  party: { id: String(payment.PartyId), name: payment.PartyName },
  paymentDate: payment.PaymentDate.slice(0, 10),
  method: payment.Method,
  amount: payment.Amount.toFixed(2),
  referenceNo: payment.ReferenceNo ?? '',
  chequeNo: payment.ChequeNo ?? '',
  chequeBank: payment.ChequeBank ?? '',
  chequeDate: (payment.ChequeDate ?? payment.PaymentDate).slice(0, 10),
  remarks: payment.Remarks ?? '',
  orders: payment.RequestedOrders.map((order) => ({
    orderId: order.OrderId,
    amount: order.Amount === null ? '' : order.Amount.toFixed(2),
  })),
});

/** The control key of an order's amount box. */
export const orderKey = (orderId: number): string => `Order:${orderId}`;

export const methodHasReference = (method: PaymentMethod): boolean =>
  method === 'bankTransfer' || method === 'wallet';

/** Rupees typed with at most two decimals, as exact paisa; null when it is not such an amount. */
export function paisaOfText(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export type CheckedCollection = { ok: true; input: PaymentSaveInput; orderIds: number[] } | FormCheckFailure;

const AMOUNT_MESSAGE = 'Amount must be more than 0 with at most 2 decimals';

/**
 * What this screen asks beyond the save's body schema: a payment date and, for a cheque, its
 * number, bank and date (the server defaults the one and asks for the others after its schema);
 * amounts more than 0 in whole paisa, with the screen's wording (the server checks that after its
 * schema too); the orders' amounts (the schema takes Orders as the save reads them, unchecked).
 */
function screenErrors(values: CollectionFormValues, requested: readonly RequestedOrder[]): FormErrors {
  const errors: FormErrors = {};
  if (values.paymentDate.trim() === '') errors.PaymentDate = 'Date is required';
  const amountText = values.amount.trim();
  if (amountText !== '' && !paisaOfText(amountText)) errors.Amount = AMOUNT_MESSAGE;
  if (values.method === 'cheque') {
    if (values.chequeNo.trim() === '') errors.ChequeNo = 'Cheque number is required';
    if (values.chequeBank.trim() === '') errors.ChequeBank = 'Bank is required';
    if (values.chequeDate.trim() === '') errors.ChequeDate = 'Cheque date is required';
  }
  values.orders.forEach((order, index) => {
    if (order.amount.trim() !== '' && !requested[index]?.amount)
      errors[orderKey(order.orderId)] = AMOUNT_MESSAGE;
  });
  return errors;
}

/**
 * The values as the body of POST /payment/save, or the messages to show: the save's body schema's,
 * then the screen's own (which win on a control both name). `orderIds` lists the orders sent, in the
 * order sent, to read the server's 'Orders[i]' messages back.
 */
export function checkCollectionForm(values: CollectionFormValues): CheckedCollection {
  const cheque = values.method === 'cheque';
  const requested: RequestedOrder[] = values.orders.map((order) => {
    const text = order.amount.trim();
    return { orderId: order.orderId, amount: text === '' ? null : (paisaOfText(text) ?? 0) };
  });
  const orderIds = requested.map((order) => order.orderId);
  const checked = checkBody(
    paymentSaveBody,
    {
      PartyId: values.party.id,
      PaymentDate: values.paymentDate,
      Method: values.method,
      Amount: values.amount,
      ...(methodHasReference(values.method) ? { ReferenceNo: values.referenceNo } : {}),
      ...(cheque
        ? { ChequeNo: values.chequeNo, ChequeBank: values.chequeBank, ChequeDate: values.chequeDate }
        : {}),
      Remarks: values.remarks,
    },
    collectionFieldMap(orderIds),
  );
  const errors: FormErrors = { ...checked.errors, ...screenErrors(values, requested) };
  const amount = paisaOfText(values.amount);
  if (amount && Object.keys(errors).length === 0) {
    const allocated = checkRequestedOrders(amount, requested);
    if (!allocated.ok) errors.Orders = allocated.problems[0]?.message ?? 'Check the orders';
  }
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors, problems: checked.problems };

  const input: PaymentSaveInput = {
    ...checked.body,
    Amount: (amount ?? 0) / 100,
    Orders:
      requested.length > 0
        ? requested.map(({ orderId, amount: paisa }) =>
            paisa === null ? { OrderId: orderId } : { OrderId: orderId, Amount: paisa / 100 },
          )
        : undefined,
  };
  return { ok: true, input, orderIds };
}

/** The controls of the body's fields, and of the orders sent (`orderIds`, in the order sent). */
const collectionFieldMap = (orderIds: readonly number[]): FieldErrorMap => ({
  fields: [
    'PartyId',
    'PaymentDate',
    'Method',
    'Amount',
    'ReferenceNo',
    'ChequeNo',
    'ChequeBank',
    'ChequeDate',
    'Remarks',
  ],
  rows: rowsByIds('Orders', orderIds, orderKey),
});

/** The server's messages on their controls: 'Orders[1].Amount' on the second order named. */
export const mapCollectionServerErrors = (
  errors: readonly FieldError[],
  orderIds: readonly number[],
): MappedErrors => mapFieldErrors(errors, collectionFieldMap(orderIds));
