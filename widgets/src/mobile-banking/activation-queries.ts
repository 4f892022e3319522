/**
 * The mobile-banking API as calls and react-query hooks: activation requests, their
 * actions, the renewal list and the SMS outbox. Routes and shapes from the module's contracts
 * (shared/src/mobile-banking/mobile-banking.contract.ts).
 */
import type {
  ActivationAction,
  ActivationStatus,
} from '@backoffice/shared/mobile-banking/activation-request-machine';
import {
  activationActionContracts,
  activationRequestContracts,
  coreBankingContracts,
  smsOutboxContracts,
} from '@backoffice/shared/mobile-banking/mobile-banking.contract';
import type { SmsStatus } from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import { activationIdQuery } from '@backoffice/shared/mobile-banking/mobile-banking-inputs';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callContractForMessage, clientOf, contractKey } from '../core/contract-client.ts';
import { fetchRenewalPage, type RenewalListParams } from './renewals/renewal-list-call.ts';

const activationApi = clientOf(activationRequestContracts);
const smsOutboxApi = clientOf(smsOutboxContracts);

/** Every read of the module: an action refreshes lists, detail, renewals, charges and settings. */
const MODULE_READS = [
  ...Object.values(activationRequestContracts),
  ...Object.values(coreBankingContracts),
  ...Object.values(smsOutboxContracts),
].filter((contract) => contract.method === 'get');

export const refreshMobileBanking = (queryClient: QueryClient) =>
  Promise.all(
    MODULE_READS.map((contract) => queryClient.invalidateQueries({ queryKey: contractKey(contract) })),
  );

/** A page of a list searched by text and narrowed to one status. */
interface StatusListParams<Status extends string> {
  pageNo: number;
  pageSize: number;
  query: string;
  /** '' for every status. */
  status: Status | '';
}

/** The list route's query (and its export's): the search trimmed, and Status only when one is chosen. */
export const statusListQuery = <Status extends string>(params: StatusListParams<Status>) => ({
  pageNo: params.pageNo,
  pageSize: params.pageSize,
  query: params.query.trim(),
  ...(params.status === '' ? {} : { Status: params.status }),
});

export type ActivationListParams = StatusListParams<ActivationStatus>;

export const useActivationList = (params: ActivationListParams) => {
  const query = statusListQuery(params);
  return useQuery({
    queryKey: contractKey(activationRequestContracts.list, query),
    queryFn: ({ signal }) => activationApi.list({ query, signal }),
    placeholderData: keepPreviousData,
  });
};

export const activationDetailKey = (id: number) => contractKey(activationRequestContracts.detail, { id });

export const useActivationDetail = (id: number) =>
  useQuery({
    queryKey: activationDetailKey(id),
    queryFn: ({ signal }) => activationApi.detail({ query: { id }, signal }),
    staleTime: 0,
  });

/** What a renewal would charge now (the company's MB_RENEWAL_CHARGE), to start the Renew form with. */
export const useChargeCheck = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: contractKey(activationRequestContracts.checkCharge, { id }),
    queryFn: ({ signal }) => activationApi.checkCharge({ query: { id }, signal }),
    enabled,
    staleTime: 0,
  });

/** The dialog's text fields, as a form sends them: the server reads them with the action's body schema. */
const actionForm = z.record(z.string(), z.string());

/** POST /mobilebankingactivationrequest/{action}?id=, form-encoded like the other action screens. */
export const runActivationAction = (id: number, action: ActivationAction, form: Record<string, string>) =>
  callContractForMessage(
    { ...activationActionContracts[action], query: activationIdQuery, body: actionForm },
    { query: { id }, body: form },
  );

/** One tab's page of the renewal list, the previous page shown while the next loads. */
export const useRenewalMembers = (params: RenewalListParams) =>
  useQuery({
    queryKey: contractKey(activationRequestContracts.renewalMembers, params),
    queryFn: ({ signal }) => fetchRenewalPage(params, signal),
    placeholderData: keepPreviousData,
  });

export type SmsOutboxParams = StatusListParams<SmsStatus>;

export const useSmsOutbox = (params: SmsOutboxParams) => {
  const query = statusListQuery(params);
  return useQuery({
    queryKey: contractKey(smsOutboxContracts.list, query),
    queryFn: ({ signal }) => smsOutboxApi.list({ query, signal }),
    placeholderData: keepPreviousData,
  });
};
