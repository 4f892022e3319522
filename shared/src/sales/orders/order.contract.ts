/**
 * The order API, shared by the server that answers it and the screens that call it.
 * Money is in rupees with two decimals on the wire (paisa in the database), quantities are numbers
 * with up to three decimals, dates are YYYY-MM-DD and instants ISO 8601.
 */
import { z } from 'zod';
import { PARTY_PRODUCT_PRICING } from '../../entities/sales/party-product-pricing.entity.js';
import { bulkAnswerSchema, bulkBodySchema, bulkRouteText } from '../../http/bulk-action.js';
import { exportFileText } from '../../http/export-format.js';
import { defineContract } from '../../http/route-contract.js';
import { PAGE_CODES } from '../../page-codes.js';
import { joinAlternatives } from '../../state-machine/state-machine.js';
import {
  ORDER_ACTIONS,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderStatus,
} from './order-pipeline.js';

/** One page carries every order permission: view reads, create and edit save, edit runs actions. */
const page = PAGE_CODES.Order;
export const ORDERS_TAG = 'Orders';
/** The company's application setting that holds the VAT rate orders are priced at. */
export const VAT_RATE_SETTING_KEY = 'VAT_RATE_PERCENT';

export * from './order-answers.schema.js';
export * from './order-inputs.schema.js';

import {
  chalanSheetSchema,
  currentPriceSchema,
  dispatchedOrderStopSchema,
  orderBoardSchema,
  orderDetailSchema,
  orderPageSchema,
  orderVatRateSchema,
  productSaleUnitsSchema,
} from './order-answers.schema.js';
import {
  currentPriceQuery,
  dealerOrderListQuery,
  dispatchedOrdersQuery,
  orderActionBody,
  orderAssignBody,
  orderBoardQuery,
  orderChalanQuery,
  orderExportQuery,
  orderIdQuery,
  orderListQuery,
  orderSaveBody,
  productUnitsQuery,
} from './order-inputs.schema.js';

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
  export: defineContract({
    method: 'get',
    path: '/order/export',
    summary: exportFileText(
      `The order list under its filters and sort, without paging (Order no, Date, Party, Sales person, Status, Amount); a dealer or delivery person gets the orders assigned to them. ${FILTERS_TEXT} Ids (comma separated) keeps only those of the orders named.`,
    ),
    access: 'user',
    tag: ORDERS_TAG,
    permission: { page, action: 'view' },
    query: orderExportQuery,
    response: z.null(),
    download: 'table',
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
    summary: `${rule.label}: moves an order that is ${statusWords(rule.from)} to ${statusWords([rule.to])}${rule.remarksRequired ? ' (Remarks, the reason, is required)' : ' (optional Remarks)'}. Optional Version refuses a stale screen. From any other status: 409 with what the order can do instead. Of two at once, one wins and the other gets 409.${rule.to === 'delivered' ? ' Its Sales voucher is posted with it (409 naming an accounting setting key that names no ledger; 400 on VoucherDate when the books are locked), and nothing moves when it cannot be.' : ''} Answers the OrderDetail.`,
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
      'Without Id: creates an order, not confirmed, numbered SO-{fiscal year}-{serial}, e.g. SO-2083/84-000001 (create permission). With Id: replaces its fields and lines while it is not confirmed or confirmed (edit permission; else 409), refused with 409 if Version is sent and the order moved on. JSON {PartyId, SalesPersonId?, OrderDate? (today), Remarks?, OrderDiscountPercent? or OrderDiscountAmount?, Lines: [{ProductId, UnitId?, Quantity, UnitPrice?, DiscountPercent? or DiscountAmount?}]}, or a form with Lines as a JSON string. Amounts in rupees. UnitId is the product’s own unit (when left out) or the unit of one of its product units (GET /order/productunits); Quantity and UnitPrice are in that unit, and any other unit is 400 (Lines[0].UnitId). A line without UnitPrice gets the party’s current price on the order date, else the product’s, times the unit’s conversion factor, rounded to the paisa once. The line keeps the unit’s name, factor and its quantity in base units (BaseQuantity), whatever later happens to the product unit. Field errors name the line: Lines[0].Quantity. Answers the OrderDetail.',
    access: 'user',
    tag: ORDERS_TAG,
    // Create or edit depends on the body: either opens the route, and the handler asks for the one that applies.
    permission: { page, action: 'create' },
    alsoPermittedBy: [{ page, action: 'edit' }],
    bodyKind: 'json',
    body: orderSaveBody,
    response: orderDetailSchema,
  }),
  bulk: defineContract({
    method: 'post',
    path: '/order/bulk',
    summary: bulkRouteText(
      `Runs one pipeline action (${ORDER_ACTIONS.join(', ')}; Remarks as its own route takes them, required to cancel)`,
    ),
    access: 'user',
    tag: ORDERS_TAG,
    permission: { page, action: 'edit' },
    bodyKind: 'json',
    body: bulkBodySchema(ORDER_ACTIONS),
    response: bulkAnswerSchema,
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
