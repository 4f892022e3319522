/** The IRD billing settings and outbox as calls and react-query hooks (ird-billing.contract). */

import { irdBillingContracts } from '@backoffice/shared/accounting/ird-billing.contract';
import type { ContractBody, ContractQuery } from '@backoffice/shared/http/route-contract';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { callContract, contractKey } from '../../core/contract-client.ts';

export type IrdOutboxQuery = ContractQuery<typeof irdBillingContracts.outbox>;
export type IrdSettingsInput = ContractBody<typeof irdBillingContracts.saveSettings>;

export const useIrdSettings = () =>
  useQuery({
    queryKey: contractKey(irdBillingContracts.settings),
    queryFn: ({ signal }) => callContract(irdBillingContracts.settings, { signal }),
  });

export const useIrdOutbox = (query: IrdOutboxQuery) =>
  useQuery({
    queryKey: contractKey(irdBillingContracts.outbox, query),
    queryFn: ({ signal }) => callContract(irdBillingContracts.outbox, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const saveIrdSettings = (body: IrdSettingsInput) =>
  callContract(irdBillingContracts.saveSettings, { body });

export const resendIrdRows = (ids: readonly number[]) =>
  callContract(irdBillingContracts.resend, { body: { Ids: [...ids] } });

/** After a save or a resend: the settings and every outbox page read again. */
export const refreshIrdBilling = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: contractKey(irdBillingContracts.settings) }),
    queryClient.invalidateQueries({ queryKey: contractKey(irdBillingContracts.outbox) }),
  ]);
