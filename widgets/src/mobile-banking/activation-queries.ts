/**
 * The mobile-banking API (issue 6) as calls and react-query hooks: activation requests, their
 * actions, the renewal list and the SMS outbox. Shapes from shared/src/mobile-banking.
 */
import type {
  ActivationAction,
  ActivationStatus,
} from '@backoffice/shared/mobile-banking/activation-request-machine';
import type {
  ActivationActionResult,
  ActivationRequestDetail,
  ActivationRequestSummary,
  ChargeCheck,
  RenewalMemberPage,
  SmsOutboxMessage,
} from '@backoffice/shared/mobile-banking/mobile-banking-api.types';
import type { SmsStatus } from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import type { RenewalTab } from '@backoffice/shared/mobile-banking/renewal-tabs';
import type { Page } from '@backoffice/shared/paging';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi, getData, type Params } from '../core/api-client.ts';

const BASE = '/mobilebankingactivationrequest';

/** Every mobile-banking query starts with this key, so an action refreshes lists, detail and renewals. */
export const MOBILE_BANKING_KEY = ['mobile-banking'] as const;

export const refreshMobileBanking = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: MOBILE_BANKING_KEY });

export interface ActivationListParams {
  pageNo: number;
  pageSize: number;
  query: string;
  /** '' for every status. */
  status: ActivationStatus | '';
}

export const useActivationList = (params: ActivationListParams) =>
  useQuery({
    queryKey: [...MOBILE_BANKING_KEY, 'requests', params] as const,
    queryFn: ({ signal }) =>
      getData<Page<ActivationRequestSummary>>(
        `${BASE}/list`,
        {
          pageNo: params.pageNo,
          pageSize: params.pageSize,
          query: params.query.trim(),
          Status: params.status,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const activationDetailKey = (id: number) => [...MOBILE_BANKING_KEY, 'request', id] as const;

export const useActivationDetail = (id: number, enabled = true) =>
  useQuery({
    queryKey: activationDetailKey(id),
    queryFn: ({ signal }) => getData<ActivationRequestDetail>(`${BASE}/detail`, { id }, { signal }),
    enabled,
    staleTime: 0,
  });

/** What a renewal would charge now (the company's MB_RENEWAL_CHARGE), to start the Renew form with. */
export const useChargeCheck = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...MOBILE_BANKING_KEY, 'charge', id] as const,
    queryFn: ({ signal }) => getData<ChargeCheck>(`${BASE}/checkcharge`, { id }, { signal }),
    enabled,
    staleTime: 0,
  });

/** POST /mobilebankingactivationrequest/{action}?id=, form-encoded like the other action screens. */
export const runActivationAction = (id: number, action: ActivationAction, form: Params) =>
  callApi<ActivationActionResult>('post', `${BASE}/${action}`, { query: { id }, form });

export interface RenewalListParams {
  pageNo: number;
  pageSize: number;
  query: string;
  tab: RenewalTab;
}

/** One tab's page of the renewal list; every answer carries all three tabs' counts for the search. */
export const useRenewalMembers = (params: RenewalListParams, enabled: boolean) =>
  useQuery({
    queryKey: [...MOBILE_BANKING_KEY, 'renewals', params] as const,
    queryFn: ({ signal }) =>
      getData<RenewalMemberPage>(
        `${BASE}/ListRenewalMembers`,
        { pageNo: params.pageNo, pageSize: params.pageSize, query: params.query.trim(), tab: params.tab },
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });

/** The first look of the renewal list (no tab): its counts decide whether the popup opens at all. */
export const fetchRenewalCounts = (pageSize: number) =>
  getData<RenewalMemberPage>(`${BASE}/ListRenewalMembers`, { pageNo: 1, pageSize });

export interface SmsOutboxParams {
  pageNo: number;
  pageSize: number;
  query: string;
  status: SmsStatus | '';
}

export const useSmsOutbox = (params: SmsOutboxParams) =>
  useQuery({
    queryKey: [...MOBILE_BANKING_KEY, 'sms', params] as const,
    queryFn: ({ signal }) =>
      getData<Page<SmsOutboxMessage>>(
        '/smsoutbox/list',
        {
          pageNo: params.pageNo,
          pageSize: params.pageSize,
          query: params.query.trim(),
          Status: params.status,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
