/** The year end as calls and react-query hooks (year-end.contract). */

import { booksContracts } from '@backoffice/shared/accounting/books.contract';
import { yearEndContracts } from '@backoffice/shared/accounting/year-end.contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callContract, callContractForMessage, contractKey } from '../../core/contract-client.ts';

export const useYearList = () =>
  useQuery({
    queryKey: contractKey(yearEndContracts.list),
    queryFn: ({ signal }) => callContract(yearEndContracts.list, { signal }),
  });

/** What closing the year would do, asked afresh each time the close is opened. */
export const useYearEndPreview = (fiscalYearId: number) =>
  useQuery({
    queryKey: contractKey(yearEndContracts.preview, { FiscalYearId: fiscalYearId }),
    queryFn: ({ signal }) =>
      callContract(yearEndContracts.preview, { query: { FiscalYearId: fiscalYearId }, signal }),
    staleTime: 0,
  });

export const closeFiscalYear = (FiscalYearId: number, CapitalLedgerId: number | undefined) =>
  callContractForMessage(yearEndContracts.close, { body: { FiscalYearId, CapitalLedgerId } });

export const reopenFiscalYear = (FiscalYearId: number, Remarks: string) =>
  callContractForMessage(yearEndContracts.reopen, { body: { FiscalYearId, Remarks } });

/** A close or reopen moves the years, their previews and every balance the chart shows. */
export const refreshYearEnd = (queryClient: QueryClient) =>
  Promise.all(
    [yearEndContracts.list, yearEndContracts.preview, booksContracts.chartOfAccounts].map((contract) =>
      queryClient.invalidateQueries({ queryKey: contractKey(contract) }),
    ),
  );
