/**
 * The tracking screens' calls: visits, the location retention, the pickers, and the two
 * messages an office sends (a high-priority notification, a company broadcast). Visits and the
 * retention go through their contracts (shared/src/sales/tracking/tracking.contract.ts).
 */
import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { VISIT_PURPOSE } from '@backoffice/shared/entities/sales/visit-purpose.entity';
import { salesPersonContracts } from '@backoffice/shared/sales/sales-persons/sales-person.contract';
import { trackingContracts, visitContracts } from '@backoffice/shared/sales/tracking/tracking.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContract, callContractForMessage, clientOf, contractKey } from '../core/contract-client.ts';

const visitApi = clientOf(visitContracts);
const trackingApi = clientOf(trackingContracts);

/** A picker's id as the API takes it: '' (everyone) is no filter. */
const idOrNothing = (text: string): number | undefined => (text === '' ? undefined : Number(text));

export const TRACKING_KEY = ['tracking'] as const;

export interface VisitListParams {
  pageNo: number;
  pageSize: number;
  /** The sales person record's id; '' for everyone. */
  salesPersonId: string;
  /** The visit purpose's id; '' for any. */
  purposeId: string;
  /** YYYY-MM-DD, Nepal days; '' for open. */
  fromDate: string;
  toDate: string;
  query: string;
}

/** The list's filters and page as GET /visit/list (and its export) take them. */
export const visitListCallQuery = (params: VisitListParams) => ({
  pageNo: params.pageNo,
  pageSize: params.pageSize,
  salesPersonId: idOrNothing(params.salesPersonId),
  purposeId: idOrNothing(params.purposeId),
  fromDate: params.fromDate,
  toDate: params.toDate,
  query: params.query.trim(),
});

export const useVisitList = (params: VisitListParams) => {
  const query = visitListCallQuery(params);
  return useQuery({
    queryKey: contractKey(visitContracts.list, query),
    queryFn: ({ signal }) => visitApi.list({ query, signal }),
    placeholderData: keepPreviousData,
  });
};

export const useVisitDetail = (id: number) =>
  useQuery({
    queryKey: contractKey(visitContracts.detail, { id }),
    queryFn: ({ signal }) => visitApi.detail({ query: { id }, signal }),
  });

/**
 * Every sales person of the company, for the visits filter: one pending or no longer active may
 * still have visits (an Id is the sales person's, not the user's).
 */
export const useSalesPersonFilterOptions = (enabled = true) =>
  useQuery({
    queryKey: [...TRACKING_KEY, 'sales-persons'] as const,
    queryFn: ({ signal }) => callContract(salesPersonContracts.filterList, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });

/**
 * The company's visit purposes for the visits filter, those in use first and the retired ones
 * marked (old visits still carry them); a caller who may not search them gets no filter.
 */
export const useVisitPurposeOptions = (enabled = true) =>
  useQuery({
    queryKey: [...TRACKING_KEY, 'visit-purposes'] as const,
    queryFn: ({ signal }) =>
      callContract(entityContracts(VISIT_PURPOSE).autocomplete, { query: { limit: 50 }, signal }),
    staleTime: 5 * 60_000,
    enabled,
    retry: false,
  });

/** The sales persons' sign-ins (an Id is the user id the travel history's spuid names). */

export const useSalesPersonUsers = () =>
  useQuery({
    queryKey: [...TRACKING_KEY, 'sales-person-users'] as const,
    queryFn: ({ signal }) => callContract(salesPersonContracts.activeUsers, { signal }),
    staleTime: 5 * 60_000,
  });

export const LOCATION_SETTINGS_KEY = contractKey(trackingContracts.settings);

export const useLocationSettings = (enabled: boolean) =>
  useQuery({
    queryKey: LOCATION_SETTINGS_KEY,
    queryFn: ({ signal }) => trackingApi.settings({ signal }),
    enabled,
    staleTime: 0,
  });

/** Answers the whole envelope: the dialog shows the server's Message. */
export const saveLocationSettings = (retentionDays: number) =>
  callContractForMessage(trackingContracts.saveSettings, { body: { RetentionDays: retentionDays } });

export const sendHighPriorityNotification = (userId: number, title: string, message: string) =>
  callContractForMessage(visitContracts.highPriorityNotification, {
    query: { userId },
    body: { Title: title, Message: message },
  });
