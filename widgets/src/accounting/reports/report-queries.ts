/** The trial balance, the profit and loss account and the balance sheet as react-query hooks. */

import { financialReportContracts } from '@backoffice/shared/accounting/financial-reports.contract';
import { branchContracts } from '@backoffice/shared/branches/branch.contract';
import type { ContractQuery } from '@backoffice/shared/http/route-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContract, contractKey } from '../../core/contract-client.ts';

export type TrialBalanceQuery = ContractQuery<typeof financialReportContracts.trialBalance>;
export type ProfitAndLossQuery = ContractQuery<typeof financialReportContracts.profitAndLoss>;
export type BalanceSheetQuery = ContractQuery<typeof financialReportContracts.balanceSheet>;

export const useTrialBalance = (query: TrialBalanceQuery) =>
  useQuery({
    queryKey: contractKey(financialReportContracts.trialBalance, query),
    queryFn: ({ signal }) => callContract(financialReportContracts.trialBalance, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useProfitAndLoss = (query: ProfitAndLossQuery) =>
  useQuery({
    queryKey: contractKey(financialReportContracts.profitAndLoss, query),
    queryFn: ({ signal }) => callContract(financialReportContracts.profitAndLoss, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useBalanceSheet = (query: BalanceSheetQuery) =>
  useQuery({
    queryKey: contractKey(financialReportContracts.balanceSheet, query),
    queryFn: ({ signal }) => callContract(financialReportContracts.balanceSheet, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The company's active branches, for the branch picker. */
export const useBranchOptions = () =>
  useQuery({
    queryKey: contractKey(branchContracts.listActive),
    queryFn: ({ signal }) => callContract(branchContracts.listActive, { signal }),
    staleTime: 5 * 60_000,
  });
