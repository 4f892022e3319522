/**
 * The delivery map's call (owned by the orders module; the tracking and visit routes are in
 * tracking.contract.ts). Paths are under the API base.
 */
export const TRACKING_PATHS = {
  /** GET salesPersonId, companyId -> DispatchedOrderStop[] (the delivery map). */
  dispatchedOrders: '/order/dispatchedorders',
} as const;

/** A stop on the delivery map: a dispatched order at its party. */
export interface DispatchedOrderStop {
  OrderId: number;
  OrderNo: string;
  PartyId: number;
  PartyName: string;
  Address: string | null;
  Latitude: number | null;
  Longitude: number | null;
  TotalAmount: number;
  DispatchedAt: string | null;
}
