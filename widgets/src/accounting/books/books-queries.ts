/** The chart of accounts and the cheque register as calls and react-query hooks (books.contract). */

import { booksContracts } from '@backoffice/shared/accounting/books.contract';
import type { ContractQuery } from '@backoffice/shared/http/route-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContract, contractKey } from '../../core/contract-client.ts';

export type ChartQuery = ContractQuery<typeof booksContracts.chartOfAccounts>;
export type ChequeRegisterQuery = ContractQuery<typeof booksContracts.chequeRegister>;

export const useChartOfAccounts = (query: ChartQuery) =>
  useQuery({
    queryKey: contractKey(booksContracts.chartOfAccounts, query),
    queryFn: ({ signal }) => callContract(booksContracts.chartOfAccounts, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useChequeRegister = (query: ChequeRegisterQuery) =>
  useQuery({
    queryKey: contractKey(booksContracts.chequeRegister, query),
    queryFn: ({ signal }) => callContract(booksContracts.chequeRegister, { query, signal }),
    placeholderData: keepPreviousData,
  });
