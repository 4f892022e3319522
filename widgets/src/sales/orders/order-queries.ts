import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import type {
  ContractBody,
  ContractData,
  ContractQuery,
  RouteContract,
} from '@backoffice/shared/http/route-contract';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import {
  type OrderSaveInput,
  orderActionContracts,
  orderPricingContracts,
  orderReadContracts,
  orderWriteContracts,
} from '@backoffice/shared/sales/orders/order.contract';
import type { OrderAction, OrderStatus } from '@backoffice/shared/sales/orders/order-pipeline';
import { personName } from '@backoffice/shared/text/person-name';
import type { UserType } from '@backoffice/shared/user-types';
import { keepPreviousData, type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  callContract,
  callContractEncoded,
  callContractForMessage,
  clientOf,
  contractKey,
} from '../../core/contract-client.ts';
import { usePagePermission } from '../../core/page-permission.ts';
import type { OrderFilters } from './order-filters.ts';

const orderApi = clientOf({ ...orderReadContracts, ...orderPricingContracts });

/**
 * Every order query's key starts with this, then the route's contractKey, so an action or save
 * (and a payment or return, which settle orders) refreshes board, lists and details at once.
 */
export const ORDERS_KEY = ['orders'] as const;

const orderKey = <C extends RouteContract>(contract: C, query?: ContractQuery<C>) =>
  [...ORDERS_KEY, ...contractKey(contract, query)] as const;

/** The board's poll while OrderChanged pushes cannot reach it (the hub is down or refused). */
export const BOARD_REFRESH_MS = 15_000;
/** Cards per column in the board's answer; "Show more" fetches list pages of the same size. */
export const BOARD_PER_COLUMN = 20;

export interface OrderListParams {
  pageNo: number;
  pageSize: number;
  filters: OrderFilters;
  /** Empty: every status. */
  statuses: OrderStatus[];
  SortBy: 'OrderDate' | 'OrderNo' | 'TotalAmount' | 'Status' | 'PartyName' | 'CreatedAt' | 'StatusChangedAt';
  SortType: 'asc' | 'desc';
}

const idOf = (id: string): number | undefined => (id === '' ? undefined : Number(id));
const textOf = (text: string): string | undefined => (text === '' ? undefined : text);

/** The filters as GET /order/list and /order/board take them (empty ones are left out). */
const filterQuery = (filters: OrderFilters) => ({
  SalesPersonId: idOf(filters.salesPerson.id),
  PartyId: idOf(filters.party.id),
  routeId: idOf(filters.route.id),
  areaId: idOf(filters.area.id),
  FromDate: textOf(filters.fromDate),
  ToDate: textOf(filters.toDate),
  query: textOf(filters.query.trim()),
});

/** The list's filters, sort and page as GET /order/list (and its export) take them. */
export const orderListQuery = (params: OrderListParams): ContractQuery<typeof orderReadContracts.list> => ({
  pageNo: params.pageNo,
  pageSize: params.pageSize,
  ...filterQuery(params.filters),
  Status: params.statuses.length > 0 ? params.statuses : undefined,
  SortBy: params.SortBy,
  SortType: params.SortType,
});

export const fetchOrderList = (params: OrderListParams, signal?: AbortSignal) =>
  orderApi.list({ query: orderListQuery(params), signal });

export const fetchOrderDetail = (id: number, signal?: AbortSignal) =>
  orderApi.detail({ query: { id }, signal });

export const saveOrder = (input: OrderSaveInput) =>
  callContractForMessage(orderWriteContracts.save, { body: input });

/**
 * A pipeline action; `Remarks` goes only when given (cancel needs it). With the version the screen
 * shows, the server refuses the action (409) if the order changed meanwhile.
 */
export const runOrderAction = (id: number, action: OrderAction, remarks?: string, version?: number) =>
  callContractForMessage(orderActionContracts[action], {
    query: { id },
    body: { Remarks: remarks, Version: version },
  });

/** POST /order/bulk: one pipeline action for each order, each answered done or refused and why. */
export const runOrderBulk = (action: OrderAction, ids: readonly number[], remarks?: string) =>
  callContract(orderWriteContracts.bulk, { body: { Action: action, Ids: [...ids], Remarks: remarks } });

/** The version on screen goes as Version: a stale one is refused (409). */
export type OrderAssignment = ContractBody<typeof orderWriteContracts.assign>;

export const assignOrder = (id: number, assignment: OrderAssignment) =>
  callContractForMessage(orderWriteContracts.assign, { query: { id }, body: assignment });

export const fetchCurrentPrice = (productId: number, partyId: number) =>
  orderApi.currentPrice({ query: { productId, partyId } });

/**
 * The VAT rate a save prices the order at now (the company's setting), for the form's preview.
 * Asked again whenever a form opens, so a changed setting never leaves a preview at the old rate.
 */
export const useOrderVatRate = () =>
  useQuery({
    queryKey: orderKey(orderPricingContracts.vatRate),
    queryFn: ({ signal }) => orderApi.vatRate({ signal }),
    select: (answer) => answer.VatRatePercent,
    staleTime: 0,
  });

/** The units a line of the product may be in (GET /order/productunits): its own first. */
export const fetchProductSaleUnits = (productId: number, signal?: AbortSignal) =>
  orderApi.productUnits({ query: { productId }, signal });

/** The unit select's choices; none asked while no product is chosen. */
export const useProductSaleUnits = (productId: string) =>
  useQuery({
    queryKey: orderKey(orderPricingContracts.productUnits, { productId: Number(productId) }),
    queryFn: ({ signal }) => fetchProductSaleUnits(Number(productId), signal),
    select: (answer) => answer.Units,
    enabled: productId !== '',
    // Asked again whenever a form opens, as the VAT rate is: a changed factor must not linger.
    staleTime: 0,
  });

/** The product's own record, for the VAT rule and price when no party is chosen yet. */
export const fetchProductFacts = async (productId: number) => {
  const record = await callContract(entityContracts(PRODUCT).detail, { query: { id: productId } });
  return { price: record.Price ?? Number.NaN, vatApplicable: record.VatApplicable !== false };
};

export const refreshOrders = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ORDERS_KEY });

export const useOrderBoard = (filters: OrderFilters, pollMs: number | false) => {
  const query = { ...filterQuery(filters), perColumn: BOARD_PER_COLUMN };
  return useQuery({
    queryKey: orderKey(orderReadContracts.board, query),
    queryFn: ({ signal }) => orderApi.board({ query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: pollMs,
    refetchOnWindowFocus: true,
  });
};

/**
 * The cards of one column after the board's first page: list pages 2, 3… of that status under the
 * same filters, fetched on "Show more" and refreshed with the board.
 */
export const useMoreOfColumn = (
  status: OrderStatus,
  filters: OrderFilters,
  enabled: boolean,
  pollMs: number | false,
) =>
  useInfiniteQuery({
    // Pages of the list, kept apart from its plain queries: an infinite query has its own shape.
    queryKey: [...orderKey(orderReadContracts.list), 'column', status, filterQuery(filters)] as const,
    queryFn: ({ pageParam, signal }) =>
      fetchOrderList(
        {
          pageNo: pageParam,
          pageSize: BOARD_PER_COLUMN,
          filters,
          statuses: [status],
          // The board's own order: longest in the status first.
          SortBy: 'StatusChangedAt',
          SortType: 'asc',
        },
        signal,
      ),
    initialPageParam: 2,
    getNextPageParam: (last) => (last.PageNo * last.PageSize < last.TotalCount ? last.PageNo + 1 : undefined),
    enabled,
    staleTime: 0,
    refetchInterval: enabled ? pollMs : false,
    refetchOnWindowFocus: true,
  });

export const useOrderList = (params: OrderListParams) =>
  useQuery({
    queryKey: orderKey(orderReadContracts.list, orderListQuery(params)),
    queryFn: ({ signal }) => fetchOrderList(params, signal),
    placeholderData: keepPreviousData,
  });

export const orderDetailKey = (id: number) => orderKey(orderReadContracts.detail, { id });

export const useOrderDetail = (id: number | undefined) =>
  useQuery({
    queryKey: orderDetailKey(id ?? 0),
    queryFn: ({ signal }) => fetchOrderDetail(id ?? 0, signal),
    enabled: id !== undefined,
    staleTime: 0,
  });

export const useChalan = (deliveryUserId: string, date: string) => {
  const query = { deliveryUserId: Number(deliveryUserId), date };
  return useQuery({
    queryKey: orderKey(orderReadContracts.chalan, query),
    queryFn: ({ signal }) => orderApi.chalan({ query, signal }),
    enabled: deliveryUserId !== '' && date !== '',
    staleTime: 0,
  });
};

const userList = entityContracts(USER).list;
export type CompanyUser = ContractData<typeof userList>['Items'][number];

/** Delivery persons and dealers are few per company: one page of them fills a plain select. */
const USERS_OF_TYPE_LIMIT = 500;

export const useUsersOfType = (userType: Extract<UserType, 'deliveryPerson' | 'dealer'>, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['users-of-type', userType] as const,
    queryFn: ({ signal }) =>
      // The declared filters go by name, so the query is encoded as the list screen encodes it.
      callContractEncoded(userList, {
        query: {
          UserType: userType,
          Status: 'active',
          pageNo: 1,
          pageSize: USERS_OF_TYPE_LIMIT,
          SortBy: 'FirstName',
        },
        signal,
      }),
    select: (page) => page.Items,
    staleTime: 60_000,
  });

export const userName = (user: CompanyUser): string => personName(user);

/**
 * Whether the user may create or edit orders (spec section 6: GET /permission/CheckActionPermission);
 * a failed check counts as no, and the server refuses the call itself anyway.
 */
export const useOrderPermission = (action: 'Create' | 'Edit') =>
  usePagePermission(PAGE_CODES.Order, action === 'Create' ? 'create' : 'edit');
