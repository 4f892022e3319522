import type { ContractQuery } from '@backoffice/shared/http/route-contract';
import {
  type AdvanceOutstandingRow,
  advanceOutstandingContracts,
} from '@backoffice/shared/workforce/advances/advance-outstanding.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContract, contractKey } from '../../core/contract-client.ts';

export type AdvanceOutstandingQuery = ContractQuery<typeof advanceOutstandingContracts.outstanding>;

/** A person's line with the key of its row (their user id). */
export type OutstandingRow = AdvanceOutstandingRow & { Id: number };

export const useAdvanceOutstanding = (query: AdvanceOutstandingQuery, enabled = true) =>
  useQuery({
    queryKey: contractKey(advanceOutstandingContracts.outstanding, query),
    queryFn: ({ signal }) => callContract(advanceOutstandingContracts.outstanding, { query, signal }),
    select: (page) => ({
      ...page,
      Items: page.Items.map((row): OutstandingRow => ({ ...row, Id: row.UserId })),
    }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Where the outstanding advances page lives in the portal. */
export const ADVANCE_OUTSTANDING_PATH = '/workforce/advances/outstanding';
