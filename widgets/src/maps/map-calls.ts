import { beatPlanContracts } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { orderMapContracts } from '@backoffice/shared/sales/orders/order.contract';
import { trackingContracts } from '@backoffice/shared/sales/tracking/tracking.contract';
import { callContract, clientOf } from '../core/contract-client.ts';

const trackingApi = clientOf(trackingContracts);

/**
 * An id from a page query as the API takes it. Text that is not a number is still sent (as NaN),
 * so the server answers it with the field's message, as before.
 */
const idOf = (value: string | undefined): number | undefined =>
  value === undefined || value === '' ? undefined : Number(value);

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
  callContract(beatPlanContracts.listByUser, {
    query: {
      year: idOf(query.year),
      month: idOf(query.month),
      day: idOf(query.day),
      salesPersonId: idOf(query.salesPersonId),
    },
    ...companyOf(query.companyId),
    signal,
  });

export interface LiveLocationsQuery {
  auid?: string | undefined;
  cid?: string | undefined;
  spuid?: string | undefined;
}

export const fetchLiveLocations = (query: LiveLocationsQuery, signal: AbortSignal) =>
  trackingApi.currentLocation({
    query: { auid: idOf(query.auid), cid: idOf(query.cid), spuid: idOf(query.spuid) },
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
  trackingApi.usersTracking({
    query: {
      fromDate: query.fd ?? '',
      toDate: query.td ?? '',
      uid: idOf(query.uid),
      cid: idOf(query.cid),
      spuid: idOf(query.spuid),
    },
    ...companyOf(query.cid),
    signal,
  });

export interface DeliveryMapQuery {
  salesPersonId?: string | undefined;
  companyId?: string | undefined;
  /** The vehicle's position. */
  latitude?: string | undefined;
  longitude?: string | undefined;
}

export const fetchDispatchedOrders = (query: DeliveryMapQuery, signal: AbortSignal) =>
  callContract(orderMapContracts.dispatchedOrders, {
    query: { salesPersonId: idOf(query.salesPersonId), companyId: idOf(query.companyId) },
    ...companyOf(query.companyId),
    signal,
  });
