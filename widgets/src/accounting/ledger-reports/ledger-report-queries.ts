/** The general ledger, the cash and bank ledgers, ageing and the cost center summary as react-query hooks. */

import { ledgerReportContracts } from '@backoffice/shared/accounting/ledger-reports.contract';
import type { ContractQuery } from '@backoffice/shared/http/route-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContract, contractKey } from '../../core/contract-client.ts';

export type GeneralLedgerQuery = ContractQuery<typeof ledgerReportContracts.generalLedger>;
export type AgeingQuery = ContractQuery<typeof ledgerReportContracts.ageing>;
export type CostCenterSummaryQuery = ContractQuery<typeof ledgerReportContracts.costCenterSummary>;

/** One page of a ledger's lines; nothing is asked until a ledger is chosen. */
export const useGeneralLedger = (query: GeneralLedgerQuery | undefined) =>
  useQuery({
    queryKey: contractKey(ledgerReportContracts.generalLedger, query),
    queryFn: ({ signal }) => {
      if (query === undefined) throw new Error('Choose a ledger');
      return callContract(ledgerReportContracts.generalLedger, { query, signal });
    },
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });

export const useCashBankLedgers = () =>
  useQuery({
    queryKey: contractKey(ledgerReportContracts.cashBankLedgers),
    queryFn: ({ signal }) => callContract(ledgerReportContracts.cashBankLedgers, { signal }),
  });

export const useAgeing = (query: AgeingQuery) =>
  useQuery({
    queryKey: contractKey(ledgerReportContracts.ageing, query),
    queryFn: ({ signal }) => callContract(ledgerReportContracts.ageing, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useCostCenterSummary = (query: CostCenterSummaryQuery) =>
  useQuery({
    queryKey: contractKey(ledgerReportContracts.costCenterSummary, query),
    queryFn: ({ signal }) => callContract(ledgerReportContracts.costCenterSummary, { query, signal }),
    placeholderData: keepPreviousData,
  });
