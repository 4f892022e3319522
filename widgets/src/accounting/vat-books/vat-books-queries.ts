/** The VAT books and the return as react-query hooks (vat-books.contract). */

import { vatBooksContracts } from '@backoffice/shared/accounting/vat-books.contract';
import type { ContractQuery } from '@backoffice/shared/http/route-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContract, contractKey } from '../../core/contract-client.ts';

/** A BS month (both left out: the company's current one). */
export type VatMonthParams = ContractQuery<typeof vatBooksContracts.salesBook>;

const { salesBook, purchaseBook, vatReturn } = vatBooksContracts;

/** Each hook loads only while its tab is shown (`enabled`). */
export const useSalesBook = (query: VatMonthParams, enabled: boolean) =>
  useQuery({
    queryKey: contractKey(salesBook, query),
    queryFn: ({ signal }) => callContract(salesBook, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const usePurchaseBook = (query: VatMonthParams, enabled: boolean) =>
  useQuery({
    queryKey: contractKey(purchaseBook, query),
    queryFn: ({ signal }) => callContract(purchaseBook, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useVatReturn = (query: VatMonthParams, enabled: boolean) =>
  useQuery({
    queryKey: contractKey(vatReturn, query),
    queryFn: ({ signal }) => callContract(vatReturn, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
