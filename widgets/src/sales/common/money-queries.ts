import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
/**
 * The money-in API (issue 5) as calls and react-query hooks: order returns, payments received
 * (collections), a party's balance and statement, through their route contracts
 * (return.contract, payment.contract, party-money.contract).
 */
import type { PageName, PermissionAction } from '@backoffice/shared/page-codes';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
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
import type { ReturnAction, ReturnStatus } from '@backoffice/shared/sales/returns/order-return';
import { type OrderReturnSaveInput, returnContracts } from '@backoffice/shared/sales/returns/return.contract';
import { partyStatementContracts } from '@backoffice/shared/sales/statements/party-statement.contract';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { callContract, callContractForMessage, clientOf, contractKey } from '../../core/contract-client.ts';
import { usePagePermission } from '../../core/page-permission.ts';
import { ORDERS_KEY } from '../orders/order-queries.ts';

const returnApi = clientOf(returnContracts);
const paymentApi = clientOf(collectionContracts);
const partyMoneyApi = clientOf(partyStatementContracts);

/** Every money read: a save or action refreshes lists, details, what orders may return and statements. */
const MONEY_READS = [
  returnContracts.list,
  returnContracts.detail,
  returnContracts.returnable,
  collectionContracts.list,
  collectionContracts.detail,
  partyStatementContracts.balance,
  partyStatementContracts.statement,
] as const;

/** A return or payment changes what orders owe (and may settle them): both views refresh. */
export const refreshMoney = (queryClient: QueryClient) =>
  Promise.all([
    ...MONEY_READS.map((contract) => queryClient.invalidateQueries({ queryKey: contractKey(contract) })),
    queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  ]);

/** A money save: the form's fields, and the photo or scan that goes with them, if any. */
export interface MoneySave<T> {
  input: T;
  file: File | null;
}

/** The File part rides with the fields when there is one (the saves are multipart). */
const withFile = <T extends object>(body: T, file: File | null): T | (T & { File: File }) =>
  file ? { ...body, File: file } : body;

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

/** Filters left blank are left out (the server reads '' as not given too). */
const given = <T>(value: T | ''): T | undefined => (value === '' ? undefined : value);
const givenId = (value: string): number | undefined => (value === '' ? undefined : Number(value));

export const returnDetailKey = (id: number) => contractKey(returnContracts.detail, { id });

export const useReturnList = (params: ReturnListParams) => {
  const query = {
    pageNo: params.pageNo,
    pageSize: params.pageSize,
    PartyId: givenId(params.partyId),
    OrderId: params.orderId,
    Status: params.status === '' ? undefined : [params.status],
    FromDate: given(params.fromDate),
    ToDate: given(params.toDate),
    query: given(params.query.trim()),
  };
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
export const saveReturn = ({ input, file }: MoneySave<OrderReturnSaveInput>) =>
  callContractForMessage(returnContracts.save, {
    body: withFile({ ...input, Lines: JSON.stringify(input.Lines) }, file),
  });

export const runReturnAction = (id: number, action: ReturnAction, remarks?: string, version?: number) =>
  callContractForMessage(returnContracts[action], {
    query: { id },
    body: { Remarks: remarks, Version: version },
  });

// --------------------------------------------------------------------------------------------
// Payments (collections)

export const paymentDetailKey = (id: number) => contractKey(collectionContracts.detail, { id });

export const usePaymentList = (params: PaymentListParams) => {
  const query = {
    pageNo: params.pageNo,
    pageSize: params.pageSize,
    PartyId: givenId(params.partyId),
    Method: params.method === '' ? undefined : [params.method],
    ChequeStatus: params.chequeStatus === '' ? undefined : [params.chequeStatus],
    FromDate: given(params.fromDate),
    ToDate: given(params.toDate),
    query: given(params.query.trim()),
  };
  return useQuery({
    queryKey: contractKey(collectionContracts.list, query),
    queryFn: ({ signal }) => paymentApi.list({ query, signal }),
    placeholderData: keepPreviousData,
  });
};

export const usePaymentDetail = (id: number) =>
  useQuery({
    queryKey: paymentDetailKey(id),
    queryFn: ({ signal }) => paymentApi.detail({ query: { id }, signal }),
    staleTime: 0,
  });

/** Multipart: the fields, Orders as a JSON string, and the cheque's image if one goes with it. */
export const savePayment = ({ input, file }: MoneySave<PaymentSaveInput>) =>
  callContractForMessage(collectionContracts.save, {
    body: withFile(
      { ...input, Orders: input.Orders === undefined ? undefined : JSON.stringify(input.Orders) },
      file,
    ),
  });

export const deletePayment = (id: number, version?: number) =>
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

// --------------------------------------------------------------------------------------------
// Party balance and statement

export interface StatementParams {
  partyId: string;
  fromDate: string;
  toDate: string;
  pageNo: number;
  pageSize: number;
}

export const usePartyStatement = (params: StatementParams) => {
  const query = {
    partyId: Number(params.partyId),
    fromDate: given(params.fromDate),
    toDate: given(params.toDate),
    pageNo: params.pageNo,
    pageSize: params.pageSize,
  };
  return useQuery({
    queryKey: contractKey(partyStatementContracts.statement, query),
    queryFn: ({ signal }) => partyMoneyApi.statement({ query, signal }),
    enabled: params.partyId !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

export const usePartyBalance = (partyId: string) => {
  const query = { partyId: Number(partyId) };
  return useQuery({
    queryKey: contractKey(partyStatementContracts.balance, query),
    queryFn: ({ signal }) => partyMoneyApi.balance({ query, signal }),
    enabled: partyId !== '',
    staleTime: 0,
  });
};

/** A party's name by its id (an address gives only the id). */
export const usePartyName = (partyId: number | undefined) =>
  useQuery({
    queryKey: ['party-name', partyId ?? 0] as const,
    queryFn: ({ signal }) =>
      callContract(entityContracts(PARTY).detail, { query: { id: partyId ?? 0 }, signal }),
    enabled: partyId !== undefined,
    select: (record) => record.Name || `#${partyId}`,
    staleTime: 5 * 60_000,
  });

/**
 * Whether the user may do `action` on the screen (spec section 6: GET
 * /permission/CheckActionPermission); a failed check counts as no, and the server refuses anyway.
 */
const lowerAction = (action: 'Create' | 'Edit' | 'Delete' | 'View') =>
  action.toLowerCase() as PermissionAction;

export const useActionPermission = (page: PageName, action: 'Create' | 'Edit' | 'Delete' | 'View') =>
  usePagePermission(PAGE_CODES[page], lowerAction(action));
