/**
 * The renewal list's call without react-query, so the lean <bo-renewals> element and the portal's
 * query hook (activation-queries.ts) share it.
 */
import { activationRequestContracts } from '@backoffice/shared/mobile-banking/mobile-banking.contract';
import type { RenewalTab } from '@backoffice/shared/mobile-banking/renewal-tabs';
import { callContract } from '../../core/contract-client.ts';

export interface RenewalListParams {
  pageNo: number;
  pageSize: number;
  query: string;
  tab: RenewalTab;
}

/** One tab's page of the renewal list; every answer carries all three tabs' counts for the search. */
export const fetchRenewalPage = (params: RenewalListParams, signal?: AbortSignal) =>
  callContract(activationRequestContracts.renewalMembers, {
    query: { pageNo: params.pageNo, pageSize: params.pageSize, query: params.query.trim(), tab: params.tab },
    ...(signal ? { signal } : {}),
  });

/** The first look of the renewal list (no tab): its counts decide whether the popup opens at all. */
export const renewalCountsQuery = (pageSize: number) => ({ pageNo: 1, pageSize });

export const fetchRenewalCounts = (pageSize: number) =>
  callContract(activationRequestContracts.renewalMembers, { query: renewalCountsQuery(pageSize) });
