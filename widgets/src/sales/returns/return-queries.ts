/** Order returns as calls and react-query hooks, through their route contract (return.contract). */
import type { ReturnAction, ReturnStatus } from '@backoffice/shared/sales/returns/order-return';
import { type OrderReturnSaveInput, returnContracts } from '@backoffice/shared/sales/returns/return.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContractForMessage, clientOf, contractKey } from '../../core/contract-client.ts';
import {
  type DocumentListParams,
  type DocumentSave,
  documentListQuery,
  withFile,
} from '../common/document-queries.ts';

const returnApi = clientOf(returnContracts);

export interface ReturnListParams extends DocumentListParams {
  orderId?: number;
  /** '' for every status. */
  status: ReturnStatus | '';
}

export const returnDetailKey = (id: number) => contractKey(returnContracts.detail, { id });

/** The list's filters and page as GET /orderreturn/list (and its export) take them. */
export const returnListQuery = (params: ReturnListParams) => ({
  ...documentListQuery(params),
  OrderId: params.orderId,
  Status: params.status === '' ? undefined : [params.status],
});

export const useReturnList = (params: ReturnListParams) => {
  const query = returnListQuery(params);
  return useQuery({
    queryKey: contractKey(returnContracts.list, query),
    queryFn: ({ signal }) => returnApi.list({ query, signal }),
    placeholderData: keepPreviousData,
  });
};

export const useReturnDetail = (id: number) =>
  useQuery({
    queryKey: returnDetailKey(id),
    queryFn: ({ signal }) => returnApi.detail({ query: { id }, signal }),
    staleTime: 0,
  });

/** The order's lines with what was sold and what may still come back. */
export const useReturnableOrder = (orderId: number | undefined) => {
  const query = { orderId: orderId ?? 0 };
  return useQuery({
    queryKey: contractKey(returnContracts.returnable, query),
    queryFn: ({ signal }) => returnApi.returnable({ query, signal }),
    enabled: orderId !== undefined,
    staleTime: 0,
  });
};

/** Multipart: the fields, Lines as a JSON string, and the photo if one goes with the return. */
export const saveReturn = ({ input, file }: DocumentSave<OrderReturnSaveInput>) =>
  callContractForMessage(returnContracts.save, {
    body: withFile({ ...input, Lines: JSON.stringify(input.Lines) }, file),
  });

export const runReturnAction = (id: number, action: ReturnAction, remarks?: string, version?: number) =>
  callContractForMessage(returnContracts[action], {
    query: { id },
    body: { Remarks: remarks, Version: version },
  });
