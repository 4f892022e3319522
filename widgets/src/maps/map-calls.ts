import type { BeatParty } from '@backoffice/shared/sales/beat-plans/beat-plan-api.types';
import {
  type DispatchedOrderStop,
  type LiveLocation,
  TRACKING_PATHS,
  type TravelHistory,
} from '@backoffice/shared/sales/tracking/tracking-api.types';
import { getData, type Params } from '../core/api-client.ts';

/** A company id from a page query (cid, companyId): sent as the CompanyId header when given. */
const companyOf = (value: string | undefined): { companyId?: string } =>
  value && /^[1-9]\d{0,9}$/.test(value) ? { companyId: value } : {};

export interface BeatMapQuery {
  year?: string | undefined;
  month?: string | undefined;
  day?: string | undefined;
  salesPersonId?: string | undefined;
  companyId?: string | undefined;
}

export const fetchBeatParties = (query: BeatMapQuery, signal: AbortSignal) =>
  getData<BeatParty[]>('/beatplan/listbyuser', { ...query } satisfies Params, {
    ...companyOf(query.companyId),
    signal,
  });

export interface LiveLocationsQuery {
  auid?: string | undefined;
  cid?: string | undefined;
  spuid?: string | undefined;
}

export const fetchLiveLocations = (query: LiveLocationsQuery, signal: AbortSignal) =>
  getData<LiveLocation[]>(TRACKING_PATHS.currentLocation, { ...query } satisfies Params, {
    ...companyOf(query.cid),
    signal,
  });

export interface TravelHistoryQuery {
  spuid?: string | undefined;
  /** From date, YYYY-MM-DD (the page's fd; the API's fromDate). */
  fd?: string | undefined;
  /** To date, YYYY-MM-DD (td; toDate). */
  td?: string | undefined;
  uid?: string | undefined;
  cid?: string | undefined;
}

export const fetchTravelHistory = (query: TravelHistoryQuery, signal: AbortSignal) =>
  getData<TravelHistory>(
    TRACKING_PATHS.usersTracking,
    { fromDate: query.fd, toDate: query.td, uid: query.uid, cid: query.cid, spuid: query.spuid },
    { ...companyOf(query.cid), signal },
  );

export interface DeliveryMapQuery {
  salesPersonId?: string | undefined;
  companyId?: string | undefined;
  /** The vehicle's position. */
  latitude?: string | undefined;
  longitude?: string | undefined;
}

export const fetchDispatchedOrders = (query: DeliveryMapQuery, signal: AbortSignal) =>
  getData<DispatchedOrderStop[]>(
    TRACKING_PATHS.dispatchedOrders,
    { salesPersonId: query.salesPersonId, companyId: query.companyId },
    { ...companyOf(query.companyId), signal },
  );
