/** The order routes' query and body schemas (forms send strings and JSON clients numbers; both are read). */
import { z } from 'zod';
import { SORT_TYPES } from '../../constants.js';
import {
  optionalDate,
  optionalId,
  optionalNumber,
  optionalOneOf,
  optionalText,
  requiredDate,
  requiredId,
  requiredNumber,
  requiredOneOf,
  someOf,
} from '../../form-fields.js';
import { selectedIdsShape } from '../../http/bulk-action.js';
import { exportFormatShape } from '../../http/export-format.js';
import { documentedAs } from '../../http/json-schema.js';
import { pagingShape } from '../../paging.js';
import { DATES_MESSAGE, datesInOrder } from '../common/sales-contract-fields.js';
import { ORDER_STATUSES } from './order-pipeline.js';

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

const listShape = {
  ...pagingShape,
  ...orderFilterShape,
  SortBy: optionalOneOf(ORDER_SORT_FIELDS, `SortBy must be one of: ${ORDER_SORT_FIELDS.join(', ')}`),
  SortType: optionalOneOf(SORT_TYPES, 'SortType must be asc or desc'),
};

export const orderListQuery = z.object(listShape).refine(datesInOrder, DATES_MESSAGE);

/** The list's filters and sort without paging, and the file's format. */
export const orderExportQuery = z
  .object({
    ...orderFilterShape,
    SortBy: listShape.SortBy,
    SortType: listShape.SortType,
    ...selectedIdsShape,
    ...exportFormatShape,
  })
  .refine(datesInOrder, DATES_MESSAGE);
export type OrderExportQuery = z.output<typeof orderExportQuery>;
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

export const productUnitsQuery = z.object({
  productId: requiredId('productId must be the number of a product'),
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
export type OrderAssignment = z.output<typeof orderAssignBody>;

/** One line of a save; the save reads the lines itself, so their messages name the line. */
export const orderLineShape = {
  ProductId: requiredId('product is required'),
  /** The product's own unit when left out, else the unit of one of its product units (a carton). */
  UnitId: optionalId('unit must be a unit id'),
  /** In the line's unit. */
  Quantity: requiredNumber('quantity is required', 'quantity must be a number'),
  /** Rupees per the line's unit; left out, the party's current price, else the product's, × its factor. */
  UnitPrice: optionalNumber('unit price must be an amount'),
  DiscountPercent: optionalNumber('discount must be a percentage'),
  /** Rupees, instead of a percentage. */
  DiscountAmount: optionalNumber('discount must be an amount'),
};

const ORDER_DISCOUNT_PERCENT = 'Order discount must be a percentage from 0 to 100 with at most 2 decimals.';
const ORDER_DISCOUNT_AMOUNT = 'Order discount must be an amount of 0 or more with at most 2 decimals.';

const orderSaveShape = {
  Id: optionalId('Id must be the number of an order'),
  Version: optionalId('Version must be a whole number from 1'),
  PartyId: requiredId('Party is required'),
  SalesPersonId: optionalId('SalesPersonId must be the number of a sales person'),
  OrderDate: optionalDate('Order date'),
  Remarks: optionalText(500),
  OrderDiscountPercent: optionalNumber(ORDER_DISCOUNT_PERCENT),
  OrderDiscountAmount: optionalNumber(ORDER_DISCOUNT_AMOUNT),
};

/** POST /order/save as JSON: what a client sends (a form may carry Lines as a JSON string). */
export const orderSaveInputSchema = z.object({
  ...orderSaveShape,
  Lines: z.array(z.object(orderLineShape)).min(1),
});
export type OrderSaveInput = z.output<typeof orderSaveInputSchema>;

/**
 * POST /order/save, as JSON or a form. Lines are read by the save itself (a form sends them as a
 * JSON string), so their messages can name the line: `Lines[1].Quantity`.
 */
export const orderSaveBody = z.object({
  ...orderSaveShape,
  Lines: documentedAs(z.unknown(), z.array(z.object(orderLineShape)).min(1)),
});
export type OrderSaveBody = z.output<typeof orderSaveBody>;

/** The delivery map's filters; companyId (or the CompanyId header) is the company. */
export const dispatchedOrdersQuery = z.object({
  salesPersonId: optionalId('salesPersonId must be the number of a sales person'),
  deliveryUserId: optionalId('deliveryUserId must be a user id'),
  companyId: optionalId('companyId must be a company id'),
});
