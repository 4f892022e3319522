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
  SmsOutboxMessage,
} from '@backoffice/shared/mobile-banking/mobile-banking-api.types';
import type { SmsStatus } from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import type { Page } from '@backoffice/shared/paging';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi, getData, type Params } from '../core/api-client.ts';
import { ACTIVATION_API as BASE } from './activation-paths.ts';
import { fetchRenewalPage, type RenewalListParams } from './renewals/renewal-list-call.ts';

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

export const useActivationDetail = (id: number) =>
  useQuery({
    queryKey: activationDetailKey(id),
    queryFn: ({ signal }) => getData<ActivationRequestDetail>(`${BASE}/detail`, { id }, { signal }),
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

/** One tab's page of the renewal list, the previous page shown while the next loads. */
export const useRenewalMembers = (params: RenewalListParams) =>
  useQuery({
    queryKey: [...MOBILE_BANKING_KEY, 'renewals', params] as const,
    queryFn: ({ signal }) => fetchRenewalPage(params, signal),
    placeholderData: keepPreviousData,
  });

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
