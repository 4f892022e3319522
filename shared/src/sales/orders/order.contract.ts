/**
 * The order API (issue 5), shared by the server that answers it and the screens that call it.
 * Money is in rupees with two decimals on the wire (paisa in the database), quantities are numbers
 * with up to three decimals, dates are YYYY-MM-DD and instants ISO 8601.
 */
import { z } from 'zod';
import { SORT_TYPES } from '../../constants.js';
import { PARTY_PRODUCT_PRICING } from '../../entities/sales/party-product-pricing.entity.js';
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
import { documentedAs } from '../../http/json-schema.js';
import { defineContract } from '../../http/route-contract.js';
import { PAGE_CODES } from '../../page-codes.js';
import { pageSchema, pagingShape } from '../../paging.js';
import { joinAlternatives } from '../common/state-machine.js';
import {
  ORDER_ACTIONS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderStatus,
} from './order-pipeline.js';

/** One page carries every order permission: view reads, create and edit save, edit runs actions. */
const page = PAGE_CODES.Order;
export const ORDERS_TAG = 'Orders';
/** The company's application setting that holds the VAT rate orders are priced at. */
export const VAT_RATE_SETTING_KEY = 'VAT_RATE_PERCENT';

// ---- Inputs ----

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

// ---- Answers ----

/** A stop on the delivery map: a dispatched order at its party. */
export const dispatchedOrderStopSchema = z.object({
  OrderId: z.number().int(),
  OrderNo: z.string(),
  PartyId: z.number().int(),
  PartyName: z.string(),
  Address: z.string().nullable(),
  /** The party's pin, null when unknown. */
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
  TotalAmount: z.number(),
  DispatchedAt: z.string().nullable(),
});
export type DispatchedOrderStop = z.infer<typeof dispatchedOrderStopSchema>;

const orderStatusSchema = z.enum(ORDER_STATUSES);
const orderActionSchema = z.enum(ORDER_ACTIONS);
const priceSourceSchema = z.enum(['party', 'product']);

/** One order as lists and board cards show it. */
export const orderSummarySchema = z.object({
  Id: z.number().int(),
  /** Per company, readable: SO-2026-000123. */
  OrderNo: z.string(),
  OrderDate: z.string(),
  PartyId: z.number().int(),
  PartyName: z.string(),
  SalesPersonId: z.number().int().nullable(),
  SalesPersonName: z.string().nullable(),
  RouteId: z.number().int().nullable(),
  RouteName: z.string().nullable(),
  Status: orderStatusSchema,
  TotalAmount: z.number(),
  LineCount: z.number().int(),
  CreatedAt: z.string(),
  /** When it entered its current status: the board's "age". */
  StatusChangedAt: z.string(),
  /** What the caller may do next (pipeline rules and their permissions). */
  AllowedActions: z.array(orderActionSchema),
  DeliveryUserId: z.number().int().nullable(),
  DeliveryUserName: z.string().nullable(),
  DealerUserId: z.number().int().nullable(),
  DealerUserName: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * A line's quantity in the unit it was sold in and in the product's own (base) unit: 2 Carton of
 * 24 is 48 Piece. UnitName and ConversionFactor are as they were at the save. A line in the
 * product's own unit has UnitId = BaseUnitId and ConversionFactor 1.
 */
export const lineUnitsShape = {
  UnitId: z.number().int(),
  /** The sold unit's name at the save (Carton). */
  UnitName: z.string(),
  /** The sold unit's symbol now (ctn). */
  UnitSymbol: z.string(),
  /** Base units in one sold unit, at the save. */
  ConversionFactor: z.number(),
  /** In the sold unit. */
  Quantity: z.number(),
  BaseUnitId: z.number().int(),
  BaseUnitName: z.string(),
  BaseUnitSymbol: z.string(),
  /** Quantity × ConversionFactor: what is loaded, delivered and returned. */
  BaseQuantity: z.number(),
};
export const lineUnitsSchema = z.object(lineUnitsShape);
export type LineUnits = z.infer<typeof lineUnitsSchema>;

export const orderLineSchema = z.object({
  ...lineUnitsShape,
  Id: z.number().int(),
  ProductId: z.number().int(),
  ProductName: z.string(),
  ProductCode: z.string(),
  /** Per sold unit: the base price × ConversionFactor, rounded to the paisa once (or as entered). */
  UnitPrice: z.number(),
  /** Where the unit price came from: the party's own price or the product's. */
  PriceSource: priceSourceSchema,
  /**
   * The price PriceSource names, looked up when the order was saved. UnitPrice differs from it
   * when a price was entered by hand. (Optional in the type only until the screens' fixtures have
   * it: the server always sends it, as it does VatApplicable.)
   */
  ListPrice: z.number().optional(),
  VatApplicable: z.boolean().optional(),
  DiscountPercent: z.number().nullable(),
  DiscountAmount: z.number(),
  OrderDiscountShare: z.number(),
  TaxableAmount: z.number(),
  VatAmount: z.number(),
  LineTotal: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderTransitionSchema = z.object({
  Id: z.number().int(),
  Action: z.union([orderActionSchema, z.literal('create'), z.literal('settle')]),
  From: orderStatusSchema.nullable(),
  To: orderStatusSchema,
  At: z.string(),
  ActorName: z.string().nullable(),
  Remarks: z.string().nullable(),
});
export type OrderTransition = z.infer<typeof orderTransitionSchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  Remarks: z.string().nullable(),
  VatRatePercent: z.number(),
  SubTotal: z.number(),
  /** Line discounts plus the order discount. */
  DiscountTotal: z.number(),
  /** The order discount as given, when it was given as a percentage (always sent, like the next). */
  OrderDiscountPercent: z.number().nullable().optional(),
  /** The order discount in rupees (the sum of the lines' OrderDiscountShare). */
  OrderDiscountAmount: z.number().optional(),
  TaxableAmount: z.number(),
  VatAmount: z.number(),
  Lines: z.array(orderLineSchema),
  History: z.array(orderTransitionSchema),
  AssignedDate: z.string().nullable(),
  /** Increases with every change; a save or action may send it to refuse a stale screen (409). */
  Version: z.number().int(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderBoardColumnSchema = z.object({
  Status: orderStatusSchema,
  Label: z.string(),
  /** Every order in the status under the filters; Orders holds the oldest first, at most the board's page. */
  Count: z.number().int(),
  TotalAmount: z.number(),
  Orders: z.array(orderSummarySchema),
});
export type OrderBoardColumn = z.infer<typeof orderBoardColumnSchema>;

/** GET /order/board with the list's filters: one column per status, in pipeline order. */
export const orderBoardSchema = z.object({
  Columns: z.array(orderBoardColumnSchema),
  GeneratedAt: z.string(),
});
export type OrderBoard = z.infer<typeof orderBoardSchema>;

export const orderPageSchema = pageSchema(orderSummarySchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

/** GET /order/vatrate: the rate a new or edited order is priced at now, for the form's preview. */
export const orderVatRateSchema = z.object({
  /** The company's VAT_RATE_PERCENT setting, 13 when unset or not a percentage. */
  VatRatePercent: z.number(),
});
export type OrderVatRate = z.infer<typeof orderVatRateSchema>;

/** One unit a product is sold in, as the order form's unit select lists it. */
export const productSaleUnitSchema = z.object({
  UnitId: z.number().int(),
  Name: z.string(),
  Symbol: z.string(),
  /** Base units in one: 1 for the product's own unit. */
  ConversionFactor: z.number(),
  /** Whether a quantity of it may have decimals (kilograms) or must be whole (cartons). */
  AllowsFraction: z.boolean(),
  /** The product's own unit. */
  IsBase: z.boolean(),
});
export type ProductSaleUnit = z.infer<typeof productSaleUnitSchema>;

/** GET /order/productunits?productId=: the product's own unit first, then its product units. */
export const productSaleUnitsSchema = z.object({
  ProductId: z.number().int(),
  Units: z.array(productSaleUnitSchema),
});
export type ProductSaleUnits = z.infer<typeof productSaleUnitsSchema>;

/** GET /partyproductpricing/currentprice: what a line without a price of its own would cost (per base unit). */
export const currentPriceSchema = z.object({
  Price: z.number(),
  Source: priceSourceSchema,
  PartyProductPricingId: z.number().int().nullable(),
});
export type CurrentPrice = z.infer<typeof currentPriceSchema>;

export const chalanLineSchema = z.object({
  ...lineUnitsShape,
  ProductId: z.number().int(),
  ProductName: z.string(),
  ProductCode: z.string(),
  /** Per sold unit. */
  UnitPrice: z.number(),
  LineTotal: z.number(),
});
export type ChalanLine = z.infer<typeof chalanLineSchema>;

export const chalanOrderSchema = z.object({
  Id: z.number().int(),
  OrderNo: z.string(),
  OrderDate: z.string(),
  Status: orderStatusSchema,
  PartyId: z.number().int(),
  PartyName: z.string(),
  PartyAddress: z.string().nullable(),
  PartyPhone: z.string().nullable(),
  RouteName: z.string().nullable(),
  SubTotal: z.number(),
  DiscountTotal: z.number(),
  VatAmount: z.number(),
  TotalAmount: z.number(),
  Lines: z.array(chalanLineSchema),
});
export type ChalanOrder = z.infer<typeof chalanOrderSchema>;

/** How much of one product goes on the vehicle in one unit: 4 Carton. */
export const chalanUnitQuantitySchema = z.object({
  UnitId: z.number().int(),
  UnitName: z.string(),
  Quantity: z.number(),
});
export type ChalanUnitQuantity = z.infer<typeof chalanUnitQuantitySchema>;

/** How much of each product goes on the vehicle: the sheet's loading list. */
export const chalanProductTotalSchema = z.object({
  ProductId: z.number().int(),
  ProductName: z.string(),
  ProductCode: z.string(),
  /** The product's own unit: Quantity counts it. */
  UnitSymbol: z.string(),
  UnitName: z.string(),
  /** Every line's base quantity, summed exactly. */
  Quantity: z.number(),
  /** The same goods as sold, per unit (4 Carton, 6 Piece), in the order first met. */
  Units: z.array(chalanUnitQuantitySchema),
});
export type ChalanProductTotal = z.infer<typeof chalanProductTotalSchema>;

/**
 * GET /order/chalan?deliveryUserId=&date=: one delivery person's sheet for a day, the orders
 * assigned to them for it that are ready to dispatch or dispatched, by route and party.
 */
export const chalanSheetSchema = z.object({
  DeliveryUserId: z.number().int(),
  DeliveryUserName: z.string(),
  Date: z.string(),
  Orders: z.array(chalanOrderSchema),
  Products: z.array(chalanProductTotalSchema),
  OrderCount: z.number().int(),
  SubTotal: z.number(),
  DiscountTotal: z.number(),
  VatAmount: z.number(),
  TotalAmount: z.number(),
});
export type ChalanSheet = z.infer<typeof chalanSheetSchema>;

// ---- Routes ----

const FILTERS_TEXT =
  'Filters (spec 3): SalesPersonId, DealerId (the dealer user), PartyId, Status (one or a comma list), Filter (notConfirmed, open = not completed or cancelled, tracking = dispatched or delivered, today), FromDate and ToDate (order date, YYYY-MM-DD), areaId and routeId (the party’s), query (order number, party name, remarks).';

/** The spec's separate lists: the list with a view fixed on top of whatever else is asked. */
const presetList = <P extends string>(path: P, what: string) =>
  defineContract({
    method: 'get',
    path,
    summary: `${what}: the order list with that view applied on top of its other filters and paging. A page of OrderSummary.`,
    access: 'user',
    tag: ORDERS_TAG,
    permission: { page, action: 'view' },
    query: orderListQuery,
    response: orderPageSchema,
  });

/** Orders read: the list and its views, one order, the board and the delivery sheet. */
export const orderReadContracts = {
  list: defineContract({
    method: 'get',
    path: '/order/list',
    summary: `Orders of the company, one page (pageNo, pageSize up to 5000), newest order date first. ${FILTERS_TEXT} SortBy: OrderDate, OrderNo, TotalAmount, Status (pipeline order), PartyName, CreatedAt, StatusChangedAt; SortType asc or desc. A page of OrderSummary; AllowedActions is empty without edit permission.`,
    access: 'user',
    tag: ORDERS_TAG,
    permission: { page, action: 'view' },
    query: orderListQuery,
    response: orderPageSchema,
  }),
  notConfirmedList: presetList('/order/notconfirmedlist', 'Orders not confirmed yet'),
  trackingList: presetList('/order/trackinglist', 'Orders on the road (dispatched or delivered)'),
  dealerOrderList: defineContract({
    method: 'get',
    path: '/order/dealerorderlist',
    summary:
      'Orders assigned to a dealer (userType=dealer) or a delivery person (userType=deliveryPerson). A caller who is a dealer or delivery person gets the orders assigned to them: userType must be their own type and userId, if sent, their own id (else 403). Office users: to userId, else to anyone of that type. The list’s filters, sort and paging apply.',
    access: 'user',
    tag: ORDERS_TAG,
    permission: { page, action: 'view' },
    query: dealerOrderListQuery,
    response: orderPageSchema,
  }),
  detail: defineContract({
    method: 'get',
    path: '/order/detail',
    summary:
      'One order with its lines (prices, discounts, VAT, where each price came from) and its whole history (who moved it, when, from, to, remarks). OrderDetail; Version goes back with a save or action to refuse a stale screen.',
    access: 'user',
    tag: ORDERS_TAG,
    permission: { page, action: 'view' },
    query: orderIdQuery,
    response: orderDetailSchema,
  }),
  board: defineContract({
    method: 'get',
    path: '/order/board',
    summary: `The order board: one column per status in pipeline order, each with the Count and TotalAmount of its orders under the filters and its oldest orders (longest in the status first; perColumn, default 20, at most 100). ${FILTERS_TEXT}`,
    access: 'user',
    tag: ORDERS_TAG,
    permission: { page, action: 'view' },
    query: orderBoardQuery,
    response: orderBoardSchema,
  }),
  chalan: defineContract({
    method: 'get',
    path: '/order/chalan',
    summary:
      'The delivery sheet (chalan) of a delivery person for a date: the orders assigned to them for that date that are ready to dispatch or dispatched, by route and party, with the party’s address and phone, lines (each in the unit it was sold in and in base units) and totals, the quantity of each product to load (in its own unit, and per unit sold: 4 Carton, 6 Piece), and the sheet’s totals.',
    access: 'user',
    tag: ORDERS_TAG,
    permission: { page, action: 'view' },
    query: orderChalanQuery,
    response: chalanSheetSchema,
  }),
};

/** The delivery map's call (spec section 7: dispatched orders for a sales person). */
export const orderMapContracts = {
  dispatchedOrders: defineContract({
    method: 'get',
    path: '/order/dispatchedorders',
    summary:
      "The delivery map's stops: the company's orders now dispatched, oldest dispatch first, [{OrderId, OrderNo, PartyId, PartyName, Address, Latitude, Longitude (the party's pin, null when unknown), TotalAmount (rupees), DispatchedAt}]. salesPersonId narrows to that sales person's orders, deliveryUserId to those assigned to that delivery person; companyId (or the CompanyId header) is the company. A dealer or delivery person sees only the orders assigned to them. Needs Orders view; open to widget tokens with scope tracking.maps.",
    access: 'user',
    tag: ORDERS_TAG,
    permission: { page, action: 'view' },
    widgetScope: 'tracking.maps',
    query: dispatchedOrdersQuery,
    response: z.array(dispatchedOrderStopSchema),
  }),
};

/** What the order form reads to price its lines as a save will. */
export const orderPricingContracts = {
  vatRate: defineContract({
    method: 'get',
    path: '/order/vatrate',
    summary: `The VAT rate (percent) a new or edited order is priced at now: the company’s ${VAT_RATE_SETTING_KEY} application setting, or 13 when it is unset or not a percentage. A saved order keeps the rate it was priced at (OrderDetail.VatRatePercent). {VatRatePercent}.`,
    access: 'user',
    tag: ORDERS_TAG,
    // Whoever may save an order needs it for the form's totals.
    permission: { page, action: 'create' },
    alsoPermittedBy: [{ page, action: 'edit' }],
    response: orderVatRateSchema,
  }),
  productUnits: defineContract({
    method: 'get',
    path: '/order/productunits',
    summary:
      'The units an order line of the product may be in (productId): the product’s own unit first (ConversionFactor 1, IsBase), then the units of its product units, oldest first, one per unit. A line names one as UnitId; its price is the base price × ConversionFactor. {ProductId, Units: [{UnitId, Name, Symbol, ConversionFactor, AllowsFraction, IsBase}]}. Another company’s product: 404.',
    access: 'user',
    tag: ORDERS_TAG,
    // Whoever may save an order needs it for the form's lines.
    permission: { page, action: 'create' },
    alsoPermittedBy: [{ page, action: 'edit' }],
    query: productUnitsQuery,
    response: productSaleUnitsSchema,
  }),
  currentPrice: defineContract({
    method: 'get',
    path: `/${PARTY_PRODUCT_PRICING.apiPath}/currentprice`,
    summary:
      'The price a party pays for a product on a day (date, YYYY-MM-DD; today when left out): the party’s own price that has started and not ended, the latest started, else the product’s price. {Price (rupees), Source: party or product, PartyProductPricingId}.',
    access: 'user',
    tag: PARTY_PRODUCT_PRICING.title,
    // The order form asks it for every line it prices.
    permission: { page: PAGE_CODES.Order, action: 'create' },
    alsoPermittedBy: [
      { page: PAGE_CODES.Order, action: 'edit' },
      { page: PAGE_CODES.PartyProductPricing, action: 'view' },
    ],
    query: currentPriceQuery,
    response: currentPriceSchema,
  }),
};

const statusWords = (statuses: readonly OrderStatus[]) =>
  joinAlternatives(statuses.map((status) => ORDER_STATUS_LABELS[status].toLowerCase()));

const actionContract = (rule: (typeof ORDER_TRANSITIONS)[number]) =>
  defineContract({
    method: 'post',
    path: `/order/${rule.action}`,
    summary: `${rule.label}: moves an order that is ${statusWords(rule.from)} to ${statusWords([rule.to])}${rule.remarksRequired ? ' (Remarks, the reason, is required)' : ' (optional Remarks)'}. Optional Version refuses a stale screen. From any other status: 409 with what the order can do instead. Of two at once, one wins and the other gets 409. Answers the OrderDetail.`,
    access: 'user',
    tag: ORDERS_TAG,
    permission: { page, action: 'edit' },
    query: orderIdQuery,
    body: orderActionBody,
    response: orderDetailSchema,
  });
export type OrderActionContract = ReturnType<typeof actionContract>;

/** One route per pipeline action (POST /order/{action}?id=), described from the pipeline's own table. */
export const orderActionContracts = Object.fromEntries(
  ORDER_TRANSITIONS.map((rule) => [rule.action, actionContract(rule)]),
) as Record<OrderAction, OrderActionContract>;

/** Orders written: save and assignment (the pipeline actions are orderActionContracts). */
export const orderWriteContracts = {
  save: defineContract({
    method: 'post',
    path: '/order/save',
    summary:
      'Without Id: creates an order, not confirmed, numbered SO-{year}-{serial} (create permission). With Id: replaces its fields and lines while it is not confirmed or confirmed (edit permission; else 409), refused with 409 if Version is sent and the order moved on. JSON {PartyId, SalesPersonId?, OrderDate? (today), Remarks?, OrderDiscountPercent? or OrderDiscountAmount?, Lines: [{ProductId, UnitId?, Quantity, UnitPrice?, DiscountPercent? or DiscountAmount?}]}, or a form with Lines as a JSON string. Amounts in rupees. UnitId is the product’s own unit (when left out) or the unit of one of its product units (GET /order/productunits); Quantity and UnitPrice are in that unit, and any other unit is 400 (Lines[0].UnitId). A line without UnitPrice gets the party’s current price on the order date, else the product’s, times the unit’s conversion factor, rounded to the paisa once. The line keeps the unit’s name, factor and its quantity in base units (BaseQuantity), whatever later happens to the product unit. Field errors name the line: Lines[0].Quantity. Answers the OrderDetail.',
    access: 'user',
    tag: ORDERS_TAG,
    // Create or edit depends on the body: either opens the route, and the handler asks for the one that applies.
    permission: { page, action: 'create' },
    alsoPermittedBy: [{ page, action: 'edit' }],
    bodyKind: 'json',
    body: orderSaveBody,
    response: orderDetailSchema,
  }),
  assign: defineContract({
    method: 'post',
    path: '/order/assign',
    summary:
      'Assigns an order for a day (AssignDate, YYYY-MM-DD) to a delivery person (DeliveryUserId: a member of type deliveryPerson) and/or a dealer (DealerUserId: a member of type dealer); whoever is not named keeps their assignment; AssignDate within a year of today (else 400). Up to dispatched: from delivered on, and for cancelled orders, 409. Kept in the audit log. Answers the OrderDetail.',
    access: 'user',
    tag: ORDERS_TAG,
    permission: { page, action: 'edit' },
    query: orderIdQuery,
    body: orderAssignBody,
    response: orderDetailSchema,
  }),
};
