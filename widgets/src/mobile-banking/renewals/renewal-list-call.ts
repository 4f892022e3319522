/**
 * The renewal list's call without react-query, so the lean <bo-renewals> element and the portal's
 * query hook (activation-queries.ts) share it.
 */
import type { RenewalMemberPage } from '@backoffice/shared/mobile-banking/mobile-banking-api.types';
import type { RenewalTab } from '@backoffice/shared/mobile-banking/renewal-tabs';
import { getData } from '../../core/api-client.ts';
import { ACTIVATION_API } from '../activation-paths.ts';

export interface RenewalListParams {
  pageNo: number;
  pageSize: number;
  query: string;
  tab: RenewalTab;
}

/** One tab's page of the renewal list; every answer carries all three tabs' counts for the search. */
export const fetchRenewalPage = (params: RenewalListParams, signal?: AbortSignal) =>
  getData<RenewalMemberPage>(
    `${ACTIVATION_API}/ListRenewalMembers`,
    { pageNo: params.pageNo, pageSize: params.pageSize, query: params.query.trim(), tab: params.tab },
    { signal },
  );

/** The first look of the renewal list (no tab): its counts decide whether the popup opens at all. */
export const fetchRenewalCounts = (pageSize: number) =>
  getData<RenewalMemberPage>(`${ACTIVATION_API}/ListRenewalMembers`, { pageNo: 1, pageSize });
