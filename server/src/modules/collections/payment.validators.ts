import { SORT_TYPES } from '@backoffice/shared/constants';
import { optionalId, optionalText, requiredId, requiredText } from '@backoffice/shared/form-fields';
import { CHEQUE_STATUSES, PAYMENT_METHODS } from '@backoffice/shared/sales/collections/cheque-lifecycle';
import { z } from 'zod';
import { documentedAs } from '../../http/openapi/input-json-schema.js';
import { pagingShape } from '../../http/page-query.js';
import {
  optionalDate,
  optionalNumber,
  optionalOneOf,
  requiredNumber,
  requiredOneOf,
  someOf,
} from '../orders/order-input-fields.js';
import { DATES_MESSAGE, datesInOrder } from '../sales-common/money-input.js';

export const PAYMENT_SORT_FIELDS = [
  'PaymentDate',
  'ReceiptNo',
  'Amount',
  'PartyName',
  'ChequeDate',
  'CreatedAt',
] as const;
export type PaymentSortField = (typeof PAYMENT_SORT_FIELDS)[number];

/** More orders than one payment is ever meant for; a bound on the work one request can ask. */
export const MAX_NAMED_ORDERS = 200;

export const paymentIdQuery = z.object({ id: requiredId('id must be the number of a payment') });

export const paymentListQuery = z
  .object({
    ...pagingShape,
    query: optionalText(200),
    PartyId: optionalId('PartyId must be the number of a party'),
    Method: someOf(PAYMENT_METHODS, `Method must be one or more of: ${PAYMENT_METHODS.join(', ')}`),
    ChequeStatus: someOf(
      CHEQUE_STATUSES,
      `ChequeStatus must be one or more of: ${CHEQUE_STATUSES.join(', ')}`,
    ),
    FromDate: optionalDate('FromDate'),
    ToDate: optionalDate('ToDate'),
    SortBy: optionalOneOf(PAYMENT_SORT_FIELDS, `SortBy must be one of: ${PAYMENT_SORT_FIELDS.join(', ')}`),
    SortType: optionalOneOf(SORT_TYPES, 'SortType must be asc or desc'),
  })
  .refine(datesInOrder, DATES_MESSAGE);
export type PaymentListQuery = z.output<typeof paymentListQuery>;

export const namedOrderSchema = z.object({
  OrderId: requiredId('order is required'),
  /** Rupees; left out, what the order still owes. */
  Amount: optionalNumber('amount must be an amount'),
});

/**
 * POST /payment/save and /collection/save, as JSON, a form or multipart. Orders are read by the
 * save itself (a form sends them as a JSON string), so their messages name the item: Orders[0].Amount.
 */
export const paymentSaveBody = z.object({
  Id: optionalId('Id must be the number of a payment'),
  Version: optionalId('Version must be a whole number from 1'),
  PartyId: requiredId('Party is required'),
  PaymentDate: optionalDate('Payment date'),
  Method: requiredOneOf(PAYMENT_METHODS, `Method must be one of: ${PAYMENT_METHODS.join(', ')}`),
  Amount: requiredNumber('Amount is required', 'Amount must be an amount'),
  ReferenceNo: optionalText(100),
  ChequeNo: optionalText(30),
  ChequeBank: optionalText(100),
  ChequeDate: optionalDate('Cheque date'),
  Remarks: optionalText(500),
  Orders: documentedAs(z.unknown().optional(), z.array(namedOrderSchema).optional()),
});
export type PaymentSaveBody = z.output<typeof paymentSaveBody>;

export const chequeActionBody = z.object({
  Remarks: optionalText(500),
  Version: optionalId('Version must be a whole number from 1'),
});

export const chequeBounceBody = z.object({
  BounceReason: requiredText('Bounce reason is required', 500),
  /** Rupees: the bank's fee or a penalty charged to the party. */
  BounceCharge: optionalNumber('Bounce charge must be an amount'),
  Version: optionalId('Version must be a whole number from 1'),
});

export const paymentDeleteBody = z.object({
  Version: optionalId('Version must be a whole number from 1'),
});
