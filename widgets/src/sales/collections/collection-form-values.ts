/**
 * The collection form's values (strings, as the controls hold them), their checks, the body of
 * POST /payment/save they become, and the server's messages mapped back. Cheque fields are asked
 * for, and sent, only when the method is cheque; a transaction reference only for transfers and
 * wallets.
 */
import type { FieldError } from '@backoffice/shared/envelope';
import type { PaymentMethod } from '@backoffice/shared/sales/collections/cheque-lifecycle';
import type { PaymentDetail, PaymentSaveInput } from '@backoffice/shared/sales/collections/payment.contract';
import { checkRequestedOrders } from '@backoffice/shared/sales/collections/payment-allocation';
import type { ReferenceValue } from '../../entities/form/reference-select.tsx';
import { type FormErrors, type MappedErrors, mapFieldErrors } from '../common/forms/money-field-errors.ts';

export const COLLECTION_REMARKS_MAX = 500;
const TEXT_MAX = 100;

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
export const valuesFromPayment = (payment: PaymentDetail): CollectionFormValues => ({
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

const isDate = (text: string): boolean => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

export type CheckedCollection =
  | { ok: true; input: PaymentSaveInput; orderIds: number[] }
  | { ok: false; errors: FormErrors };

/** Fills `errors[key]` when `text` is empty or longer than `max`. */
const requireText = (errors: FormErrors, key: string, label: string, text: string, max = TEXT_MAX) => {
  if (text === '') errors[key] = `${label} is required`;
  else if (text.length > max) errors[key] = `At most ${max} characters are allowed`;
};

/**
 * The values as the body of POST /payment/save, or the messages to show. `orderIds` lists the
 * orders sent, in the order sent, to read the server's 'Orders[i]' messages back.
 */
export function checkCollectionForm(values: CollectionFormValues): CheckedCollection {
  const errors: FormErrors = {};
  if (!/^[1-9]\d{0,9}$/.test(values.party.id)) errors.PartyId = 'Party is required';
  if (!isDate(values.paymentDate)) errors.PaymentDate = 'Date is required';
  const amount = paisaOfText(values.amount);
  if (values.amount.trim() === '') errors.Amount = 'Amount is required';
  else if (amount === null || amount === 0)
    errors.Amount = 'Amount must be more than 0 with at most 2 decimals';

  const cheque = values.method === 'cheque';
  const chequeNo = values.chequeNo.trim();
  const chequeBank = values.chequeBank.trim();
  const referenceNo = values.referenceNo.trim();
  if (cheque) {
    requireText(errors, 'ChequeNo', 'Cheque number', chequeNo, 30);
    requireText(errors, 'ChequeBank', 'Bank', chequeBank);
    if (!isDate(values.chequeDate)) errors.ChequeDate = 'Cheque date is required';
  } else if (methodHasReference(values.method) && referenceNo.length > TEXT_MAX) {
    errors.ReferenceNo = `At most ${TEXT_MAX} characters are allowed`;
  }
  const remarks = values.remarks.trim();
  if (remarks.length > COLLECTION_REMARKS_MAX)
    errors.Remarks = `At most ${COLLECTION_REMARKS_MAX} characters are allowed`;

  const requested = values.orders.map((order) => {
    const text = order.amount.trim();
    const paisa = text === '' ? null : paisaOfText(text);
    if (text !== '' && (paisa === null || paisa === 0)) {
      errors[orderKey(order.orderId)] = 'Amount must be more than 0 with at most 2 decimals';
    }
    return { orderId: order.orderId, amount: text === '' ? null : (paisa ?? 0) };
  });
  if (amount !== null && amount > 0 && Object.keys(errors).length === 0) {
    const checked = checkRequestedOrders(amount, requested);
    if (!checked.ok) errors.Orders = checked.problems[0]?.message ?? 'Check the orders';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const input: PaymentSaveInput = {
    PartyId: Number(values.party.id),
    PaymentDate: values.paymentDate,
    Method: values.method,
    Amount: (amount ?? 0) / 100,
    ...(methodHasReference(values.method) && referenceNo ? { ReferenceNo: referenceNo } : {}),
    ...(cheque ? { ChequeNo: chequeNo, ChequeBank: chequeBank, ChequeDate: values.chequeDate } : {}),
    ...(remarks ? { Remarks: remarks } : {}),
    ...(requested.length > 0
      ? {
          Orders: requested.map(({ orderId, amount: paisa }) =>
            paisa === null ? { OrderId: orderId } : { OrderId: orderId, Amount: paisa / 100 },
          ),
        }
      : {}),
  };
  return { ok: true, input, orderIds: requested.map((order) => order.orderId) };
}

/** The server's messages on their controls: 'Orders[1].Amount' on the second order named. */
export const mapCollectionServerErrors = (
  errors: readonly FieldError[],
  orderIds: readonly number[],
): MappedErrors =>
  mapFieldErrors(errors, {
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
    rows: {
      name: 'Orders',
      keyOf: (index) => {
        const id = orderIds[index];
        return id === undefined ? null : orderKey(id);
      },
    },
  });
