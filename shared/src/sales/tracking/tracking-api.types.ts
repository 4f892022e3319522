/**
 * Location tracking and visits (issue 7; spec sections 3 and 7). Paths are under the API base.
 * The spec names the calls and their queries but not their paths; these follow its conventions.
 */
export const TRACKING_PATHS = {
  /** POST JSON {Points: LocationPointInput[]} (the field app's batch) -> LocationBatchResult. */
  saveLocations: '/location/savebatch',
  /** GET auid, cid, spuid -> LiveLocation[] (newest point of each sales person in scope). */
  currentLocation: '/visit/currentlocation',
  /** GET fromDate, toDate (YYYY-MM-DD), uid, cid, spuid -> TravelHistory. */
  usersTracking: '/visit/userstracking',
  /** GET date (YYYY-MM-DD), userId -> LocationTrackPoint[] of that user that day, in time order. */
  liveLocation: '/visit/livelocation',
  /** POST multipart: PartyId?, Latitude, Longitude, CheckInAt, CheckOutAt?, Remarks?, LocationName?, Files. */
  saveVisit: '/visit/save',
  /** GET pageNo, pageSize, query, fromDate, toDate, salesPersonId -> Page<VisitSummary>. */
  visitList: '/visit/list',
  /** POST ?userId= with Title, Message: a notification pushed at once to that user. */
  highPriorityNotification: '/visit/highprioritynotification',
  /** GET salesPersonId, companyId -> DispatchedOrderStop[] (the delivery map). */
  dispatchedOrders: '/order/dispatchedorders',
} as const;

/** One fix as the field app sends it. DeviceDate YYYY-MM-DD and DeviceTime HH:mm:ss are the phone's local time in Nepal. */
export interface LocationPointInput {
  DeviceDate: string;
  DeviceTime: string;
  Latitude: number;
  Longitude: number;
  /** Metres, as the phone's location service reports. */
  Accuracy?: number;
  LocationName?: string;
}

export interface LocationBatchResult {
  /** Stored now. */
  Accepted: number;
  /** Already stored by an earlier send of the same fix (a retried batch). */
  Duplicates: number;
  /** Refused by the plausibility filters, with the index in the batch and why. */
  Rejected: { Index: number; Reason: string }[];
}

/** Spec section 3: a location track point. */
export interface LocationTrackPoint {
  UserId: number;
  UserName: string;
  LocationName: string | null;
  DeviceDate: string;
  DeviceTime: string;
  Latitude: number;
  Longitude: number;
  Accuracy: number | null;
}

/** A sales person's newest position (the live map and the LocationUpdated event). */
export interface LiveLocation extends LocationTrackPoint {
  SalesPersonId: number;
  FullName: string;
  /** When the server received it (ISO). */
  ReceivedAt: string;
}

/** Spec section 3: travel history. */
export interface TravelRoutePoint {
  Longitude: number;
  Latitude: number;
  DeviceTime: string;
  LocationName: string | null;
}

export interface TravelVisit {
  Longitude: number;
  Latitude: number;
  IsParty: boolean;
  PartyName: string | null;
  LocationName: string | null;
  UserName: string;
  /** Minutes between check-in and check-out (null while the visit is open). */
  VisitDuration: number | null;
  VisitDate: string;
  GeoLocationName: string | null;
}

export interface TravelHistory {
  Routes: TravelRoutePoint[];
  Visits: TravelVisit[];
}

export interface VisitSummary {
  Id: number;
  SalesPersonId: number;
  SalesPersonName: string;
  PartyId: number | null;
  PartyName: string | null;
  Latitude: number;
  Longitude: number;
  LocationName: string | null;
  CheckInAt: string;
  CheckOutAt: string | null;
  VisitDuration: number | null;
  Remarks: string | null;
  Files: { Id: number; FileName: string; Url: string }[];
}

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
