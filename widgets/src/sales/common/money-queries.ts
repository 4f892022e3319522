/**
 * The money-in API (issue 5) as calls and react-query hooks: order returns, payments received
 * (collections), a party's balance and statement. Shapes from shared/src/sales/common/money-api.types.ts.
 */
import type { PageName } from '@backoffice/shared/page-codes';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type {
  ChequeAction,
  ChequeStatus,
  PaymentMethod,
} from '@backoffice/shared/sales/collections/cheque-lifecycle';
import type {
  OrderReturnDetail,
  OrderReturnPage,
  OrderReturnSaveInput,
  PartyBalance,
  PartyStatement,
  PaymentBounceInput,
  PaymentDetail,
  PaymentPage,
  PaymentSaveInput,
  ReturnableOrder,
} from '@backoffice/shared/sales/common/money-api.types';
import type { OrderPage } from '@backoffice/shared/sales/orders/order-api.types';
import type { OrderStatus } from '@backoffice/shared/sales/orders/order-pipeline';
import type { ReturnAction, ReturnStatus } from '@backoffice/shared/sales/returns/order-return';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi, getData } from '../../core/api-client.ts';
import { ORDERS_KEY } from '../orders/order-queries.ts';
import type { MoneySaveBody } from './forms/money-form-data.ts';

/** Every money query starts with this key, so a save or action refreshes lists, details and statements. */
export const MONEY_KEY = ['money'] as const;

/** A return or payment changes what orders owe (and may settle them): both views refresh. */
export const refreshMoney = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: MONEY_KEY }),
    queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  ]);

export interface DateFilters {
  /** YYYY-MM-DD or ''. */
  fromDate: string;
  toDate: string;
  query: string;
}

export interface ReturnListParams extends DateFilters {
  pageNo: number;
  pageSize: number;
  partyId: string;
  orderId?: number;
  /** '' for every status. */
  status: ReturnStatus | '';
}

export interface PaymentListParams extends DateFilters {
  pageNo: number;
  pageSize: number;
  partyId: string;
  method: PaymentMethod | '';
  chequeStatus: ChequeStatus | '';
}

// --------------------------------------------------------------------------------------------
// Returns

export const returnDetailKey = (id: number) => [...MONEY_KEY, 'return', id] as const;

export const useReturnList = (params: ReturnListParams) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'returns', params] as const,
    queryFn: ({ signal }) =>
      getData<OrderReturnPage>(
        '/orderreturn/list',
        {
          pageNo: params.pageNo,
          pageSize: params.pageSize,
          PartyId: params.partyId,
          OrderId: params.orderId,
          Status: params.status,
          FromDate: params.fromDate,
          ToDate: params.toDate,
          query: params.query.trim(),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useReturnDetail = (id: number) =>
  useQuery({
    queryKey: returnDetailKey(id),
    queryFn: ({ signal }) => getData<OrderReturnDetail>('/orderreturn/detail', { id }, { signal }),
    staleTime: 0,
  });

/** The order's lines with what was sold and what may still come back. */
export const useReturnableOrder = (orderId: number | undefined) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'returnable', orderId ?? 0] as const,
    queryFn: ({ signal }) =>
      getData<ReturnableOrder>('/orderreturn/returnable', { orderId: orderId ?? 0 }, { signal }),
    enabled: orderId !== undefined,
    staleTime: 0,
  });

/** JSON, or multipart when a photo goes with the return. */
export const saveReturn = (body: MoneySaveBody<OrderReturnSaveInput>) =>
  callApi<OrderReturnDetail>('post', '/orderreturn/save', body);

export const runReturnAction = (id: number, action: ReturnAction, remarks?: string, version?: number) =>
  callApi<OrderReturnDetail>('post', `/orderreturn/${action}`, {
    query: { id },
    form: { Remarks: remarks, Version: version },
  });

// --------------------------------------------------------------------------------------------
// Payments (collections)

export const paymentDetailKey = (id: number) => [...MONEY_KEY, 'payment', id] as const;

export const usePaymentList = (params: PaymentListParams) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'payments', params] as const,
    queryFn: ({ signal }) =>
      getData<PaymentPage>(
        '/payment/list',
        {
          pageNo: params.pageNo,
          pageSize: params.pageSize,
          PartyId: params.partyId,
          Method: params.method,
          ChequeStatus: params.chequeStatus,
          FromDate: params.fromDate,
          ToDate: params.toDate,
          query: params.query.trim(),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const usePaymentDetail = (id: number) =>
  useQuery({
    queryKey: paymentDetailKey(id),
    queryFn: ({ signal }) => getData<PaymentDetail>('/payment/detail', { id }, { signal }),
    staleTime: 0,
  });

/** JSON, or multipart when the cheque's image goes with the payment. */
export const savePayment = (body: MoneySaveBody<PaymentSaveInput>) =>
  callApi<PaymentDetail>('post', '/payment/save', body);

export const deletePayment = (id: number, version?: number) =>
  callApi<null>('post', '/payment/delete', { query: { id }, form: { Version: version } });

export const runChequeAction = (
  id: number,
  action: ChequeAction,
  version?: number,
  bounce?: Omit<PaymentBounceInput, 'Version'>,
) =>
  callApi<PaymentDetail>('post', `/payment/${action}`, {
    query: { id },
    form: { Version: version, BounceReason: bounce?.BounceReason, BounceCharge: bounce?.BounceCharge },
  });

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
      getData<OrderPage>(
        '/order/list',
        {
          PartyId: partyId,
          Status: COLLECTABLE_ORDER_STATUSES.join(','),
          pageNo: 1,
          pageSize: OWED_ORDERS_LIMIT,
          SortBy: 'OrderDate',
          SortType: 'asc',
        },
        { signal },
      ),
    enabled: partyId !== '',
    select: (page) => page.Items,
  });

// --------------------------------------------------------------------------------------------
// Party balance and statement

export interface StatementParams {
  partyId: string;
  fromDate: string;
  toDate: string;
  pageNo: number;
  pageSize: number;
}

export const usePartyStatement = (params: StatementParams) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'statement', params] as const,
    queryFn: ({ signal }) =>
      getData<PartyStatement>(
        '/party/statement',
        {
          partyId: params.partyId,
          fromDate: params.fromDate,
          toDate: params.toDate,
          pageNo: params.pageNo,
          pageSize: params.pageSize,
        },
        { signal },
      ),
    enabled: params.partyId !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePartyBalance = (partyId: string) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'balance', partyId] as const,
    queryFn: ({ signal }) => getData<PartyBalance>('/party/balance', { partyId }, { signal }),
    enabled: partyId !== '',
    staleTime: 0,
  });

/** A party's name by its id (an address gives only the id). */
export const usePartyName = (partyId: number | undefined) =>
  useQuery({
    queryKey: ['party-name', partyId ?? 0] as const,
    queryFn: ({ signal }) => getData<{ Name?: unknown }>('/party/detail', { id: partyId ?? 0 }, { signal }),
    enabled: partyId !== undefined,
    select: (record) => (typeof record.Name === 'string' ? record.Name : `#${partyId}`),
    staleTime: 5 * 60_000,
  });

/**
 * Whether the user may do `action` on the screen (spec section 6: GET
 * /permission/CheckActionPermission); a failed check counts as no, and the server refuses anyway.
 */
export const useActionPermission = (page: PageName, action: 'Create' | 'Edit' | 'Delete' | 'View') => {
  const check = useQuery({
    queryKey: ['permission', PAGE_CODES[page], action] as const,
    queryFn: ({ signal }) =>
      getData<boolean | null>(
        '/permission/CheckActionPermission',
        { screenId: PAGE_CODES[page], actionType: action },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
  return check.data === true;
};
