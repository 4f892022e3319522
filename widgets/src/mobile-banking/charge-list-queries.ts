import { activationRequestContracts } from '@backoffice/shared/mobile-banking/mobile-banking.contract';
import type { ChargeKind } from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContract, contractKey } from '../core/contract-client.ts';

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
 * The company's charges. Under the route's own key, which the module's refresh reaches, so a
 * renewal or a new charge made on a request refreshes this list too.
 */
export const useChargeList = (params: ChargeListParams) => {
  const query = {
    pageNo: params.pageNo,
    pageSize: params.pageSize,
    query: params.query.trim(),
    ...(params.kind === '' ? {} : { Kind: params.kind }),
    ...(params.fromDate === '' ? {} : { fromDate: params.fromDate }),
    ...(params.toDate === '' ? {} : { toDate: params.toDate }),
  };
  return useQuery({
    queryKey: contractKey(activationRequestContracts.charges, query),
    queryFn: ({ signal }) => callContract(activationRequestContracts.charges, { query, signal }),
    placeholderData: keepPreviousData,
  });
};
