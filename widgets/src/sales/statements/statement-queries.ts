/** A party's balance and statement as react-query hooks, through their route contract (party-statement.contract). */
import { partyStatementContracts } from '@backoffice/shared/sales/statements/party-statement.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clientOf, contractKey } from '../../core/contract-client.ts';
import { given } from '../common/document-queries.ts';

const partyStatementApi = clientOf(partyStatementContracts);

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
    queryFn: ({ signal }) => partyStatementApi.statement({ query, signal }),
    enabled: params.partyId !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

export const usePartyBalance = (partyId: string) => {
  const query = { partyId: Number(partyId) };
  return useQuery({
    queryKey: contractKey(partyStatementContracts.balance, query),
    queryFn: ({ signal }) => partyStatementApi.balance({ query, signal }),
    enabled: partyId !== '',
    staleTime: 0,
  });
};
