/**
 * The order API's shapes (issue 5), shared by the server that answers them and the screens that
 * read them. Money is in rupees with two decimals on the wire (paisa in the database), quantities
 * are numbers with up to three decimals, dates are YYYY-MM-DD and instants ISO 8601.
 */
import type { Page } from '../../paging.js';
import type { OrderAction, OrderStatus } from './order-pipeline.js';

/** One order as lists and board cards show it. */
export interface OrderSummary {
  Id: number;
  /** Per company, readable: SO-2026-000123. */
  OrderNo: string;
  OrderDate: string;
  PartyId: number;
  PartyName: string;
  SalesPersonId: number | null;
  SalesPersonName: string | null;
  RouteId: number | null;
  RouteName: string | null;
  Status: OrderStatus;
  TotalAmount: number;
  LineCount: number;
  CreatedAt: string;
  /** When it entered its current status: the board's "age". */
  StatusChangedAt: string;
  /** What the caller may do next (pipeline rules and their permissions). */
  AllowedActions: OrderAction[];
  DeliveryUserId: number | null;
  DeliveryUserName: string | null;
  DealerUserId: number | null;
  DealerUserName: string | null;
}

/**
 * A line's quantity in the unit it was sold in and in the product's own (base) unit: 2 Carton of
 * 24 is 48 Piece. UnitName and ConversionFactor are as they were at the save. A line in the
 * product's own unit has UnitId = BaseUnitId and ConversionFactor 1.
 */
export interface LineUnits {
  UnitId: number;
  /** The sold unit's name at the save (Carton). */
  UnitName: string;
  /** The sold unit's symbol now (ctn). */
  UnitSymbol: string;
  /** Base units in one sold unit, at the save. */
  ConversionFactor: number;
  /** In the sold unit. */
  Quantity: number;
  BaseUnitId: number;
  BaseUnitName: string;
  BaseUnitSymbol: string;
  /** Quantity × ConversionFactor: what is loaded, delivered and returned. */
  BaseQuantity: number;
}

export interface OrderLine extends LineUnits {
  Id: number;
  ProductId: number;
  ProductName: string;
  ProductCode: string;
  /** Per sold unit: the base price × ConversionFactor, rounded to the paisa once (or as entered). */
  UnitPrice: number;
  /** Where the unit price came from: the party's own price or the product's. */
  PriceSource: 'party' | 'product';
  /**
   * The price PriceSource names, looked up when the order was saved. UnitPrice differs from it
   * when a price was entered by hand. (Optional in the type only until the screens' fixtures have
   * it: the server always sends it, as it does VatApplicable.)
   */
  ListPrice?: number;
  VatApplicable?: boolean;
  DiscountPercent: number | null;
  DiscountAmount: number;
  OrderDiscountShare: number;
  TaxableAmount: number;
  VatAmount: number;
  LineTotal: number;
}

export interface OrderTransition {
  Id: number;
  Action: OrderAction | 'create' | 'settle';
  From: OrderStatus | null;
  To: OrderStatus;
  At: string;
  ActorName: string | null;
  Remarks: string | null;
}

export interface OrderDetail extends OrderSummary {
  Remarks: string | null;
  VatRatePercent: number;
  SubTotal: number;
  /** Line discounts plus the order discount. */
  DiscountTotal: number;
  /** The order discount as given, when it was given as a percentage (always sent, like the next). */
  OrderDiscountPercent?: number | null;
  /** The order discount in rupees (the sum of the lines' OrderDiscountShare). */
  OrderDiscountAmount?: number;
  TaxableAmount: number;
  VatAmount: number;
  Lines: OrderLine[];
  History: OrderTransition[];
  AssignedDate: string | null;
  /** Increases with every change; a save or action may send it to refuse a stale screen (409). */
  Version: number;
}

/** POST /order/save as JSON (a form may carry Lines as a JSON string). */
export interface OrderSaveInput {
  Id?: number;
  Version?: number;
  PartyId: number;
  SalesPersonId?: number | null;
  OrderDate: string;
  Remarks?: string;
  OrderDiscountPercent?: number;
  OrderDiscountAmount?: number;
  Lines: {
    ProductId: number;
    /** The product's own unit (when left out) or the unit of one of its product units (a carton). */
    UnitId?: number;
    /** In that unit. */
    Quantity: number;
    /**
     * Per that unit. Omitted: the party's current price for the product, else the product's price,
     * times the unit's conversion factor.
     */
    UnitPrice?: number;
    DiscountPercent?: number;
    DiscountAmount?: number;
  }[];
}

export interface OrderBoardColumn {
  Status: OrderStatus;
  Label: string;
  /** Every order in the status under the filters; Orders holds the oldest first, at most the board's page. */
  Count: number;
  TotalAmount: number;
  Orders: OrderSummary[];
}

/** GET /order/board with the list's filters: one column per status, in pipeline order. */
export interface OrderBoard {
  Columns: OrderBoardColumn[];
  GeneratedAt: string;
}

export type OrderPage = Page<OrderSummary>;

/** GET /order/vatrate: the rate a new or edited order is priced at now, for the form's preview. */
export interface OrderVatRate {
  /** The company's VAT_RATE_PERCENT setting, 13 when unset or not a percentage. */
  VatRatePercent: number;
}

/** One unit a product is sold in, as the order form's unit select lists it. */
export interface ProductSaleUnit {
  UnitId: number;
  Name: string;
  Symbol: string;
  /** Base units in one: 1 for the product's own unit. */
  ConversionFactor: number;
  /** Whether a quantity of it may have decimals (kilograms) or must be whole (cartons). */
  AllowsFraction: boolean;
  /** The product's own unit. */
  IsBase: boolean;
}

/** GET /order/productunits?productId=: the product's own unit first, then its product units. */
export interface ProductSaleUnits {
  ProductId: number;
  Units: ProductSaleUnit[];
}

/** GET /partyproductpricing/currentprice: what a line without a price of its own would cost (per base unit). */
export interface CurrentPrice {
  Price: number;
  Source: 'party' | 'product';
  PartyProductPricingId: number | null;
}

export interface ChalanLine extends LineUnits {
  ProductId: number;
  ProductName: string;
  ProductCode: string;
  /** Per sold unit. */
  UnitPrice: number;
  LineTotal: number;
}

export interface ChalanOrder {
  Id: number;
  OrderNo: string;
  OrderDate: string;
  Status: OrderStatus;
  PartyId: number;
  PartyName: string;
  PartyAddress: string | null;
  PartyPhone: string | null;
  RouteName: string | null;
  SubTotal: number;
  DiscountTotal: number;
  VatAmount: number;
  TotalAmount: number;
  Lines: ChalanLine[];
}

/** How much of one product goes on the vehicle in one unit: 4 Carton. */
export interface ChalanUnitQuantity {
  UnitId: number;
  UnitName: string;
  Quantity: number;
}

/** How much of each product goes on the vehicle: the sheet's loading list. */
export interface ChalanProductTotal {
  ProductId: number;
  ProductName: string;
  ProductCode: string;
  /** The product's own unit: Quantity counts it. */
  UnitSymbol: string;
  UnitName: string;
  /** Every line's base quantity, summed exactly. */
  Quantity: number;
  /** The same goods as sold, per unit (4 Carton, 6 Piece), in the order first met. */
  Units: ChalanUnitQuantity[];
}

/**
 * GET /order/chalan?deliveryUserId=&date=: one delivery person's sheet for a day, the orders
 * assigned to them for it that are ready to dispatch or dispatched, by route and party.
 */
export interface ChalanSheet {
  DeliveryUserId: number;
  DeliveryUserName: string;
  Date: string;
  Orders: ChalanOrder[];
  Products: ChalanProductTotal[];
  OrderCount: number;
  SubTotal: number;
  DiscountTotal: number;
  VatAmount: number;
  TotalAmount: number;
}
