/** The order routes' answers: money in rupees with two decimals, quantities up to three decimals, dates YYYY-MM-DD. */
import { z } from 'zod';
import { pageSchema } from '../../paging.js';
import { sourceVouchersField } from '../common/source-vouchers.schema.js';
import { ORDER_ACTIONS, ORDER_STATUSES } from './order-pipeline.js';

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
  /** Per company and fiscal year, readable: SO-2083/84-000123 (older orders keep SO-2026-000123). */
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
  /** Its Sales voucher once delivered (and any reversal). */
  Vouchers: sourceVouchersField,
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
