/** The chart of accounts and the cheque register as calls and react-query hooks (books.contract). */

import { booksContracts, type ChequeRegisterEntry } from '@backoffice/shared/accounting/books.contract';
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

/** A cheque of the register with the key of its row: a collection's (positive) or a voucher's (negative). */
export type ChequeRow = ChequeRegisterEntry & { Id: number };

const rowId = (entry: ChequeRegisterEntry): number =>
  entry.PaymentId !== null ? entry.PaymentId : -(entry.VoucherId ?? 0);

export const useChequeRegister = (query: ChequeRegisterQuery) =>
  useQuery({
    queryKey: contractKey(booksContracts.chequeRegister, query),
    queryFn: ({ signal }) => callContract(booksContracts.chequeRegister, { query, signal }),
    select: (page) => ({
      ...page,
      Items: page.Items.map((entry): ChequeRow => ({ ...entry, Id: rowId(entry) })),
    }),
    placeholderData: keepPreviousData,
  });
