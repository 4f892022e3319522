import { SORT_TYPES } from '@backoffice/shared/constants';
import { optionalId, optionalText, requiredId } from '@backoffice/shared/form-fields';
import { RETURN_STATUSES } from '@backoffice/shared/sales/returns/order-return';
import { z } from 'zod';
import { documentedAs } from '../../http/openapi/input-json-schema.js';
import { pagingShape } from '../../http/page-query.js';
import { optionalDate, optionalOneOf, requiredNumber, someOf } from '../orders/order-input-fields.js';
import { DATES_MESSAGE, datesInOrder } from '../sales-common/money-input.js';

export const RETURN_SORT_FIELDS = [
  'ReturnDate',
  'ReturnNo',
  'OrderNo',
  'TotalAmount',
  'Status',
  'PartyName',
  'CreatedAt',
] as const;
export type ReturnSortField = (typeof RETURN_SORT_FIELDS)[number];

/** More lines than any order has (orders stop at 500). */
export const MAX_RETURN_LINES = 500;

export const returnIdQuery = z.object({ id: requiredId('id must be the number of a return') });
export const returnableQuery = z.object({ orderId: requiredId('orderId must be the number of an order') });

export const returnListQuery = z
  .object({
    ...pagingShape,
    query: optionalText(200),
    PartyId: optionalId('PartyId must be the number of a party'),
    OrderId: optionalId('OrderId must be the number of an order'),
    Status: someOf(RETURN_STATUSES, `Status must be one or more of: ${RETURN_STATUSES.join(', ')}`),
    FromDate: optionalDate('FromDate'),
    ToDate: optionalDate('ToDate'),
    SortBy: optionalOneOf(RETURN_SORT_FIELDS, `SortBy must be one of: ${RETURN_SORT_FIELDS.join(', ')}`),
    SortType: optionalOneOf(SORT_TYPES, 'SortType must be asc or desc'),
  })
  .refine(datesInOrder, DATES_MESSAGE);
export type ReturnListQuery = z.output<typeof returnListQuery>;

export const returnLineSchema = z.object({
  OrderLineId: requiredId('order line is required'),
  Quantity: requiredNumber('quantity is required', 'quantity must be a number'),
});

/**
 * POST /orderreturn/save as JSON, a form or multipart. Lines are read by the save itself (a form
 * sends them as a JSON string), so their messages can name the line: `Lines[1].Quantity`.
 */
export const returnSaveBody = z.object({
  Id: optionalId('Id must be the number of a return'),
  Version: optionalId('Version must be a whole number from 1'),
  OrderId: requiredId('Order is required'),
  ReturnDate: optionalDate('Return date'),
  ReasonId: requiredId('Return reason is required'),
  Remarks: optionalText(500),
  Lines: documentedAs(z.unknown(), z.array(returnLineSchema).min(1)),
});
export type ReturnSaveBody = z.output<typeof returnSaveBody>;

export const returnActionBody = z.object({
  Remarks: optionalText(500),
  Version: optionalId('Version must be a whole number from 1'),
});
