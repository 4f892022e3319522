import { SORT_TYPES } from '@backoffice/shared/constants';
import { optionalId, optionalText, requiredId } from '@backoffice/shared/form-fields';
import { ORDER_STATUSES } from '@backoffice/shared/sales/orders/order-pipeline';
import { z } from 'zod';
import { documentedAs } from '../../http/openapi/input-json-schema.js';
import { pagingShape } from '../../http/page-query.js';
import {
  optionalDate,
  optionalNumber,
  optionalOneOf,
  requiredDate,
  requiredOneOf,
  someOf,
} from './order-input-fields.js';
import { orderLineShape } from './save/order-line-input.js';

export const ORDER_SORT_FIELDS = [
  'OrderDate',
  'OrderNo',
  'TotalAmount',
  'Status',
  'PartyName',
  'CreatedAt',
  'StatusChangedAt',
] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** The spec's `Filter`: named views of the list (the not-confirmed and tracking lists among them). */
export const ORDER_PRESETS = ['notConfirmed', 'open', 'tracking', 'today'] as const;
export type OrderPreset = (typeof ORDER_PRESETS)[number];

/** Cards per board column: enough for a screen, few enough to stay one small query. */
export const BOARD_PER_COLUMN = { default: 20, max: 100 } as const;

export const orderIdQuery = z.object({ id: requiredId('id must be the number of an order') });

/** The spec's order filters (section 3), shared by the lists and the board. */
const orderFilterShape = {
  query: optionalText(200),
  SalesPersonId: optionalId('SalesPersonId must be the number of a sales person'),
  DealerId: optionalId('DealerId must be the number of a dealer user'),
  PartyId: optionalId('PartyId must be the number of a party'),
  Status: someOf(ORDER_STATUSES, `Status must be one or more of: ${ORDER_STATUSES.join(', ')}`),
  Filter: optionalOneOf(ORDER_PRESETS, `Filter must be one of: ${ORDER_PRESETS.join(', ')}`),
  FromDate: optionalDate('FromDate'),
  ToDate: optionalDate('ToDate'),
  areaId: optionalId('areaId must be the number of a territory'),
  routeId: optionalId('routeId must be the number of a route'),
};

const datesInOrder = (value: { FromDate?: string | undefined; ToDate?: string | undefined }) =>
  value.FromDate === undefined || value.ToDate === undefined || value.FromDate <= value.ToDate;
const DATES_MESSAGE = { error: 'FromDate must not be after ToDate', path: ['ToDate'] };

const listShape = {
  ...pagingShape,
  ...orderFilterShape,
  SortBy: optionalOneOf(ORDER_SORT_FIELDS, `SortBy must be one of: ${ORDER_SORT_FIELDS.join(', ')}`),
  SortType: optionalOneOf(SORT_TYPES, 'SortType must be asc or desc'),
};

export const orderListQuery = z.object(listShape).refine(datesInOrder, DATES_MESSAGE);
export type OrderListQuery = z.output<typeof orderListQuery>;
export type OrderFilterInput = Omit<OrderListQuery, 'pageNo' | 'pageSize' | 'SortBy' | 'SortType'>;

export const dealerOrderListQuery = z
  .object({
    ...listShape,
    userType: requiredOneOf(['dealer', 'deliveryPerson'], 'userType must be dealer or deliveryPerson'),
    userId: optionalId('userId must be the number of a user'),
  })
  .refine(datesInOrder, DATES_MESSAGE);

const perColumnMessage = `perColumn must be a whole number from 1 to ${BOARD_PER_COLUMN.max}`;
export const orderBoardQuery = z
  .object({
    ...orderFilterShape,
    perColumn: optionalId(perColumnMessage)
      .refine((value) => value === undefined || value <= BOARD_PER_COLUMN.max, { error: perColumnMessage })
      .transform((value) => value ?? BOARD_PER_COLUMN.default),
  })
  .refine(datesInOrder, DATES_MESSAGE);

export const orderChalanQuery = z.object({
  deliveryUserId: requiredId('deliveryUserId must be the number of a delivery person'),
  date: requiredDate('date'),
});

export const currentPriceQuery = z.object({
  productId: requiredId('productId must be the number of a product'),
  partyId: requiredId('partyId must be the number of a party'),
  /** The day the price is for; today (the company's) when left out. */
  date: optionalDate('date'),
});

export const orderActionBody = z.object({
  Remarks: optionalText(500),
  Version: optionalId('Version must be a whole number from 1'),
});

export const orderAssignBody = z.object({
  DeliveryUserId: optionalId('DeliveryUserId must be the number of a delivery person'),
  DealerUserId: optionalId('DealerUserId must be the number of a dealer'),
  AssignDate: requiredDate('AssignDate'),
  Version: optionalId('Version must be a whole number from 1'),
});

const ORDER_DISCOUNT_PERCENT = 'Order discount must be a percentage from 0 to 100 with at most 2 decimals.';
const ORDER_DISCOUNT_AMOUNT = 'Order discount must be an amount of 0 or more with at most 2 decimals.';

/**
 * POST /order/save, as JSON or a form. Lines are read by the save itself (a form sends them as a
 * JSON string), so their messages can name the line: `Lines[1].Quantity`.
 */
export const orderSaveBody = z.object({
  Id: optionalId('Id must be the number of an order'),
  Version: optionalId('Version must be a whole number from 1'),
  PartyId: requiredId('Party is required'),
  SalesPersonId: optionalId('SalesPersonId must be the number of a sales person'),
  OrderDate: optionalDate('Order date'),
  Remarks: optionalText(500),
  OrderDiscountPercent: optionalNumber(ORDER_DISCOUNT_PERCENT),
  OrderDiscountAmount: optionalNumber(ORDER_DISCOUNT_AMOUNT),
  Lines: documentedAs(z.unknown(), z.array(z.object(orderLineShape)).min(1)),
});
export type OrderSaveBody = z.output<typeof orderSaveBody>;
