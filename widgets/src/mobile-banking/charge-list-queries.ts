import type { ChargeItemsPage } from '@backoffice/shared/mobile-banking/mobile-banking-api.types';
import type { ChargeKind } from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../core/api-client.ts';
import { MOBILE_BANKING_KEY } from './activation-queries.ts';

export interface ChargeListParams {
  pageNo: number;
  pageSize: number;
  query: string;
  /** '' for every kind. */
  kind: ChargeKind | '';
  /** YYYY-MM-DD or '' (no bound). */
  fromDate: string;
  toDate: string;
}

/**
 * The company's charges. Under the module's key, so a renewal or a new charge made on a request
 * refreshes this list too.
 */
export const useChargeList = (params: ChargeListParams) =>
  useQuery({
    queryKey: [...MOBILE_BANKING_KEY, 'charges', params] as const,
    queryFn: ({ signal }) =>
      getData<ChargeItemsPage>(
        '/mobilebankingactivationrequest/charges',
        {
          pageNo: params.pageNo,
          pageSize: params.pageSize,
          query: params.query.trim(),
          Kind: params.kind,
          fromDate: params.fromDate,
          toDate: params.toDate,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
