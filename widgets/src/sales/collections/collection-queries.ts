/**
 * Collections (payments received from a party) as calls and react-query hooks, through their route
 * contract (collection.contract), and the orders a party may still owe on.
 */
import type {
  ChequeAction,
  ChequeStatus,
  PaymentMethod,
} from '@backoffice/shared/sales/collections/cheque-lifecycle';
import {
  collectionContracts,
  type PaymentBounceInput,
  type PaymentSaveInput,
} from '@backoffice/shared/sales/collections/collection.contract';
import { orderReadContracts } from '@backoffice/shared/sales/orders/order.contract';
import type { OrderStatus } from '@backoffice/shared/sales/orders/order-pipeline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContract, callContractForMessage, clientOf, contractKey } from '../../core/contract-client.ts';
import {
  type DocumentListParams,
  type DocumentSave,
  documentListQuery,
  withFile,
} from '../common/document-queries.ts';
import { ORDERS_KEY } from '../orders/order-queries.ts';

const collectionApi = clientOf(collectionContracts);

export interface CollectionListParams extends DocumentListParams {
  method: PaymentMethod | '';
  chequeStatus: ChequeStatus | '';
}

export const collectionDetailKey = (id: number) => contractKey(collectionContracts.detail, { id });

/** The list's filters and page as GET /payment/list (and its export) take them. */
export const collectionListQuery = (params: CollectionListParams) => ({
  ...documentListQuery(params),
  Method: params.method === '' ? undefined : [params.method],
  ChequeStatus: params.chequeStatus === '' ? undefined : [params.chequeStatus],
});

export const useCollectionList = (params: CollectionListParams) => {
  const query = collectionListQuery(params);
  return useQuery({
    queryKey: contractKey(collectionContracts.list, query),
    queryFn: ({ signal }) => collectionApi.list({ query, signal }),
    placeholderData: keepPreviousData,
  });
};

export const useCollectionDetail = (id: number) =>
  useQuery({
    queryKey: collectionDetailKey(id),
    queryFn: ({ signal }) => collectionApi.detail({ query: { id }, signal }),
    staleTime: 0,
  });

/** Multipart: the fields, Orders as a JSON string, and the cheque's image if one goes with it. */
export const saveCollection = ({ input, file }: DocumentSave<PaymentSaveInput>) =>
  callContractForMessage(collectionContracts.save, {
    body: withFile(
      { ...input, Orders: input.Orders === undefined ? undefined : JSON.stringify(input.Orders) },
      file,
    ),
  });

export const deleteCollection = (id: number, version?: number) =>
  callContractForMessage(collectionContracts.delete, { query: { id }, body: { Version: version } });

export const runChequeAction = (
  id: number,
  action: ChequeAction,
  version?: number,
  bounce?: Omit<PaymentBounceInput, 'Version'>,
) =>
  action === 'bounce'
    ? callContractForMessage(collectionContracts.bounce, {
        query: { id },
        body: {
          Version: version,
          BounceReason: bounce?.BounceReason ?? '',
          BounceCharge: bounce?.BounceCharge,
        },
      })
    : callContractForMessage(collectionContracts[action], { query: { id }, body: { Version: version } });

/**
 * Orders a party may still owe on: delivered ones, and completed ones (complete closes an order
 * paid or not, and settling never moves a completed order: order-pipeline.ts). Paid ones are settled.
 */
const COLLECTABLE_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'completed'];
const OWED_ORDERS_LIMIT = 100;

export const useOwedOrders = (partyId: string) =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'owed', partyId] as const,
    queryFn: ({ signal }) =>
      callContract(orderReadContracts.list, {
        query: {
          PartyId: Number(partyId),
          Status: [...COLLECTABLE_ORDER_STATUSES],
          pageNo: 1,
          pageSize: OWED_ORDERS_LIMIT,
          SortBy: 'OrderDate',
          SortType: 'asc',
        },
        signal,
      }),
    enabled: partyId !== '',
    select: (page) => page.Items,
  });
